import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { getPublishedSite } from '../../../src/domain/sites/published.js';
import { addGroup, listGroups } from '../../../src/domain/sites/section-groups.js';
import { addSection } from '../../../src/domain/sites/sections.js';
import { createSite, getSite } from '../../../src/domain/sites/sites.js';
import { rules } from '../../helpers/rules.js';

describe('sites', () => {
  it('tell each member what their organization role lets them do with a site', () => {
    const sandbox = rules();
    const site = createSite(sandbox.as(), 'acme', { title: 'Help', type: 'premium' });
    expect(site).toMatchObject({ type: 'premium', appliedType: 'premium', defaultLevel: 'inherit', urls: { preview: `${site.urls.app}/preview` } });
    expect(getSite(sandbox.as('read'), 'acme', site.id).permissions).toEqual({
      view: true,
      access: true,
      edit: false,
      create: false,
      admin: false,
      installIntegration: false,
      viewAdaptiveSchema: true,
      editAdaptiveSchema: false,
    });
    expect(getSite(sandbox.as('edit'), 'acme', site.id).permissions).toMatchObject({ edit: true, create: false, editAdaptiveSchema: false });
    expect(getSite(sandbox.as('create'), 'acme', site.id).permissions).toMatchObject({
      create: true,
      admin: true,
      editAdaptiveSchema: true,
      installIntegration: false,
    });
    expect(getSite(sandbox.as(), 'acme', site.id).permissions.installIntegration).toBe(true);
  });

  it('give a section group its sections as its children, and publish them live', () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    const sections = ['Guides', 'API'].map((title) => addSection(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title }).id, title }));
    addGroup(ctx, 'acme', site.id, { title: 'Docs', sections: sections.map((s) => s.id) });
    const [group] = listGroups(ctx, 'acme', site.id, {}).items;
    expect(group!.children.map((s) => s.title)).toEqual(['Guides', 'API']);
    expect(group!.children).toEqual(group!.sections);
    const published = getPublishedSite(ctx, 'acme', site.id);
    expect(published.structure.structure).toMatchObject([{ object: 'site-section-group', draft: false, children: [{ draft: false }, { draft: false }] }]);
  });

  it('list the page actions a published page offers, as the customization enables them', () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help', spaces: 'empty' });
    const { site: settings } = getPublishedSite(ctx, 'acme', site.id).customizations;
    expect(settings.pageActions).toEqual({ externalAI: true, markdown: true, items: ['markdown', 'external-ai', 'pdf'] });
    expect(settings).toMatchObject({ socialAccounts: [], styling: { codeTheme: { default: { light: 'default-light', dark: 'default-dark' } } } });
  });
});
