import * as z from 'zod';
import { DefaultLevel, JsonDocument, MemberRoleOrGuest, Timestamp, Url } from '../schemas/common.js';
import { EditMode, Language, Visibility } from '../schemas/content.js';
import { SpecErrorCode, SpecProcessingError } from '../schemas/openapi.js';
import { OrganizationDefaultContent } from '../schemas/organization.js';
import { MergeRulesSpace, MergeRulesStandalone } from '../schemas/merge-rules.js';
import { ChangeRequest, type Variables } from '../schemas/revision.js';
import { ImportRun } from '../schemas/imports.js';
import { ReviewStatus } from '../schemas/review.js';
import type { SiteRedirectDestination } from '../schemas/site-redirect.js';
import type { StoredInsightsEvent } from '../schemas/site-insights.js';
import { TeamMemberRole } from '../schemas/team.js';
import type { FileNode, PageNode, ReusableContentNode } from '../format/page.js';

/**
 * What the store keeps on disk, one JSON file per record. Every record has a `seq`,
 * its creation order, which orders lists and makes cursors stable. Counts and
 * permissions are not stored: they are derived when a record is read.
 */
const Base = z.object({ id: z.string(), seq: z.number().int() });
/** What every record holds, whatever its kind. */
export const RecordBase = Base;

export const UserRecord = Base.extend({ displayName: z.string(), email: z.string(), photoURL: Url.optional() });

export const OrganizationRecord = Base.extend({
  title: z.string(),
  createdAt: Timestamp,
  emailDomains: z.array(z.string()),
  hostname: z.string().optional(),
  defaultRole: MemberRoleOrGuest,
  defaultContent: OrganizationDefaultContent.optional(),
  logo: Url.optional(),
  sso: z.boolean(),
  ai: z.boolean(),
  inviteLinks: z.boolean(),
  /** Absent in stores written before merge rules, and until an admin sets them: none. */
  mergeRules: MergeRulesStandalone.optional(),
});

/** Id: `<organization>.<user>`. */
export const MemberRecord = Base.extend({
  organization: z.string(),
  user: z.string(),
  role: MemberRoleOrGuest,
  joinedAt: Timestamp,
  lastSeenAt: Timestamp.optional(),
  sso: z.boolean(),
});

/** A link that lets whoever opens it join its organization with its role; GitBook's links do not expire. */
export const InviteLinkRecord = Base.extend({ organization: z.string(), role: MemberRoleOrGuest, createdAt: Timestamp });
export type InviteLinkRecord = z.infer<typeof InviteLinkRecord>;

export const TeamRecord = Base.extend({ organization: z.string(), title: z.string(), createdAt: Timestamp });

/** Id: `<team>.<user>`. */
export const TeamMemberRecord = Base.extend({
  organization: z.string(),
  team: z.string(),
  user: z.string(),
  role: TeamMemberRole,
});

export const SamlRecord = Base.extend({
  organization: z.string(),
  label: z.string(),
  entityID: z.string(),
  certificate: z.string(),
  ssoURL: z.string(),
  defaultTeam: z.string().optional(),
  defaultRole: MemberRoleOrGuest,
  createdAt: Timestamp,
});

/** Spaces and collections share one ordering, `order`, which moves rewrite. */
export const CollectionRecord = Base.extend({
  organization: z.string(),
  title: z.string(),
  description: z.string().optional(),
  parent: z.string().optional(),
  defaultLevel: DefaultLevel,
  order: z.number(),
});

export const SpaceRecord = Base.extend({
  organization: z.string(),
  title: z.string(),
  emoji: z.string(),
  visibility: Visibility,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  deletedAt: Timestamp.optional(),
  editMode: EditMode,
  parent: z.string().optional(),
  language: Language.optional(),
  defaultLevel: DefaultLevel,
  revision: z.string(),
  shareKey: z.string(),
  order: z.number(),
  /** Absent in stores written before merge rules, and until an admin sets them: the organization's. */
  mergeRules: MergeRulesSpace.optional(),
  /** A site's style guide (createSiteStyleguideById); absent for a content space. */
  type: z.literal('styleguide').optional(),
});

export const ClockRecord = Base.extend({ offsetMs: z.number() });

/**
 * An immutable snapshot of a space's content, as the rules read it (every page with its
 * Markdown). Revisions are written once and never changed; on disk they are trees of shared
 * objects (revision-trees.ts), read back when asked rather than held in memory.
 */
