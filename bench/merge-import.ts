/**
 * 8. Merge and import at scale (issue 11), on a data directory behind an in-process server:
 * a three-way merge of 16,000-page revisions (nested three deep; both sides edit, add and
 * move pages), pure and as a change request merge; then an 8,000-page flat zip with a
 * SUMMARY.md imported twice into one space, the second time beside the pages of the first.
 * A probe times `GET /v1/user` every 10 ms meanwhile: other requests must still be answered.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { createChangeRequest } from '../src/domain/change-requests/change-requests.js';
import { mergePages } from '../src/domain/revisions/merge.js';
import { commitRevision } from '../src/domain/revisions/revisions.js';
import { createSpace } from '../src/domain/content/spaces.js';
import type { PageNode } from '../src/format/page.js';
import { probeWhile, served } from './serve.js';
import { fmt, log, nowMs, section, table } from './util.js';

const PARAGRAPHS = 6;
const T0 = '2026-01-01T00:00:00.000Z';

const pageText = (i: number) =>
  Array.from({ length: PARAGRAPHS }, (_, p) => `Paragraph ${p} of page ${i}: the quick brown fox jumps over the lazy dog.`).join('\n\n');

/** Parts of chapters of pages, `pages` in all (rounded to the shape). */
function nestedPages(pages: number): PageNode[] {
  const [parts, chapters] = [16, 9];
  const perChapter = Math.max(1, Math.round((pages - parts - parts * chapters) / (parts * chapters)));
  let next = 0;
  const node = (children: PageNode[] = []): PageNode => {
    const i = next++;
    return { id: `page-${i}`, title: `Page ${i}`, slug: `page-${i}`, markdown: pageText(i), createdAt: T0, updatedAt: T0, pages: children };
  };
  return Array.from({ length: parts }, () => node(Array.from({ length: chapters }, () => node(Array.from({ length: perChapter }, () => node())))));
}

const count = (pages: PageNode[]): number => pages.reduce((n, p) => n + 1 + count(p.pages), 0);

const editLine = (page: PageNode, paragraph: number, marker: string): PageNode => {
  const lines = page.markdown.split('\n');
  lines[paragraph * 2] = `${marker} ${lines[paragraph * 2]}`;
  return { ...page, markdown: lines.join('\n') };
};

const number = (page: PageNode) => Number(page.id.slice('page-'.length));

/**
 * The two sides of the merge. The change request edits the first paragraph of every other
 * page, moves every 50th page to the first chapter of the next part and adds a page to every
 * chapter; the space edits the last paragraph of every third page, reverses the order of
 * every fifth chapter and adds a page at the top of every chapter. Nothing conflicts.
 */
function sides(base: PageNode[]): { ours: PageNode[]; theirs: PageNode[] } {
  const edited = (pages: PageNode[], edit: (page: PageNode) => PageNode): PageNode[] => pages.map((p) => ({ ...edit(p), pages: edited(p.pages, edit) }));
  const added = (side: string, chapter: PageNode): PageNode => ({
    ...chapter,
    id: `${side}-${chapter.id}`,
    title: `New in ${chapter.title}`,
    slug: 'new',
    pages: [],
  });

  const theirs = edited(base, (p) => (number(p) % 2 === 0 ? editLine(p, 0, 'CR:') : p));
  const moved: PageNode[][] = theirs.map(() => []);
  theirs.forEach((part, at) =>
    part.pages.forEach((chapter) => {
      moved[(at + 1) % theirs.length]!.push(...chapter.pages.filter((p) => number(p) % 50 === 0));
      chapter.pages = [...chapter.pages.filter((p) => number(p) % 50 !== 0), added('cr', chapter)];
    }),
  );
  theirs.forEach((part, at) => part.pages[0]!.pages.push(...moved[at]!));

  const ours = edited(base, (p) => (number(p) % 3 === 0 ? editLine(p, PARAGRAPHS - 1, 'MAIN:') : p));
  for (const part of ours) {
    for (const chapter of part.pages) {
      if (number(chapter) % 5 === 0) chapter.pages.reverse();
      chapter.pages.unshift(added('main', chapter));
    }
  }
  return { ours, theirs };
}

/** `pages` flat pages, each a file named by its number, listed in order by a SUMMARY.md. */
function flatZip(pages: number): Uint8Array {
  const tree: Zippable = {};
  const summary = ['# Summary', ''];
  for (let i = 0; i < pages; i++) {
    tree[`page-${i}.md`] = strToU8(`# Page ${i}\n\n${pageText(i)}\n`);
    summary.push(`* [Page ${i}](page-${i}.md)`);
  }
  tree['SUMMARY.md'] = strToU8(`${summary.join('\n')}\n`);
  return zipSync(tree);
}

