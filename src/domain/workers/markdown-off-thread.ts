import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PageFields } from '../../format/page.js';
import { DomainError, invalid } from '../../lib/errors.js';
import { runWithin, workerPool } from './worker-pool.js';
import { CONFIG_FILE, type GitSyncConfig } from '../../format/git-sync/config.js';
import type { FrontMatterEdit } from '../../format/git-sync/page-file.js';
import { unparsed, type PageAnalysis } from '../../format/markdown/analysis.js';
import { innerBlocks, type Block } from '../../format/markdown/blocks.js';
import type { SummaryGroup } from '../../format/markdown/summary.js';
import type { MarkdownTask } from './markdown-worker.js';
import type { PdfPage } from '../../format/markdown/pdf.js';

/**
 * How long one task of a Markdown worker may take, counted from when a worker takes it up: a
 * batch of pages to parse (a page still unparsed then reads as its source), a SUMMARY.md, a batch
 * of front matters to read (one still unread then sets no fields) or to edit, a `.gitbook.yaml`;
 * and how long one PDF may take to render.
 */
export const budgets = { analysisMs: 10_000, pdfMs: 60_000 };
/** Memory kept for each cache of what workers made: parsed pages, rendered PDFs, a sandbox's served spec documents. */
export const CACHE_BYTES = 64 * 1024 * 1024;
/** Pages are sent to a worker in batches of about this much Markdown: one message per page would cost more than most pages take. */
const BATCH_BYTES = 256 * 1024;

const markdownWorkers = workerPool('markdown-worker', import.meta.url);
const pdfWorkers = workerPool('pdf-worker', import.meta.url);

const runTask = <T>(task: MarkdownTask) => runWithin<T>(markdownWorkers(), task, budgets.analysisMs);

/** About what a block holds in memory, the blocks inside it included (each keeps its own source too). */
function blockSize(block: Block): number {
  let size = 'leaves' in block ? block.leaves.reduce((sum, leaf) => sum + 2 * leaf.text.length + 64 + 16 * leaf.marks.length, 64) : 2 * block.source.length + 64;
  for (const { blocks } of innerBlocks(block)) for (const inner of blocks) size += blockSize(inner);
  return size;
}

/** About what a parsed page holds in memory, for the cache's budget. */
const sizeOf = (analysis: PageAnalysis): number =>
  256 + analysis.hrefs.reduce((sum, href) => sum + 2 * href.length + 32, 0) + analysis.blocks.reduce((sum, block) => sum + blockSize(block), 0);

const parsed = new LRUCache<string, PageAnalysis>({ maxSize: CACHE_BYTES, sizeCalculation: sizeOf });
const parsing = new Map<string, Promise<PageAnalysis>>();

const hashOf = (markdown: string) => createHash('sha256').update(markdown).digest('base64url');

/**
 * Runs a per-item task (per page, per front matter) on a batch in a worker. A batch over its
 * budget (or whose worker died) is run again item by item, so that one hostile item falls back
 * alone and its neighbours are read in full.
 */
async function perItem<I, T>(task: (items: I[]) => MarkdownTask, items: I[], fallback: (item: I) => T): Promise<T[]> {
  try {
    return await runTask<T[]>(task(items));
  } catch {
    if (items.length === 1) return [fallback(items[0]!)];
    return (await Promise.all(items.map((item) => perItem(task, [item], fallback)))).flat();
  }
}

/** Groups items into batches of about BATCH_BYTES. */
function batches<I>(items: I[], sizeOf: (item: I) => number): I[][] {
  const out: I[][] = [];
  let size = Infinity;
  for (const item of items) {
    if (size + sizeOf(item) > BATCH_BYTES) {
      out.push([]);
      size = 0;
    }
    out.at(-1)!.push(item);
    size += sizeOf(item);
  }
  return out;
}

/**
 * Every page's analysis, keyed by its Markdown. Each version of a page is parsed once, off the
 * event loop, and kept while memory allows; pages asked for by concurrent requests are parsed once.
 */
