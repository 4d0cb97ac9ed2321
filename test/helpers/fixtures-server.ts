import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback web server serving fixed documents by path, for imports to fetch. */
export async function serveFixtures(files: Record<string, { type: string; body: string | Buffer }>) {
  const server = http.createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
