import * as z from 'zod';
import { CONDITION_MAX_LENGTH, DefaultLevel, Id, ListQuery, ShareKey, Timestamp, query } from './common.js';
import { Language, Space } from './content.js';
import { SiteAds } from './site-ads.js';

export const SiteType = z.enum(['basic', 'premium', 'ultimate', 'sponsored', 'legacy-basic', 'legacy-premium']);
export const SiteVisibility = z.enum(['public', 'unlisted', 'share-link', 'visitor-auth']);
export const SiteTitle = z.string().min(2).max(128);
export const SiteProxyOrigin = z
  .string()
  .max(512)
  .regex(/^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$/, 'must be a host and one or more path segments, without a scheme, such as example.com/docs');

/** A custom hostname a site is served at, such as docs.example.com: three labels or more, lower case (GitBook's `SiteHostname`). */
export const SiteHostname = z
  .string()
  .max(512)
  .regex(
    /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?[.]){2,}[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$/,
    'must be a lower-case host name of three labels or more, such as docs.example.com',
  );

export const SitePermissions = z.object({
  view: z.boolean(),
  access: z.boolean(),
  edit: z.boolean(),
  create: z.boolean(),
  admin: z.boolean(),
  installIntegration: z.boolean(),
  viewAdaptiveSchema: z.boolean(),
  editAdaptiveSchema: z.boolean(),
});
export type SitePermissions = z.infer<typeof SitePermissions>;

export const Site = z.object({
  object: z.literal('site'),
  id: z.string(),
  type: SiteType,
  appliedType: SiteType,
  title: SiteTitle,
  basename: z.string().optional(),
  hostname: SiteHostname.optional(),
  proxy: z.object({ origin: SiteProxyOrigin, target: z.string() }).optional(),
  visibility: SiteVisibility,
  published: z.boolean(),
  siteSpaces: z.number().int(),
  createdAt: Timestamp,
  adaptiveContent: z.object({ enabled: z.boolean() }),
  agentsContext: z.enum(['excluded', 'included']),
  features: z.array(z.never()),
  ads: SiteAds.optional(),
  /** The space holding the site's writing style guide, once it has one (createSiteStyleguideById). */
  styleguide: z.object({ kind: z.literal('space'), space: z.string() }).optional(),
  defaultLevel: DefaultLevel,
  permissions: SitePermissions,
  urls: z.object({ location: z.url(), app: z.url(), preview: z.url(), published: z.url().optional() }),
});
export type Site = z.infer<typeof Site>;

export const SiteListQuery = ListQuery.extend({
  space: Id.optional().describe('only sites showing this space (a space ID)'),
  title: query.string(128).optional(),
  published: query.boolean.optional().describe('only published (or, with --no-published, unpublished) sites'),
  type: z.union([SiteType, z.array(SiteType).max(6)]).optional(),
});
export const SiteCreate = z.object({
  type: SiteType.optional(),
  title: SiteTitle.optional(),
  visibility: SiteVisibility.optional(),
  spaces: z.union([z.array(Id).max(100), z.enum(['sample', 'empty'])]).optional(),
});
export const SiteUpdate = z.object({
  title: SiteTitle.optional(),
  visibility: SiteVisibility.optional(),
  basename: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, 'must be letters, digits, "_" or "-"')
    .optional(),
  adaptiveContent: z.object({ enabled: z.boolean() }).optional(),
  agentsContext: z.enum(['excluded', 'included']).optional(),
  defaultSiteSpace: Id.optional(),
  defaultSiteSection: Id.optional(),
  proxy: SiteProxyOrigin.nullable().optional(),
  styleguide: Id.nullable().optional().describe("a style guide of the organization for the site to use (its space's ID)"),
  /** Not in GitBook's body (its app sets a hostname): the sandbox's way to give a site one, `null` to remove it. */
  hostname: SiteHostname.nullable().optional(),
});
export type SiteUpdate = z.infer<typeof SiteUpdate>;

