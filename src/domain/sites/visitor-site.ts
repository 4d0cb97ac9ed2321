import type { SiteRecord, SiteSectionRecord, SiteSpaceRecord, SpaceRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { isActiveShareKey } from './share-links.js';
import { isDefaultSiteSpace } from './site-spaces.js';
import { isSitePublished, organizationUrlName } from './site.js';
import { defaultSectionOf, sectionsInOrder } from './structure.js';

type Store = Pick<Context, 'store'>;

/**
 * The published site at `/sites/<organization>/<site>` (see sitePath), and whether the URL
 * named it as the API gives it: an organization named by its id once it has a hostname is not.
 */
export function publishedSiteAt(ctx: Store, orgName: string, siteName: string): { site: SiteRecord; canonical: boolean } | undefined {
  const org = ctx.store.recordsIn('organizations', 'byHostname', orgName)[0] ?? ctx.store.get('organizations', orgName);
  const site = org && ctx.store.recordsIn('sites', 'byUrlName', siteName).find((s) => s.organization === org.id);
  return site && isSitePublished(ctx, site) ? { site, canonical: organizationUrlName(org) === orgName } : undefined;
}

/**
 * The site a URL of the form published before organizations were in it (`/sites/<site>`)
 * names: the one published site of that name, if only one has it. Two organizations may each
 * have one, and then the URL is neither's.
 */
export function publishedSiteOnlyNamed(ctx: Store, siteName: string): SiteRecord | undefined {
  const sites = ctx.store.recordsIn('sites', 'byUrlName', siteName).filter((site) => isSitePublished(ctx, site));
  return sites.length === 1 ? sites[0] : undefined;
}

/**
 * Whether a visitor may read a published site: public and unlisted sites anyone, share-link sites
 * with an active link's key, visitor-auth sites with a visitor token signed by the site's key.
 */
export function mayRead(ctx: Store, site: SiteRecord, visitor: { shareKey: string | undefined; signed: boolean }): boolean {
  switch (site.visibility) {
    case 'public':
    case 'unlisted':
      return true;
    case 'share-link':
      return isActiveShareKey(ctx, site, visitor.shareKey);
    case 'visitor-auth':
      return visitor.signed;
  }
}

/** A section of the site with its site spaces (its variants), and the path it adds to the site's URL ('' for the default one). */
export interface VisitorSection {
  section: SiteSectionRecord;
  path: string;
  siteSpaces: SiteSpaceRecord[];
}

/** Where a published URL leads: the site space read, under which section, the URL of its pages, and the page's path in the space. */
export interface SiteLocation {
  sections: VisitorSection[];
  section?: VisitorSection;
  /** The site spaces the visitor may switch between: the section's, or the site's when it has no sections. */
  variants: { siteSpace: SiteSpaceRecord; title: string; path: string }[];
  siteSpace: SiteSpaceRecord;
  space: SpaceRecord;
  /** What the site space's pages' URLs start with after the site's, '' for the site's default. */
  path: string;
  pagePath: string;
}

/** URL paths joined, the empty ones (a default section's or variant's) left out. */
export const joinedPath = (...parts: string[]) => parts.filter(Boolean).join('/');

/**
 * Reads a published URL's path after the site's as GitBook does: a section's path first, then a
 * variant's (a site space's), then the page's. What names no section or variant is a page of the
 * default one. A site space's own URL (its path alone, as the API gives it) leads to it too.
 * Sections and variants whose condition does not hold for the visitor (`sees`, adaptive content)
 * are not there for them: not listed, not reached; when the default one is hidden, the first
 * shown takes its place.
 */
export function locate(
  ctx: Store,
  site: SiteRecord,
  segments: string[],
  sees: (condition: string | undefined) => boolean = () => true,
): SiteLocation | undefined {
  const shown = sectionsInOrder(ctx, site.id).filter((section) => sees(section.condition));
  const defaultSection = shown.find((section) => section.id === defaultSectionOf(ctx, site)) ?? shown[0];
  const variantsIn = (container: string) => ctx.store.recordsIn('siteSpaces', 'byContainer', container).filter((s) => sees(s.condition));
  const sections = shown.map((section) => ({
    section,
    path: section === defaultSection ? '' : section.path,
    siteSpaces: variantsIn(section.id),
  }));
  let rest = segments;
  let section = sections.find((s) => s.section.path === rest[0]);
  if (section) rest = rest.slice(1);
  const pool = section ? section.siteSpaces : sections.length ? sections.flatMap((s) => s.siteSpaces) : variantsIn(`root:${site.id}`);
  let siteSpace = pool.find((s) => s.path === rest[0]);
  if (siteSpace) rest = rest.slice(1);
  section ??= siteSpace?.section ? sections.find((s) => s.section.id === siteSpace!.section) : sections.find((s) => s.section === defaultSection);
  const variants = section ? section.siteSpaces : variantsIn(`root:${site.id}`);
  // The variants share one container, so one of them is its default: found once, not once per variant.
  const defaultId = (variants.find((s) => isDefaultSiteSpace(ctx, s)) ?? variants[0])?.id;
  siteSpace ??= variants.find((s) => s.id === defaultId);
  if (!siteSpace) return undefined;
  const space = ctx.store.get('spaces', siteSpace.space);
  if (!space || space.deletedAt) return undefined;
  const variantPath = (s: SiteSpaceRecord) => joinedPath(section?.path ?? '', s.id === defaultId ? '' : s.path);
  return {
    sections,
    ...(section ? { section } : {}),
    variants: variants.map((s) => ({ siteSpace: s, title: ctx.store.get('spaces', s.space)?.title ?? s.path, path: variantPath(s) })),
    siteSpace,
    space,
    path: variantPath(siteSpace),
    pagePath: rest.join('/'),
  };
}
