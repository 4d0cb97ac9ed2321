import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PageFields } from '../../format/page.js';
import type { Caches } from '../../lib/caches.js';
import { DomainError, invalid } from '../../lib/errors.js';
import { runWithin, workerPool } from './worker-pool.js';
import { CONFIG_FILE, type GitSyncConfig } from '../../format/git-sync/config.js';
import { VARS_FILE, type readVars } from '../../format/git-sync/vars.js';

/** A space's variables as `.gitbook/vars.yaml` gives them. */
type Variables = ReturnType<typeof readVars>;
import type { FrontMatterEdit } from '../../format/git-sync/page-file.js';
import { unparsed, type PageAnalysis } from '../../format/markdown/analysis.js';
import { innerBlocks, type Block } from '../../format/markdown/blocks.js';
import type { SummaryGroup } from '../../format/markdown/summary.js';
import type { RepositoryReaders } from '../../format/import/zip.js';
import type { MarkdownTask } from './markdown-worker.js';
import type { SentDocument } from '../../format/document/input.js';
import type { PdfPage } from '../../format/markdown/pdf.js';

/**
 * How long one task of a Markdown worker may take, counted from when a worker takes it up: a
 * batch of pages to parse (a page still unparsed then reads as its source), a SUMMARY.md, a batch
 * of front matters to read (one still unread then sets no fields) or to edit, a `.gitbook.yaml` or `.gitbook/vars.yaml`;
 * and how long one PDF may take to render.
 */
export interface MarkdownBudgets {
  analysisMs: number;
  pdfMs: number;
}

/** A sandbox's budgets unless it is opened with others. */
export const MARKDOWN_BUDGETS: MarkdownBudgets = { analysisMs: 10_000, pdfMs: 60_000 };

/** What Markdown work takes of the sandbox it is done for: how long a task may take, and where what it made is kept. */
export interface MarkdownSandbox {
  caches: Caches;
  markdownBudgets: MarkdownBudgets;
}

/** Memory kept for each cache of what workers made: parsed pages, and a sandbox's pages read as their source, rendered PDFs, served spec documents. */
export const CACHE_BYTES = 64 * 1024 * 1024;
/** Pages are sent to a worker in batches of about this much Markdown: one message per page would cost more than most pages take. */
const BATCH_BYTES = 256 * 1024;

// The pools are the process's: threads are what it has, whichever sandbox's work they run.
const markdownWorkers = workerPool('markdown-worker', import.meta.url);
const pdfWorkers = workerPool('pdf-worker', import.meta.url);

const runTask = <T>(task: MarkdownTask, budgets: MarkdownBudgets) => runWithin<T>(markdownWorkers(), task, budgets.analysisMs);

/** About what a block holds in memory, the blocks inside it included (each keeps its own source too). */
function blockSize(block: Block): number {
  let size =
    'leaves' in block
      ? block.leaves.reduce((sum, leaf) => sum + 2 * (leaf.text.length + (leaf.link?.length ?? 0)) + 64 + 16 * leaf.marks.length, 64)
      : 2 * block.source.length + 64;
  for (const { blocks } of innerBlocks(block)) for (const inner of blocks) size += blockSize(inner);
  return size;
}

/** About what a parsed page holds in memory, for the cache's budget. */
const sizeOf = (analysis: PageAnalysis): number =>
  256 + analysis.hrefs.reduce((sum, href) => sum + 2 * href.length + 32, 0) + analysis.blocks.reduce((sum, block) => sum + blockSize(block), 0);

/**
 * Pages parsed, by their Markdown's hash, for the whole process: an analysis is what markdown-it
 * makes of the text alone, so it is the same whichever sandbox asks and never goes stale (a
 * sandbox's ids and state are no part of it), and the cache is bounded by CACHE_BYTES. A page a
 * worker could not parse within a sandbox's budget is none of this: that depends on the budget
 * and on the load at the time, so it is the sandbox's (`unreadable` below).
 */
const parsed = new LRUCache<string, PageAnalysis>({ maxSize: CACHE_BYTES, sizeCalculation: sizeOf });

