import * as z from 'zod';
import { query } from './common.js';
import { Collection, Space } from './content.js';
import { ChangeRequest, RevisionPageDocument, RevisionPageGroup } from './revision.js';
import { SiteHostname } from './site.js';

/** What the API says of itself: the release of GitBook's API the sandbox serves, and when that release was built. */
export const ApiInformation = z.object({ version: z.string(), build: z.string() });

const OrganizationPointer = z.object({ type: z.literal('organization'), organization: z.string() });
const SitePointer = z.object({ type: z.literal('site'), site: z.string() });

export const Subdomain = z.object({
  object: z.literal('subdomain'),
  subdomain: z.string(),
  target: OrganizationPointer,
  isActive: z.boolean(),
});
export const SubdomainParams = z.object({
  subdomain: z
    .string()
    .min(3)
    .max(32)
    .regex(/^[a-z0-9][a-z0-9-]{1,30}[a-z0-9]$/),
});

/** GitBook's statuses of a custom hostname: its DNS checks, then its certificate's, then errors. */
export const CustomHostnameStatus = z.enum([
  'dns_passed',
  'dns_wrong_cname',
  'dns_no_cname',
  'dns_cloudflare_proxied',
  'dns_wrong_caa',
  'live',
  'ssl_unknown',
  'ssl_pending',
  'ssl_failed',
  'ssl_retry_expired',
  'invalid_domain',
  'internal_error',
]);
export type CustomHostnameStatus = z.infer<typeof CustomHostnameStatus>;

export const CustomHostname = z.object({
  object: z.literal('custom-hostname'),
  hostname: SiteHostname,
  target: z.union([OrganizationPointer, SitePointer]),
  isActive: z.boolean(),
  status: CustomHostnameStatus.optional(),
  urls: z.object({ location: z.url() }),
});
export const CustomHostnameParams = z.object({ hostname: z.string().min(1).max(512) });

/** A URL to resolve, as GitBook takes it: absolute, 2048 characters at most. */
const Url = z.url().max(2048);

const Visitor = z.object({
  type: z.enum(['human', 'agent']).optional(),
  jwtToken: z.string().max(8192).optional(),
  unsignedClaims: z.record(z.string(), z.unknown()).optional(),
});
const RedirectOnError = 'answer a visitor who may not read the site with a redirect to sign in, rather than not found';
export const ResolveUrlBody = z.object({
  url: Url,
  redirectOnError: z.boolean().optional().describe(RedirectOnError),
  visitor: Visitor.optional().describe('the visitor: {"jwtToken": a visitor token, "unsignedClaims": {…}, "type": "human" or "agent"}'),
});
export type ResolveUrlBody = z.infer<typeof ResolveUrlBody>;
export const PublishedUrlQuery = z.object({
  url: Url,
  visitorAuthToken: z.string().max(8192).optional().describe("a visitor token signed with the site's key (visitor-auth or adaptive content)"),
  redirectOnError: query.boolean.optional().describe(RedirectOnError),
});
export const ContentUrlQuery = z.object({ url: Url });

export const PublishedSiteContent = z.object({
  site: z.string(),
  siteSection: z.string().optional(),
  siteSpace: z.string(),
  space: z.string(),
  changeRequest: z.string().optional(),
  revision: z.string().optional(),
  pathname: z.string(),
  basePath: z.string(),
  siteBasePath: z.string(),
  apiToken: z.string(),
  organization: z.string(),
  shareKey: z.string().optional(),
  complete: z.boolean(),
  contextId: z.string().optional(),
  canonicalUrl: z.string(),
});
export type PublishedSiteContent = z.infer<typeof PublishedSiteContent>;
/** Where a URL sends its reader instead: the application (to sign in), another URL of the content, or out of the site. */
export const PublishedContentRedirect = z.object({ target: z.enum(['application', 'content']), redirect: Url });
export const PublishedSiteContentLookup = z.union([PublishedContentRedirect, PublishedSiteContent]);
export type PublishedSiteContentLookup = z.infer<typeof PublishedSiteContentLookup>;

export const ContentByUrl = z.union([
  z.object({ collection: Collection }),
  z.object({ space: Space, changeRequest: ChangeRequest.optional(), page: z.union([RevisionPageDocument, RevisionPageGroup]).optional() }),
]);
export type ContentByUrl = z.infer<typeof ContentByUrl>;
