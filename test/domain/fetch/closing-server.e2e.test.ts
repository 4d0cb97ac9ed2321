import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { strToU8, zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, servedFixtures } from '../../helpers/serve-process.js';

/**
 * Issue 22.11: a zip imported from a server that closes the connection right after the body
 * (an HTTP/1.0 server, as Python's `http.server` is) crashed `docsctl serve` with
 * `AssertionError: assert(!this.paused)` from undici's HTTP/1 parser: the download writes each
 * chunk to a file before reading the next, which pauses the parser, and the server's FIN on a
 * paused parser is an uncatchable exception (nodejs/undici#5360).
 */
const MiB = 1024 * 1024;
const IMPORTS = 20;
/** Bigger than what a socket buffers, so that the download's reading falls behind the server's writing. */
const zip = Buffer.from(zipSync({ 'README.md': strToU8('# Home\n\n![](photo.png)'), 'photo.png': [randomBytes(2 * MiB), { level: 0 }] }));

/** Answers every request as an HTTP/1.0 server does: status, headers, the body, then it closes the connection. */
const closing = net.createServer((socket) => {
  socket.once('data', () => {
    socket.write('HTTP/1.0 200 OK\r\nContent-Type: application/zip\r\n\r\n');
    socket.end(zip);
  });
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(closing.address() as AddressInfo).port}/docs.zip`;
});
afterAll(() => new Promise((resolve) => closing.close(resolve)));

const served = servedFixtures();
afterEach(served.cleanup);

describe('issue 22.11: a zip from a server that closes after the body never takes the server down', () => {
  it(`imports it ${IMPORTS} times in a row, each import succeeding, the process staying up`, async () => {
    const { proc, ready } = await served.serve(served.dir());
    const space = (await api(ready, 'POST', `/v1/orgs/${ready.organizationId}/spaces`, { title: 'Imported' })).body.id;
    const outcomes: (number | string)[] = [];
    for (let i = 0; i < IMPORTS; i++) {
      const outcome = await api(ready, 'POST', `/v1/spaces/${space}/content/import`, { source: 'zip', url }).then(
        (response) => response.status,
        (error: Error) => `no answer: ${error.message}`,
      );
      outcomes.push(outcome);
    }
    expect(proc.stderr()).not.toMatch(/AssertionError/);
    expect(proc.child.exitCode).toBeNull();
    expect(outcomes).toEqual(Array(IMPORTS).fill(201));
    // Each import read the zip whole: its image is there, every byte of it.
    const files: { name: string; size: number }[] = (await api(ready, 'GET', `/v1/spaces/${space}/content/files`)).body.items;
    expect(new Set(files.map((file) => `${file.name} ${file.size}`))).toEqual(new Set([`photo.png ${2 * MiB}`]));
  });
});
