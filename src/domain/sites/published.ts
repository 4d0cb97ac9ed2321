import type { z } from 'zod';
import type { PageAction, PublishedContentSite, SiteCustomization } from '../../schemas/site.js';
import type { SiteRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { DomainError } from '../kernel/errors.js';
import { presentGroup } from './section-groups.js';
import { presentSection } from './sections.js';
import { shareQuery } from './share-links.js';
import { presentSite, requireSite } from './site.js';
import { presentSiteSpace } from './site-spaces.js';
import { topLevelOf } from './structure.js';

const color = (hex: string) => ({ light: hex, dark: hex });

type Customization = z.infer<typeof SiteCustomization>;
/** The settings but for the list of page actions, which follows from them. */
type Settings = Omit<Customization, 'pageActions'> & { pageActions: Omit<Customization['pageActions'], 'items'> };

/** The actions a published page's menu offers, as the settings that enable each decide (the sandbox runs no MCP server). */
function pageActionsOf(settings: Settings): z.infer<typeof PageAction>[] {
  return [
    ...(settings.ai.mode === 'assistant' ? ['assistant' as const] : []),
    ...(settings.pageActions.markdown ? ['markdown' as const] : []),
    ...(settings.pageActions.externalAI ? ['external-ai' as const] : []),
    ...(settings.pdf.enabled ? ['pdf' as const] : []),
    ...(settings.git.showEditLink ? ['git' as const] : []),
  ];
}

/** GitBook's look for a new site; the API has no operation to change it, so every site wears it. */
function customizationOf(site: SiteRecord): Customization {
  const settings: Settings = {
    title: site.title,
    styling: {
      theme: 'clean',
      primaryColor: color('#346DDB'), infoColor: color('#787878'), successColor: color('#02A736'), warningColor: color('#FE9A00'), dangerColor: color('#FB2C36'),
      corners: 'rounded', depth: 'subtle', links: 'default', font: 'Inter', monospaceFont: 'IBMPlexMono', background: 'plain', icons: 'regular',
      codeTheme: { default: { light: 'default-light', dark: 'default-dark' }, openapi: { light: 'default-light', dark: 'default-dark' } },
      sidebar: { background: 'default', list: 'default' },
      search: 'subtle',
    },
    internationalization: { locale: 'en' },
    favicon: {},
    header: { preset: 'default', links: [] },
    footer: { groups: [] },
    themes: { default: 'light', toggeable: true },
    pdf: { enabled: true },
    feedback: { enabled: false },
    ai: { mode: 'search' },
    advancedCustomization: { enabled: false },
    git: { showEditLink: false },
    pageActions: { externalAI: true, markdown: true },
    externalLinks: { target: 'self' },
    pagination: { enabled: true },
    trademark: { enabled: true },
    privacyPolicy: {},
    socialPreview: {},
    insights: { trackingCookie: true },
    socialAccounts: [],
  };
  return { ...settings, pageActions: { ...settings.pageActions, items: pageActionsOf(settings) } };
}

/**
 * What a visitor's browser is served: the site and its structure in reading order, sections and
 * groups once the site has sections, else its spaces. A site with nothing to show is not published.
 */
export function getPublishedSite(ctx: Context, organizationId: string, siteId: string, shareKey?: string): z.infer<typeof PublishedContentSite> {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  const presented = presentSite(ctx, site);
  if (!presented.published) throw new DomainError('not-found', `site "${site.id}" is not published: add a space to it first`);
  const siteSpaces = ctx.store.recordsIn('siteSpaces', 'bySite', site.id);
  const share = shareQuery(ctx, site, shareKey);
  const structure = ctx.store.index('siteSections', 'bySite', site.id).size > 0
    ? {
      type: 'sections' as const,
      structure: topLevelOf(ctx, site.id).map(([, id]) => {
        const section = ctx.store.get('siteSections', id);
        return section ? presentSection(ctx, site, section, share) : presentGroup(ctx, site, ctx.store.get('siteSectionGroups', id)!, share);
      }),
    }
    : { type: 'siteSpaces' as const, structure: siteSpaces.map((s) => presentSiteSpace(ctx, site, s, share)) };
  const customization = customizationOf(site);
  return {
    object: 'published-content-site',
    site: presented,
    structure,
    customizations: { site: customization, siteSpaces: Object.fromEntries(siteSpaces.map((s) => [s.id, customization])) },
    scripts: [],
  };
}
