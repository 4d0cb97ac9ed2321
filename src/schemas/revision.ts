import * as z from 'zod';
import { Id, JsonDocument, ListQuery, Timestamp, query } from './common.js';
import { User } from './user.js';
import { PageMetaLinks } from './meta-links.js';

/** A variable's value as GitBook's spec takes it: a string of at most 256 characters, a number or a boolean. */
export const VariableValue = z.union([z.string().max(256), z.number(), z.boolean()]);
/** Variables by name: a revision's (space variables, `.gitbook/vars.yaml` in Git Sync) or a page's. */
export const Variables = z.record(z.string(), VariableValue);
export type Variables = z.infer<typeof Variables>;

/** Which of GitBook's page layout elements show, and how its cover is drawn. */
export const PageLayout = z.object({
  width: z.enum(['default', 'wide']),
  cover: z.boolean(),
  coverSize: z.enum(['hero', 'full']),
  coverMask: z.enum(['none', 'radial']),
  title: z.boolean(),
  description: z.boolean(),
  tableOfContents: z.boolean(),
  outline: z.boolean(),
  pagination: z.boolean(),
  metadata: z.boolean(),
  tags: z.boolean(),
  actions: z.boolean(),
  anchors: z.boolean(),
});

/** A page's cover: an image of the space's files or at a URL, and its vertical position. */
export const PageCover = z.object({
  ref: z.union([z.object({ kind: z.literal('file'), file: z.string() }), z.object({ kind: z.literal('url'), url: z.string() })]),
  yPos: z.number(),
});

/** Where a page or file is in the Git repository its content syncs with: its path, and its blob's git SHA-1. */
export const GitBlob = z.object({ oid: z.string(), path: z.string() });

/** The most characters GitBook's spec lets a page's `linkTitle` have. */
export const LINK_TITLE_MAX_LENGTH = 100;

/** A body as GitBook's JSON document, as the sandbox answers it (the spec's JSONDocument: its nodes are checked by the format's tests, not here). */
export const DocumentRead = z.object({ object: z.literal('document'), data: z.record(z.string(), z.unknown()), nodes: z.array(z.unknown()) });

/** What every kind of page shows: GitBook's `RevisionPageBase`. */
const PageIdentity = z.object({
  id: z.string(),
  title: z.string().min(1),
  /** GitBook's short title for the page in the table of contents (a SUMMARY.md link's title), where it differs. */
  linkTitle: z.string().min(1).max(LINK_TITLE_MAX_LENGTH).optional(),
  emoji: z.string().optional(),
  icon: z.string().optional(),
  createdAt: Timestamp.optional(),
  updatedAt: Timestamp.optional(),
});

/** What a page with a place of its own in the revision's paths (a document or a group) shows. */
const PageBase = PageIdentity.extend({
  slug: z.string(),
  path: z.string(),
  hidden: z.boolean().optional(),
  noIndex: z.boolean().optional(),
  noRobotsIndex: z.boolean().optional(),
});

/**
 * Where a link page leads (GitBook's `ContentRef`, the kinds a table of contents links to): a URL,
 * a page of the space, or an anchor of one.
 */
export const PageLinkTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('url'), url: z.string().min(1) }),
  z.object({ kind: z.literal('page'), page: z.string() }),
  z.object({ kind: z.literal('anchor'), anchor: z.string().min(1), page: z.string().optional() }),
]);
export type PageLinkTarget = z.infer<typeof PageLinkTarget>;

/** A page of the space as computation depends on it by ref: an OpenAPI specification (by slug), a space. */
const ComputedDependency = z.object({
  ref: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('openapi'), spec: z.string().min(1) }),
    z.object({ kind: z.literal('space'), space: z.string().min(1) }),
    z.object({ kind: z.literal('translation'), translation: z.string().min(1) }),
  ]),
});

/**
 * What a computed page is computed from (GitBook's `ComputedContentSourceRevision`): an OpenAPI
 * specification's reference pages, a translation, or an integration's pages; with the
 * properties each takes. GitBook's Git Sync writes it as YAML in SUMMARY.md.
 */