/** What a sandbox keeps of its Markdown work: pages being parsed, pages it could not parse within its budget, PDFs rendered. */
const markdownWork = () => ({
  parsing: new Map<string, Promise<PageAnalysis>>(),
  /** Pages read as their source, their parse over the budget: not tried again at every read. */
  unreadable: new LRUCache<string, PageAnalysis>({ maxSize: CACHE_BYTES, sizeCalculation: sizeOf }),
  pdfs: new LRUCache<string, Uint8Array | DomainError, { pages: PdfPage[]; budgets: MarkdownBudgets }>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (pdf) => (pdf instanceof Uint8Array ? pdf.length : 1),
    // A PDF that could not be rendered within its budget never will be: the refusal is kept too.
    fetchMethod: (_key, _stale, { context: { pages, budgets } }) =>
      runWithin<Uint8Array>(pdfWorkers(), pages, budgets.pdfMs).catch(() =>
        invalid(`this content is too large to render as one PDF within ${budgets.pdfMs / 1000} s; ask for one page with ?page=<pageId>&only=true`),
      ),
  }),
});

const hashOf = (markdown: string) => createHash('sha256').update(markdown).digest('base64url');

/**
 * Runs a per-item task (per page, per front matter) on a batch in a worker. A batch over its
 * budget (or whose worker died) is run again item by item, so that one hostile item falls back
 * alone and its neighbours are read in full.
 */
