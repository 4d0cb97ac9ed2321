import * as changeRequests from '../../domain/revisions/change-requests.js';
import * as content from '../../domain/revisions/read.js';
import { importContent } from '../../domain/revisions/import/import-content.js';
import { applyTemplate } from '../../domain/revisions/templates.js';
import * as files from '../../domain/revisions/files.js';
import { listLinks } from '../../domain/revisions/links.js';
import { contentPdf } from '../../domain/revisions/pdf.js';
import { searchOrganization, searchSpace } from '../../domain/revisions/search.js';
import type { Handlers } from '../handler.js';

export const revisionRoutes = {
  getCurrentRevision: (ctx, { params }) => content.getContent(ctx, params.spaceId),
  listPages: (ctx, { params }) => content.listPages(ctx, params.spaceId),
  getPageById: (ctx, { params, query }) => content.getPage(ctx, params.spaceId, params.pageId, { format: query.format }),
  getPageByPath: (ctx, { params, query }) => content.getPageByPath(ctx, params.spaceId, params.pagePath, { format: query.format }),
  importContent: (ctx, { params, body }) => importContent(ctx, params.spaceId, body),
  applyTemplateToSpace: (ctx, { params, body }) => applyTemplate(ctx, params.spaceId, body),

  getRevisionById: (ctx, { params }) => content.getContent(ctx, params.spaceId, { revision: params.revisionId }),
  listPagesInRevisionById: (ctx, { params }) => content.listPages(ctx, params.spaceId, { revision: params.revisionId }),
  getPageInRevisionById: (ctx, { params, query }) =>
    content.getPage(ctx, params.spaceId, params.pageId, { revision: params.revisionId, format: query.format }),
  getPageInRevisionByPath: (ctx, { params, query }) =>
    content.getPageByPath(ctx, params.spaceId, params.pagePath, { revision: params.revisionId, format: query.format }),
  listFilesInRevisionById: (ctx, { params, query }) => files.listFiles(ctx, params.spaceId, query, { revision: params.revisionId }),
  getFileInRevisionById: (ctx, { params }) => files.getFile(ctx, params.spaceId, params.fileId, { revision: params.revisionId }),

  listChangeRequestsForOrganization: (ctx, { params, query }) => changeRequests.listOrganizationChangeRequests(ctx, params.organizationId, query),
  listChangeRequestsForSpace: (ctx, { params, query }) => changeRequests.listChangeRequests(ctx, params.spaceId, query),
  createChangeRequest: (ctx, { params, body }) => changeRequests.createChangeRequest(ctx, params.spaceId, body),
  getChangeRequestById: (ctx, { params }) => changeRequests.getChangeRequest(ctx, params.spaceId, params.changeRequestId),
  updateChangeRequestById: (ctx, { params, body }) =>
    changeRequests.updateChangeRequest(ctx, params.spaceId, params.changeRequestId, body),
  mergeChangeRequest: (ctx, { params }) => changeRequests.mergeChangeRequest(ctx, params.spaceId, params.changeRequestId),
  updateChangeRequest: (ctx, { params }) => changeRequests.pullIntoChangeRequest(ctx, params.spaceId, params.changeRequestId),
  getContributorsByChangeRequestId: (ctx, { params }) => changeRequests.listContributors(ctx, params.spaceId, params.changeRequestId),
  getRevisionOfChangeRequestById: (ctx, { params }) => content.getContent(ctx, params.spaceId, { changeRequest: params.changeRequestId }),
  listPagesInChangeRequest: (ctx, { params }) => content.listPages(ctx, params.spaceId, { changeRequest: params.changeRequestId }),
  getPageInChangeRequestById: (ctx, { params, query }) =>
    content.getPage(ctx, params.spaceId, params.pageId, { changeRequest: params.changeRequestId, format: query.format }),
  getPageInChangeRequestByPath: (ctx, { params, query }) =>
    content.getPageByPath(ctx, params.spaceId, params.pagePath, { changeRequest: params.changeRequestId, format: query.format }),
  importContentInChangeRequest: (ctx, { params, body }) =>
    importContent(ctx, params.spaceId, body, params.changeRequestId),
  searchSpaceContent: (ctx, { params, query }) => searchSpace(ctx, params.spaceId, query),
  searchOrganizationContent: (ctx, { params, query }) => searchOrganization(ctx, params.organizationId, query),
  listSpaceLinks: (ctx, { params, query }) => listLinks(ctx, params.spaceId, query),
  listPageLinksInSpace: (ctx, { params, query }) => listLinks(ctx, params.spaceId, query, { pageId: params.pageId }),
  listPageLinksInChangeRequest: (ctx, { params, query }) =>
    listLinks(ctx, params.spaceId, query, { pageId: params.pageId, changeRequest: params.changeRequestId }),
  listFiles: (ctx, { params, query }) => files.listFiles(ctx, params.spaceId, query),
  getFileById: (ctx, { params }) => files.getFile(ctx, params.spaceId, params.fileId),
  listSpaceFileBacklinks: (ctx, { params, query }) => files.listBacklinks(ctx, params.spaceId, params.fileId, query),
  listFilesInChangeRequestById: (ctx, { params, query }) => files.listFiles(ctx, params.spaceId, query, { changeRequest: params.changeRequestId }),
  getFileInChangeRequestById: (ctx, { params }) => files.getFile(ctx, params.spaceId, params.fileId, { changeRequest: params.changeRequestId }),
  listChangeRequestFileBacklinks: (ctx, { params, query }) =>
    files.listBacklinks(ctx, params.spaceId, params.fileId, query, params.changeRequestId),
  getSpacePDF: (ctx, { params, query }) => contentPdf(ctx, params.spaceId, undefined, query),
  getChangeRequestPDF: (ctx, { params, query }) => contentPdf(ctx, params.spaceId, params.changeRequestId, query),
} satisfies Partial<Handlers>;