export const ComputedSource = z.union([
  z.object({
    type: z.literal('builtin:openapi'),
    props: z.looseObject({ models: z.boolean(), downloadLink: z.boolean().optional(), grouping: z.enum(['by-tag', 'by-operation']).optional() }),
    dependencies: z.object({ spec: ComputedDependency.extend({ ref: z.object({ kind: z.literal('openapi'), spec: z.string().min(1) }) }) }),
  }),
  z.object({
    type: z.literal('builtin:translation'),
    props: z.strictObject({}),
    dependencies: z.object({ translation: ComputedDependency.extend({ ref: z.object({ kind: z.literal('translation'), translation: z.string().min(1) }) }) }),
  }),
  z.object({
    type: z.string().regex(/^integration:[^:]+:[^:]+$/),
    props: z.record(z.string(), z.unknown()),
    dependencies: z.record(z.string(), ComputedDependency).optional(),
  }),
]);
export type ComputedSource = z.infer<typeof ComputedSource>;

/** A page of the table of contents that leads elsewhere: a URL, another page, an anchor. No body, no subpages. */
export const RevisionPageLink = PageIdentity.extend({
  kind: z.literal('link'),
  type: z.literal('link'),
  target: PageLinkTarget,
  /** Where the target is, for a reader: the URL, or the app's address of the page. */
  href: z.string().optional(),
  hidden: z.boolean().optional(),
});

/** A page GitBook computes (an OpenAPI specification's reference): its definition, no body of its own. */
export const RevisionPageComputed = PageIdentity.extend({
  type: z.literal('computed'),
  computed: ComputedSource,
});

/** A page under a document or a group: a document, a link or a computed page. */
export type RevisionSubpage = RevisionPageDocument | z.infer<typeof RevisionPageLink> | z.infer<typeof RevisionPageComputed>;

export interface RevisionPageDocument extends z.infer<typeof PageBase> {
  kind: 'sheet';
  type: 'document';
  urls: { app: string };
  description?: string;
  /** The page as its Git Sync file, or (with `format=document`) its body as GitBook's JSON document: never both. */
  markdown?: string;
  /** The id of its body's document (`getDocumentById`), which changes with the body; none for an empty page. */
  documentId?: string;
  document?: { object: 'document'; data: Record<string, unknown>; nodes: unknown[] };
  pages: RevisionSubpage[];
  layout: z.infer<typeof PageLayout>;
  tags: never[];
  cover?: z.infer<typeof PageCover>;
  git?: z.infer<typeof GitBlob>;
  /** The page's variables (`vars:` in its front matter). */
  variables?: Variables;
  /** Its canonical version and alternates (`metaLinks:` in its front matter). */
  metaLinks?: PageMetaLinks;
}

/** A document page: a body, and its subpages. */
export const RevisionPageDocument: z.ZodType<RevisionPageDocument> = z.lazy(() =>
  PageBase.extend({
    kind: z.literal('sheet'),
    type: z.literal('document'),
    urls: z.object({ app: z.url() }),
    description: z.string().optional(),
    markdown: z.string().optional(),
    documentId: z.string().optional(),
    document: DocumentRead.optional(),
    pages: z.array(RevisionSubpage),
    layout: PageLayout,
    // The sandbox has no tags to put on pages (GitBook's tags are an organization's, made in its app).
    tags: z.array(z.never()),
    cover: PageCover.optional(),
    git: GitBlob.optional(),
    variables: Variables.optional(),
    metaLinks: PageMetaLinks.optional(),
  }),
);

/** A group of pages (a heading of the table of contents): at the top level, with no body. */
export const RevisionPageGroup = PageBase.extend({
  kind: z.literal('group'),
  type: z.literal('group'),
  pages: z.array(z.lazy(() => RevisionSubpage)),
});

/** A page under a document or a group: a document, a link or a computed page. */
const RevisionSubpage: z.ZodType<RevisionSubpage> = z.lazy(() => z.union([RevisionPageDocument, RevisionPageLink, RevisionPageComputed]));

/** A page of a revision as the API answers it: a document page, nested, a group of them, a link or a computed page. */
export const RevisionPage = z.union([RevisionPageDocument, RevisionPageGroup, RevisionPageLink, RevisionPageComputed]);
export type RevisionPage = z.infer<typeof RevisionPage>;

export const RevisionFile = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  downloadURL: z.string(),
  size: z.number(),
  dimensions: z.object({ width: z.number(), height: z.number() }).optional(),
});

/** A reusable content of a revision: a snippet pages include; its body is the document of id `document`, its Git Sync file `git`. */
export const RevisionReusableContent = z.object({ id: z.string(), title: z.string(), document: z.string(), git: GitBlob.optional() });
export const ReusableContentParams = z.object({ spaceId: Id, reusableContentId: Id });
export const ChangeRequestReusableContentParams = ReusableContentParams.extend({ changeRequestId: Id });
export const DocumentParams = z.object({ spaceId: Id, documentId: Id });
export const DocumentByIdQuery = z.object({
  schema: z.enum(['current', 'next']).optional().describe("the version of GitBook's document model to answer in: the sandbox has one, the current"),
});

