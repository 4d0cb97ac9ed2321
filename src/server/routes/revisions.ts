import * as changeRequests from '../../domain/revisions/change-requests.js';
import * as content from '../../domain/revisions/read.js';
import { importContent } from '../../domain/revisions/import/import-content.js';
import { updateChangeRequestContent } from '../../domain/revisions/content-changes.js';
import { changeRequestChanges, revisionChanges } from '../../domain/revisions/semantic-changes.js';
import { applyTemplate } from '../../domain/revisions/templates.js';
import * as files from '../../domain/revisions/files.js';
import { listLinks } from '../../domain/revisions/links.js';
import { changeRequestPdf } from '../../domain/revisions/pdf.js';
import { searchOrganization, searchSpace } from '../../domain/revisions/search.js';
import type { Handlers } from '../handler.js';

export const revisionRoutes = {
  getCurrentRevision: (ctx, { params }) => content.getContent(ctx, params.spaceId),
  listPages: (ctx, { params }) => content.listPages(ctx, params.spaceId),
  getPageById: (ctx, { params, query }) => content.getPage(ctx, params.spaceId, params.pageId, { format: query.format }),
  importContent: (ctx, { params, body }) => importContent(ctx, params.spaceId, body),
  applyTemplateToSpace: (ctx, { params, body }) => applyTemplate(ctx, params.spaceId, body),

  listChangeRequestsForSpace: (ctx, { params, query }) => changeRequests.listChangeRequests(ctx, params.spaceId, query),
  createChangeRequest: (ctx, { params, body }) => changeRequests.createChangeRequest(ctx, params.spaceId, body),
  getChangeRequestById: (ctx, { params }) => changeRequests.getChangeRequest(ctx, params.spaceId, params.changeRequestId),
  updateChangeRequestById: (ctx, { params, body }) =>
    changeRequests.updateChangeRequest(ctx, params.spaceId, params.changeRequestId, body),
  mergeChangeRequest: (ctx, { params }) => changeRequests.mergeChangeRequest(ctx, params.spaceId, params.changeRequestId),
  updateChangeRequest: (ctx, { params }) => changeRequests.pullIntoChangeRequest(ctx, params.spaceId, params.changeRequestId),
  getRevisionOfChangeRequestById: (ctx, { params }) => content.getContent(ctx, params.spaceId, params.changeRequestId),
  listPagesInChangeRequest: (ctx, { params }) => content.listPages(ctx, params.spaceId, params.changeRequestId),
  getPageInChangeRequestById: (ctx, { params, query }) =>
    content.getPage(ctx, params.spaceId, params.pageId, { changeRequest: params.changeRequestId, format: query.format }),
  importContentInChangeRequest: (ctx, { params, body }) =>
    importContent(ctx, params.spaceId, body, params.changeRequestId),
  updateChangeRequestContent: async (ctx, { params, query, body }) => {
    const update = await updateChangeRequestContent(ctx, params.spaceId, params.changeRequestId, body);
    // GitBook answers the change request alone unless asked for what changed (`compat=false`), for now.
    return query.compat === false ? update : update.changeRequest;
  },
  getChangeRequestChanges: (ctx, { params, query }) => changeRequestChanges(ctx, params.spaceId, params.changeRequestId, query),
  getRevisionSemanticChanges: (ctx, { params, query }) => revisionChanges(ctx, params.spaceId, params.revisionId, query),
  getPageInRevisionById: (ctx, { params, query }) => content.getPageInRevision(ctx, params.spaceId, params.revisionId, params.pageId, query.format),
  searchSpaceContent: (ctx, { params, query }) => searchSpace(ctx, params.spaceId, query),
  searchOrganizationContent: (ctx, { params, query }) => searchOrganization(ctx, params.organizationId, query),
  listSpaceLinks: (ctx, { params, query }) => listLinks(ctx, params.spaceId, query),
  listPageLinksInSpace: (ctx, { params, query }) => listLinks(ctx, params.spaceId, query, { pageId: params.pageId }),
  listPageLinksInChangeRequest: (ctx, { params, query }) =>
    listLinks(ctx, params.spaceId, query, { pageId: params.pageId, changeRequest: params.changeRequestId }),
  listFiles: (ctx, { params, query }) => files.listFiles(ctx, params.spaceId, query),
  getFileById: (ctx, { params }) => files.getFile(ctx, params.spaceId, params.fileId),
  listSpaceFileBacklinks: (ctx, { params, query }) => files.listBacklinks(ctx, params.spaceId, params.fileId, query),
  listFilesInChangeRequestById: (ctx, { params, query }) => files.listFiles(ctx, params.spaceId, query, params.changeRequestId),
  getFileInChangeRequestById: (ctx, { params }) => files.getFile(ctx, params.spaceId, params.fileId, params.changeRequestId),
  listChangeRequestFileBacklinks: (ctx, { params, query }) =>
    files.listBacklinks(ctx, params.spaceId, params.fileId, query, params.changeRequestId),
  getChangeRequestPDF: (ctx, { params, query }) => changeRequestPdf(ctx, params.spaceId, params.changeRequestId, query),
} satisfies Partial<Handlers>;
