/**
 * 6. Hostile Markdown: pages of 1 MiB built to be slow to parse (the shapes that froze the
 * server before parsing moved off the event loop) are imported, then read every way a page
 * is read — links, search, the page as a document, the PDF — while a probe times `GET /v1/user`
 * every 10 ms. The goal: the probe is always answered within 100 ms.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { probeWhile, served } from './serve.js';
import { fmt, log, section, table } from './util.js';

const MIB = 1024 * 1024;

/** Each shape, about 1 MiB once its heading is added. */
export const HOSTILE_PAGES: Record<string, string> = {
  'emphasis *a*a*a…': '*a'.repeat(MIB / 2 - 64),
  'emphasis _a_a_a…': '_a'.repeat(MIB / 2 - 64),
  'open brackets [[[…': '['.repeat(MIB - 128),
  'link openers [a](…': '[a]('.repeat(MIB / 4 - 32),
  'backticks `a``…': '`a``'.repeat(MIB / 4 - 32),
  'nested quotes >>>…': `${'>'.repeat(MIB - 128)} x`,
  'nested lists': Array.from({ length: 40_000 }, (_, i) => `${' '.repeat((i % 100) * 2)}- item ${i}`)
    .join('\n')
    .slice(0, MIB - 128),
  'one unbroken word': 'a'.repeat(MIB - 128),
};

export interface HostileFigure {
  shape: string;
  importMs: number;
  readsMs: number;
  probeMaxMs: number;
}

export async function measureHostile(): Promise<HostileFigure[]> {
  section('6. Hostile Markdown: 1 MiB pages built to be slow to parse, and GET /v1/user meanwhile');
  const fixtures = http.createServer((request, response) => {
    const body = HOSTILE_PAGES[decodeURIComponent(request.url!.slice(1))];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/markdown' }).end(body === undefined ? '' : `# Hostile\n\n${body}`);
  });
  await new Promise<void>((resolve) => fixtures.listen(0, '127.0.0.1', resolve));
  const source = `http://127.0.0.1:${(fixtures.address() as AddressInfo).port}`;
  const server = await served('hostile');
  const figures: HostileFigure[] = [];
  try {
    for (const shape of Object.keys(HOSTILE_PAGES)) {
      const space = (await server.post<{ id: string }>(`/v1/orgs/${server.organizationId}/spaces`, { title: 'Hostile' })).id;
      const importing = await probeWhile(server, () =>
        server.post(`/v1/spaces/${space}/content/import`, { source: 'markdown', url: `${source}/${encodeURIComponent(shape)}` }),
      );
      const page = (await server.get<{ pages: { id: string }[] }>(`/v1/spaces/${space}/content/pages`)).pages[0]!.id;
      const cr = (await server.post<{ id: string }>(`/v1/spaces/${space}/change-requests`, { subject: 'Print' })).id;
      const pdf = (await server.get<{ url: string }>(`/v1/spaces/${space}/change-requests/${cr}/pdf`)).url;
      const reading = await probeWhile(server, () =>
        Promise.all([
          server.get(`/v1/spaces/${space}/links`),
          server.get(`/v1/spaces/${space}/search?query=hostile`),
          server.get(`/v1/spaces/${space}/content/page/${page}?format=document`),
          fetch(pdf).then((response) => response.arrayBuffer()),
        ]),
      );
      figures.push({ shape, importMs: importing.ms, readsMs: reading.ms, probeMaxMs: Math.max(importing.probeMaxMs, reading.probeMaxMs) });
    }
  } finally {
    await server.close();
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