export const FileParams = z.object({ spaceId: Id, fileId: Id });
export const ChangeRequestFileParams = z.object({ spaceId: Id, changeRequestId: Id, fileId: Id });
export const FileListQuery = ListQuery.extend({
  metadata: query.boolean.optional().describe('include git metadata'),
  computed: query.boolean.optional().describe('include computed pages'),
});

export const PdfQuery = z.object({
  only: query.boolean.optional().describe('with --page: that page alone, without its subpages'),
  page: Id.optional().describe('a page to render, with its subpages'),
});
export const PdfResult = z.object({ url: z.url() });

export const ChangeRequestStatus = z.enum(['draft', 'open', 'archived', 'merged']);
export type ChangeRequestStatus = z.infer<typeof ChangeRequestStatus>;

export const ChangeRequest = z.object({
  object: z.literal('change-request'),
  id: z.string(),
  space: z.string(),
  number: z.number().int(),
  status: ChangeRequestStatus,
  subject: z.string().max(100),
  description: JsonDocument.optional(),
  createdBy: User,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  revision: z.string(),
  revisionInitial: z.string(),
  revisionMergedAncestor: z.string().optional(),
  revisionMerged: z.string().optional(),
  comments: z.number().int(),
  outdated: z.boolean(),
  urls: z.object({ app: z.url(), location: z.url() }),
  /** The style guide check that opened it, when one did (createSiteStyleguideRun). */
  styleguide: z.object({ site: z.string(), run: z.string(), changedPages: z.number().optional(), checkedAt: Timestamp.optional() }).optional(),
});
export type ChangeRequest = z.infer<typeof ChangeRequest>;

export const Revision = z.object({
  object: z.literal('revision'),
  id: z.string(),
  type: z.enum(['edits', 'merge', 'update']),
  mergedFrom: ChangeRequest.optional(),
  parents: z.array(z.string()),
  pages: z.array(RevisionPage),
  files: z.array(RevisionFile),
  reusableContents: z.array(RevisionReusableContent),
  tags: z.array(z.never()),
  variables: Variables,
  createdAt: Timestamp,
  urls: z.object({ app: z.url() }),
});
export type Revision = z.infer<typeof Revision>;

export const ContentQuery = z.object({
  metadata: query.boolean.optional().describe('include git metadata'),
  computed: query.boolean.optional().describe("a computed page as the pages it computes, in its place (GitBook's default), not as its definition"),
});
/** GitBook's `dereferenced`: what a document refers to shown in place. The sandbox's references to show are reusable contents, so both values show them. */
const Dereferenced = z
  .union([query.boolean, z.literal('reusable-contents')])
  .optional()
  .describe('with the reusable contents it includes in place of their blocks (true or reusable-contents)');

export const PageQuery = ContentQuery.extend({
  format: z.enum(['document', 'markdown']).optional().describe('the page as Markdown (default) or as a GitBook JSON document'),
  'format.markdown.refs': z
    .enum(['relative', 'stable'])
    .optional()
    .describe("with format=markdown: links to the space's pages and files as written (relative, the default) or by id (stable: /pages/{id}, /files/{id})"),
  evaluated: z
    .union([query.boolean, z.literal('deterministic-only')])
    .optional()
    .describe('with expressions evaluated: all of them (true) or those of deterministic inputs only'),
  dereferenced: Dereferenced,
});
export const SearchQuery = ListQuery.extend({ query: z.string().min(1).max(512) });
/** How well a result matches: higher is better, unbounded (a page's is the sum of its sections'). */
const SearchScore = z.number().nonnegative();
const SearchSection = z.object({ id: z.string(), title: z.string(), path: z.string(), body: z.string(), score: SearchScore, urls: z.object({ app: z.url() }) });
export const SearchPageResult = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  path: z.string(),
  ancestors: z.array(z.object({ title: z.string() })),
  sections: z.array(SearchSection),
  score: SearchScore,
  /** The page's place among all the pages found, from 1, whatever page of results it is on. */
  rank: z.number().int().min(1),
  urls: z.object({ app: z.url() }),
});
export const SearchSpaceResult = z.object({
  type: z.literal('space'),
  id: z.string(),
  title: z.string(),
  score: SearchScore,
  pages: z.array(SearchPageResult),
});
export const PagesList = z.object({ pages: z.array(RevisionPage) });

