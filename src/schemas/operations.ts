import { ListQuery, listOf } from './common.js';
import { SpacePathParams } from './content.js';
import { OrganizationPathParams } from './organization.js';
import { Member } from './member.js';
import { op } from './operation.js';
import {
  ShareLink, ShareLinkCreate, ShareLinkListQuery, ShareLinkParams, ShareLinkUpdate, Site, SiteCreate, SiteListQuery, SiteParams, SiteSpace,
  SiteSpaceAdd, SiteSpaceListQuery, SiteSpaceMove, SiteSpaceParams, SiteSpaceUpdate, SiteUpdate, SiteSection, SectionAdd,
  SectionListQuery, SectionMove, SectionParams, SectionUpdate, AdaptiveSchema, AdaptiveSchemaPut, TemplateConditions,
  SiteSectionGroup, SectionGroupCreate, SectionGroupUpdate, SectionGroupAddSection, SectionGroupMove, SectionGroupParams, SectionInGroupParams,
  PublishedContentSite, PublishedQuery, SitePublishingAuth, SitePublishingAuthUpdate, SiteCustomization, SiteCustomizationPut, SiteCustomizationQuery,
} from './site.js';
import { Translation, TranslationCreate, TranslationParams, TranslationUpdate } from './translation.js';
import { Backlinks, LinkList, LinkListQuery } from './links.js';
import { OpenApiContent, OpenApiSpec, OpenApiVersion, SPEC_BODY_LIMIT, SpecCreate, SpecParams, SpecReplace, SpecUpdate, SpecVersionParams } from './openapi.js';
import {
  Comment, CommentListQuery, CommentPost, CommentReply, CommentUpdate, CrCommentParams, CrReplyParams, FormatQuery,
  ReplyListQuery, ReplyPost, ReplyUpdate, SpaceCommentParams, SpaceReplyParams,
} from './comment.js';
import {
  ChangeRequest, ChangeRequestContributor, ChangeRequestCreate, ChangeRequestListQuery, ChangeRequestPageByPathParams, ChangeRequestPagePathParams,
  ChangeRequestPathParams, ChangeRequestUpdate, ContentQuery, ImportContent, ImportResult, MergeResult, OrganizationChangeRequestListQuery,
  PageByPathParams, PagePathParams, PageQuery, PagesList, ChangeRequestFileParams, FileListQuery, FileParams, PdfQuery, PdfResult, Revision,
  RevisionFile, RevisionFileParams, RevisionPage, RevisionPageByPathParams, RevisionPagePathParams, RevisionPathParams, SearchPageResult, SearchQuery,
  SearchSpaceResult, TemplateApply, UpdateResult,
} from './revision.js';
import {
  ChangeRequestContentChanges, ChangeRequestContentQuery, ChangeRequestContentResult, CONTENT_CHANGES_BODY_LIMIT, RevisionSemanticChanges, SemanticChangesQuery,
} from './content-changes.js';
import {
  ChangeRequestRequestedReviewer, ChangeRequestReview, RequestedReviewerPathParams, ReviewListQuery, ReviewPathParams, ReviewSubmit,
  ReviewersRequest, ReviewersRequested,
} from './review.js';
import { O, S, organizationOperations } from './organization-operations.js';

const CR = `${S}/change-requests/{changeRequestId}`;

/**
 * Every operation the sandbox serves, keyed by GitBook's operationId: the organization's (organization-operations.ts),
 * then those inside spaces and sites.
 */
