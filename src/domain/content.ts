import type { z } from 'zod';
import type { MemberRole } from '../schemas/common.js';
import type { ImportContent, RevisionPage, TemplateApply } from '../schemas/revision.js';
import type { ChangeRequestRecord, PageNode, RevisionRecord, SpaceRecord } from '../store/records.js';
import { presentChangeRequest, requireChangeRequest } from './change-requests.js';
import type { Context } from './context.js';
import { conflict, invalid, notFound } from './errors.js';
import { fromHtml, fromMarkdown, type ImportedDocument } from './import/documents.js';
import { fetchSource } from './import/fetch.js';
import { commitRevision, findPage, newPage, presentPage, presentPages, revisionOf } from './revisions.js';
import { requireSpace } from './spaces.js';
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
    files: [],
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

export function getPage(ctx: Context, spaceId: string, pageId: string, changeRequest?: string): RevisionPage {
  const { space, revision } = resolveTarget(ctx, spaceId, changeRequest, 'read');
  const found = findPage(revision.pages, pageId);
  if (!found) throw notFound('page', pageId);
  return presentPage(ctx, found.page, space.id, found.path);
}

/** Appends pages after the existing ones in a new revision, and moves the target to it. */
function appendPages(ctx: Context, target: Target, documents: ImportedDocument[]): RevisionRecord {
  if (target.space.editMode === 'locked') throw conflict(`space "${target.space.id}" is locked; set editMode to "live" to edit it`);
  const pages: PageNode[] = [...target.revision.pages];
  for (const document of documents) pages.push(newPage(ctx, document, pages));
  const revision = commitRevision(ctx, { type: 'edits', parents: [target.revision.id], pages, variables: target.revision.variables });
  const now = ctx.clock.iso();
  if (target.cr) ctx.store.put('changeRequests', { ...target.cr, revision: revision.id, updatedAt: now });
  else ctx.store.put('spaces', { ...target.space, revision: revision.id, updatedAt: now });
  return revision;
}

const IMPORTERS: Partial<Record<z.infer<typeof ImportContent>['source'], (text: string, url: URL) => ImportedDocument>> = {
  markdown: fromMarkdown,
  html: fromHtml,
};

export async function importContent(ctx: Context, spaceId: string, body: z.infer<typeof ImportContent>, changeRequest?: string) {
  const importer = IMPORTERS[body.source];
  if (!importer) {
    throw invalid(`body.source: the sandbox imports ${Object.keys(IMPORTERS).map((s) => `"${s}"`).join(', ')}; "${body.source}" is not supported`);
  }
  resolveTarget(ctx, spaceId, changeRequest, 'edit');
  const fetched = await fetchSource(body.url);
  // The fetch awaited: read the target again so a write in between is built upon, not lost.
  const target = resolveTarget(ctx, spaceId, changeRequest, 'edit');
  const revision = appendPages(ctx, target, [importer(fetched.body.toString('utf8'), fetched.url)]);
  return { revision: revision.id, importedResources: 1, totalResources: 1 };
}

export function applyTemplate(ctx: Context, spaceId: string, body: z.infer<typeof TemplateApply>): void {
  const template = TEMPLATES[body.id];
  if (!template) throw invalid(`body.id: no template "${body.id}"; the sandbox has ${Object.keys(TEMPLATES).map((t) => `"${t}"`).join(', ')}`);
  appendPages(ctx, resolveTarget(ctx, spaceId, undefined, 'edit'), template);
}
