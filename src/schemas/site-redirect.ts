import * as z from 'zod';
import { Id, ListQuery, ShareKey, Timestamp, Url, query } from './common.js';
import { SiteParams } from './site.js';

/**
 * A path of the site a redirect leads from, as GitBook's spec has it: segments of URL-safe characters
 * (or %-escapes), and at most one `*` at its end (`/old/*` or `/old*`), matching whatever follows.
 */
export const SiteRedirectSourcePath = z
  .string()
  .max(512)
  .regex(
    /^\/(?!\*)(?!.*\*.+)(?:[A-Za-z0-9\-._~+]|%[0-9A-Fa-f]{2})+(?:\/(?:[A-Za-z0-9\-._~+]|%[0-9A-Fa-f]{2})+)*(?:\/\*|\*)?$/,
    'must be a path of the site starting with "/", such as /old/page, with at most one "*" at its end (/old/*)',
  );

/** Where a redirect leads: a section, a site space or a page of the site, or any URL. */
export const SiteRedirectDestination = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('site-section'), siteSectionId: Id }),
  z.object({ kind: z.literal('site-space'), siteSpaceId: Id }),
  z.object({ kind: z.literal('site-page'), siteSpaceId: Id, pageId: Id }),
  z.object({ kind: z.literal('external'), url: Url }),
]);
export type SiteRedirectDestination = z.infer<typeof SiteRedirectDestination>;

/** A destination as a request may give it: also a page by its path in a space, which the site resolves to a site page. */
export const SiteRedirectInputDestination = z.union([
  SiteRedirectDestination,
  z.object({ kind: z.literal('path'), spaceId: Id, path: z.string().min(1).max(512) }),
]);
export type SiteRedirectInputDestination = z.infer<typeof SiteRedirectInputDestination>;

export const SiteRedirect = z.object({
  object: z.literal('site-redirect'),
  id: z.string(),
  source: SiteRedirectSourcePath,
  draft: z.boolean(),
  captureWildcard: z.boolean(),
  permanent: z.boolean(),
  destination: SiteRedirectDestination,
  createdAt: Timestamp,
  updatedAt: Timestamp.optional(),
});
export type SiteRedirect = z.infer<typeof SiteRedirect>;

export const SiteRedirectParams = SiteParams.extend({ siteRedirectId: Id });

const CaptureWildcard = z.boolean().describe('append what the source\'s "*" matched to the destination');
const Draft = z.boolean().describe('a draft, served to no visitor until published');
const Permanent = z.boolean().describe('permanent (308 on a public site, else 307) rather than temporary (302)');
const Destination = 'where it leads: {"kind":"site-page","siteSpaceId","pageId"}, "site-space", "site-section" or {"kind":"external","url"}';

export const SiteRedirectCreate = z.object({
  source: SiteRedirectSourcePath.describe('the path of the site it leads from, such as /old/page or /old/*'),
  captureWildcard: CaptureWildcard.default(false),
  draft: Draft.default(false),
  permanent: Permanent.default(false),
  destination: SiteRedirectInputDestination.describe(`${Destination}, or a page by its path: {"kind":"path","spaceId","path"}`),
});
export type SiteRedirectCreate = z.infer<typeof SiteRedirectCreate>;

export const SiteRedirectUpdate = z.object({
  source: SiteRedirectSourcePath.optional(),
  captureWildcard: CaptureWildcard.optional(),
  draft: Draft.optional(),
  permanent: Permanent.optional(),
  destination: SiteRedirectDestination.describe(Destination).optional(),
});
export type SiteRedirectUpdate = z.infer<typeof SiteRedirectUpdate>;

export const SiteRedirectListQuery = ListQuery.extend({
  search: query.string(512).optional().describe('only redirects whose source holds this, case aside'),
  draft: query.boolean.optional().describe('draft redirects (--draft) instead of live ones'),
  orderBy: z.enum(['createdAt', 'updatedAt', 'source']).optional().describe('newest created first (default), newest updated first, or by source'),
});

export const SiteRedirectSourceQuery = z.object({ shareKey: ShareKey, source: SiteRedirectSourcePath });

/** A redirect and the URL it sends a visitor to now. */
export const SiteRedirectResolution = z.object({ redirect: SiteRedirect, target: z.string() });

/** One line of a bulk upsert: a draft published to live, or a live or draft redirect set (or, with a null destination, removed). */
const BulkPublish = z.object({ source: SiteRedirectSourcePath, intent: z.literal('publish') });
const BulkUpsert = z.object({
  source: SiteRedirectSourcePath,
  intent: z.enum(['live', 'draft']).default('live'),
  captureWildcard: z.boolean().default(false),
  permanent: z.boolean().optional(),
  destination: SiteRedirectInputDestination.nullable(),
});
export const SiteRedirectBulkItem = z.union([BulkPublish, BulkUpsert]);
export type SiteRedirectBulkItem = z.infer<typeof SiteRedirectBulkItem>;
export const SiteRedirectBulkUpsert = z.object({ redirects: z.array(SiteRedirectBulkItem).min(1).max(500) });

export const SiteRedirectBulkResult = z.union([
  z.object({ status: z.enum(['created', 'updated', 'published']), source: SiteRedirectSourcePath, draft: z.boolean(), id: z.string() }),
  z.object({ status: z.literal('deleted'), source: SiteRedirectSourcePath, draft: z.boolean() }),
  z.object({ status: z.literal('error'), source: SiteRedirectSourcePath, draft: z.boolean(), error: z.string() }),
]);
export type SiteRedirectBulkResult = z.infer<typeof SiteRedirectBulkResult>;
export const SiteRedirectBulkResults = z.object({ results: z.array(SiteRedirectBulkResult) });

/** What previewing a site takes: the site space to open (else the default one). */
export const SitePreviewQuery = z.object({
  siteSpace: Id.optional().describe('the site space to preview (a site space ID); else the default one'),
  claims: query.string(2048).optional().describe('visitor claims to preview the site with (Rison)'),
  draft: query.boolean.optional(),
  target: query.string(2048).optional(),
});
export const SitePreview = z.object({ url: Url });