export const ChangeRequestPathParams = z.object({ spaceId: Id, changeRequestId: Id });
export const PagePathParams = z.object({ spaceId: Id, pageId: Id });
export const ChangeRequestPagePathParams = ChangeRequestPathParams.extend({ pageId: Id });
export const RevisionPathParams = z.object({ spaceId: Id, revisionId: Id });
export const RevisionPagePathParams = RevisionPathParams.extend({ pageId: Id });

/** A page's path in its revision (`guide/install`), slashes and all: matched against the pages' own, it never reaches the disk. */
const PagePath = z.string().min(1).max(2048);
export const PageByPathParams = z.object({ spaceId: Id, pagePath: PagePath });
export const ChangeRequestPageByPathParams = ChangeRequestPathParams.extend({ pagePath: PagePath });
export const RevisionPageByPathParams = RevisionPathParams.extend({ pagePath: PagePath });
export const RevisionFileParams = RevisionPathParams.extend({ fileId: Id });
export const RevisionReusableContentParams = RevisionPathParams.extend({ reusableContentId: Id });
/** How a document is read: GitBook's `evaluated` and `dereferenced`. */
export const DocumentQuery = z.object({
  evaluated: PageQuery.shape.evaluated,
  dereferenced: Dereferenced,
});

export const ChangeRequestListQuery = ListQuery.extend({
  status: ChangeRequestStatus.optional(),
  contributor: Id.optional().describe('only those this user contributed to (a user ID)'),
  creator: Id.optional().describe('only those this user created (a user ID)'),
  orderBy: z.enum(['updatedAt', 'createdAt']).optional().describe('latest first by when they were last updated (the default) or created'),
});
/** The organization's change requests, across its spaces: several statuses (open by default), newest first by `orderBy`. */
export const OrganizationChangeRequestListQuery = ListQuery.extend({
  status: z
    .union([ChangeRequestStatus, z.array(ChangeRequestStatus).max(4)])
    .optional()
    .describe('only these statuses (default: open)'),
  creator: Id.optional().describe('only those this user created (a user ID)'),
  contributor: Id.optional().describe('only those this user contributed to (a user ID)'),
  requestedReviewer: Id.optional().describe('only those this user is asked to review (a user ID)'),
  site: Id.optional().describe('only those linked to this site (a site ID)'),
  space: Id.optional().describe('only those of this space (a space ID)'),
  topic: z.string().max(128).optional().describe('only those linked to this site topic'),
  styleguideRun: z.string().max(128).optional().describe('only those a style guide check run opened'),
  finding: z.enum(['none', 'all']).optional().describe('whether change requests from triage are included'),
  orderBy: z.enum(['updatedAt', 'createdAt']).optional().describe('newest first by this date (default updatedAt)'),
});
export type OrganizationChangeRequestListQuery = z.infer<typeof OrganizationChangeRequestListQuery>;

/** Someone who took part in a change request: by writing its revisions (`edit`), else by discussing it (`comment`). */
export const ChangeRequestContributor = z.object({
  user: User,
  actionType: z.enum(['edit', 'comment']),
  count: z.number().int(),
  updatedAt: Timestamp,
});
export type ChangeRequestContributor = z.infer<typeof ChangeRequestContributor>;

export const ChangeRequestCreate = z.object({ subject: z.string().max(100).optional(), agentTaskId: z.string().max(128).optional() });
export const ChangeRequestUpdate = z.object({
  subject: z.string().max(100).optional(),
  description: JsonDocument.optional().describe('what it changes and why: a GitBook JSON document'),
  status: z.enum(['draft', 'open', 'archived']).optional(),
});
export const MergeResult = z.object({ revision: z.string(), result: z.literal('merge') });
export const UpdateResult = z.object({ revision: z.string(), result: z.literal('update') });

export const ImportSource = z.enum(['website', 'docx', 'markdown', 'html', 'zip', 'confluence', 'github-wiki', 'notion', 'google-docs']);
export const ImportContent = z.object({ url: z.url({ protocol: /^https?$/ }).max(2048), source: ImportSource });
export const ImportResult = z.object({ revision: z.string(), importedResources: z.number().int(), totalResources: z.number().int() });

export const TemplateApply = z.object({
  id: z.string().max(64),
  params: z.object({ contentRefs: z.record(z.string(), z.object({ kind: z.literal('file'), file: z.string() })).optional() }).optional(),
});
