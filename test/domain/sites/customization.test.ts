import { describe, expect, it } from 'vitest';
import { getSiteCustomization, putSiteCustomization } from '../../../src/domain/sites/customization.js';
import { getPublishedSite } from '../../../src/domain/sites/published.js';
import { createSite } from '../../../src/domain/sites/sites.js';
import { refusal, rules } from '../../helpers/rules.js';

const setUp = () => {
  const sandbox = rules();
  const site = createSite(sandbox.as(), 'acme', { title: 'Help', spaces: 'empty' });
  const defaults = getSiteCustomization(sandbox.as(), 'acme', site.id);
  /** The site's settings with these over them: what a client sends after reading them. */
  const put = (change: (settings: typeof defaults) => unknown, user = 'admin') =>
    putSiteCustomization(sandbox.as(user), 'acme', site.id, change(getSiteCustomization(sandbox.as(), 'acme', site.id)) as Record<string, unknown>);
  return { sandbox, site, defaults, put };
};

describe('site customization', () => {
  it("reads as GitBook's defaults until set, the site's title its title", () => {
    const { defaults } = setUp();
    expect(defaults).toMatchObject({
      title: 'Help',
      styling: { theme: 'clean', primaryColor: { light: '#346DDB', dark: '#346DDB' }, corners: 'rounded', font: 'Inter', monospaceFont: 'IBMPlexMono' },
      favicon: {},
      header: { preset: 'default', links: [] },
      pageActions: { externalAI: true, markdown: true, items: ['markdown', 'external-ai', 'pdf'] },
    });
    expect(defaults.updatedAt).toBeUndefined();
    expect(defaults.header.logo).toBeUndefined();
  });

  it('is replaced whole by an update: what the update leaves out reads as the default again', () => {
    const { sandbox, site, put } = setUp();
    const set = put((s) => ({
      ...s,
      title: 'Acme Docs',
      styling: { ...s.styling, primaryColor: { light: '#E11D48', dark: '#FB7185' } },
      favicon: { emoji: '1f680' },
    }));
    expect(set).toMatchObject({ title: 'Acme Docs', styling: { primaryColor: { light: '#E11D48' }, theme: 'clean' }, favicon: { emoji: '1f680' } });
    expect(set.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(getPublishedSite(sandbox.as(), 'acme', site.id).customizations.site).toEqual(set);

    const { title: _title, favicon: _favicon, ...rest } = set;
    const replaced = putSiteCustomization(sandbox.as(), 'acme', site.id, { ...rest, favicon: {} });
    expect(replaced).toMatchObject({ title: 'Help', favicon: {}, styling: { primaryColor: { light: '#E11D48' } } });
  });

  it("fills in what an older client's settings lack, and answers a list of page actions as both releases name them", async () => {
    const { put } = setUp();
    const { codeTheme: _codeTheme, ...styling } = put((s) => s).styling;
    const older = put((s) => ({ ...s, styling, pageActions: { externalAI: false, markdown: true } }));
    expect(older.styling.codeTheme).toEqual({
      default: { light: 'default-light', dark: 'default-dark' },
      openapi: { light: 'default-light', dark: 'default-dark' },
    });
    expect(older.pageActions).toEqual({ externalAI: false, markdown: true, items: ['markdown', 'pdf'] });
    const listed = put((s) => ({ ...s, ai: { mode: 'assistant' }, pageActions: { items: ['external-ai'] } }));
    expect(listed.pageActions).toEqual({ externalAI: true, markdown: false, items: ['assistant', 'external-ai'] });
    // Settings valid under neither release (today's list of actions beside the first release's styling) are refused.
    expect(await refusal(() => put((s) => ({ ...s, styling, pageActions: { items: ['external-ai'] } })))).toMatchObject({
      reason: 'invalid',
      field: 'styling.codeTheme',
    });
  });

  it('refuses a bad colour or an unknown theme, naming the field, and keeps the settings it had', async () => {
    const { defaults, put } = setUp();
    expect(await refusal(() => put((s) => ({ ...s, styling: { ...s.styling, primaryColor: { light: 'red', dark: '#000' } } })))).toMatchObject({
      reason: 'invalid',
      field: 'styling.primaryColor.light',
      message: expect.stringMatching(/must match pattern/),
    });
    expect(await refusal(() => put((s) => ({ ...s, styling: { ...s.styling, theme: 'neon' } })))).toMatchObject({
      reason: 'invalid',
      field: 'styling.theme',
      message: expect.stringMatching(/clean, muted, bold, gradient/),
    });
    expect(await refusal(() => put((s) => ({ ...s, header: { ...s.header, logo: { light: 'not a url', dark: 'https://x.test/l.svg' } } })))).toMatchObject({
      field: 'header.logo.light',
    });
    expect(await refusal(() => put(({ styling: _styling, ...s }) => s))).toMatchObject({
      reason: 'invalid',
      field: 'styling',
      message: expect.stringMatching(/^is required/),
    });
    expect(put((s) => s).styling).toEqual(defaults.styling);
  });

  it('is read by any member and changed only by those who may change the site', async () => {
    const { site, sandbox, put } = setUp();
    expect(getSiteCustomization(sandbox.as('read'), 'acme', site.id).title).toBe('Help');
    expect(await refusal(() => put((s) => ({ ...s, title: 'Mine' }), 'edit'))).toMatchObject({ reason: 'forbidden' });
    expect(put((s) => ({ ...s, title: 'Ours' }), 'create').title).toBe('Ours');
  });
});
