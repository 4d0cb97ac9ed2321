import * as changeRequests from '../../domain/change-requests/change-requests.js';
import * as content from '../../domain/reading/read.js';
import { importContent } from '../../domain/import/import-content.js';
import { updateChangeRequestContent } from '../../domain/change-requests/content-changes.js';
import { changeRequestChanges, revisionChanges } from '../../domain/reading/semantic-changes.js';
import { applyTemplate } from '../../domain/import/templates.js';
import * as files from '../../domain/reading/files.js';
import * as reusable from '../../domain/reading/reusable-contents.js';
import { computeDocument, computeRevision } from '../../domain/computed/computed-content.js';
import * as computed from '../../domain/computed/computed-pages.js';
import { listLinks } from '../../domain/links/links.js';
import { contentPdf, type PdfScope } from '../../domain/reading/pdf.js';
import { searchOrganization, searchSpace } from '../../domain/search/search.js';
import { pageMetaLinks } from '../../domain/reading/meta-links.js';
import type { ReadAt } from '../../domain/change-requests/target.js';
import type { Context } from '../../domain/kernel/context.js';
import type { PageQuery as ListPageQuery } from '../../domain/kernel/pagination.js';
import type { z } from 'zod';
import type { ContentQuery, PageQuery } from '../../schemas/revision.js';
import type { Handlers } from '../handler.js';

/** The path parameters of a read: a space, and a change request or a revision of its history, if the path names one. */
interface ReadParams {
  spaceId: string;
  changeRequestId?: string;
  revisionId?: string;
}

/** What a read's path names: a revision of the space's history, a change request's content, else the space's own. */
const at = ({ changeRequestId, revisionId }: ReadParams): ReadAt =>
  revisionId !== undefined ? { revision: revisionId } : changeRequestId !== undefined ? { changeRequest: changeRequestId } : {};

/** How a page read's query asks it shown. */
const reading = (query: z.infer<typeof PageQuery>): content.PageReading & computed.ComputedReading => ({
  computed: query.computed,
  format: query.format,
  refs: query['format.markdown.refs'],
  dereferenced: query.dereferenced,
  evaluated: query.evaluated,
});

/** The reads of content: one handler for a space's, a change request's and a revision's alike. */
const reads = {
  content: (ctx: Context, { params, query }: { params: ReadParams; query: z.infer<typeof ContentQuery> }) =>
    computed.getContent(ctx, params.spaceId, { ...at(params), computed: query.computed }),
  pages: (ctx: Context, { params, query }: { params: ReadParams; query: z.infer<typeof ContentQuery> }) =>
    computed.listPages(ctx, params.spaceId, { ...at(params), computed: query.computed }),
  page: (ctx: Context, { params, query }: { params: ReadParams & { pageId: string }; query: z.infer<typeof PageQuery> }) =>
    computed.getPage(ctx, params.spaceId, params.pageId, { ...at(params), ...reading(query) }),
  pageByPath: (ctx: Context, { params, query }: { params: ReadParams & { pagePath: string }; query: z.infer<typeof PageQuery> }) =>
    computed.getPageByPath(ctx, params.spaceId, params.pagePath, { ...at(params), ...reading(query) }),
  files: (ctx: Context, { params, query }: { params: ReadParams; query: ListPageQuery }) => files.listFiles(ctx, params.spaceId, query, at(params)),
  file: (ctx: Context, { params }: { params: ReadParams & { fileId: string } }) => files.getFile(ctx, params.spaceId, params.fileId, at(params)),
  reusableContent: (ctx: Context, { params }: { params: ReadParams & { reusableContentId: string } }) =>
    reusable.getReusableContent(ctx, params.spaceId, params.reusableContentId, at(params)),
  pdf: (ctx: Context, { params, query }: { params: ReadParams; query: PdfScope }) => contentPdf(ctx, params.spaceId, params.changeRequestId, query),
  metaLinks: (ctx: Context, { params }: { params: ReadParams & { pageId: string } }) => pageMetaLinks(ctx, params.spaceId, params.pageId, at(params)),
};