export const ShareLink = z.object({
  object: z.literal('share-link'),
  id: z.string(),
  createdAt: Timestamp,
  name: z.string().max(50),
  active: z.boolean(),
  urls: z.object({ published: z.url() }),
});
export const ShareLinkListQuery = ListQuery.extend({ search: query.string(128).optional().describe('only those whose name or key holds this, case aside') });
export const ShareLinkCreate = z.object({ name: z.string().max(50) });
export const ShareLinkUpdate = z.object({ active: z.boolean().optional(), name: z.string().max(50).optional() });

export const Condition = z.string().min(1).max(CONDITION_MAX_LENGTH);
/** A condition as an update sets it: absent leaves it, null removes it, and so does an empty one (today's spec allows it). */
const ConditionPatch = z
  .string()
  .max(CONDITION_MAX_LENGTH)
  .transform((condition) => condition || null)
  .nullable()
  .optional();
export const SiteSpacePath = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/, 'must be letters, digits, "_" or "-"');

export const SiteSpace = z.object({
  object: z.literal('site-space'),
  id: z.string(),
  path: SiteSpacePath,
  section: z.string().optional(),
  space: Space,
  title: z.string(),
  default: z.boolean(),
  condition: Condition.optional(),
  draft: z.boolean(),
  urls: z.object({ published: z.url() }),
});
export type SiteSpace = z.infer<typeof SiteSpace>;
export const SiteSpaceListQuery = ListQuery.extend({
  shareKey: ShareKey,
  default: query.boolean.optional().describe('only default (or, with --no-default, other) site spaces'),
});
export const SiteSpaceAdd = z.object({ spaceId: Id, sectionId: Id.optional() });
export const SiteSpaceUpdate = z.object({ path: SiteSpacePath.optional(), condition: ConditionPatch, spaceId: Id.optional() });
const SiteSpacePointer = z.object({ type: z.literal('site-space'), siteSpace: Id });
export const SiteSpaceMove = z.object({
  position: z
    .object({ before: SiteSpacePointer.optional(), after: SiteSpacePointer.optional() })
    .refine((p) => (p.before === undefined) !== (p.after === undefined), 'give exactly one of position.before and position.after'),
});

export const Icon = z
  .string()
  .min(1)
  .max(50)
  .regex(/^[a-z0-9-]+$/, 'must be an icon name such as "book" or "circle-info"');
export const SiteSection = z.object({
  object: z.literal('site-section'),
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  default: z.boolean(),
  path: z.string(),
  condition: Condition.optional(),
  icon: Icon.optional(),
  sectionGroup: z.string().optional(),
  draft: z.boolean(),
  siteSpaces: z.array(SiteSpace),
  urls: z.object({ published: z.url() }),
});
export type SiteSection = z.infer<typeof SiteSection>;
export const SectionListQuery = ListQuery.extend({ shareKey: ShareKey });
export const SectionAdd = z.object({
  spaceId: Id,
  title: z.string().min(2).max(128).optional(),
  icon: Icon.optional(),
  siteSectionGroupId: Id.optional().describe('the section group to add it to, at its end'),
});
export const SectionUpdate = z.object({
  title: z.string().min(2).max(128).optional(),
  path: SiteSpacePath.optional(),
  defaultSiteSpace: Id.optional(),
  condition: ConditionPatch,
  icon: Icon.nullable().optional(),
  description: z.string().max(256).nullable().optional(),
  siteSectionGroupId: Id.nullable().optional().describe('the section group to move it into, at its end; null takes it out to the top level'),
});
const SectionPointer = z.object({ type: z.literal('site-section'), siteSection: Id });
export const SectionMove = z.object({
  position: z
    .object({ before: SectionPointer.optional(), after: SectionPointer.optional() })
    .refine((p) => (p.before === undefined) !== (p.after === undefined), 'give exactly one of position.before and position.after'),
});