export interface MergeImportFigures {
  mergePages: number;
  /** The pure merge, the median of three runs. */
  mergeMs: number;
  mergeRequestMs: number;
  mergeProbeMaxMs: number;
  importPages: number;
  importEmptyMs: number;
  importFullMs: number;
  importProbeMaxMs: number;
}

export async function measureMergeImport(options: { mergePages: number; importPages: number }): Promise<MergeImportFigures> {
  section(
    `8. Merge of ${options.mergePages.toLocaleString('en-US')}-page revisions and import of a ${options.importPages.toLocaleString('en-US')}-page zip, and GET /v1/user meanwhile`,
  );
  const zip = flatZip(options.importPages);
  const zipServer = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/zip' }).end(zip));
  await new Promise<void>((resolve) => zipServer.listen(0, '127.0.0.1', resolve));
  const zipUrl = `http://127.0.0.1:${(zipServer.address() as AddressInfo).port}/docs.zip`;
  const server = await served('merge-import');
  const { sandbox, ctx, organizationId } = server;
  try {
    const base = nestedPages(options.mergePages);
    const { ours, theirs } = sides(base);
    const runsMs: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = nowMs();
      const merged = mergePages(base, ours, theirs);
      runsMs.push(nowMs() - started);
      if (!merged.ok) throw new Error(`the bench's sides should merge cleanly: ${JSON.stringify(merged.conflicts.slice(0, 3))}`);
    }

    // The same revisions behind a space and one of its change requests, merged through the API.
    const space = createSpace(ctx, organizationId, { title: 'Merge' });
    const baseRevision = commitRevision(ctx, { space: space.id, type: 'edits', parents: [], pages: base });
    sandbox.store.put('spaces', { ...sandbox.store.get('spaces', space.id)!, revision: baseRevision.id });
    const cr = createChangeRequest(ctx, space.id, { subject: 'Bench' });
    const crRevision = commitRevision(ctx, { space: space.id, type: 'edits', parents: [baseRevision.id], pages: theirs });
    sandbox.store.put('changeRequests', { ...sandbox.store.get('changeRequests', cr.id)!, revision: crRevision.id });
    const mainRevision = commitRevision(ctx, { space: space.id, type: 'edits', parents: [baseRevision.id], pages: ours });
    sandbox.store.put('spaces', { ...sandbox.store.get('spaces', space.id)!, revision: mainRevision.id });
    const merging = await probeWhile(server, () => server.post(`/v1/spaces/${space.id}/change-requests/${cr.id}/merge`));

    const target = createSpace(ctx, organizationId, { title: 'Import' });
    const importing = () => server.post(`/v1/spaces/${target.id}/content/import`, { source: 'zip', url: zipUrl });
    const intoEmpty = await probeWhile(server, importing);
    const intoFull = await probeWhile(server, importing);
    if (intoFull.result.importedResources !== options.importPages) throw new Error(`imported ${String(intoFull.result.importedResources)} pages`);

    const figures: MergeImportFigures = {
      mergePages: count(base),
      mergeMs: [...runsMs].sort((a, b) => a - b)[1]!,
      mergeRequestMs: merging.ms,
      mergeProbeMaxMs: merging.probeMaxMs,
      importPages: options.importPages,
      importEmptyMs: intoEmpty.ms,
      importFullMs: intoFull.ms,
      importProbeMaxMs: Math.max(intoEmpty.probeMaxMs, intoFull.probeMaxMs),
    };
    const merge = `${figures.mergePages.toLocaleString('en-US')}-page`;
    const pages = `${options.importPages.toLocaleString('en-US')}-page`;
    log(
      table(
        ['step', 'ms', 'GET /v1/user max ms', 'goal'],
        [
          [`three-way merge of ${merge} revisions (pure, median of ${runsMs.map((ms) => fmt(ms, 0)).join(', ')})`, fmt(figures.mergeMs, 0), '', '<= 500 ms'],
          [`merge a change request of ${merge} revisions (request: merge, write, pointers)`, fmt(merging.ms, 0), fmt(merging.probeMaxMs, 1), 'probe <= 100 ms'],
          [
            `import a ${pages} flat zip (${fmt(zip.length / 1024, 0)} KiB) into an empty space`,
            fmt(intoEmpty.ms, 0),
            fmt(intoEmpty.probeMaxMs, 1),
            'probe <= 100 ms',
          ],
          [`import it again, into the space that has its pages`, fmt(intoFull.ms, 0), fmt(intoFull.probeMaxMs, 1), '<= 3,000 ms, probe <= 100 ms'],
        ],
      ),
    );
    return figures;
  } finally {
    await server.close();
    zipServer.close();
  }
}