export async function analyzeAll(markdowns: Iterable<string>): Promise<Map<string, PageAnalysis>> {
  const analyses = new Map<string, Promise<PageAnalysis> | PageAnalysis>();
  const missing = new Map<string, string>();
  for (const markdown of markdowns) {
    if (analyses.has(markdown) || missing.has(markdown)) continue;
    const hash = hashOf(markdown);
    const known = parsed.get(hash) ?? parsing.get(hash);
    if (known) analyses.set(markdown, known);
    else missing.set(markdown, hash);
  }
  for (const batch of batches([...missing.keys()], (markdown) => markdown.length)) {
    const running = perItem((markdowns) => ({ kind: 'analyze', markdowns }), batch, unparsed);
    batch.forEach((markdown, i) => {
      const hash = missing.get(markdown)!;
      const one = running.then((results) => results[i]!);
      parsing.set(hash, one);
      analyses.set(markdown, one);
      void one.then((analysis) => {
        parsed.set(hash, analysis);
        parsing.delete(hash);
      });
    });
  }
  return new Map(await Promise.all([...analyses].map(async ([markdown, analysis]) => [markdown, await analysis] as const)));
}

/** The entries of a SUMMARY.md. */
export async function readSummary(markdown: string): Promise<SummaryGroup[]> {
  try {
    return await runTask<SummaryGroup[]>({ kind: 'summary', markdown });
  } catch {
    throw invalid(`SUMMARY.md could not be read within ${budgets.analysisMs / 1000} s; it should be a list of links to the pages`, 'url');
  }
}

/**
 * The fields each front matter sets, read in batches. One a worker cannot read within the
 * budget sets nothing, as YAML that does not parse; its page keeps it as written.
 */
export async function readFrontMatters(frontMatters: string[]): Promise<PageFields[]> {
  const read = batches(frontMatters, (text) => text.length).map((texts) => perItem((batch) => ({ kind: 'front-matter', texts: batch }), texts, () => ({})));
  return (await Promise.all(read)).flat();
}

/** Front matters with fields set or removed in place (what `frontMatterWith` gives each), in batches. */
export async function editFrontMatters(edits: FrontMatterEdit[]): Promise<(string | undefined)[]> {
  try {
    const edited = batches(edits, (edit) => edit.from.length).map((batch) => runTask<(string | undefined)[]>({ kind: 'front-matter-edits', edits: batch }));
    return (await Promise.all(edited)).flat();
  } catch {
    throw invalid(`the pages' front matter could not be edited within ${budgets.analysisMs / 1000} s; set their fields in smaller batches`, 'changes');
  }
}

/** A repository's `.gitbook.yaml`, read as `readConfig` reads it. */
export async function readGitSyncConfig(text: string): Promise<GitSyncConfig> {
  let read: { config: GitSyncConfig } | { refusal: string };
  try {
    read = await runTask({ kind: 'git-sync-config', text });
  } catch {
    throw invalid(`${CONFIG_FILE} could not be read within ${budgets.analysisMs / 1000} s; keep it to root, structure and redirects`, 'url');
  }
  if ('refusal' in read) throw invalid(read.refusal, 'url');
  return read.config;
}

const pdfs = new LRUCache<string, Uint8Array | DomainError, PdfPage[]>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (pdf) => (pdf instanceof Uint8Array ? pdf.length : 1),
  // A PDF that could not be rendered within its budget never will be: the refusal is kept too.
  fetchMethod: (_key, _stale, { context }) =>
    runWithin<Uint8Array>(pdfWorkers(), context, budgets.pdfMs).catch(() =>
      invalid(`this content is too large to render as one PDF within ${budgets.pdfMs / 1000} s; ask for one page with ?page=<pageId>&only=true`),
    ),
});

/**
 * A PDF of pages, rendered off the event loop and kept under `key`: the content it shows must
 * never change under the same key (a revision's id and what of it is shown). Concurrent
 * requests for one key render it once.
 */
export async function pdfOf(key: string, pages: PdfPage[]): Promise<Buffer> {
  const pdf = (await pdfs.fetch(key, { context: pages }))!;
  if (pdf instanceof DomainError) throw pdf;
  // Bytes come back from a worker as a plain Uint8Array.
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
