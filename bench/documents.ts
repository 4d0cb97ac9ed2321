/**
 * 17. Pages as GitBook's JSON documents (issue 24): every page of a 1,000-page space read with
 * `format=document` over keep-alive loopback, warm, p50 and p95 per page; and the conversion both
 * ways on 1 MiB of real Markdown, in-process on the format's functions: Markdown → document
 * (analyzeMarkdown, then pageDocument) and document → Markdown (documentMarkdown).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSpace } from '../src/domain/content/spaces.js';
import { commitRevision } from '../src/domain/revisions/revisions.js';
import { pageDocument } from '../src/format/document.js';
import { documentMarkdown } from '../src/format/document/markdown.js';
import { stableHref, urlRef } from '../src/format/document/refs.js';
import { pageFileParts } from '../src/format/git-sync/page-file.js';
import { analyzeMarkdown } from '../src/format/markdown/analysis.js';
import type { PageNode } from '../src/format/page.js';
import { docsTree } from './docs-fixture.js';
import { Connection } from './http.js';
import { HOST, served } from './serve.js';
import { fmt, log, nowMs, section, stats, table, type Stats } from './util.js';

/** The goals: a warm page read as a document at the median, and each way of the conversion. */
export const DOCUMENT_READ_GOAL_MS = 5;
export const CONVERSION_GOAL_MB_S = 20;

/** The docs of the Git Sync repository the tests hold (test/fixtures/git-sync-repo): GitBook-written pages, every block. */
const REPOSITORY_DOCS = fileURLToPath(new URL('../../test/fixtures/git-sync-repo/docs', import.meta.url));
/** Its table of contents (`.gitbook.yaml` names it): not a page. */
const REPOSITORY_SUMMARY = 'TOC.md';

export interface DocumentsOptions {
  pages: number;
  /** Passes over the 1 MiB of Markdown each way, after one to warm up: the best is kept. */
  passes: number;
}

export interface DocumentsFigures {
  pages: number;
  /** Each page's first read as a document, then each page read again (warm). */
  cold: Stats;
  warm: Stats;
  markdownBytes: number;
  toDocumentMBs: number;
  toMarkdownMBs: number;
}

/** The page bodies of the repository's docs, as the sandbox keeps them (front matter and title aside), repeated to `bytes`. */
function repositoryBodies(bytes: number): string[] {
  const files = fs
    .readdirSync(REPOSITORY_DOCS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && !file.split(path.sep).some((name) => name.startsWith('.')) && file !== REPOSITORY_SUMMARY)
    .sort();
  const bodies = files.map((file) => pageFileParts(fs.readFileSync(path.join(REPOSITORY_DOCS, file), 'utf8')).body);
  const out: string[] = [];
  for (let total = 0, i = 0; total < bytes; i++) {
    const body = bodies[i % bodies.length]!;
    out.push(body);
    total += Buffer.byteLength(body);
  }
  return out;
}

/** The best of `passes` timed runs of `work` after one untimed: the format's functions JIT-compiled, as on a server that has run a while. */
function bestMs(passes: number, work: () => void): number {
  work();
  let best = Infinity;
  for (let pass = 0; pass < passes; pass++) {
    const started = nowMs();
    work();
    best = Math.min(best, nowMs() - started);
  }
  return best;
}

/** Every page's id in the tree, but the parts': each page of the bench's docs. */
const pageIds = (tree: PageNode[]): string[] => tree.flatMap((part) => part.pages.map((page) => page.id));

export async function measureDocuments(options: DocumentsOptions): Promise<DocumentsFigures> {
  section(`17. Documents: a ${options.pages.toLocaleString('en-US')}-page space read as documents, and Markdown <-> document on 1 MiB`);
  const sandbox = await served('documents');
  try {
    const tree = docsTree(options.pages);
    const space = createSpace(sandbox.ctx, sandbox.organizationId, { title: 'Bench docs' });
    const store = sandbox.sandbox.store;
    const revision = commitRevision(sandbox.ctx, { space: space.id, type: 'edits', parents: [store.get('spaces', space.id)!.revision], pages: tree });
    store.put('spaces', { ...store.get('spaces', space.id)!, revision: revision.id });

    const connection = Connection.connect(HOST, sandbox.port);
    const headers = { authorization: `Bearer ${sandbox.token}` };
    const read = async (pageId: string) => {
      const started = nowMs();
      const answer = await connection.send({ method: 'GET', path: `/v1/spaces/${space.id}/content/page/${pageId}?format=document`, headers });
      const ms = nowMs() - started;
      if (answer.status !== 200) throw new Error(`GET page ${pageId} as a document answered ${answer.status}: ${answer.body.toString('utf8', 0, 300)}`);
      return ms;
    };
    const ids = pageIds(tree);
    const coldMs: number[] = [];
    for (const id of ids) coldMs.push(await read(id));
    const warmMs: number[] = [];
    for (const id of ids) warmMs.push(await read(id));
    await connection.close();
    const [cold, warm] = [stats(coldMs), stats(warmMs)];

    const bodies = repositoryBodies(1024 * 1024);
    const markdownBytes = bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
    const documents = bodies.map((body) => pageDocument(analyzeMarkdown(body), urlRef));
    const toDocumentMs = bestMs(options.passes, () => {
      for (const body of bodies) pageDocument(analyzeMarkdown(body), urlRef);
    });
    const toMarkdownMs = bestMs(options.passes, () => {
      for (const document of documents) documentMarkdown(document, stableHref);
    });
    const mbs = (ms: number) => markdownBytes / 1e6 / (ms / 1000);
    const [toDocumentMBs, toMarkdownMBs] = [mbs(toDocumentMs), mbs(toMarkdownMs)];

    log(
      table(
        ['figure', 'value', 'goal'],
        [
          [`GET page ?format=document, first read, p50 / p95 ms (${cold.n} pages)`, `${fmt(cold.p50, 2)} / ${fmt(cold.p95, 2)}`, ''],
          [`GET page ?format=document, warm, p50 / p95 ms (${warm.n} pages)`, `${fmt(warm.p50, 2)} / ${fmt(warm.p95, 2)}`, `p50 <= ${DOCUMENT_READ_GOAL_MS}`],
          [`Markdown -> document, MB/s (${fmt(markdownBytes / 1024, 0)} KiB, ${bodies.length} pages)`, fmt(toDocumentMBs, 1), `>= ${CONVERSION_GOAL_MB_S}`],
          [`document -> Markdown, MB/s (the same pages)`, fmt(toMarkdownMBs, 1), `>= ${CONVERSION_GOAL_MB_S}`],
        ],
      ),
    );
    return { pages: ids.length, cold, warm, markdownBytes, toDocumentMBs, toMarkdownMBs };
  } finally {
    await sandbox.close();
  }
}
