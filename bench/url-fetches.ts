/**
 * 16. What the sandbox fetches itself (issue 22): a change request batch inserting sixty 8 MiB
 * files by URL, into a `docsctl serve` of its own, with how far the server's peak RSS rose above
 * its RSS before it (goal: under 300 MB; each file goes to the store's disk as it comes, where
 * holding them all took ~1.2 GB for 100 files); and 20 zip imports in a row from a server that
 * closes the connection after each body, as an HTTP/1.0 server does (goal: 0 crashes; undici's
 * parser used to assert on it and end the process).
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { strToU8, zipSync } from 'fflate';
import { serveProcess, type ServeProcess } from './serve.js';
import { fmt, log, nowMs, removeDir, section, table, tempDir } from './util.js';

const MiB = 1024 * 1024;
const MB = 1_000_000;
/** An insert_files change takes at most this many files. */
const FILES_PER_CHANGE = 20;

export interface UrlFetchFigures {
  /** `failure`: why the batch got no answer, if it did not (the server's memory then reads n/a). */
  batch: { files: number; fileMiB: number; ms: number; rssBeforeMB: number; peakGrowthMB: number; failure?: string };
  imports: { tries: number; succeeded: number; crashes: number };
}

async function listening(server: http.Server | net.Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** A server started for one measure, stopped and its data directory removed after it. */
async function withServer<T>(label: string, measure: (server: ServeProcess) => Promise<T>): Promise<T> {
  const dir = tempDir(label);
  const server = await serveProcess(dir);
  try {
    return await measure(server);
  } finally {
    await server.stop();
    removeDir(dir);
  }
}

/** Files of `fileMiB` random bytes, each made different by its number at the start (so that none is stored as another), served by URL. */
async function batchOfFiles(files: number, fileMiB: number): Promise<UrlFetchFigures['batch']> {
  const body = randomBytes(fileMiB * MiB);
  const source = http.createServer((request, response) => {
    const n = /^\/file-(\d+)\.bin$/.exec(request.url ?? '')?.[1];
    if (n === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length });
    const mark = Buffer.from(n.padStart(8, '0'));
    response.write(mark);
    response.end(body.subarray(mark.length));
  });
  const port = await listening(source);
  try {
    return await withServer('url-batch', async (server) => {
      const space = (await server.post<{ id: string }>(`/v1/orgs/${server.organizationId}/spaces`, { title: 'Files' })).id;
      const cr = (await server.post<{ id: string }>(`/v1/spaces/${space}/change-requests`, { subject: 'files' })).id;
      const urls = Array.from({ length: files }, (_, i) => ({ name: `file-${i}.bin`, url: `http://127.0.0.1:${port}/file-${i}.bin` }));
      const changes = [];
      for (let i = 0; i < urls.length; i += FILES_PER_CHANGE) changes.push({ operation: 'insert_files', files: urls.slice(i, i + FILES_PER_CHANGE) });
      server.resetPeakMemory();
      const rssBefore = server.memoryKiB('VmRSS');
      const started = nowMs();
      const failure = await server.post(`/v1/spaces/${space}/change-requests/${cr}/content`, { changes }).then(
        () => undefined,
        (error: Error) => error.message.split('\n')[0]!,
      );
      const ms = nowMs() - started;
      const peak = failure === undefined ? server.memoryKiB('VmHWM') : NaN;
      return {
        files,
        fileMiB,
        ms,
        rssBeforeMB: (rssBefore * 1024) / MB,
        peakGrowthMB: ((peak - rssBefore) * 1024) / MB,
        ...(failure === undefined ? {} : { failure }),
      };
    });
  } finally {
    source.close();
  }
}

/** Imports a zip `tries` times from a server that closes each connection after the body; a server that dies is counted and started again. */
async function importsFromClosingServer(tries: number): Promise<UrlFetchFigures['imports']> {
  const zip = Buffer.from(zipSync({ 'README.md': strToU8('# Home\n\n![](photo.png)'), 'photo.png': [randomBytes(2 * MiB), { level: 0 }] }));
  const closing = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', () => {
      socket.write('HTTP/1.0 200 OK\r\nContent-Type: application/zip\r\n\r\n');
      socket.end(zip);
    });
  });
  const url = `http://127.0.0.1:${await listening(closing)}/docs.zip`;
  const figures = { tries, succeeded: 0, crashes: 0 };
  try {
    let done = 0;
    while (done < tries) {
      await withServer('closing-imports', async (server) => {
        const space = (await server.post<{ id: string }>(`/v1/orgs/${server.organizationId}/spaces`, { title: 'Imported' })).id;
        for (; done < tries; done++) {
          try {
            await server.post(`/v1/spaces/${space}/content/import`, { source: 'zip', url });
            figures.succeeded++;
          } catch {
            const alive = await server.get('/v1/user').then(
              () => true,
              () => false,
            );
            if (alive) continue;
            figures.crashes++;
            done++;
            return;
          }
        }
      });
    }
    return figures;
  } finally {
    closing.close();
  }
}

export async function measureUrlFetches(options: { files: number; fileMiB: number; imports: number }): Promise<UrlFetchFigures> {
  section(
    `16. Fetches the sandbox makes: ${options.files} files of ${options.fileMiB} MiB inserted by URL in one batch; ${options.imports} zip imports from a server that closes after each body`,
  );
  const batch = await batchOfFiles(options.files, options.fileMiB);
  const imports = await importsFromClosingServer(options.imports);
  log(
    table(
      ['measure', 'figure', 'goal'],
      [
        [`insert_files batch of ${batch.files} x ${batch.fileMiB} MiB by URL: time s`, fmt(batch.ms / 1000, 2), ''],
        ['  server RSS before, MB', fmt(batch.rssBeforeMB, 0), ''],
        [`  peak RSS growth, MB${batch.failure === undefined ? '' : ` (the batch failed: ${batch.failure})`}`, fmt(batch.peakGrowthMB, 0), '< 300'],
        [`zip imports from a closing HTTP/1.0 server: succeeded of ${imports.tries}`, String(imports.succeeded), String(imports.tries)],
        ['  server crashes', String(imports.crashes), '0'],
      ],
    ),
  );
  return { batch, imports };
}
