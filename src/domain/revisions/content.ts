import type { z } from 'zod';
import type { MemberRole } from '../../schemas/common.js';
import type { ImportContent, RevisionPage, TemplateApply } from '../../schemas/revision.js';
import type { ChangeRequestRecord, FileNode, PageNode, RevisionRecord, SpaceRecord } from '../../store/records.js';
import { presentChangeRequest, refuseClosed, requireChangeRequest } from './change-requests.js';
import type { Context } from '../kernel/context.js';
import { conflict, invalid, notFound } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import { fromHtml, fromMarkdown, type ImportedDocument } from './import/documents.js';
import { fetchSource, type Fetched } from '../fetch/fetch.js';
import type { FetchPolicy } from '../fetch/fetch-policy.js';
import { countPages, requirePageSizes, type ImportedFile, type ImportedPage, type ImportedTree } from './import/tree.js';
import { fromDocx } from './import/docx.js';
import { fromWebsite } from './import/website.js';
import { fromZip } from './import/zip.js';
import { imageSize } from 'image-size';
import { lookup } from 'mime-types';
import { commitRevision, findPage, newPage, presentFile, presentPage, presentPages, revisionOf, walkPages } from './revisions.js';
import { analyzeAll } from './markdown/off-thread.js';
import { requireSpace } from '../content/spaces.js';
import { TEMPLATES } from './templates.js';

/** Where content is read or written: a space's primary content, or a change request's. */
interface Target {
  space: SpaceRecord;
  cr?: ChangeRequestRecord;
  revision: RevisionRecord;
}

export function resolveTarget(ctx: Context, spaceId: string, changeRequest: string | undefined, minimum: MemberRole): Target {
  if (changeRequest === undefined) {
    const { space } = requireSpace(ctx, spaceId, minimum);
    return { space, revision: revisionOf(ctx, space.revision) };
  }
  const { space, cr } = requireChangeRequest(ctx, spaceId, changeRequest, minimum);
  return { space, cr, revision: revisionOf(ctx, cr.revision) };
}

export function presentRevision(ctx: Context, target: Target) {
  const { revision, space } = target;
  const mergedFrom = revision.mergedFrom ? ctx.store.get('changeRequests', revision.mergedFrom) : undefined;
  return {
    object: 'revision' as const,
    id: revision.id,
    type: revision.type,
    ...(mergedFrom ? { mergedFrom: presentChangeRequest(ctx, mergedFrom, space) } : {}),
    parents: revision.parents,
    pages: presentPages(ctx, revision.pages, space.id),
    files: revision.files.map((file) => presentFile(ctx, file, revision.id)),
    reusableContents: [],
    variables: revision.variables,
    createdAt: revision.createdAt,
    urls: { app: `${ctx.baseUrl}/s/${space.id}/~/revisions/${revision.id}` },
  };
}

export function getContent(ctx: Context, spaceId: string, changeRequest?: string) {
  return presentRevision(ctx, resolveTarget(ctx, spaceId, changeRequest, 'read'));
}

export function listPages(ctx: Context, spaceId: string, changeRequest?: string): { pages: RevisionPage[] } {
  const { space, revision } = resolveTarget(ctx, spaceId, changeRequest, 'read');
  return { pages: presentPages(ctx, revision.pages, space.id) };
}

export async function getPage(ctx: Context, spaceId: string, pageId: string, options: { changeRequest?: string; format?: 'markdown' | 'document' } = {}): Promise<RevisionPage> {
  const { space, revision } = resolveTarget(ctx, spaceId, options.changeRequest, 'read');
  const found = findPage(revision.pages, pageId);
  if (!found) throw notFound('page', pageId);
  const documents = options.format === 'document' ? await analyzeAll([...walkPages([found.page])].map((p) => p.page.markdown)) : undefined;
  return presentPage(ctx, found.page, space.id, found.path, documents);
}