export const LinkTitle = z.string().min(2).max(128);
export const LinkDescription = z.string().max(256);
/** Overrides of a text for the languages other than the site's own, as GitBook's LocalizedString128/256 key them. */
export const localized = (max: number) => z.partialRecord(Language, z.string().max(max));
/** Where an external link leads: GitBook takes an absolute HTTP or HTTPS address only. */
export const LinkUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' }).max(2048);
export const LinkCondition = z.string().max(CONDITION_MAX_LENGTH);
/** A link out of a site among its sections (its create and update bodies: site-external-links.ts). */
export const SiteExternalLink = z.object({
  object: z.literal('site-external-link'),
  id: z.string(),
  title: LinkTitle,
  localizedTitle: localized(128).optional(),
  description: LinkDescription.optional(),
  localizedDescription: localized(256).optional(),
  icon: Icon.optional(),
  url: LinkUrl,
  sectionGroup: z.string().optional(),
  draft: z.boolean(),
  condition: LinkCondition.optional(),
});
export type SiteExternalLink = z.infer<typeof SiteExternalLink>;

export const SiteSectionGroup = z.object({
  object: z.literal('site-section-group'),
  id: z.string(),
  title: z.string(),
  icon: Icon.optional(),
  draft: z.boolean(),
  /** Its sections: `sections` for GitBook's first spec; `children` for today's, its external links among them (the sandbox nests no group). */
  sections: z.array(SiteSection),
  children: z.array(z.union([SiteSection, SiteExternalLink])),
});
const SectionGroupTitle = z.string().min(1).max(100);
export const SectionGroupCreate = z.object({ title: SectionGroupTitle, icon: Icon.nullable().optional(), sections: z.array(Id).max(100).optional() });
export const SectionGroupUpdate = z.object({ title: SectionGroupTitle.optional(), icon: Icon.nullable().optional() });
export const SectionGroupAddSection = z.object({ sectionId: Id });
const TopLevelPointer = z.object({ type: z.enum(['site-section', 'site-section-group']), id: Id });
export const SectionGroupMove = z.object({
  position: z
    .object({ before: TopLevelPointer.optional(), after: TopLevelPointer.optional() })
    .refine((p) => p.before === undefined || p.after === undefined, 'give one of position.before and position.after, or neither to move the group to the end')
    .optional(),
});

/** A hex colour, as GitBook's spec writes one (`Color`). */
export const HexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'must be a hex colour such as "#346DDB"');
/** A setting with a value for the light theme and one for the dark (a colour, a code theme, a logo). */
const Themed = z.object({ light: z.string(), dark: z.string() });
const ThemedColor = z.object({ light: HexColor, dark: HexColor });
/** What a published page's menu offers, first the main button (today's spec; the first spec named two of them as flags). */
export const PageAction = z.enum(['assistant', 'external-ai', 'markdown', 'mcp', 'git', 'pdf']);
/**
 * The published look of a site, every setting GitBook's default where the site's own leave it
 * unset. Settings the sandbox only keeps (header links, footer groups, custom fonts, …) pass
 * through as given: the domain checks them with GitBook's own schema (updateSiteCustomizationById).
 */
