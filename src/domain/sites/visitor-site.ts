import type { SiteRecord, SiteSectionRecord, SiteSpaceRecord, SpaceRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { isActiveShareKey } from './share-links.js';
import { isDefaultSiteSpace } from './site-spaces.js';
import { defaultSectionOf, sectionsInOrder } from './structure.js';

type Store = Pick<Context, 'store'>;

/**
 * The published site a visitor's URL names (its basename, else its id), if the visitor may read
 * it: public and unlisted sites for anyone, share-link sites with an active link's key. A site
 * showing no space is not published; visitor-auth sites are not served yet.
 */
export function siteForVisitor(ctx: Store, urlName: string, shareKey: string | undefined): SiteRecord | undefined {
  const site = ctx.store.recordsIn('sites', 'byUrlName', urlName)[0];
  if (!site || ctx.store.index('siteSpaces', 'bySite', site.id).size === 0) return undefined;
  if (site.visibility === 'public' || site.visibility === 'unlisted') return site;
  return site.visibility === 'share-link' && isActiveShareKey(ctx, site, shareKey) ? site : undefined;
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

const joined = (...parts: string[]) => parts.filter(Boolean).join('/');

/**
 * Reads a published URL's path after the site's as GitBook does: a section's path first, then a
 * variant's (a site space's), then the page's. What names no section or variant is a page of the
 * default one. A site space's own URL (its path alone, as the API gives it) leads to it too.
 */
export function locate(ctx: Store, site: SiteRecord, segments: string[]): SiteLocation | undefined {
  const defaultSection = defaultSectionOf(ctx, site);
  const sections = sectionsInOrder(ctx, site.id).map((section) => ({
    section,
    path: section.id === defaultSection ? '' : section.path,
    siteSpaces: ctx.store.recordsIn('siteSpaces', 'byContainer', section.id),
  }));
  let rest = segments;
  let section = sections.find((s) => s.section.path === rest[0]);
  if (section) rest = rest.slice(1);
  const pool = section ? section.siteSpaces : ctx.store.recordsIn('siteSpaces', 'bySite', site.id);
  let siteSpace = pool.find((s) => s.path === rest[0]);
  if (siteSpace) rest = rest.slice(1);
  section ??= siteSpace?.section ? sections.find((s) => s.section.id === siteSpace!.section) : sections.find((s) => s.section.id === defaultSection);
  const variants = section ? section.siteSpaces : ctx.store.recordsIn('siteSpaces', 'byContainer', `root:${site.id}`);
  // The variants share one container, so one of them is its default: found once, not once per variant.
  const defaultId = variants.find((s) => isDefaultSiteSpace(ctx, s))?.id;
  siteSpace ??= variants.find((s) => s.id === defaultId);
  if (!siteSpace) return undefined;
  const space = ctx.store.get('spaces', siteSpace.space);
  if (!space || space.deletedAt) return undefined;
  const variantPath = (s: SiteSpaceRecord) => joined(section?.path ?? '', s.id === defaultId ? '' : s.path);
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

