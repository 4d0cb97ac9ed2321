import { describe, expect, it } from 'vitest';
import { SiteChannelRole } from '@gitbook/api-current';
import type { OfficialClient } from '../../helpers/releases.js';
import type { Harness } from './harness.js';

/**
 * A site's GitBook Agent channels and external links (today's alone), and its ads settings (both releases'). The
 * published site shows its live links among its section tabs.
 */
export function siteExtrasScenarios(h: Harness) {
  const { client, conform } = h;
  const today = (user: string) => client(user) as OfficialClient<'0.202.0'>;

  describe('site extras', () => {
    it('submits a site for ads and turns them off, as its Site shows', async () => {
      const api = client('admin');
      const site = (await api.orgs.createSite('acme', { title: 'Monetized' })).data;
      const submitted = api.orgs.updateSiteAdsById('acme', site.id, { status: 'in-review', topic: 'webdev' as never });
      expect((await submitted).status).toBe(204);
      await conform('updateSiteAdsById', submitted);
      expect((await conform('getSiteById', api.orgs.getSiteById('acme', site.id))).ads).toEqual({ status: 'in-review', topic: 'webdev' });
      await expect(client('create').orgs.updateSiteAdsById('acme', site.id, { status: 'disabled' as never })).rejects.toMatchObject({ code: 403 });
      await expect(api.orgs.updateSiteAdsById('acme', site.id, { topic: 'sports' as never })).rejects.toMatchObject({ code: 400 });
    });

    it('answers the ads platform (the sandbox owner) with its queue and takes its verdicts, which the published site shows', async () => {
      const owner = client('admin');
      // A sample space has pages, whose aside holds the ad.
      const site = (await owner.orgs.createSite('acme', { title: 'Ad site', spaces: 'sample' as never })).data;
      await owner.orgs.updateSiteAdsById('acme', site.id, { status: 'in-review', topic: 'crypto' as never });
      const partner = { headers: { 'X-GitBook-Partner-Key': 'sandbox' } };
      const queue = await conform('adsListSites', owner.ads.adsListSites({}, partner));
      expect(queue.items).toContainEqual({ id: site.id, url: site.urls.published, email: 'admin@acme.test', topic: 'crypto', status: 'in-review' });
      await expect(client('create').ads.adsListSites({}, partner)).rejects.toMatchObject({ code: 403 });
      await expect(owner.ads.adsUpdateSite(site.id, { status: 'live' } as never, partner)).rejects.toMatchObject({ code: 400 });

      await conform('adsUpdateSite', owner.ads.adsUpdateSite(site.id, { status: 'live', zoneId: 'zone-7', reportingId: 'report-7' }, partner));
      expect((await owner.orgs.getSiteById('acme', site.id)).data.ads).toEqual({ status: 'live', topic: 'crypto', zoneId: 'zone-7' });
      expect((await conform('adsListSites', owner.ads.adsListSites({ status: 'live' }, partner))).items.map((s) => s.id)).toEqual([site.id]);
      expect(await (await fetch(site.urls.published!)).text()).toContain('data-zone="zone-7"');

      await owner.orgs.updateSiteAdsById('acme', site.id, { status: 'disabled' as never });
      expect((await owner.orgs.getSiteById('acme', site.id)).data.ads).toMatchObject({ status: 'disabled' });
      expect(await (await fetch(site.urls.published!)).text()).not.toContain('data-zone');
      await conform('adsUpdateSite', owner.ads.adsUpdateSite(site.id, { status: 'rejected', reason: 'Off topic' }, partner));
      expect((await owner.orgs.getSiteById('acme', site.id)).data.ads).toEqual({ status: 'rejected', reason: 'Off topic' });
    });

    if (h.release !== '0.202.0') return;

    it("keeps a site's GitBook Agent channels", async () => {
      const api = today('create');
      const site = (await api.orgs.createSite('acme', { title: 'Agent' })).data;
      const channel = await conform(
        'createSiteChannel',
        api.orgs.createSiteChannel('acme', site.id, {
          type: 'builtin:slack',
          setupSettings: { allowedChannels: ['support-*'] },
          role: SiteChannelRole.Support,
        }),
      );
      expect(channel).toMatchObject({ object: 'site-channel', type: 'builtin:slack', role: 'support', status: 'pending', answers: 0 });
      const changed = await conform(
        'updateSiteChannelById',
        api.orgs.updateSiteChannelById('acme', site.id, channel.id, { role: SiteChannelRole.Collaborator }),
      );
      expect(changed.role).toBe('collaborator');
      expect(await conform('getSiteChannelById', today('read').orgs.getSiteChannelById('acme', site.id, channel.id))).toMatchObject({ role: 'collaborator' });
      await expect(
        api.orgs.createSiteChannel('acme', site.id, { type: 'builtin:github', setupSettings: { allowedRepositories: ['no-owner'] } }),
      ).rejects.toMatchObject({ code: 400, errorMessage: expect.stringContaining('body.setupSettings.allowedRepositories') });
      await expect(today('admin').orgs.getSiteChannelById('globex', site.id, channel.id)).rejects.toMatchObject({ code: 404 });
      await conform('deleteSiteChannelById', api.orgs.deleteSiteChannelById('acme', site.id, channel.id));
      expect((await conform('listSiteChannels', api.orgs.listSiteChannels('acme', site.id))).items).toEqual([]);
    });

    it('adds external links among the sections, shown in the published header', async () => {
      const api = today('create');
      const docs = (await api.orgs.createSpace('acme', { title: 'Linked docs' })).data;
      const site = (await api.orgs.createSite('acme', { title: 'Linked', spaces: [docs.id] })).data;
      await expect(api.orgs.addExternalLinkToSite('acme', site.id, { title: 'Status', url: 'https://status.acme.test' })).rejects.toMatchObject({ code: 400 });
      const other = (await api.orgs.createSpace('acme', { title: 'Reference' })).data;
      await api.orgs.addSectionToSite('acme', site.id, { spaceId: other.id });
      const link = await conform(
        'addExternalLinkToSite',
        api.orgs.addExternalLinkToSite('acme', site.id, { title: 'Status', url: 'https://status.acme.test' }),
      );
      expect(link).toMatchObject({ object: 'site-external-link', title: 'Status', draft: false });
      const draft = await conform(
        'addExternalLinkToSite',
        api.orgs.addExternalLinkToSite('acme', site.id, { title: 'Roadmap', url: 'https://acme.test/roadmap', draft: true }),
      );
      const renamed = await conform(
        'updateSiteExternalLinkById',
        api.orgs.updateSiteExternalLinkById('acme', site.id, link.id, { title: 'System status', description: 'Uptime' }),
      );
      expect(renamed).toMatchObject({ title: 'System status', description: 'Uptime' });

      const published = (await api.orgs.getSiteById('acme', site.id)).data.urls.published!;
      const page = await (await fetch(published)).text();
      expect(page).toContain('<a href="https://status.acme.test">System status</a>');
      expect(page).not.toContain('Roadmap');

      await conform('deleteSiteExternalLinkById', api.orgs.deleteSiteExternalLinkById('acme', site.id, draft.id));
      await conform('deleteSiteExternalLinkById', api.orgs.deleteSiteExternalLinkById('acme', site.id, link.id));
      expect(await (await fetch(published)).text()).not.toContain('System status');
    });
  });
}