function toPageNodes(ctx: Context, pages: ImportedPage[], siblings: PageNode[] = []): PageNode[] {
  const out = [...siblings];
  for (const page of pages) {
    const node = newPage(ctx, page, out);
    out.push({ ...node, ...(page.slug && !out.some((p) => p.slug === page.slug) ? { slug: page.slug } : {}), pages: toPageNodes(ctx, page.pages) });
  }
  return out.slice(siblings.length);
}

function toFileNode(ctx: Context, file: ImportedFile): FileNode {
  const contentType = lookup(file.name) || 'application/octet-stream';
  let dimensions: FileNode['dimensions'];
  if (contentType.startsWith('image/')) {
    try {
      const { width, height } = imageSize(file.bytes);
      dimensions = { width, height };
    } catch {
      // Not an image it can read: a file without dimensions.
    }
  }
  return { id: newId(), name: file.name, path: file.path, contentType, size: file.bytes.length, blob: ctx.store.putBlob(file.bytes), ...(dimensions ? { dimensions } : {}) };
}

/** Appends pages after the existing ones (and files) in a new revision, and moves the target to it. */
/** Content that can take a change: not a locked space, not a merged or archived change request. */
function requireWritable(target: Target): Target {
  if (target.space.editMode === 'locked') throw conflict(`space "${target.space.id}" is locked; set editMode to "live" to edit it`);
  if (target.cr) refuseClosed(target.cr, 'changed');
  return target;
}

function append(ctx: Context, target: Target, tree: Omit<ImportedTree, 'total'>): RevisionRecord {
  requireWritable(target);
  requirePageSizes(tree.pages);
  const files = [...target.revision.files, ...tree.files.map((f) => toFileNode(ctx, f))];
  const pages = [...target.revision.pages, ...toPageNodes(ctx, tree.pages, target.revision.pages)];
  const revision = commitRevision(ctx, { type: 'edits', parents: [target.revision.id], pages, files, variables: target.revision.variables });
  const now = ctx.clock.iso();
  if (target.cr) ctx.store.put('changeRequests', { ...target.cr, revision: revision.id, updatedAt: now });
  else ctx.store.put('spaces', { ...target.space, revision: revision.id, updatedAt: now });
  return revision;
}

const single = async (document: ImportedDocument | Promise<ImportedDocument>): Promise<ImportedTree> => ({ pages: [{ ...(await document), pages: [] }], files: [], total: 1 });

const IMPORTERS: Partial<Record<z.infer<typeof ImportContent>['source'], (fetched: Fetched, policy: FetchPolicy) => ImportedTree | Promise<ImportedTree>>> = {
  markdown: (f) => single(fromMarkdown(f.body.toString('utf8'), f.url)),
  html: (f) => single(fromHtml(f.body.toString('utf8'), f.url)),
  zip: (f) => fromZip(f.body),
  website: fromWebsite,
  docx: fromDocx,
};

export async function importContent(ctx: Context, spaceId: string, body: z.infer<typeof ImportContent>, changeRequest?: string) {
  const importer = IMPORTERS[body.source];
  if (!importer) {
    throw invalid(`body.source: the sandbox imports ${Object.keys(IMPORTERS).map((s) => `"${s}"`).join(', ')}; "${body.source}" is not supported`);
  }
  requireWritable(resolveTarget(ctx, spaceId, changeRequest, 'edit'));
  const tree = await importer(await fetchSource(body.url, ctx.fetchPolicy), ctx.fetchPolicy);
  // The fetch awaited: read the target again so a write in between is built upon, not lost.
  const revision = append(ctx, resolveTarget(ctx, spaceId, changeRequest, 'edit'), tree);
  return { revision: revision.id, importedResources: countPages(tree.pages) + tree.files.length, totalResources: tree.total };
}

export function applyTemplate(ctx: Context, spaceId: string, body: z.infer<typeof TemplateApply>): void {
  const template = TEMPLATES[body.id];
  if (!template) throw invalid(`body.id: no template "${body.id}"; the sandbox has ${Object.keys(TEMPLATES).map((t) => `"${t}"`).join(', ')}`);
  append(ctx, resolveTarget(ctx, spaceId, undefined, 'edit'), { pages: template.map((t) => ({ ...t, pages: [] })), files: [] });
}
