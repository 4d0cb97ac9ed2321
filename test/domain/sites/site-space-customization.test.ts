import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { getSiteCustomization } from '../../../src/domain/sites/customization.js';
import { getPublishedSite } from '../../../src/domain/sites/published.js';
import { addSpaceToSite } from '../../../src/domain/sites/site-spaces.js';
import { deleteSiteSpaceCustomization, getSiteSpaceCustomization, overrideSiteSpaceCustomization } from '../../../src/domain/sites/site-space-customization.js';
import { createSite } from '../../../src/domain/sites/sites.js';
import { refusal, rules } from '../../helpers/rules.js';

const RED = { light: '#E11D48', dark: '#FB7185' };

function setUp() {
  const sandbox = rules();
  const ctx = sandbox.as();
  const site = createSite(ctx, 'acme', { title: 'Help' });
  const [en, fr] = ['English', 'Français'].map((title) => addSpaceToSite(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title }).id }));
  return { sandbox, ctx, site, en: en!, fr: fr! };
}

describe('site space customization', () => {
  it("reads as the site's until overridden, and an override changes that site space only", () => {
    const { ctx, site, en, fr } = setUp();
    expect(getSiteSpaceCustomization(ctx, 'acme', site.id, fr.id)).toEqual(getSiteCustomization(ctx, 'acme', site.id));
    const set = overrideSiteSpaceCustomization(ctx, 'acme', site.id, fr.id, { title: 'Aide', styling: { primaryColor: RED } });
    expect(set).toMatchObject({ title: 'Aide', styling: { primaryColor: RED, theme: 'clean', font: 'Inter' } });
    expect(getSiteSpaceCustomization(ctx, 'acme', site.id, fr.id)).toEqual(set);
    expect(getSiteSpaceCustomization(ctx, 'acme', site.id, en.id)).toMatchObject({ title: 'Help', styling: { primaryColor: { light: '#346DDB' } } });
    const { customizations } = getPublishedSite(ctx, 'acme', site.id);
    expect(customizations.siteSpaces[fr.id]).toEqual(set);
    expect(customizations.siteSpaces[en.id]).toEqual(customizations.site);
  });

  it('keeps what a later override leaves out, and a null clears one setting back to the site', () => {
    const { ctx, site, fr } = setUp();
    overrideSiteSpaceCustomization(ctx, 'acme', site.id, fr.id, { title: 'Aide', styling: { primaryColor: RED, theme: 'muted' } });
    const later = overrideSiteSpaceCustomization(ctx, 'acme', site.id, fr.id, { styling: { theme: null } });
    expect(later).toMatchObject({ title: 'Aide', styling: { primaryColor: RED, theme: 'clean' } });
    expect(overrideSiteSpaceCustomization(ctx, 'acme', site.id, fr.id, { title: null })).toMatchObject({ title: 'Help' });
  });

  it("is deleted back to the site's look, the site's own later changes showing through", () => {
    const { ctx, sandbox, site, fr } = setUp();
    overrideSiteSpaceCustomization(ctx, 'acme', site.id, fr.id, { styling: { primaryColor: RED } });
    deleteSiteSpaceCustomization(ctx, 'acme', site.id, fr.id);
    expect(getSiteSpaceCustomization(ctx, 'acme', site.id, fr.id)).toEqual(getSiteCustomization(ctx, 'acme', site.id));
    expect(sandbox.sandbox.store.get('siteSpaces', fr.id)!.customization).toBeUndefined();
    deleteSiteSpaceCustomization(ctx, 'acme', site.id, fr.id);
  });

  it('refuses settings GitBook does not know, naming the field, and callers who may not change the site', async () => {
    const { ctx, sandbox, site, fr } = setUp();
    expect(await refusal(() => overrideSiteSpaceCustomization(ctx, 'acme', site.id, fr.id, { styling: { theme: 'neon' } }))).toMatchObject({
      reason: 'invalid',
      field: 'styling.theme',
    });
    expect(await refusal(() => overrideSiteSpaceCustomization(sandbox.as('edit'), 'acme', site.id, fr.id, { title: 'Aide' }))).toMatchObject({
      reason: 'forbidden',
    });
    expect(await refusal(() => getSiteSpaceCustomization(ctx, 'acme', site.id, 'nope'))).toMatchObject({ reason: 'not-found' });
  });
});
