import type { RevisionRecord } from '../../store/records.js';
import type { PageNode } from '../../format/page.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../../lib/errors.js';
import { pdfOf } from '../workers/markdown-off-thread.js';
import type { PdfPage } from '../../format/markdown/pdf.js';
import { mapPageTree, topPages } from '../../format/page-depth.js';
import { findPage } from '../revisions/revisions.js';
import { resolveTarget } from '../change-requests/target.js';
import { controlUrl } from '../kernel/locations.js';

export interface PdfScope {
  page?: string;
  only?: boolean;
}

const queryOf = (scope: PdfScope) => new URLSearchParams({ ...(scope.page ? { page: scope.page } : {}), ...(scope.only ? { only: 'true' } : {}) }).toString();

/** The pages a PDF of a revision shows: all of them, or one page with (or, `only`, without) its subpages. */
function pagesShown(revision: RevisionRecord, scope: PdfScope): PageNode[] {
  if (!scope.page) return revision.pages;
  const start = findPage(revision.pages, scope.page)?.page;
  if (!start) throw notFound('page', scope.page);
  return [scope.only ? { ...start, pages: [] } : start];
}

/**
 * What the PDF worker is sent of the pages: what it prints of each, nested no deeper than
 * PAGE_DEPTH_MAX (see mapPageTree; pages are printed in reading order, so the PDF is the same).
 */
const printed = (pages: PageNode[]): PdfPage[] =>
  mapPageTree(topPages(pages), (page) => {
    const node: PdfPage = { title: page.title, ...(page.description ? { description: page.description } : {}), markdown: page.markdown, pages: [] };
    return { node, pages: node.pages };
  });

/** The URL of a PDF of a space's content or a change request's: of the revision it has now, which never changes. */
export function contentPdf(ctx: Context, spaceId: string, changeRequest: string | undefined, scope: PdfScope): { url: string } {
  const { revision } = resolveTarget(ctx, spaceId, changeRequest, 'read');
  // Refused here too, so that the API answers 404 rather than a URL that does.
  pagesShown(revision, scope);
  const query = queryOf(scope);
  return { url: `${controlUrl(ctx, 'getRevisionPdf', { revisionId: revision.id })}${query ? `?${query}` : ''}` };
}

/**
 * A revision's pages as PDF. Revisions never change, so each PDF is rendered once, off the
 * event loop, and kept under the revision and what of it is shown.
 */
export function revisionPdf(ctx: Pick<Context, 'store' | 'caches' | 'markdownBudgets'>, revisionId: string, scope: PdfScope): Promise<Buffer> {
  const revision = ctx.store.getRevision(revisionId);
  if (!revision) throw notFound('revision', revisionId);
  const pages = pagesShown(revision, scope);
  return pdfOf(ctx, `${revision.id}?${queryOf(scope.page ? scope : {})}`, printed(pages));
}
