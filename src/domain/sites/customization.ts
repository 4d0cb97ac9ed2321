import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { z } from 'zod';
import releases from '../../schemas/gitbook/site-customization.json' with { type: 'json' };
import type { PageAction as PageActionSchema, SiteCustomization } from '../../schemas/site.js';
import type { SiteRecord, SiteSpaceRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { invalid } from '../../lib/errors.js';
import { requireSite } from './site.js';

type Settings = Record<string, unknown>;

/** One validator for GitBook's customization schemas, the site's and a site space's override. */
export const customizationAjv = new Ajv({ strict: false, allErrors: true });
// The two formats GitBook's schema names: a URL (a data: URL is one), an emoji (a character or its code points).
customizationAjv.addFormat('uri', (value: string) => URL.canParse(value));
customizationAjv.addFormat('emoji', true);
/**
 * Each release's own schema of what an update sends (scripts/site-customization-schema.mjs copied
 * them out of its spec), compiled at the first update: compiling them costs a server's start
 * ~170 ms, and most sandboxes never change a site's look. The process's, not a sandbox's: two
 * functions of schemas shipped with docsctl, the same for every sandbox, and never more than two.
 */
let checks: { today: ValidateFunction; first: ValidateFunction } | undefined;
const customizationChecks = () => (checks ??= { today: customizationAjv.compile(releases.today), first: customizationAjv.compile(releases.first) });

const color = (hex: string) => ({ light: hex, dark: hex });

/** GitBook's look for a new site: what every setting a site leaves unset reads as. */
const DEFAULTS = {
  styling: {
    theme: 'clean',
    primaryColor: color('#346DDB'),
    infoColor: color('#787878'),
    successColor: color('#02A736'),
    warningColor: color('#FE9A00'),
    dangerColor: color('#FB2C36'),
    corners: 'rounded',
    depth: 'subtle',
    links: 'default',
    font: 'Inter',
    monospaceFont: 'IBMPlexMono',
    background: 'plain',
    icons: 'regular',
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

const isObject = (value: unknown): value is Settings => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The defaults with what a site set over them, setting by setting: an object merges into its
 * default, so that what an older release does not send (`styling.codeTheme`) reads as the
 * default; anything else, and an object whose default is empty (a favicon, one of three
 * shapes), replaces it.
 */
function over(defaults: Settings, set: Settings): Settings {
  const merged: Settings = { ...defaults };
  for (const [key, value] of Object.entries(set)) {
    const base = defaults[key];
    merged[key] = isObject(base) && isObject(value) && Object.keys(base).length > 0 ? over(base, value) : value;
  }
  return merged;
}

type PageAction = z.infer<typeof PageActionSchema>;

/**
 * The page menu's actions. Today's spec lists them (`items`, the source of truth); the first named
 * two as flags, which a list answers as well. A site that set no list gets one from the flags and
 * the settings that enable each action.
 */
function pageActionsOf(settings: Settings, set: Settings): SiteCustomization['pageActions'] {
  const assistant = (settings.ai as { mode: string }).mode === 'assistant';
  if (isObject(set.pageActions) && Array.isArray(set.pageActions.items)) {
    const listed = set.pageActions.items as PageAction[];
    // As today's spec says: an empty list turns the menu off; otherwise the assistant follows `ai.mode`, first unless the list places it.
    const items =
      listed.length === 0
        ? []
        : assistant && !listed.includes('assistant')
          ? ['assistant' as const, ...listed]
          : listed.filter((a) => assistant || a !== 'assistant');
    return { externalAI: items.includes('external-ai'), markdown: items.includes('markdown'), items };
  }
  const flags = settings.pageActions as { externalAI: boolean; markdown: boolean };
  const items: PageAction[] = [
    ...(assistant ? ['assistant' as const] : []),
    ...(flags.markdown ? ['markdown' as const] : []),
    ...(flags.externalAI ? ['external-ai' as const] : []),
    ...((settings.pdf as { enabled: boolean }).enabled ? ['pdf' as const] : []),
    ...((settings.git as { showEditLink: boolean }).showEditLink ? ['git' as const] : []),
  ];
  return { externalAI: flags.externalAI, markdown: flags.markdown, items };
}

/**
 * A site's customization as GitBook answers it: the site's settings over the defaults, its title
 * the site's until it sets one; for a site space, its override over those (overridden()).
 */
export function customizationOf(site: Pick<SiteRecord, 'title' | 'customization'>, override?: SiteSpaceRecord['customization']): SiteCustomization {
  const set = overridden(site.customization?.settings ?? {}, override?.settings ?? {});
  const settings = over({ title: site.title, ...DEFAULTS }, set);
  const updatedAt = override?.updatedAt ?? site.customization?.updatedAt;
  return { ...(settings as SiteCustomization), pageActions: pageActionsOf(settings, set), ...(updatedAt ? { updatedAt } : {}) };
}

/**
 * Settings a site space's override replaces whole; any other setting GitBook's override body
 * gives field by field (`styling.theme`, `header.logo`), each field replacing the site's.
 */
const OVERRIDDEN_WHOLE = new Set(['title', 'localizedTitle', 'favicon', 'announcement']);

/** The site's settings with a site space's override laid over them. */
function overridden(site: Settings, override: Settings): Settings {
  const merged: Settings = { ...site };
  for (const [key, value] of Object.entries(override)) {
    merged[key] = !OVERRIDDEN_WHOLE.has(key) && isObject(value) && isObject(site[key]) ? { ...site[key], ...value } : value;
  }
  return merged;
}

/**
 * A stored override with a patch laid over it, as GitBook's override body says: a setting left out
 * stays as it was; a setting given replaces it (field by field but for OVERRIDDEN_WHOLE); a null
 * clears a setting or a field, which then reads as the site's again.
 */
export function patchedOverride(stored: Settings, patch: Settings): Settings {
  const next: Settings = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else if (OVERRIDDEN_WHOLE.has(key) || !isObject(value)) next[key] = value;
    else {
      const fields = Object.entries({ ...(isObject(stored[key]) ? stored[key] : {}), ...value }).filter(([, field]) => field !== null);
      if (fields.length > 0) next[key] = Object.fromEntries(fields);
      else delete next[key];
    }
  }
  return next;
}

export function getSiteCustomization(ctx: Context, organizationId: string, siteId: string): SiteCustomization {
  return customizationOf(requireSite(ctx, organizationId, siteId, 'read'));
}

/** Where an error points, as a dotted field: `styling.primaryColor.light`. */
function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split('/').slice(1);
  if (error.keyword === 'required') path.push((error.params as { missingProperty: string }).missingProperty);
  return path.join('.');
}

/**
 * The most specific of a refusal's errors (a wrong value before a setting missing beside it), its
 * field named, and what to send instead (`fix`).
 */
export function customizationRefusal(errors: ErrorObject[], fix: string): Error {
  const weight = (error: ErrorObject) => fieldOf(error).split('.').length * 2 + (error.keyword === 'required' ? 0 : 1);
  const error = errors.reduce((best, e) => (weight(e) > weight(best) ? e : best));
  const field = fieldOf(error);
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  const said = error.keyword === 'required' ? 'is required' : `${error.message}${allowed ? `: ${allowed.join(', ')}` : ''}`;
  return invalid(`${said} ${fix}`, field || undefined);
}

/**
 * Replaces a site's whole customization: what it leaves unset reads as the default again. The
 * settings must be valid under either release of GitBook's spec (each client sends its own);
 * a refusal names the field as today's spec finds it. GitBook's spec puts customization under
 * the `site:write` scope with the site's other settings, so it takes what changing a site does:
 * the site's admin permission, a `create` member's (sitePermissions).
 */
export function putSiteCustomization(ctx: Context, organizationId: string, siteId: string, settings: Settings): SiteCustomization {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const { today, first } = customizationChecks();
  if (!today(settings) && !first(settings)) {
    throw customizationRefusal(today.errors!, "(GitBook's SiteCustomizationSettingsInput); send the whole settings, as getSiteCustomizationById answers them");
  }
  return customizationOf(ctx.store.put('sites', { ...site, customization: { settings, updatedAt: ctx.clock.iso() } }));
}