export interface RevisionRecord {
  id: string;
  seq: number;
  type: 'edits' | 'merge' | 'update';
  parents: string[];
  /** The change request a merge revision came from. */
  mergedFrom?: string;
  /** The space it was written for: its history is what it may be read from. Revisions written before they named it have none. */
  space?: string;
  /** Who wrote it (a user's id): a change request's contributors are the authors of its revisions. Unknown for revisions written before. */
  author?: string;
  createdAt: string;
  pages: PageNode[];
  files: FileNode[];
  variables: Variables;
  reusableContents: ReusableContentNode[];
}

/** What a revision says of itself beside its content: enough to walk a history without reading any page. */
export type RevisionHeader = Omit<RevisionRecord, 'pages' | 'files' | 'variables' | 'reusableContents'>;

/** The change request's own fields, as the API shows them, plus its space and author's id. */
export const ChangeRequestRecord = Base.extend(
  ChangeRequest.pick({
    number: true,
    status: true,
    subject: true,
    description: true,
    createdAt: true,
    updatedAt: true,
    revision: true,
    revisionInitial: true,
    revisionMergedAncestor: true,
    revisionMerged: true,
    styleguide: true,
  }).shape,
).extend({ space: z.string(), createdBy: z.string() });

/** A review of a change request: a judgement of the revision it was made on. */
export const ReviewRecord = Base.extend({
  space: z.string(),
  changeRequest: z.string(),
  reviewer: z.string(),
  /** Who had asked the reviewer for it, if anyone had. */
  requestedBy: z.string().optional(),
  status: ReviewStatus,
  revision: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

/** A user asked to review a change request. Id: `<change request>.<user>`; asking again replaces it. */
export const ReviewRequestRecord = Base.extend({
  space: z.string(),
  changeRequest: z.string(),
  user: z.string(),
  requestedBy: z.string(),
  revision: z.string(),
  createdAt: Timestamp,
});

export type UserRecord = z.infer<typeof UserRecord>;
export type OrganizationRecord = z.infer<typeof OrganizationRecord>;
export type MemberRecord = z.infer<typeof MemberRecord>;
export type TeamRecord = z.infer<typeof TeamRecord>;
export type TeamMemberRecord = z.infer<typeof TeamMemberRecord>;
export type SamlRecord = z.infer<typeof SamlRecord>;
export type CollectionRecord = z.infer<typeof CollectionRecord>;
export type SpaceRecord = z.infer<typeof SpaceRecord>;
export type ClockRecord = z.infer<typeof ClockRecord>;

/**
 * Where a spec's document comes from: a URL, fetched at each processing, or the document sent as
 * text (`source.text`), kept as a blob.
 */
export type OpenApiSource = { sourceURL: string; sourceBlob?: never } | { sourceBlob: string; sourceURL?: never };

export type OpenApiSpecRecord = OpenApiSource & {
  id: string;
  seq: number;
  organization: string;
  slug: string;
  visibility: 'private' | 'public';
  createdAt: string;
  updatedAt: string;
  processingState: 'pending' | 'progress' | 'complete';
  lastVersion?: string;
  lastProcessedAt?: string;
  lastProcessErrorCode?: z.infer<typeof SpecErrorCode>;
  /** Every error the last processing met (a document can break many rules), each with the code of the failure. */
  lastProcessedErrors?: z.infer<typeof SpecProcessingError>[];
};

/** One document of a spec: immutable; its bytes are a blob. */
export interface OpenApiVersionRecord {
  id: string;
  seq: number;
  spec: string;
  createdAt: string;
  /** Where it was fetched from; a document sent as text has no URL of its own. */
  url?: string;
  fileName: string;
  /** The source's text, as fetched or sent. */
  blob: string;
  /**
   * Its document as JSON, parsed once at processing: what reads serve. A version an older sandbox
   * processed has none until it is first read; then `documentError` says why it cannot be served, if it cannot.
   */
  document?: string;
  documentError?: string;
  /** The blob of the operations its page lists (SpecOperations as JSON), listed with its document. */
  operations?: string;
}

export interface TranslationRecord {
  id: string;
  seq: number;
  organization: string;
  source: { space: string; language: z.infer<typeof Language> };
  language: z.infer<typeof Language>;
  instructions: { object: 'document'; data: Record<string, unknown>; nodes: unknown[] };
  status: 'pending' | 'running' | 'completed';
  result?: { space: string; revision: string };
  lastRunError?: string;
  createdAt: string;
  updatedAt: string;
  stats: { runs: number; totalWords: number; totalPages: number; totalDuration: number; latestRunDuration: number; latestPages: number; latestWords: number };
}

export interface SiteRecord {
  id: string;
  seq: number;
  organization: string;
  type: 'basic' | 'premium' | 'ultimate' | 'sponsored' | 'legacy-basic' | 'legacy-premium';
  title: string;
  visibility: 'public' | 'unlisted' | 'share-link' | 'visitor-auth';
  basename?: string;
  proxy?: string;
  agentsContext: 'excluded' | 'included';
  adaptiveContent: boolean;
  defaultSection?: string;
  /** The visitor claims adaptive content may test; a draft-07 JSON Schema. */
  adaptiveSchema?: { jsonSchema: Record<string, unknown>; updatedAt: string };
  /** How visitors of a visitor-auth site are checked; its signing key is kept with the sandbox's secrets. */
  publishingAuth?: { backend: 'custom' | 'integration'; fallbackURL?: string; logoutURL?: string };
  /** Taken offline (unpublishSite): its published URLs are not found until it is published again. */
  unpublished?: true;
  /** The published look the site's admins set, as GitBook's spec let them send it; unset settings read as GitBook's defaults. */
  customization?: { settings: Record<string, unknown>; updatedAt: string };
  /** Its place in GitBook's ads programme, once its admins asked for one; `zoneId` once the ads platform put it live. */
  ads?: SiteAdsRecord;
  /** The id of the space holding its style guide, made by createSiteStyleguideById. */
  styleguide?: string;
  createdAt: string;
}

export interface SiteAdsRecord {
  status: 'pending' | 'in-review' | 'live' | 'rejected' | 'disabled';
  topic?: 'webdev' | 'crypto';
  zoneId?: string;
  reportingId?: string;
  reason?: string;
  /** The email of who submitted the site for review: whom the ads platform writes to. */
  contact?: string;
}

/** A GitBook Agent channel of a site: the external tool (Slack, Discord, Linear, GitHub) it answers or collaborates in. */
export interface SiteChannelRecord {
  id: string;
  seq: number;
  site: string;
  type: 'builtin:slack' | 'builtin:discord' | 'builtin:linear' | 'builtin:github';
  setupSettings: Record<string, string[]>;
  role: 'collaborator' | 'support';
  createdAt: string;
}

/** A link out of a site, standing among its sections (`group`, or none at the top level; `order` among them). */
export interface SiteExternalLinkRecord {
  id: string;
  seq: number;
  site: string;
  group?: string;
  order: number;
  title: string;
  localizedTitle?: Record<string, string>;
  description?: string;
  localizedDescription?: Record<string, string>;
  icon?: string;
  url: string;
  draft: boolean;
  condition?: string;
}

/** A space shown on a site; `order` places it among the site's (or its section's) spaces. */
export interface SiteSpaceRecord {
  id: string;
  seq: number;
  site: string;
  space: string;
  /** The section it is a variant of; none while the site has no sections. */
  section?: string;
  path: string;
  condition?: string;
  /** What this site space's published pages show instead of the site's look, setting by setting (never null: a null clears). */
  customization?: { settings: Record<string, unknown>; updatedAt: string };
  order: number;
}

export interface SiteSectionRecord {
  id: string;
  seq: number;
  site: string;
  title: string;
  path: string;
  description?: string;
  condition?: string;
  icon?: string;
  defaultSiteSpace?: string;
  /** The group it sits in; `order` then places it within the group, else at the site's top level. */
  group?: string;
  order: number;
}

/** Sections gathered under a title; `order` places it at the site's top level, among ungrouped sections. */
export interface SiteSectionGroupRecord {
  id: string;
  seq: number;
  site: string;
  title: string;
  icon?: string;
  order: number;
}

/** A path of a site that leads elsewhere; a source has at most one live and one draft redirect. */
export interface SiteRedirectRecord {
  id: string;
  seq: number;
  site: string;
  source: string;
  draft: boolean;
  captureWildcard: boolean;
  permanent: boolean;
  destination: SiteRedirectDestination;
  createdAt: string;
  updatedAt?: string;
}

/** A conversation with GitBook's agent, under the id its client chose: one record per organization and id. */
export interface AgentConversationRecord {
  id: string;
  seq: number;
  organization: string;
  /** The id its client chose: unique within its organization only. */
  conversation: string;
  createdBy: string;
  title?: string;
  createdAt: string;
  updatedAt: string;
}

/** An organization's instructions to GitBook's Docs agent: one record per organization, under its id. */
export interface AgentInstructionsRecord {
  id: string;
  seq: number;
  instructions: Record<string, unknown>;
  updatedAt: string;
  updatedBy: string;
}

/** A term of an organization's translation glossary, in each language it is known in. */
export interface GlossaryEntryRecord {
  id: string;
  seq: number;
  organization: string;
  translations: Partial<Record<string, string>>;
  createdAt: string;
  updatedAt: string;
}

export interface ShareLinkRecord {
  id: string;
  seq: number;
  site: string;
  name: string;
  active: boolean;
  /** The secret that opens a share-link site. */
  key: string;
  createdAt: string;
}

/**
 * A custom hostname, by the name itself (its id): the site it serves and where its checks stand. Removed, it is
 * no longer the site's (`active` false) but still leads there, as GitBook's does, until another site takes it.
 */
export interface CustomHostnameRecord {
  id: string;
  seq: number;
  site: string;
  organization: string;
  active: boolean;
  status: 'dns_no_cname' | 'live';
}

export interface Reaction {
  emoji: string;
  user: string;
  reactedAt: string;
}

/** A comment on a space or, with `changeRequest`, on a change request. */
export interface CommentRecord {
  id: string;
  seq: number;
  space: string;
  changeRequest?: string;
  revision: string;
  postedBy: string;
  postedAt: string;
  editedAt?: string;
  markdown: string;
  /** The review it was posted with. */
  review?: string;
  page?: string;
  node?: string;
  tableCell?: { record: string; definition: string };
  status: 'open' | 'resolved';
  resolvedAt?: string;
  resolvedBy?: string;
  reactions: Reaction[];
}

export interface ReplyRecord {
  id: string;
  seq: number;
  comment: string;
  postedBy: string;
  postedAt: string;
  editedAt?: string;
  markdown: string;
  reactions: Reaction[];
}
/**
 * A file upload an organization asked for (generateStorageUploadURL): what was declared, until when
 * its URL takes the bytes, and, once they came, their blob. Its id is the one its URL names.
 */
export const StorageUploadRecord = Base.extend({
  organization: z.string(),
  createdBy: z.string(),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  kind: z.enum(['customization_font', 'import_file', 'organization_file']),
  key: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  blob: z.string().optional(),
  uploadedAt: Timestamp.optional(),
});
export type StorageUploadRecord = z.infer<typeof StorageUploadRecord>;

/** An organization's custom font: its faces keep the bytes their uploads held when they were named, so a later upload changes no face. */
export const CustomFontRecord = Base.extend({
  organization: z.string(),
  fontFamily: z.string(),
  faces: z.array(z.object({ weight: z.number().int(), storageKey: z.string(), blob: z.string(), format: z.enum(['woff2', 'woff']) })),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type CustomFontRecord = z.infer<typeof CustomFontRecord>;

/** An MCP server a site's assistant may call. */
export const SiteMcpServerRecord = Base.extend({
  site: z.string(),
  name: z.string(),
  url: z.string(),
  transport: z.enum(['sse', 'http']),
  headers: z.record(z.string(), z.string()),
  condition: z.string().optional(),
  createdAt: Timestamp,
});
export type SiteMcpServerRecord = z.infer<typeof SiteMcpServerRecord>;

/** A site's agent settings, once someone set them (until then, the defaults). Id: the site's. */
export const SiteAgentSettingsRecord = Base.extend({
  site: z.string(),
  scans: z.object({ topics: z.enum(['auto', 'never']) }),
  findings: z.object({ changeRequests: z.enum(['always', 'auto-fixable', 'never']) }),
  editing: z.object({ customInstructions: JsonDocument }),
  updatedAt: Timestamp,
  updatedBy: z.string(),
});
export type SiteAgentSettingsRecord = z.infer<typeof SiteAgentSettingsRecord>;

/** A style guide check run of a site: what was asked; the change requests it opened carry its id. */
export const StyleguideRunRecord = Base.extend({
  site: z.string(),
  styleguide: z.string(),
  spaces: z.array(z.string()),
  createdAt: Timestamp,
  createdBy: z.string(),
});
export type StyleguideRunRecord = z.infer<typeof StyleguideRunRecord>;
/**
 * Events of a site's insights, kept together as they were written (a batch tracked through the API,
 * or a published site's latest visits): each as GitBook's API takes it, without what identifies a
 * person beyond the site (the visitor's IP address, cookies and token are never kept).
 */
export const SiteInsightsBatchRecord = Base.extend({
  site: z.string(),
  events: z.array(z.object({ timestamp: Timestamp, event: z.looseObject({ type: z.string() }) })),
});
export type KeptInsightsEvent = { timestamp: string; event: StoredInsightsEvent };
export type SiteInsightsBatchRecord = Omit<z.infer<typeof SiteInsightsBatchRecord>, 'events'> & { events: KeptInsightsEvent[] };

/**
 * An organization's import run (startImportRun): what it reads and where it writes, and how far it
 * got. The pages it added are kept once it completed, with the revision it made.
 */
export const ImportRunRecord = Base.extend({
  organization: z.string(),
  ...ImportRun.pick({
    status: true,
    reason: true,
    source: true,
    target: true,
    site: true,
    createdBy: true,
    createdAt: true,
    updatedAt: true,
    startedAt: true,
    completedAt: true,
  }).shape,
  revision: z.string().optional(),
  pages: z.array(z.object({ id: z.string(), type: z.enum(['page', 'folder']) })).optional(),
});
export type ImportRunRecord = z.infer<typeof ImportRunRecord>;

export type ChangeRequestRecord = z.infer<typeof ChangeRequestRecord>;
export type ReviewRecord = z.infer<typeof ReviewRecord>;
export type ReviewRequestRecord = z.infer<typeof ReviewRequestRecord>;

export interface RecordsByKind {
  users: UserRecord;
  organizations: OrganizationRecord;
  members: MemberRecord;
  inviteLinks: InviteLinkRecord;
  teams: TeamRecord;
  teamMembers: TeamMemberRecord;
  saml: SamlRecord;
  collections: CollectionRecord;
  spaces: SpaceRecord;
  sandbox: ClockRecord;
  changeRequests: ChangeRequestRecord;
  reviews: ReviewRecord;
  reviewRequests: ReviewRequestRecord;
  comments: CommentRecord;
  replies: ReplyRecord;
  openapiSpecs: OpenApiSpecRecord;
  openapiVersions: OpenApiVersionRecord;
  translations: TranslationRecord;
  glossaryEntries: GlossaryEntryRecord;
  agentInstructions: AgentInstructionsRecord;
  agentConversations: AgentConversationRecord;
  sites: SiteRecord;
  siteSpaces: SiteSpaceRecord;
  shareLinks: ShareLinkRecord;
  customHostnames: CustomHostnameRecord;
  siteSections: SiteSectionRecord;
  siteSectionGroups: SiteSectionGroupRecord;
  siteRedirects: SiteRedirectRecord;
  siteChannels: SiteChannelRecord;
  siteExternalLinks: SiteExternalLinkRecord;
  storageUploads: StorageUploadRecord;
  customFonts: CustomFontRecord;
  siteMcpServers: SiteMcpServerRecord;
  siteAgentSettings: SiteAgentSettingsRecord;
  styleguideRuns: StyleguideRunRecord;
  siteInsightsBatches: SiteInsightsBatchRecord;
  importRuns: ImportRunRecord;
}
export type Kind = keyof RecordsByKind;

/** The kinds whose records have a schema, by kind: what an imported store's records are checked against (the others, for RecordBase). */
export const RECORD_SCHEMAS: Partial<Record<Kind, z.ZodType>> = {
  users: UserRecord,
  organizations: OrganizationRecord,
  members: MemberRecord,
  inviteLinks: InviteLinkRecord,
  teams: TeamRecord,
  teamMembers: TeamMemberRecord,
  saml: SamlRecord,
  collections: CollectionRecord,
  spaces: SpaceRecord,
  sandbox: ClockRecord,
  changeRequests: ChangeRequestRecord,
  reviews: ReviewRecord,
  reviewRequests: ReviewRequestRecord,
  storageUploads: StorageUploadRecord,
  customFonts: CustomFontRecord,
  siteMcpServers: SiteMcpServerRecord,
  siteAgentSettings: SiteAgentSettingsRecord,
  styleguideRuns: StyleguideRunRecord,
  siteInsightsBatches: SiteInsightsBatchRecord,
  importRuns: ImportRunRecord,
};