export const revisionRoutes = {
  getCurrentRevision: reads.content,
  getRevisionOfChangeRequestById: reads.content,
  getRevisionById: reads.content,
  listPages: reads.pages,
  listPagesInChangeRequest: reads.pages,
  listPagesInRevisionById: reads.pages,
  getPageById: reads.page,
  getPageInChangeRequestById: reads.page,
  getPageInRevisionById: reads.page,
  listSpacePageMetaLinks: reads.metaLinks,
  listChangeRequestPageMetaLinks: reads.metaLinks,
  listRevisionPageMetaLinks: reads.metaLinks,
  getDocumentById: (ctx, { params }) => content.getDocument(ctx, params.spaceId, params.documentId),
  getPageDocumentInRevisionById: (ctx, { params, query }) =>
    computed.getPageDocument(ctx, params.spaceId, params.pageId, { revision: params.revisionId, dereferenced: query.dereferenced, evaluated: query.evaluated }),
  getComputedDocument: (ctx, { params, body }) => computeDocument(ctx, params.spaceId, body),
  getComputedRevision: (ctx, { params, body }) => computeRevision(ctx, params.spaceId, body),
  getPageByPath: reads.pageByPath,
  getPageInChangeRequestByPath: reads.pageByPath,
  getPageInRevisionByPath: reads.pageByPath,
  listFiles: reads.files,
  listFilesInChangeRequestById: reads.files,
  listFilesInRevisionById: reads.files,
  getFileById: reads.file,
  getFileInChangeRequestById: reads.file,
  getFileInRevisionById: reads.file,
  getReusableContentById: reads.reusableContent,
  getReusableContentInChangeRequestById: reads.reusableContent,
  getReusableContentInRevisionById: reads.reusableContent,
  getReusableContentDocumentInRevisionById: (ctx, { params }) =>
    reusable.getReusableContentDocument(ctx, params.spaceId, params.reusableContentId, { revision: params.revisionId }),
  getSpacePDF: reads.pdf,
  getChangeRequestPDF: reads.pdf,

  importContent: (ctx, { params, body }) => importContent(ctx, params.spaceId, body),
  importContentInChangeRequest: (ctx, { params, body }) => importContent(ctx, params.spaceId, body, params.changeRequestId),
  applyTemplateToSpace: (ctx, { params, body }) => applyTemplate(ctx, params.spaceId, body),

  listChangeRequestsForOrganization: (ctx, { params, query }) => changeRequests.listOrganizationChangeRequests(ctx, params.organizationId, query),
  listChangeRequestsForSpace: (ctx, { params, query }) => changeRequests.listChangeRequests(ctx, params.spaceId, query),
  createChangeRequest: (ctx, { params, body }) => changeRequests.createChangeRequest(ctx, params.spaceId, body),
  getChangeRequestById: (ctx, { params }) => changeRequests.getChangeRequest(ctx, params.spaceId, params.changeRequestId),
  updateChangeRequestById: (ctx, { params, body }) => changeRequests.updateChangeRequest(ctx, params.spaceId, params.changeRequestId, body),
  mergeChangeRequest: (ctx, { params }) => changeRequests.mergeChangeRequest(ctx, params.spaceId, params.changeRequestId),
  updateChangeRequest: (ctx, { params }) => changeRequests.pullIntoChangeRequest(ctx, params.spaceId, params.changeRequestId),
  getContributorsByChangeRequestId: (ctx, { params }) => changeRequests.listContributors(ctx, params.spaceId, params.changeRequestId),
  updateChangeRequestContent: async (ctx, { params, query, body }) => {
    const update = await updateChangeRequestContent(ctx, params.spaceId, params.changeRequestId, body);
    // GitBook answers the change request alone unless asked for what changed (`compat=false`), for now.
    return query.compat === false ? update : update.changeRequest;
  },
  getChangeRequestChanges: (ctx, { params, query }) => changeRequestChanges(ctx, params.spaceId, params.changeRequestId, query),
  getRevisionSemanticChanges: (ctx, { params, query }) => revisionChanges(ctx, params.spaceId, params.revisionId, query),

  searchSpaceContent: (ctx, { params, query }) => searchSpace(ctx, params.spaceId, query),
  searchOrganizationContent: (ctx, { params, query }) => searchOrganization(ctx, params.organizationId, query),
  listSpaceLinks: (ctx, { params, query }) => listLinks(ctx, params.spaceId, query),
  listPageLinksInSpace: (ctx, { params, query }) => listLinks(ctx, params.spaceId, query, { pageId: params.pageId }),
  listPageLinksInChangeRequest: (ctx, { params, query }) =>
    listLinks(ctx, params.spaceId, query, { pageId: params.pageId, changeRequest: params.changeRequestId }),
  listSpaceFileBacklinks: (ctx, { params, query }) => files.listBacklinks(ctx, params.spaceId, params.fileId, query),
  listChangeRequestFileBacklinks: (ctx, { params, query }) => files.listBacklinks(ctx, params.spaceId, params.fileId, query, params.changeRequestId),
} satisfies Partial<Handlers>;
