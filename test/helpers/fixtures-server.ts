import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback web server answering with `handler`, which may be async: a request it fails is dropped
 * (the client sees the connection reset). Closing it also drops the connections it left hanging.
 */
export async function serveWith(handler: (request: http.IncomingMessage, response: http.ServerResponse) => unknown) {
  const server = http.createServer((request, response) => {
    Promise.resolve(handler(request, response)).catch((error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A loopback web server serving fixed documents by path, for imports to fetch. */
export function serveFixtures(files: Record<string, { type: string; body: string | Buffer }>) {
  return serveWith((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
}
