import type { z } from 'zod';
import type { ImportContent } from '../../schemas/revision.js';
import { fetchSource, fetchToFile, type Fetched } from '../fetch/fetch.js';
import type { Context } from '../kernel/context.js';
import { invalid } from '../../lib/errors.js';
import { appending } from './append.js';
import { requireWritable, resolveTarget } from '../change-requests/target.js';
import { runInSlices } from '../../lib/time-slices.js';
import { fromHtml, fromMarkdown, type ImportedDocument } from '../../format/import/documents.js';
import { fromDocx } from './docx.js';
import { countPages, type ImportedTree } from '../../format/import/tree.js';
import { fromWebsite } from './website.js';
import { fromZip } from '../../format/import/zip.js';
import { offThreadReaders } from '../workers/markdown-off-thread.js';
import { archiveOfZip, archiveOfZipFile, ZIP_DOWNLOAD_MS, ZIP_MAX_DOWNLOAD_BYTES } from '../../format/import/archive.js';
import { toFileNode } from '../revisions/file-nodes.js';
import type { FileNode } from '../../format/page.js';

const single = async (document: ImportedDocument | Promise<ImportedDocument>): Promise<ImportedTree> => ({
  pages: [{ ...(await document), pages: [] }],
  files: [],
  total: 1,
});

/** What is undone when an import ends, however it ends (a zip's temporary file closed), last first. */
type Cleanups = (() => Promise<void>)[];
/** What an import takes of the sandbox: what its requests may reach, and how long its Markdown workers may take. */
type Importing = Pick<Context, 'fetchPolicy' | 'markdownBudgets'>;
export type Importer = (url: string, ctx: Importing, cleanups: Cleanups) => Promise<ImportedTree>;
type Reader = (fetched: Fetched, ctx: Importing) => ImportedTree | Promise<ImportedTree>;

/** An importer of a source fetched into memory. */
const fetched =
  (read: Reader): Importer =>
  async (url, ctx) =>
    read(await fetchSource(url, ctx.fetchPolicy), ctx);

const readMarkdown: Reader = (f, ctx) => single(fromMarkdown(f.body.toString('utf8'), f.url, offThreadReaders(ctx).frontMatter));
const readHtml: Reader = (f) => single(fromHtml(f.body.toString('utf8'), f.url));

/** A zip is downloaded to a temporary file and read from there an entry at a time, until the import ends: its files are read as they are stored. */
const downloadedZip: Importer = async (url, ctx, cleanups) => {
  const file = await fetchToFile(url, ctx.fetchPolicy, { maxBytes: ZIP_MAX_DOWNLOAD_BYTES, timeoutMs: ZIP_DOWNLOAD_MS });
  cleanups.push(() => file.close());
  // The sandbox reads a repository's Markdown and YAML off its event loop.
  return fromZip(await archiveOfZipFile(file), offThreadReaders(ctx));
};

const IMPORTERS: Partial<Record<z.infer<typeof ImportContent>['source'], Importer>> = {
  markdown: fetched(readMarkdown),
  html: fetched(readHtml),
  zip: downloadedZip,
  website: fetched((f, ctx) => fromWebsite(f, ctx.fetchPolicy)),
  docx: fetched(fromDocx),
};

/** A website crawled from its URL, as an import run reads one. */
export const websiteImporter: Importer = IMPORTERS.website!;

/** The readers of a file the organization holds (a storage upload), by its name's extension. */
const HELD_READERS: Record<string, (bytes: Buffer, url: URL, ctx: Importing) => Promise<ImportedTree>> = {
  md: async (body, url, ctx) => readMarkdown({ body, url, contentType: 'text/markdown' }, ctx),
  markdown: async (body, url, ctx) => readMarkdown({ body, url, contentType: 'text/markdown' }, ctx),
  html: async (body, url, ctx) => readHtml({ body, url, contentType: 'text/html' }, ctx),
  htm: async (body, url, ctx) => readHtml({ body, url, contentType: 'text/html' }, ctx),
  docx: (body, url) => fromDocx({ body, url, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
  zip: async (body, _url, ctx) => fromZip(await archiveOfZip(body), offThreadReaders(ctx)),
};

/** The extensions of the files an import run reads, as its refusals name them. */
export const HELD_EXTENSIONS = Object.keys(HELD_READERS);

/** An importer of a file already held, by its name's extension; `undefined` for a kind the sandbox does not read. */
export function heldFileImporter(name: string, bytes: Buffer): Importer | undefined {
  const read = HELD_READERS[/\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''];
  return read && ((url, ctx) => read(bytes, new URL(url), ctx));
}

/** Reads a source and stores its files, one at a time, by their hash: one stored for an import then refused is garbage, collected later. */
export async function imported(ctx: Context, importer: Importer, url: string): Promise<{ tree: ImportedTree; files: FileNode[] }> {
  const cleanups: Cleanups = [];
  try {
    const tree = await importer(url, ctx, cleanups);
    const files: FileNode[] = [];
    for (const file of tree.files) files.push(toFileNode(ctx, { ...file, bytes: await file.read() }));
    return { tree, files };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

export async function importContent(ctx: Context, spaceId: string, body: z.infer<typeof ImportContent>, changeRequest?: string) {
  const importer = IMPORTERS[body.source];
  if (!importer) {
    throw invalid(
      `the sandbox imports ${Object.keys(IMPORTERS)
        .map((s) => `"${s}"`)
        .join(', ')}; "${body.source}" is not supported`,
      'source',
    );
  }
  const { space } = requireWritable(resolveTarget(ctx, spaceId, changeRequest, 'edit'));
  const work = async () => {
    const { tree, files } = await imported(ctx, importer, body.url);
    // The fetch awaited and the append pauses: the target is read again before writing, so that a write in between is built upon, not lost.
    const revision = await runInSlices(
      appending(ctx, () => resolveTarget(ctx, spaceId, changeRequest, 'edit'), {
        pages: tree.pages,
        files,
        ...(tree.variables ? { variables: tree.variables } : {}),
        ...(tree.reusableContents ? { reusableContents: tree.reusableContents } : {}),
      }),
    );
    return { revision: revision.id, importedResources: tree.imported ?? countPages(tree.pages) + tree.files.length, totalResources: tree.total };
  };
  if (body.source !== 'website') return work();
  // A website is crawled, which GitBook does as background work; this API answers with the revision
  // it made, so the request waits for the job (held in manual mode until it is run).
  return ctx.jobs.awaited('import', { organization: space.organization, space: space.id, ...(changeRequest ? { changeRequest } : {}) }, work);
}