export const SiteCustomization = z.looseObject({
  title: SiteTitle.optional(),
  styling: z.looseObject({
    theme: z.enum(['clean', 'muted', 'bold', 'gradient']),
    primaryColor: ThemedColor,
    infoColor: ThemedColor,
    successColor: ThemedColor,
    warningColor: ThemedColor,
    dangerColor: ThemedColor,
    corners: z.enum(['straight', 'rounded', 'circular']),
    depth: z.enum(['subtle', 'flat']),
    links: z.enum(['default', 'accent']),
    font: z.union([z.string(), z.record(z.string(), z.unknown())]),
    monospaceFont: z.union([z.string(), z.record(z.string(), z.unknown())]),
    codeTheme: z.object({ default: Themed, openapi: Themed }),
    background: z.enum(['plain', 'match']),
    icons: z.enum(['regular', 'solid', 'duotone', 'light', 'thin']),
    sidebar: z.object({ background: z.enum(['default', 'filled']), list: z.enum(['default', 'pill', 'line']) }),
    search: z.enum(['prominent', 'subtle']),
  }),
  internationalization: z.object({ locale: z.string() }),
  favicon: z.object({ icon: Themed.optional(), emoji: z.string().optional() }),
  header: z.looseObject({ preset: z.enum(['default', 'bold', 'contrast', 'custom', 'none']), logo: Themed.optional(), links: z.array(z.unknown()) }),
  footer: z.looseObject({ groups: z.array(z.unknown()) }),
  themes: z.object({ default: z.enum(['light', 'dark']), toggeable: z.boolean() }),
  pdf: z.object({ enabled: z.boolean() }),
  feedback: z.object({ enabled: z.boolean() }),
  ai: z.looseObject({ mode: z.enum(['none', 'search', 'assistant', 'integration']) }),
  advancedCustomization: z.object({ enabled: z.boolean() }),
  git: z.object({ showEditLink: z.boolean() }),
  pageActions: z.object({ externalAI: z.boolean(), markdown: z.boolean(), items: z.array(PageAction) }),
  externalLinks: z.object({ target: z.enum(['self', 'blank']) }),
  pagination: z.object({ enabled: z.boolean() }),
  trademark: z.object({ enabled: z.boolean() }),
  privacyPolicy: z.object({ url: z.string().optional() }),
  socialPreview: z.object({ url: z.string().optional() }),
  insights: z.object({ trackingCookie: z.boolean() }),
  socialAccounts: z.array(z.unknown()),
  updatedAt: Timestamp.optional(),
});
export type SiteCustomization = z.infer<typeof SiteCustomization>;
/** A whole set of settings, as either release of GitBook's spec sends it; the domain checks it with that spec's schema. */
export const SiteCustomizationPut = z.record(z.string(), z.unknown());
export const SiteCustomizationQuery = z.object({ unmasked: query.boolean.optional().describe('ignored: GitBook deprecated it (the sandbox masks nothing)') });
/** What a site shows, in reading order: its sections and section groups once it has sections, else its spaces. */
export const SiteStructure = z.union([
  z.object({ type: z.literal('sections'), structure: z.array(z.union([SiteSection, SiteSectionGroup])) }),
  z.object({ type: z.literal('siteSpaces'), structure: z.array(SiteSpace) }),
]);
export const PublishedContentSite = z.object({
  object: z.literal('published-content-site'),
  site: Site,
  structure: SiteStructure,
  customizations: z.object({ site: SiteCustomization, siteSpaces: z.record(z.string(), SiteCustomization) }),
  scripts: z.array(z.never()),
});
export const PublishedQuery = z.object({ shareKey: ShareKey });

export const AdaptiveSchema = z.object({
  object: z.literal('site-adaptive-schema'),
  jsonSchema: z.record(z.string(), z.unknown()),
  updatedAt: Timestamp,
});
/** The schema's own rules are checked by the domain with a JSON Schema validator. */
export const AdaptiveSchemaPut = z.object({ jsonSchema: z.record(z.string(), z.unknown()) });
export const TemplateConditions = z.object({ items: z.array(z.object({ description: z.string(), condition: z.string() })) });

export const SiteParams = z.object({ organizationId: Id, siteId: Id });
export const SectionParams = SiteParams.extend({ siteSectionId: Id });
export const SectionGroupParams = SiteParams.extend({ siteSectionGroupId: Id });
export const SectionInGroupParams = SectionGroupParams.extend({ siteSectionId: Id });
export const SiteSpaceParams = SiteParams.extend({ siteSpaceId: Id });
export const ShareLinkParams = SiteParams.extend({ shareLinkId: Id });

/** Who checks a visitor-auth site's visitors: the site owner's own backend, or an installed integration. */
const VisitorAuthBackend = z.enum(['custom', 'integration']);

/** How a site's published content is protected: the key visitor tokens are signed with (HS256) and where a visitor without one is sent. */
export const SitePublishingAuth = z.object({
  object: z.literal('publishing-auth'),
  backend: VisitorAuthBackend,
  privateKey: z.string(),
  fallbackURL: z.url().optional(),
  logoutURL: z.url().optional(),
});

/** Where a visitor is sent: a web page, never a `javascript:` or `data:` URL. */
const WebUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** Absent leaves a URL as it is, null unsets it. */
export const SitePublishingAuthUpdate = z.object({
  backend: VisitorAuthBackend,
  fallbackURL: WebUrl.nullable().optional(),
  logoutURL: WebUrl.nullable().optional(),
});
