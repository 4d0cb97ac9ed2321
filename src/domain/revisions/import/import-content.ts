import type { z } from 'zod';
import type { ImportContent } from '../../../schemas/revision.js';
import { fetchSource, type Fetched } from '../../fetch/fetch.js';
import type { FetchPolicy } from '../../fetch/fetch-policy.js';
import type { Context } from '../../kernel/context.js';
import { invalid } from '../../kernel/errors.js';
import { appending } from '../append.js';
import { requireWritable, resolveTarget } from '../target.js';
import { runInSlices } from '../time-slices.js';
import { fromHtml, fromMarkdown, type ImportedDocument } from './documents.js';
import { fromDocx } from './docx.js';
import { countPages, type ImportedTree } from './tree.js';
import { fromWebsite } from './website.js';
import { fromZip } from './zip.js';
import { archiveOfZip } from './archive.js';
import { toFileNode } from '../file-nodes.js';
import type { FileNode } from '../../../store/records.js';

const single = async (document: ImportedDocument | Promise<ImportedDocument>): Promise<ImportedTree> => ({ pages: [{ ...(await document), pages: [] }], files: [], total: 1 });

const IMPORTERS: Partial<Record<z.infer<typeof ImportContent>['source'], (fetched: Fetched, policy: FetchPolicy) => ImportedTree | Promise<ImportedTree>>> = {
  markdown: (f) => single(fromMarkdown(f.body.toString('utf8'), f.url)),
  html: (f) => single(fromHtml(f.body.toString('utf8'), f.url)),
  zip: async (f) => fromZip(await archiveOfZip(f.body)),
  website: fromWebsite,
  docx: fromDocx,
};

export async function importContent(ctx: Context, spaceId: string, body: z.infer<typeof ImportContent>, changeRequest?: string) {
  const importer = IMPORTERS[body.source];
  if (!importer) {
    throw invalid(`the sandbox imports ${Object.keys(IMPORTERS).map((s) => `"${s}"`).join(', ')}; "${body.source}" is not supported`, 'source');
  }
  requireWritable(resolveTarget(ctx, spaceId, changeRequest, 'edit'));
  const tree = await importer(await fetchSource(body.url, ctx.fetchPolicy), ctx.fetchPolicy);
  // Files are read and stored one at a time, by their hash: one stored for an import then refused is garbage, collected later.
  const files: FileNode[] = [];
  for (const file of tree.files) files.push(toFileNode(ctx, { ...file, bytes: await file.read() }));
  // The fetch awaited and the append pauses: the target is read again before writing, so that a write in between is built upon, not lost.
  const revision = await runInSlices(appending(ctx, () => resolveTarget(ctx, spaceId, changeRequest, 'edit'), { pages: tree.pages, files }));
  return { revision: revision.id, importedResources: countPages(tree.pages) + tree.files.length, totalResources: tree.total };
}