async function perItem<I, T>(budgets: MarkdownBudgets, task: (items: I[]) => MarkdownTask, items: I[], fallback: (item: I) => T): Promise<T[]> {
  try {
    return await runTask<T[]>(task(items), budgets);
  } catch {
    if (items.length === 1) return [fallback(items[0]!)];
    return (await Promise.all(items.map((item) => perItem(budgets, task, [item], fallback)))).flat();
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
export async function analyzeAll(sandbox: MarkdownSandbox, markdowns: Iterable<string>): Promise<Map<string, PageAnalysis>> {
  const { parsing, unreadable } = sandbox.caches.of(markdownWork);
  const analyses = new Map<string, Promise<PageAnalysis> | PageAnalysis>();
  const missing = new Map<string, string>();
  for (const markdown of markdowns) {
    if (analyses.has(markdown) || missing.has(markdown)) continue;
    const hash = hashOf(markdown);
    const known = parsed.get(hash) ?? unreadable.get(hash) ?? parsing.get(hash);
    if (known) analyses.set(markdown, known);
    else missing.set(markdown, hash);
  }
  for (const batch of batches([...missing.keys()], (markdown) => markdown.length)) {
    const running = perItem<string, PageAnalysis | undefined>(
      sandbox.markdownBudgets,
      (markdowns) => ({ kind: 'analyze', markdowns }),
      batch,
      () => undefined,
    );
    batch.forEach((markdown, i) => {
      const hash = missing.get(markdown)!;
      const one = running.then((results) => {
        let analysis = results[i];
        if (analysis) parsed.set(hash, analysis);
        else unreadable.set(hash, (analysis = unparsed(markdown)));
        parsing.delete(hash);
        return analysis;
      });
      parsing.set(hash, one);
      analyses.set(markdown, one);
    });
  }
  return new Map(await Promise.all([...analyses].map(async ([markdown, analysis]) => [markdown, await analysis] as const)));
}

/** The entries of a SUMMARY.md. */
export async function readSummary({ markdownBudgets: budgets }: Pick<MarkdownSandbox, 'markdownBudgets'>, markdown: string): Promise<SummaryGroup[]> {
  try {
    return await runTask<SummaryGroup[]>({ kind: 'summary', markdown }, budgets);
  } catch {
    throw invalid(`SUMMARY.md could not be read within ${budgets.analysisMs / 1000} s; it should be a list of links to the pages`, 'url');
  }
}

/**
 * The fields each front matter sets, read in batches. One a worker cannot read within the
 * budget sets nothing, as YAML that does not parse; its page keeps it as written.
 */
export async function readFrontMatters({ markdownBudgets: budgets }: Pick<MarkdownSandbox, 'markdownBudgets'>, frontMatters: string[]): Promise<PageFields[]> {
  const read = batches(frontMatters, (text) => text.length).map((texts) =>
    perItem(
      budgets,
      (batch) => ({ kind: 'front-matter', texts: batch }),
      texts,
      () => ({}),
    ),
  );
  return (await Promise.all(read)).flat();
}

/** Front matters with fields set or removed in place (what `frontMatterWith` gives each), in batches. */
export async function editFrontMatters(
  { markdownBudgets: budgets }: Pick<MarkdownSandbox, 'markdownBudgets'>,
  edits: FrontMatterEdit[],
): Promise<(string | undefined)[]> {
  try {
    const edited = batches(edits, (edit) => edit.from.length).map((batch) =>
      runTask<(string | undefined)[]>({ kind: 'front-matter-edits', edits: batch }, budgets),
    );
    return (await Promise.all(edited)).flat();
  } catch {
    throw invalid(`the pages' front matter could not be edited within ${budgets.analysisMs / 1000} s; set their fields in smaller batches`, 'changes');
  }
}

/**
 * The JSON documents sent, checked against GitBook's document model and what the sandbox writes,
 * and written as Markdown but for their refs, off the event loop, within the budget.
 */
export async function writeDocuments({ markdownBudgets: budgets }: Pick<MarkdownSandbox, 'markdownBudgets'>, documents: unknown[]): Promise<SentDocument[]> {
  if (documents.length === 0) return [];
  try {
    return await runTask<SentDocument[]>({ kind: 'documents', documents }, budgets);
  } catch {
    throw invalid(`the documents could not be read within ${budgets.analysisMs / 1000} s; send fewer or smaller ones`, 'changes');
  }
}

/** A repository's `.gitbook.yaml`, read as `readConfig` reads it. */
export async function readGitSyncConfig({ markdownBudgets: budgets }: Pick<MarkdownSandbox, 'markdownBudgets'>, text: string): Promise<GitSyncConfig> {
  let read: { read: GitSyncConfig } | { refusal: string };
  try {
    read = await runTask({ kind: 'git-sync-config', text }, budgets);
  } catch {
    throw invalid(`${CONFIG_FILE} could not be read within ${budgets.analysisMs / 1000} s; keep it to root, structure and redirects`, 'url');
  }
  if ('refusal' in read) throw invalid(read.refusal, 'url');
  return read.read;
}

/** A repository's `.gitbook/vars.yaml`, read as `readVars` reads it. */
async function readGitSyncVars({ markdownBudgets: budgets }: Pick<MarkdownSandbox, 'markdownBudgets'>, text: string): Promise<Variables> {
  let read: { read: Variables } | { refusal: string };
  try {
    read = await runTask({ kind: 'git-sync-vars', text }, budgets);
  } catch {
    throw invalid(`${VARS_FILE} could not be read within ${budgets.analysisMs / 1000} s; keep it to names and their values`, 'url');
  }
  if ('refusal' in read) throw invalid(read.refusal, 'url');
  return read.read;
}

/**
 * A PDF of pages, rendered off the event loop and kept under `key`: the content it shows must
 * never change under the same key (a revision's id and what of it is shown). Concurrent
 * requests for one key render it once.
 */
export async function pdfOf(sandbox: MarkdownSandbox, key: string, pages: PdfPage[]): Promise<Buffer> {
  const pdf = (await sandbox.caches.of(markdownWork).pdfs.fetch(key, { context: { pages, budgets: sandbox.markdownBudgets } }))!;
  if (pdf instanceof DomainError) throw pdf;
  // Bytes come back from a worker as a plain Uint8Array.
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** The sandbox's readers of a repository's Markdown and YAML, off its event loop and within its budgets. */
export const offThreadReaders = (sandbox: Pick<MarkdownSandbox, 'markdownBudgets'>): RepositoryReaders => ({
  summary: (markdown) => readSummary(sandbox, markdown),
  config: (text) => readGitSyncConfig(sandbox, text),
  variables: (text) => readGitSyncVars(sandbox, text),
  frontMatter: (texts) => readFrontMatters(sandbox, texts),
});