export const operations = {
  ...organizationOperations,
  getCurrentRevision: op({
    id: 'getCurrentRevision', method: 'GET', path: `${S}/content`, summary: 'Get the space\'s current revision',
    params: SpacePathParams, query: ContentQuery, response: Revision,
  }),
  listPages: op({
    id: 'listPages', method: 'GET', path: `${S}/content/pages`, summary: 'List the space\'s pages',
    params: SpacePathParams, query: ContentQuery, response: PagesList,
  }),
  getPageById: op({
    id: 'getPageById', method: 'GET', path: `${S}/content/page/{pageId}`, summary: 'Get a page of the space',
    params: PagePathParams, query: PageQuery, response: RevisionPage,
  }),
  getPageByPath: op({
    id: 'getPageByPath', method: 'GET', path: `${S}/content/path/{pagePath}`, summary: 'Get a page of the space by its path',
    params: PageByPathParams, query: PageQuery, response: RevisionPage,
  }),
  importContent: op({
    id: 'importContent', method: 'POST', path: `${S}/content/import`, summary: 'Import content into the space',
    params: SpacePathParams, body: ImportContent, response: ImportResult, status: 201,
  }),
  applyTemplateToSpace: op({
    id: 'applyTemplateToSpace', method: 'POST', path: `${S}/content/template`, summary: 'Add a template\'s pages to the space',
    params: SpacePathParams, body: TemplateApply, status: 201,
  }),

  getRevisionById: op({
    id: 'getRevisionById', method: 'GET', path: `${S}/revisions/{revisionId}`, summary: 'Get any revision of the space\'s history',
    params: RevisionPathParams, query: ContentQuery, response: Revision,
  }),
  listPagesInRevisionById: op({
    id: 'listPagesInRevisionById', method: 'GET', path: `${S}/revisions/{revisionId}/pages`, summary: 'List the pages of a revision',
    params: RevisionPathParams, query: ContentQuery, response: PagesList,
  }),
  getPageInRevisionByPath: op({
    id: 'getPageInRevisionByPath', method: 'GET', path: `${S}/revisions/{revisionId}/path/{pagePath}`, summary: 'Get a page of a revision by its path',
    params: RevisionPageByPathParams, query: PageQuery, response: RevisionPage,
  }),
  listFilesInRevisionById: op({
    id: 'listFilesInRevisionById', method: 'GET', path: `${S}/revisions/{revisionId}/files`, summary: 'List the files of a revision',
    params: RevisionPathParams, query: FileListQuery, response: listOf(RevisionFile),
  }),
  getFileInRevisionById: op({
    id: 'getFileInRevisionById', method: 'GET', path: `${S}/revisions/{revisionId}/files/{fileId}`, summary: 'Get a file of a revision',
    params: RevisionFileParams, query: ContentQuery, response: RevisionFile,
  }),

  listChangeRequestsForOrganization: op({
    id: 'listChangeRequestsForOrganization', method: 'GET', path: `${O}/change-requests`, summary: 'List the change requests of every space',
    params: OrganizationPathParams, query: OrganizationChangeRequestListQuery, response: listOf(ChangeRequest),
  }),
  listChangeRequestsForSpace: op({
    id: 'listChangeRequestsForSpace', method: 'GET', path: `${S}/change-requests`, summary: 'List change requests',
    params: SpacePathParams, query: ChangeRequestListQuery, response: listOf(ChangeRequest),
  }),
  createChangeRequest: op({
    id: 'createChangeRequest', method: 'POST', path: `${S}/change-requests`, summary: 'Create a change request',
    params: SpacePathParams, body: ChangeRequestCreate.optional(), response: ChangeRequest, status: 201,
  }),
  getChangeRequestById: op({
    id: 'getChangeRequestById', method: 'GET', path: CR, summary: 'Get a change request by id or number',
    params: ChangeRequestPathParams, response: ChangeRequest,
  }),
  updateChangeRequestById: op({
    id: 'updateChangeRequestById', method: 'PATCH', path: CR, summary: 'Update a change request\'s subject, description or status',
    params: ChangeRequestPathParams, body: ChangeRequestUpdate, response: ChangeRequest,
  }),
  mergeChangeRequest: op({
    id: 'mergeChangeRequest', method: 'POST', path: `${CR}/merge`, summary: 'Merge a change request into its space',
    params: ChangeRequestPathParams, response: MergeResult,
  }),
  updateChangeRequest: op({
    id: 'updateChangeRequest', method: 'POST', path: `${CR}/update`, summary: 'Bring the space\'s content into a change request',
    params: ChangeRequestPathParams, response: UpdateResult,
  }),
  getReviewsByChangeRequestId: op({
    id: 'getReviewsByChangeRequestId', method: 'GET', path: `${CR}/reviews`, summary: 'List the reviews of a change request',
    params: ChangeRequestPathParams, query: ReviewListQuery, response: listOf(ChangeRequestReview),
  }),
  submitChangeRequestReview: op({
    id: 'submitChangeRequestReview', method: 'POST', path: `${CR}/reviews`, summary: 'Approve a change request or request changes',
    params: ChangeRequestPathParams, body: ReviewSubmit, response: ChangeRequestReview, status: 201,
  }),
  getChangeRequestReviewById: op({
    id: 'getChangeRequestReviewById', method: 'GET', path: `${CR}/reviews/{reviewId}`, summary: 'Get a review of a change request',
    params: ReviewPathParams, query: FormatQuery, response: ChangeRequestReview,
  }),
  getRequestedReviewersByChangeRequestId: op({
    id: 'getRequestedReviewersByChangeRequestId', method: 'GET', path: `${CR}/requested-reviewers`, summary: 'List who is asked to review a change request',
    params: ChangeRequestPathParams, query: ListQuery, response: listOf(ChangeRequestRequestedReviewer),
  }),
  requestReviewersForChangeRequest: op({
    id: 'requestReviewersForChangeRequest', method: 'POST', path: `${CR}/requested-reviewers`, summary: 'Ask users to review a change request',
    params: ChangeRequestPathParams, body: ReviewersRequest, response: ReviewersRequested,
  }),
  removeRequestedReviewerFromChangeRequest: op({
    id: 'removeRequestedReviewerFromChangeRequest', method: 'DELETE', path: `${CR}/requested-reviewers/{userId}`,
    summary: 'Stop asking a user to review a change request', params: RequestedReviewerPathParams,
  }),
  getRevisionOfChangeRequestById: op({
    id: 'getRevisionOfChangeRequestById', method: 'GET', path: `${CR}/content`, summary: 'Get a change request\'s revision',
    params: ChangeRequestPathParams, query: ContentQuery, response: Revision,
  }),
  listPagesInChangeRequest: op({
    id: 'listPagesInChangeRequest', method: 'GET', path: `${CR}/content/pages`, summary: 'List a change request\'s pages',
    params: ChangeRequestPathParams, query: ContentQuery, response: PagesList,
  }),
  getPageInChangeRequestById: op({
    id: 'getPageInChangeRequestById', method: 'GET', path: `${CR}/content/page/{pageId}`, summary: 'Get a page of a change request',
    params: ChangeRequestPagePathParams, query: PageQuery, response: RevisionPage,
  }),
  getPageInChangeRequestByPath: op({
    id: 'getPageInChangeRequestByPath', method: 'GET', path: `${CR}/content/path/{pagePath}`, summary: 'Get a page of a change request by its path',
    params: ChangeRequestPageByPathParams, query: PageQuery, response: RevisionPage,
  }),
  getContributorsByChangeRequestId: op({
    id: 'getContributorsByChangeRequestId', method: 'GET', path: `${CR}/contributors`, summary: 'List who contributed to a change request',
    params: ChangeRequestPathParams, response: listOf(ChangeRequestContributor),
  }),
  importContentInChangeRequest: op({
    id: 'importContentInChangeRequest', method: 'POST', path: `${CR}/content/import`, summary: 'Import content into a change request',
    params: ChangeRequestPathParams, body: ImportContent, response: ImportResult, status: 201,
  }),
  updateChangeRequestContent: op({
    id: 'updateChangeRequestContent', method: 'POST', path: `${CR}/content`, summary: 'Write pages and files into a change request: a batch of changes, one revision',
    params: ChangeRequestPathParams, query: ChangeRequestContentQuery, body: ChangeRequestContentChanges, response: ChangeRequestContentResult,
    bodyLimit: CONTENT_CHANGES_BODY_LIMIT,
  }),
  getChangeRequestChanges: op({
    id: 'getChangeRequestChanges', method: 'GET', path: `${CR}/changes`, summary: 'What a change request changes: pages and files created, edited, moved, deleted',
    params: ChangeRequestPathParams, query: SemanticChangesQuery, response: RevisionSemanticChanges,
  }),
  getRevisionSemanticChanges: op({
    id: 'getRevisionSemanticChanges', method: 'GET', path: `${S}/revisions/{revisionId}/changes`, summary: 'What a revision changed against its first parent',
    params: RevisionPathParams, query: ContentQuery.extend(SemanticChangesQuery.shape), response: RevisionSemanticChanges,
  }),
  getPageInRevisionById: op({
    id: 'getPageInRevisionById', method: 'GET', path: `${S}/revisions/{revisionId}/page/{pageId}`, summary: 'Get a page as a revision of the space has it',
    params: RevisionPagePathParams, query: PageQuery, response: RevisionPage,
  }),

  listCommentsInSpace: op({
    id: 'listCommentsInSpace', method: 'GET', path: `${S}/comments`, summary: 'List comments',
    params: SpacePathParams, query: CommentListQuery, response: listOf(Comment),
  }),
  postCommentInSpace: op({
    id: 'postCommentInSpace', method: 'POST', path: `${S}/comments`, summary: 'Post a comment',
    params: SpacePathParams, body: CommentPost, response: Comment,
  }),
  getCommentInSpace: op({
    id: 'getCommentInSpace', method: 'GET', path: `${S}/comments/{commentId}`, summary: 'Get a comment',
    params: SpaceCommentParams, query: FormatQuery, response: Comment,
  }),
  updateCommentInSpace: op({
    id: 'updateCommentInSpace', method: 'PUT', path: `${S}/comments/{commentId}`, summary: 'Edit, resolve or react to a comment',
    params: SpaceCommentParams, body: CommentUpdate, response: Comment,
  }),
  deleteCommentInSpace: op({
    id: 'deleteCommentInSpace', method: 'DELETE', path: `${S}/comments/{commentId}`, summary: 'Delete a comment and its replies',
    params: SpaceCommentParams,
  }),
  postCommentReplyInSpace: op({
    id: 'postCommentReplyInSpace', method: 'POST', path: `${S}/comments/{commentId}/replies`, summary: 'Reply to a comment',
    params: SpaceCommentParams, query: FormatQuery, body: ReplyPost, response: CommentReply,
  }),
  getCommentReplyInSpace: op({
    id: 'getCommentReplyInSpace', method: 'GET', path: `${S}/comments/{commentId}/replies/{commentReplyId}`, summary: 'Get a reply',
    params: SpaceReplyParams, query: FormatQuery, response: CommentReply,
  }),
  listCommentsInChangeRequest: op({
    id: 'listCommentsInChangeRequest', method: 'GET', path: `${CR}/comments`, summary: 'List comments',
    params: ChangeRequestPathParams, query: CommentListQuery, response: listOf(Comment),
  }),
  postCommentInChangeRequest: op({
    id: 'postCommentInChangeRequest', method: 'POST', path: `${CR}/comments`, summary: 'Post a comment',
    params: ChangeRequestPathParams, body: CommentPost, response: Comment,
  }),
  getCommentInChangeRequest: op({
    id: 'getCommentInChangeRequest', method: 'GET', path: `${CR}/comments/{commentId}`, summary: 'Get a comment',
    params: CrCommentParams, query: FormatQuery, response: Comment,
  }),
  updateCommentInChangeRequest: op({
    id: 'updateCommentInChangeRequest', method: 'PUT', path: `${CR}/comments/{commentId}`, summary: 'Edit, resolve or react to a comment',
    params: CrCommentParams, body: CommentUpdate, response: Comment,
  }),
  deleteCommentInChangeRequest: op({
    id: 'deleteCommentInChangeRequest', method: 'DELETE', path: `${CR}/comments/{commentId}`, summary: 'Delete a comment and its replies',
    params: CrCommentParams,
  }),
  postCommentReplyInChangeRequest: op({
    id: 'postCommentReplyInChangeRequest', method: 'POST', path: `${CR}/comments/{commentId}/replies`, summary: 'Reply to a comment',
    params: CrCommentParams, query: FormatQuery, body: ReplyPost, response: CommentReply,
  }),
  getCommentReplyInChangeRequest: op({
    id: 'getCommentReplyInChangeRequest', method: 'GET', path: `${CR}/comments/{commentId}/replies/{commentReplyId}`, summary: 'Get a reply',
    params: CrReplyParams, query: FormatQuery, response: CommentReply,
  }),
  listCommentRepliesInChangeRequest: op({
    id: 'listCommentRepliesInChangeRequest', method: 'GET', path: `${CR}/comments/{commentId}/replies`, summary: 'List the replies to a comment',
    params: CrCommentParams, query: ReplyListQuery, response: listOf(CommentReply),
  }),
  updateCommentReplyInChangeRequest: op({
    id: 'updateCommentReplyInChangeRequest', method: 'PUT', path: `${CR}/comments/{commentId}/replies/{commentReplyId}`, summary: 'Edit or react to a reply',
    params: CrReplyParams, body: ReplyUpdate, response: CommentReply,
  }),
  deleteCommentReplyInChangeRequest: op({
    id: 'deleteCommentReplyInChangeRequest', method: 'DELETE', path: `${CR}/comments/{commentId}/replies/{commentReplyId}`, summary: 'Delete a reply',
    params: CrReplyParams,
  }),
  listCommentersInChangeRequest: op({
    id: 'listCommentersInChangeRequest', method: 'GET', path: `${CR}/commenters`, summary: 'List the members who commented on a change request',
    params: ChangeRequestPathParams, query: ListQuery, response: listOf(Member),
  }),
  listCommentRepliesInSpace: op({
    id: 'listCommentRepliesInSpace', method: 'GET', path: `${S}/comments/{commentId}/replies`, summary: 'List the replies to a comment',
    params: SpaceCommentParams, query: ReplyListQuery, response: listOf(CommentReply),
  }),
  updateCommentReplyInSpace: op({
    id: 'updateCommentReplyInSpace', method: 'PUT', path: `${S}/comments/{commentId}/replies/{commentReplyId}`, summary: 'Edit or react to a reply',
    params: SpaceReplyParams, body: ReplyUpdate, response: CommentReply,
  }),
  deleteCommentReplyInSpace: op({
    id: 'deleteCommentReplyInSpace', method: 'DELETE', path: `${S}/comments/{commentId}/replies/{commentReplyId}`, summary: 'Delete a reply',
    params: SpaceReplyParams,
  }),
  listCommentersInSpace: op({
    id: 'listCommentersInSpace', method: 'GET', path: `${S}/commenters`, summary: 'List the members who commented',
    params: SpacePathParams, query: ListQuery, response: listOf(Member),
  }),

  searchSpaceContent: op({
    id: 'searchSpaceContent', method: 'GET', path: `${S}/search`, summary: 'Search the space\'s content',
    params: SpacePathParams, query: SearchQuery, response: listOf(SearchPageResult),
  }),
  searchOrganizationContent: op({
    id: 'searchOrganizationContent', method: 'GET', path: `${O}/search`, summary: 'Search every space of the organization',
    params: OrganizationPathParams, query: SearchQuery, response: listOf(SearchSpaceResult),
  }),

  listSpaceLinks: op({
    id: 'listSpaceLinks', method: 'GET', path: `${S}/links`, summary: 'List the links in the space\'s content',
    params: SpacePathParams, query: LinkListQuery, response: LinkList,
  }),
  listPageLinksInSpace: op({
    id: 'listPageLinksInSpace', method: 'GET', path: `${S}/content/page/{pageId}/links`, summary: 'List the links of a page',
    params: PagePathParams, query: LinkListQuery, response: LinkList,
  }),
  listPageLinksInChangeRequest: op({
    id: 'listPageLinksInChangeRequest', method: 'GET', path: `${CR}/content/page/{pageId}/links`, summary: 'List the links of a page of a change request',
    params: ChangeRequestPagePathParams, query: LinkListQuery, response: LinkList,
  }),

  listFiles: op({
    id: 'listFiles', method: 'GET', path: `${S}/content/files`, summary: 'List the space\'s files',
    params: SpacePathParams, query: FileListQuery, response: listOf(RevisionFile),
  }),
  getFileById: op({
    id: 'getFileById', method: 'GET', path: `${S}/content/files/{fileId}`, summary: 'Get a file of the space',
    params: FileParams, query: ContentQuery, response: RevisionFile,
  }),
  listSpaceFileBacklinks: op({
    id: 'listSpaceFileBacklinks', method: 'GET', path: `${S}/content/files/{fileId}/backlinks`, summary: 'List the pages that use a file',
    params: FileParams, query: ListQuery, response: Backlinks,
  }),
  listFilesInChangeRequestById: op({
    id: 'listFilesInChangeRequestById', method: 'GET', path: `${CR}/content/files`, summary: 'List a change request\'s files',
    params: ChangeRequestPathParams, query: FileListQuery, response: listOf(RevisionFile),
  }),
  getFileInChangeRequestById: op({
    id: 'getFileInChangeRequestById', method: 'GET', path: `${CR}/content/files/{fileId}`, summary: 'Get a file of a change request',
    params: ChangeRequestFileParams, query: ContentQuery, response: RevisionFile,
  }),
  listChangeRequestFileBacklinks: op({
    id: 'listChangeRequestFileBacklinks', method: 'GET', path: `${CR}/content/files/{fileId}/backlinks`, summary: 'List the pages of a change request that use a file',
    params: ChangeRequestFileParams, query: ListQuery, response: Backlinks,
  }),

  getSpacePDF: op({
    id: 'getSpacePDF', method: 'GET', path: `${S}/pdf`, summary: 'Get a PDF of the space\'s content',
    params: SpacePathParams, query: PdfQuery, response: PdfResult,
  }),
  getChangeRequestPDF: op({
    id: 'getChangeRequestPDF', method: 'GET', path: `${CR}/pdf`, summary: 'Get a PDF of a change request\'s content',
    params: ChangeRequestPathParams, query: PdfQuery, response: PdfResult,
  }),

  listOpenAPISpecs: op({
    id: 'listOpenAPISpecs', method: 'GET', path: `${O}/openapi`, summary: 'List OpenAPI specs',
    params: OrganizationPathParams, query: ListQuery, response: listOf(OpenApiSpec),
  }),
  createOpenAPISpec: op({
    id: 'createOpenAPISpec', method: 'POST', path: `${O}/openapi`, summary: 'Create an OpenAPI spec from a URL or a document sent as text',
    params: OrganizationPathParams, body: SpecCreate, response: OpenApiSpec, status: 201, bodyLimit: SPEC_BODY_LIMIT,
  }),
  getOpenAPISpecBySlug: op({
    id: 'getOpenAPISpecBySlug', method: 'GET', path: `${O}/openapi/{specSlug}`, summary: 'Get an OpenAPI spec',
    params: SpecParams, response: OpenApiSpec,
  }),
  createOrUpdateOpenAPISpecBySlug: op({
    id: 'createOrUpdateOpenAPISpecBySlug', method: 'PUT', path: `${O}/openapi/{specSlug}`, summary: 'Create an OpenAPI spec or change its source',
    params: SpecParams, body: SpecReplace, response: OpenApiSpec, bodyLimit: SPEC_BODY_LIMIT,
  }),
  updateOpenAPISpecBySlug: op({
    id: 'updateOpenAPISpecBySlug', method: 'PATCH', path: `${O}/openapi/{specSlug}`, summary: 'Change an OpenAPI spec\'s visibility',
    params: SpecParams, body: SpecUpdate, response: OpenApiSpec,
  }),
  deleteOpenAPISpecBySlug: op({
    id: 'deleteOpenAPISpecBySlug', method: 'DELETE', path: `${O}/openapi/{specSlug}`, summary: 'Delete an OpenAPI spec',
    params: SpecParams,
  }),
  listOpenAPISpecVersions: op({
    id: 'listOpenAPISpecVersions', method: 'GET', path: `${O}/openapi/{specSlug}/versions`, summary: 'List a spec\'s versions, newest first',
    params: SpecParams, query: ListQuery, response: listOf(OpenApiVersion),
  }),
  getLatestOpenAPISpecVersion: op({
    id: 'getLatestOpenAPISpecVersion', method: 'GET', path: `${O}/openapi/{specSlug}/versions/latest`, summary: 'Get a spec\'s latest version',
    params: SpecParams, response: OpenApiVersion,
  }),
  getLatestOpenAPISpecVersionContent: op({
    id: 'getLatestOpenAPISpecVersionContent', method: 'GET', path: `${O}/openapi/{specSlug}/versions/latest/content`, summary: 'Get a spec\'s latest document',
    params: SpecParams, response: OpenApiContent,
  }),
  getOpenAPISpecVersionById: op({
    id: 'getOpenAPISpecVersionById', method: 'GET', path: `${O}/openapi/{specSlug}/versions/{versionId}`, summary: 'Get a version of a spec',
    params: SpecVersionParams, response: OpenApiVersion,
  }),
  getOpenAPISpecVersionContentById: op({
    id: 'getOpenAPISpecVersionContentById', method: 'GET', path: `${O}/openapi/{specSlug}/versions/{versionId}/content`, summary: 'Get the document of a version of a spec',
    params: SpecVersionParams, response: OpenApiContent,
  }),

  listTranslations: op({
    id: 'listTranslations', method: 'GET', path: `${O}/translations`, summary: 'List translations',
    params: OrganizationPathParams, query: ListQuery, response: listOf(Translation),
  }),
  createTranslation: op({
    id: 'createTranslation', method: 'POST', path: `${O}/translations`, summary: 'Create a translation of a space',
    params: OrganizationPathParams, body: TranslationCreate, response: Translation, status: 201,
  }),
  getTranslation: op({
    id: 'getTranslation', method: 'GET', path: `${O}/translations/{translationId}`, summary: 'Get a translation',
    params: TranslationParams, response: Translation,
  }),
  updateTranslation: op({
    id: 'updateTranslation', method: 'PUT', path: `${O}/translations/{translationId}`, summary: 'Replace a translation\'s instructions',
    params: TranslationParams, body: TranslationUpdate, response: Translation,
  }),
  deleteTranslation: op({
    id: 'deleteTranslation', method: 'DELETE', path: `${O}/translations/{translationId}`, summary: 'Delete a translation',
    params: TranslationParams,
  }),
  runTranslation: op({
    id: 'runTranslation', method: 'POST', path: `${O}/translations/{translationId}/run`, summary: 'Run a translation in the background',
    params: TranslationParams,
  }),

  listSites: op({
    id: 'listSites', method: 'GET', path: `${O}/sites`, summary: 'List sites',
    params: OrganizationPathParams, query: SiteListQuery, response: listOf(Site),
  }),
  createSite: op({
    id: 'createSite', method: 'POST', path: `${O}/sites`, summary: 'Create a site',
    params: OrganizationPathParams, body: SiteCreate.optional(), response: Site, status: 201,
  }),
  getSiteById: op({
    id: 'getSiteById', method: 'GET', path: `${O}/sites/{siteId}`, summary: 'Get a site',
    params: SiteParams, response: Site,
  }),
  updateSiteById: op({
    id: 'updateSiteById', method: 'PATCH', path: `${O}/sites/{siteId}`, summary: 'Update a site',
    params: SiteParams, body: SiteUpdate, response: Site,
  }),
  deleteSiteById: op({
    id: 'deleteSiteById', method: 'DELETE', path: `${O}/sites/{siteId}`, summary: 'Delete a site',
    params: SiteParams,
  }),
  listSiteShareLinks: op({
    id: 'listSiteShareLinks', method: 'GET', path: `${O}/sites/{siteId}/share-links`, summary: 'List a site\'s share links',
    params: SiteParams, query: ShareLinkListQuery, response: listOf(ShareLink),
  }),
  createSiteShareLink: op({
    id: 'createSiteShareLink', method: 'POST', path: `${O}/sites/{siteId}/share-links`, summary: 'Create a share link',
    params: SiteParams, body: ShareLinkCreate, response: ShareLink, status: 201,
  }),
  updateSiteShareLinkById: op({
    id: 'updateSiteShareLinkById', method: 'PATCH', path: `${O}/sites/{siteId}/share-links/{shareLinkId}`, summary: 'Rename, enable or disable a share link',
    params: ShareLinkParams, body: ShareLinkUpdate, response: ShareLink,
  }),
  deleteSiteShareLinkById: op({
    id: 'deleteSiteShareLinkById', method: 'DELETE', path: `${O}/sites/{siteId}/share-links/{shareLinkId}`, summary: 'Delete a share link',
    params: ShareLinkParams,
  }),

  listSiteSpaces: op({
    id: 'listSiteSpaces', method: 'GET', path: `${O}/sites/{siteId}/site-spaces`, summary: 'List the spaces a site shows',
    params: SiteParams, query: SiteSpaceListQuery, response: listOf(SiteSpace),
  }),
  addSpaceToSite: op({
    id: 'addSpaceToSite', method: 'POST', path: `${O}/sites/{siteId}/site-spaces`, summary: 'Show a space on a site',
    params: SiteParams, body: SiteSpaceAdd, response: SiteSpace, status: 201,
  }),
  updateSiteSpaceById: op({
    id: 'updateSiteSpaceById', method: 'PATCH', path: `${O}/sites/{siteId}/site-spaces/{siteSpaceId}`, summary: 'Change a site space\'s path, condition or space',
    params: SiteSpaceParams, body: SiteSpaceUpdate, response: SiteSpace,
  }),
  moveSiteSpace: op({
    id: 'moveSiteSpace', method: 'POST', path: `${O}/sites/{siteId}/site-spaces/{siteSpaceId}/move`, summary: 'Move a site space before or after another',
    params: SiteSpaceParams, body: SiteSpaceMove, response: SiteSpace,
  }),
  deleteSiteSpaceById: op({
    id: 'deleteSiteSpaceById', method: 'DELETE', path: `${O}/sites/{siteId}/site-spaces/{siteSpaceId}`, summary: 'Stop showing a space on a site',
    params: SiteSpaceParams,
  }),

  listSiteSections: op({
    id: 'listSiteSections', method: 'GET', path: `${O}/sites/{siteId}/sections`, summary: 'List a site\'s sections',
    params: SiteParams, query: SectionListQuery, response: listOf(SiteSection),
  }),
  addSectionToSite: op({
    id: 'addSectionToSite', method: 'POST', path: `${O}/sites/{siteId}/sections`, summary: 'Add a section showing a space',
    params: SiteParams, body: SectionAdd, response: SiteSection, status: 201,
  }),
  updateSiteSectionById: op({
    id: 'updateSiteSectionById', method: 'PATCH', path: `${O}/sites/{siteId}/sections/{siteSectionId}`, summary: 'Update a section',
    params: SectionParams, body: SectionUpdate, response: SiteSection,
  }),
  moveSiteSection: op({
    id: 'moveSiteSection', method: 'POST', path: `${O}/sites/{siteId}/sections/{siteSectionId}/move`, summary: 'Move a section before or after another',
    params: SectionParams, body: SectionMove, response: SiteSection,
  }),
  deleteSiteSectionById: op({
    id: 'deleteSiteSectionById', method: 'DELETE', path: `${O}/sites/{siteId}/sections/{siteSectionId}`, summary: 'Delete a section and its site spaces',
    params: SectionParams,
  }),

  listSiteSectionGroups: op({
    id: 'listSiteSectionGroups', method: 'GET', path: `${O}/sites/{siteId}/section-groups`, summary: 'List a site\'s section groups with their sections',
    params: SiteParams, query: ListQuery, response: listOf(SiteSectionGroup),
  }),
  addSectionGroupToSite: op({
    id: 'addSectionGroupToSite', method: 'POST', path: `${O}/sites/{siteId}/section-groups`, summary: 'Gather sections in a new group',
    params: SiteParams, body: SectionGroupCreate, response: SiteSectionGroup, status: 201,
  }),
  updateSiteSectionGroupById: op({
    id: 'updateSiteSectionGroupById', method: 'PATCH', path: `${O}/sites/{siteId}/section-groups/{siteSectionGroupId}`, summary: 'Rename a section group or change its icon',
    params: SectionGroupParams, body: SectionGroupUpdate, response: SiteSectionGroup,
  }),
  deleteSiteSectionGroupById: op({
    id: 'deleteSiteSectionGroupById', method: 'DELETE', path: `${O}/sites/{siteId}/section-groups/{siteSectionGroupId}`,
    summary: 'Delete a section group; its sections stay where it stood', params: SectionGroupParams,
  }),
  addSectionToGroup: op({
    id: 'addSectionToGroup', method: 'POST', path: `${O}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections`, summary: 'Put a section at the end of a group',
    params: SectionGroupParams, body: SectionGroupAddSection, response: SiteSectionGroup, status: 201,
  }),
  removeSectionFromGroup: op({
    id: 'removeSectionFromGroup', method: 'DELETE', path: `${O}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections/{siteSectionId}`,
    summary: 'Take a section out of a group; it stands just after the group', params: SectionInGroupParams,
  }),
  moveSiteSectionGroup: op({
    id: 'moveSiteSectionGroup', method: 'POST', path: `${O}/sites/{siteId}/section-groups/{siteSectionGroupId}/move`,
    summary: 'Move a section group before or after a top-level section or group, or to the end',
    params: SectionGroupParams, body: SectionGroupMove, response: SiteSectionGroup,
  }),
  getPublishedContentSite: op({
    id: 'getPublishedContentSite', method: 'GET', path: `${O}/sites/{siteId}/published`, summary: 'The published site: its structure in reading order',
    params: SiteParams, query: PublishedQuery, response: PublishedContentSite,
  }),

  getSiteCustomizationById: op({
    id: 'getSiteCustomizationById', method: 'GET', path: `${O}/sites/{siteId}/customization`, summary: 'The published look of a site: title, logo, colours, fonts, favicon',
    params: SiteParams, query: SiteCustomizationQuery, response: SiteCustomization,
  }),
  updateSiteCustomizationById: op({
    id: 'updateSiteCustomizationById', method: 'PUT', path: `${O}/sites/{siteId}/customization`,
    summary: 'Replace the published look of a site: settings left out go back to their defaults',
    params: SiteParams, body: SiteCustomizationPut, response: SiteCustomization,
  }),

  getSiteAdaptiveSchema: op({
    id: 'getSiteAdaptiveSchema', method: 'GET', path: `${O}/sites/{siteId}/adaptive-schema`, summary: 'Get the visitor schema of adaptive content',
    params: SiteParams, response: AdaptiveSchema,
  }),
  updateSiteAdaptiveSchema: op({
    id: 'updateSiteAdaptiveSchema', method: 'PUT', path: `${O}/sites/{siteId}/adaptive-schema`, summary: 'Replace the visitor schema',
    params: SiteParams, body: AdaptiveSchemaPut, response: AdaptiveSchema,
  }),
  listSiteAdaptiveTemplateConditions: op({
    id: 'listSiteAdaptiveTemplateConditions', method: 'GET', path: `${O}/sites/{siteId}/adaptive-schema/template-conditions`,
    summary: 'Suggested conditions from the visitor schema',
    params: SiteParams, response: TemplateConditions,
  }),
  getSitePublishingAuthById: op({
    id: 'getSitePublishingAuthById', method: 'GET', path: `${O}/sites/{siteId}/publishing/auth`,
    summary: 'How visitors of the published site are authenticated, with the key their tokens are signed with',
    params: SiteParams, response: SitePublishingAuth,
  }),
  updateSitePublishingAuthById: op({
    id: 'updateSitePublishingAuthById', method: 'PATCH', path: `${O}/sites/{siteId}/publishing/auth`,
    summary: 'Change the visitor authentication backend and its fallback and logout URLs',
    params: SiteParams, body: SitePublishingAuthUpdate, response: SitePublishingAuth,
  }),
  regenerateSitePublishingAuthById: op({
    id: 'regenerateSitePublishingAuthById', method: 'POST', path: `${O}/sites/{siteId}/publishing/auth/regenerate`,
    summary: 'Issue a new signing key for visitor tokens; tokens signed with the old one stop working',
    params: SiteParams, response: SitePublishingAuth,
  }),
};

export type Operations = typeof operations;
export type OperationId = keyof Operations;
