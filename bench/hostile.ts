/**
 * 6. Hostile Markdown: pages of 1 MiB built to be slow to parse (the shapes that froze the
 * server before parsing moved off the event loop) are imported, then read every way a page
 * is read — links, search, the page as a document, the PDF — while a probe times `GET /v1/user`
 * every 10 ms. The goal: the probe is always answered within 100 ms.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/server/app.js';
import { identity, openDataDir } from '../src/sandbox/open.js';
import { fmt, log, nowMs, removeDir, section, table, tempDir } from './util.js';

const MIB = 1024 * 1024;

/** Each shape, about 1 MiB once its heading is added. */
export const HOSTILE_PAGES: Record<string, string> = {
  'emphasis *a*a*a…': '*a'.repeat(MIB / 2 - 64),
  'emphasis _a_a_a…': '_a'.repeat(MIB / 2 - 64),
  'open brackets [[[…': '['.repeat(MIB - 128),
  'link openers [a](…': '[a]('.repeat(MIB / 4 - 32),
  'backticks `a``…': '`a``'.repeat(MIB / 4 - 32),
  'nested quotes >>>…': `${'>'.repeat(MIB - 128)} x`,
  'nested lists': Array.from({ length: 40_000 }, (_, i) => `${' '.repeat((i % 100) * 2)}- item ${i}`).join('\n').slice(0, MIB - 128),
  'one unbroken word': 'a'.repeat(MIB - 128),
};

export interface HostileFigure {
  shape: string;
  importMs: number;
  readsMs: number;
  probeMaxMs: number;
}

async function probeWhile<T>(url: string, token: string, work: Promise<T>): Promise<{ result: T; maxMs: number }> {
  let maxMs = 0;
  let done = false;
  const probing = (async () => {
    while (!done) {
      const started = nowMs();
      const response = await fetch(`${url}/v1/user`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      maxMs = Math.max(maxMs, nowMs() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    return { result: await work, maxMs };
  } finally {
    done = true;
    await probing;
  }
}

export async function measureHostile(): Promise<HostileFigure[]> {
  section('6. Hostile Markdown: 1 MiB pages built to be slow to parse, and GET /v1/user meanwhile');
  const fixtures = http.createServer((request, response) => {
    const body = HOSTILE_PAGES[decodeURIComponent(request.url!.slice(1))];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/markdown' }).end(body === undefined ? '' : `# Hostile\n\n${body}`);
  });
  await new Promise<void>((resolve) => fixtures.listen(0, '127.0.0.1', resolve));
  const source = `http://127.0.0.1:${(fixtures.address() as AddressInfo).port}`;
  const dir = tempDir('hostile');
  const sandbox = await openDataDir(dir);
  const app = createApp(sandbox);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { token, organizationId } = identity(sandbox);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  };
  const figures: HostileFigure[] = [];
  try {
    for (const shape of Object.keys(HOSTILE_PAGES)) {
      const space = (await call('POST', `/v1/orgs/${organizationId}/spaces`, { title: 'Hostile' })).id;
      const importing = await probeWhile(url, token!, (async () => {
        const started = nowMs();
        await call('POST', `/v1/spaces/${space}/content/import`, { source: 'markdown', url: `${source}/${encodeURIComponent(shape)}` });
        return nowMs() - started;
      })());
      const page = (await call('GET', `/v1/spaces/${space}/content/pages`)).pages[0].id;
      const cr = (await call('POST', `/v1/spaces/${space}/change-requests`, { subject: 'Print' })).id;
      const pdf = (await call('GET', `/v1/spaces/${space}/change-requests/${cr}/pdf`)).url as string;
      const reading = await probeWhile(url, token!, (async () => {
        const started = nowMs();
        await Promise.all([
          call('GET', `/v1/spaces/${space}/links`),
          call('GET', `/v1/spaces/${space}/search?query=hostile`),
          call('GET', `/v1/spaces/${space}/content/page/${page}?format=document`),
          fetch(pdf).then((response) => response.arrayBuffer()),
        ]);
        return nowMs() - started;
      })());
      figures.push({ shape, importMs: importing.result, readsMs: reading.result, probeMaxMs: Math.max(importing.maxMs, reading.maxMs) });
    }
  } finally {
    await app.close();
    await sandbox.close();
    removeDir(dir);
    fixtures.close();
  }
  log(
    table(
      ['1 MiB page', 'import ms', 'links+search+document+PDF ms', 'GET /v1/user max ms', 'goal'],
      figures.map((f) => [f.shape, fmt(f.importMs, 0), fmt(f.readsMs, 0), fmt(f.probeMaxMs, 1), '<= 100']),
    ),
  );
  return figures;
}
