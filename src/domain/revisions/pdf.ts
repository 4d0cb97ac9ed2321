import type { PageNode } from '../../store/records.js';
import { requireChangeRequest } from './change-requests.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../kernel/errors.js';
import { pdfOf } from './markdown/off-thread.js';
import { findPage } from './revisions.js';

export interface PdfScope {
  page?: string;
  only?: boolean;
}

const queryOf = (scope: PdfScope) =>
  new URLSearchParams({ ...(scope.page ? { page: scope.page } : {}), ...(scope.only ? { only: 'true' } : {}) }).toString();

/** The URL of a change request's content as PDF: the revision it has now, which never changes. */
export function changeRequestPdf(ctx: Context, spaceId: string, ref: string, scope: PdfScope): { url: string } {
  const { cr } = requireChangeRequest(ctx, spaceId, ref, 'read');
  const revision = ctx.store.getRevision(cr.revision);
  if (scope.page && !(revision && findPage(revision.pages, scope.page))) throw notFound('page', scope.page);
  const query = queryOf(scope);
  return { url: `${ctx.baseUrl}/_sandbox/pdf/${cr.revision}${query ? `?${query}` : ''}` };
}

/**
 * A revision's pages as PDF: all of them, or one page with (or, `only`, without) its subpages.
 * Revisions never change, so each PDF is rendered once, off the event loop, and kept.
 */
export function revisionPdf(ctx: Pick<Context, 'store'>, revisionId: string, scope: PdfScope): Promise<Buffer> {
  const revision = ctx.store.getRevision(revisionId);
  if (!revision) throw notFound('revision', revisionId);
  const start = scope.page ? findPage(revision.pages, scope.page)?.page : undefined;
  const pages: PageNode[] = start ? [scope.only ? { ...start, pages: [] } : start] : revision.pages;
  return pdfOf(`${revision.id}?${queryOf(start ? scope : {})}`, pages);
}
