import { createHash } from 'node:crypto';
import { MessageChannel } from 'node:worker_threads';
import os from 'node:os';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import { DomainError, invalid } from '../../kernel/errors.js';
import type { Budgeted } from './budgeted.js';
import { unparsed, type PageAnalysis } from './analysis.js';
import { innerBlocks, type Block } from './blocks.js';
import type { SummaryGroup } from './summary.js';
import type { MarkdownTask } from './markdown-worker.js';
import type { PdfPage } from './pdf.js';

/**
 * How long one batch of pages (or a SUMMARY.md) may take to parse, a page still unparsed then
 * reading as its source; and how long one PDF may take to render.
 */
export const budgets = { analysisMs: 10_000, pdfMs: 60_000 };
/** Memory kept for parsed pages and rendered PDFs, each. */
export const CACHE_BYTES = 64 * 1024 * 1024;
/** Pages are sent to a worker in batches of about this much Markdown: one message per page would cost more than most pages take. */
const BATCH_BYTES = 256 * 1024;

/**
 * A pool of workers running one module, started on first use; threads beyond the first stop
 * when idle (with none kept, piscina starts no new thread for the tasks queued behind one it
 * stopped for running over its budget). One core is left to the event loop. Under the test
 * runner the sources are TypeScript, which Node 20 runs through a loader.
 */
function workerPool(name: string): () => Piscina {
  let pool: Piscina | undefined;
  return () => {
    const fromSource = import.meta.url.endsWith('.ts');
    pool ??= new Piscina({
      filename: new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, import.meta.url).href,
      execArgv: fromSource ? ['--import', 'tsx'] : [],
      minThreads: 1,
      maxThreads: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
      idleTimeout: 60_000,
    });
    return pool;
  };
}

const markdownWorkers = workerPool('markdown-worker');
const pdfWorkers = workerPool('pdf-worker');

/**
 * Runs a task in a pool within a budget that counts from when a worker takes it up, not while
 * it waits its turn: the worker says when it starts, on a port of the task's own.
 */
async function runWithin<T>(pool: Piscina, task: unknown, budgetMs: number): Promise<T> {
  const { port1, port2 } = new MessageChannel();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  port1.once('message', () => (timer = setTimeout(() => abort.abort(), budgetMs)));
  try {
    return (await pool.run({ task, started: port2 } satisfies Budgeted<unknown>, { signal: abort.signal, transferList: [port2] })) as T;
  } finally {
    clearTimeout(timer);
    port1.close();
  }
}

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
 * Runs a per-page task on a batch in a worker. A batch over its budget (or whose worker died)
 * is run again page by page, so that one hostile page falls back alone and its neighbours are
 * read in full.
 */
async function perPage<T>(kind: 'analyze', markdowns: string[], fallback: (markdown: string) => T): Promise<T[]> {
  try {
    return await runTask<T[]>({ kind, markdowns });
  } catch {
    if (markdowns.length === 1) return [fallback(markdowns[0]!)];
    return (await Promise.all(markdowns.map((markdown) => perPage(kind, [markdown], fallback)))).flat();
  }
}

/** Groups pages into batches of about BATCH_BYTES. */
function batches(markdowns: string[]): string[][] {
  const out: string[][] = [];
  let size = Infinity;
  for (const markdown of markdowns) {
    if (size + markdown.length > BATCH_BYTES) {
      out.push([]);
      size = 0;
    }
    out.at(-1)!.push(markdown);
    size += markdown.length;
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
  for (const batch of batches([...missing.keys()])) {
    const running = perPage('analyze', batch, unparsed);
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
