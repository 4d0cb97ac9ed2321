/**
 * 4. The content engine at scale: importing a zip of 1,000 Markdown pages into a
 * file-backed space, and merging a change request when both sides of a 1,000-page
 * revision changed pages (different lines of the same pages, and pages of their own).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { createChangeRequest, mergeChangeRequest } from '../src/domain/change-requests/change-requests.js';
import { importContent } from '../src/domain/import/import-content.js';
import { mergePages } from '../src/domain/revisions/merge.js';
import { commitRevision } from '../src/domain/revisions/revisions.js';
import { createSpace } from '../src/domain/content/spaces.js';
import { contextOf, identity, openDataDir } from '../src/sandbox/open.js';
import type { PageNode } from '../src/format/page.js';
import { fmt, log, nowMs, removeDir, section, table, tempDir } from './util.js';

const PARAGRAPHS = 20;

function pageText(i: number): string {
  return Array.from({ length: PARAGRAPHS }, (_, p) => `Paragraph ${p} of page ${i}: the quick brown fox jumps over the lazy dog.`).join('\n\n');
}

/** 1,000 pages in 10 folders of 100, with a SUMMARY.md listing them all. */
function bigZip(pages: number): Uint8Array {
  const tree: Zippable = { 'README.md': strToU8('# Home\n\nWelcome.\n') };
  const summary = ['# Summary', '', '* [Home](README.md)'];
  for (let i = 0; i < pages - 1; i++) {
    const folder = `part-${Math.floor(i / 100)}`;
    const name = `page-${i}.md`;
    ((tree[folder] ??= {}) as Zippable)[name] = strToU8(`# Page ${i}\n\n${pageText(i)}\n`);
    summary.push(`* [Page ${i}](${folder}/${name})`);
  }
  tree['SUMMARY.md'] = strToU8(`${summary.join('\n')}\n`);
  return zipSync(tree);
}

const edit = (page: PageNode, paragraph: number, marker: string): PageNode => {
  const lines = page.markdown.split('\n');
  lines[paragraph * 2] = `${marker} ${lines[paragraph * 2]}`;
  return { ...page, markdown: lines.join('\n') };
};

export interface ContentFigures {
  pages: number;
  zipBytes: number;
  importMs: number;
  mergePagesMs: number;
  mergeRequestMs: number;
}

export async function measureContent(options: { pages: number }): Promise<ContentFigures> {
  section(`4. Content engine: a ${options.pages.toLocaleString('en-US')}-page zip import and a merge`);
  const zip = bigZip(options.pages);
  const server = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/zip' }).end(zip));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dir = tempDir('content');
  const sandbox = await openDataDir(dir);
  try {
    const { userId } = identity(sandbox);
    const ctx = contextOf(sandbox, sandbox.store.get('users', userId)!, 'http://127.0.0.1');
    const org = identity(sandbox).organizationId;
    const space = createSpace(ctx, org, { title: 'Bench' });

    let started = nowMs();
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs.zip`;
    const imported = await importContent(ctx, space.id, { source: 'zip', url });
    const importMs = nowMs() - started;
    log(`imported ${imported.importedResources} pages from a ${fmt(zip.length / 1024, 0)} KiB zip in ${fmt(importMs, 0)} ms`);

    // Both sides edit (the home page aside): the change request the first paragraph of every other page, the
    // space the last paragraph of every third page, and each adds pages of its own.
    const cr = createChangeRequest(ctx, space.id, { subject: 'Bench edits' });
    const base = sandbox.store.getRevision(sandbox.store.get('spaces', space.id)!.revision)!;
    const theirs = base.pages.map((p, i) => (i > 0 && i % 2 === 0 ? edit(p, 0, 'CR:') : p));
    const ours = base.pages.map((p, i) => (i > 0 && i % 3 === 0 ? edit(p, PARAGRAPHS - 1, 'MAIN:') : p));
    started = nowMs();
    const pure = mergePages(base.pages, ours, theirs);
    const mergePagesMs = nowMs() - started;
    if (!pure.ok) throw new Error('the bench edits should merge cleanly');

    const crRevision = commitRevision(ctx, { space: space.id, type: 'edits', parents: [base.id], pages: theirs, files: base.files });
    sandbox.store.put('changeRequests', { ...sandbox.store.get('changeRequests', cr.id)!, revision: crRevision.id });
    const mainRevision = commitRevision(ctx, { space: space.id, type: 'edits', parents: [base.id], pages: ours, files: base.files });
    sandbox.store.put('spaces', { ...sandbox.store.get('spaces', space.id)!, revision: mainRevision.id });
    started = nowMs();
    await mergeChangeRequest(ctx, space.id, cr.id);
    const mergeRequestMs = nowMs() - started;

    log(
      table(
        ['step', 'ms'],
        [
          [`import a ${options.pages}-page zip (fetch, unzip, parse, write)`, fmt(importMs, 0)],
          [`three-way merge of ${options.pages}-page revisions (pure)`, fmt(mergePagesMs, 0)],
          ['merge a change request (merge + write revision and pointers)', fmt(mergeRequestMs, 0)],
        ],
      ),
    );
    return { pages: imported.importedResources, zipBytes: zip.length, importMs, mergePagesMs, mergeRequestMs };
  } finally {
    await sandbox.close();
    removeDir(dir);
    server.close();
  }
}
