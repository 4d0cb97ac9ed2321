import { op } from './operation.js';
import { S } from './organization-operations.js';
import { ChangeRequestPagePathParams, PagePathParams, RevisionPagePathParams } from './revision.js';
import { PageMetaLinks } from './meta-links.js';

/** A page's meta links (its canonical version and alternates, from its front matter), in a space's content, a revision or a change request. */
export const metaLinkOperations = {
  listSpacePageMetaLinks: op({
    id: 'listSpacePageMetaLinks',
    method: 'GET',
    path: `${S}/content/page/{pageId}/meta-links`,
    summary: "List a page's meta links: its canonical URL and alternates",
    params: PagePathParams,
    response: PageMetaLinks,
  }),
  listRevisionPageMetaLinks: op({
    id: 'listRevisionPageMetaLinks',
    method: 'GET',
    path: `${S}/revisions/{revisionId}/page/{pageId}/meta-links`,
    summary: "List a page's meta links as a revision of the space has them",
    params: RevisionPagePathParams,
    response: PageMetaLinks,
  }),
  listChangeRequestPageMetaLinks: op({
    id: 'listChangeRequestPageMetaLinks',
    method: 'GET',
    path: `${S}/change-requests/{changeRequestId}/content/page/{pageId}/meta-links`,
    summary: "List a page's meta links in a change request",
    params: ChangeRequestPagePathParams,
    response: PageMetaLinks,
  }),
};
