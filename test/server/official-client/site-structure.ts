import { describe, expect, it } from 'vitest';
import { callBoth, oneRelease, type Harness } from './harness.js';

/** A site's structure and its order, its template, a site space's copy and its own look. */
export function siteStructureScenarios(h: Harness) {
  describe('site structure', () => {
    const { client, conform } = h;
    const space = async (title: string) => (await client('admin').orgs.createSpace('acme', { title })).data.id;

    it('getSiteStructure gives sections and groups in order; sortSiteStructure reorders them for later reads', async () => {
      const api = client('admin');
      const site = (await api.orgs.createSite('acme', { title: 'Structured' })).data;
      const guides = (await api.orgs.addSectionToSite('acme', site.id, { spaceId: await space('Guides'), title: 'Guides' })).data;
      const reference = (await api.orgs.addSectionToSite('acme', site.id, { spaceId: await space('Reference'), title: 'Reference' })).data;
      const structure = await conform('getSiteStructure', api.orgs.getSiteStructure('acme', site.id));
      expect(structure.type).toBe('sections');
      expect(structure.structure.map((s) => s.title)).toEqual(['Guides', 'Reference']);

      const moved = await conform(
        'sortSiteStructure',
        callBoth(api, 'orgs', 'sortSiteStructure', 'acme', site.id, {
          item: { type: 'site-section', id: reference.id },
          position: { before: { type: 'site-section', id: guides.id } },
        }),
      );
      expect(moved).toMatchObject({ object: 'site-section', id: reference.id });
      expect((await api.orgs.getSiteStructure('acme', site.id)).data.structure.map((s) => s.title)).toEqual(['Reference', 'Guides']);
      expect((await api.orgs.listSiteSections('acme', site.id)).data.items.map((s) => s.title)).toEqual(['Reference', 'Guides']);
      await expect(
        callBoth(api, 'orgs', 'sortSiteStructure', 'acme', site.id, { item: { type: 'site-section', id: 'nope' }, position: {} }),
      ).rejects.toMatchObject({ code: 404 });
      await expect(
        callBoth(client('edit'), 'orgs', 'sortSiteStructure', 'acme', site.id, { item: { type: 'site-section', id: guides.id }, position: {} }),
      ).rejects.toMatchObject({ code: 403 });
    });

    it('applyTemplateToSite fills an empty site; duplicateSiteSpace shows a copy in a section of its own', async () => {
      const api = client('admin');
      const site = (await api.orgs.createSite('acme', { title: 'From template' })).data;
      await conform('applyTemplateToSite', oneRelease(api).applyTemplateToSite('acme', site.id));
      const [shown] = (await api.orgs.listSiteSpaces('acme', site.id)).data.items;
      expect(shown).toMatchObject({ title: 'Documentation' });
      expect((await api.spaces.listPages(shown!.space.id)).data.pages.map((p) => p.title)).toEqual(['Welcome', 'Getting started', 'Basics']);
      await expect(oneRelease(api).applyTemplateToSite('acme', site.id)).rejects.toMatchObject({ code: 409 });

      const copy = await conform('duplicateSiteSpace', oneRelease(api).duplicateSiteSpace('acme', site.id, shown!.id, {}));
      expect(copy).toMatchObject({ object: 'site-space', title: 'Documentation (copy)' });
      expect((await api.orgs.listSiteSpaces('acme', site.id)).data.items.map((s) => s.id)).toEqual([shown!.id, copy.id]);
    });

    it("a site space's customization overrides the site's for it alone, until deleted", async () => {
      const api = client('admin');
      const site = (await api.orgs.createSite('acme', { title: 'Bilingual' })).data;
      const en = (await api.orgs.addSpaceToSite('acme', site.id, { spaceId: await space('English') })).data;
      const fr = (await api.orgs.addSpaceToSite('acme', site.id, { spaceId: await space('Français') })).data;
      const inherited = await conform('getSiteSpaceCustomizationById', api.orgs.getSiteSpaceCustomizationById('acme', site.id, fr.id));
      expect(inherited).toMatchObject({ title: 'Bilingual', styling: { primaryColor: { light: '#346DDB' } } });

      const red = { light: '#E11D48', dark: '#FB7185' };
      const set = await conform(
        'overrideSiteSpaceCustomizationById',
        api.orgs.overrideSiteSpaceCustomizationById('acme', site.id, fr.id, { title: 'Aide', styling: { primaryColor: red } }),
      );
      expect(set).toMatchObject({ title: 'Aide', styling: { primaryColor: red, theme: 'clean' } });
      expect((await api.orgs.getSiteSpaceCustomizationById('acme', site.id, en.id)).data.title).toBe('Bilingual');
      const published = (await api.orgs.getPublishedContentSite('acme', site.id)).data;
      expect(published.customizations.siteSpaces[fr.id]).toMatchObject({ title: 'Aide' });
      await expect(api.orgs.overrideSiteSpaceCustomizationById('acme', site.id, fr.id, { styling: { theme: 'neon' as never } })).rejects.toMatchObject({
        code: 400,
      });
      await expect(client('edit').orgs.overrideSiteSpaceCustomizationById('acme', site.id, fr.id, { title: 'Non' })).rejects.toMatchObject({
        code: 403,
      });

      await conform('deleteSiteSpaceCustomizationById', api.orgs.deleteSiteSpaceCustomizationById('acme', site.id, fr.id));
      expect((await api.orgs.getSiteSpaceCustomizationById('acme', site.id, fr.id)).data).toEqual(inherited);
    });
  });
}
