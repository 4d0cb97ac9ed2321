import { beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness.js';

interface Made {
  id: string;
  urls: { published: string };
}

/** URLs and hostnames: what a published URL shows (at the sandbox's address or a custom hostname), the content a URL names, subdomains. */
export function urlScenarios(h: Harness) {
  describe('URLs and hostnames', () => {
    const { client, conform } = h;
    const api = () => client('admin');
    const hostname = `docs-${h.release.replace(/\W/g, '')}.example.test`;
    let space: string;
    let site: Made;

    beforeAll(async () => {
      space = ((await h.sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Handbook' } })).body as { id: string }).id;
      site = (await h.sb.call('POST', '/v1/orgs/acme/sites', { body: { title: 'Handbook', spaces: [space] } })).body as Made;
    });

    it('getApiInformation names the release served', async () => {
      const info = await conform('getApiInformation', api().getApiInformation());
      expect(info.version).toBe('0.202.0');
    });

    it('resolvePublishedContentByUrl reads a sandbox URL, and its token reads the space', async () => {
      const resolved = await conform(
        'resolvePublishedContentByUrl',
        api().urls.resolvePublishedContentByUrl({ url: `${site.urls.published}/getting-started` }),
      );
      expect(resolved).toMatchObject({ site: site.id, space, organization: 'acme', pathname: 'getting-started', complete: true });
      if (!('apiToken' in resolved)) throw new Error('a redirect');
      expect(resolved.siteBasePath).toBe(`${new URL(site.urls.published).pathname}/`);
      const read = await fetch(`${h.sb.url}/v1/spaces/${space}`, { headers: { authorization: `Bearer ${resolved.apiToken}` } });
      expect(read.status).toBe(200);
      await expect(api().urls.resolvePublishedContentByUrl({ url: `${h.sb.url}/sites/nobody/nothing` })).rejects.toMatchObject({ code: 404 });
    });

    it('getPublishedContentByUrl, the older form, answers alike', async () => {
      const resolved = await conform('getPublishedContentByUrl', api().urls.getPublishedContentByUrl({ url: site.urls.published }));
      expect(resolved).toMatchObject({ site: site.id, space, pathname: '' });
    });

    it('a custom hostname serves its site, is read, revalidated and removed', async () => {
      await h.sb.call('PATCH', `/v1/orgs/acme/sites/${site.id}`, { body: { hostname } });
      const viewed = await conform('getCustomHostname', api().customHostnames.getCustomHostname(hostname));
      expect(viewed).toMatchObject({ hostname, target: { type: 'site', site: site.id }, isActive: true, status: 'dns_no_cname' });
      const byHost = await api().urls.resolvePublishedContentByUrl({ url: `https://${hostname}/guide` });
      expect(byHost.data).toMatchObject({ site: site.id, pathname: 'guide', siteBasePath: '/', canonicalUrl: `https://${hostname}/guide` });
      await conform('dnsRevalidateCustomHostname', api().customHostnames.dnsRevalidateCustomHostname(hostname));
      expect((await api().customHostnames.getCustomHostname(hostname)).data.status).toBe('live');
      await expect(api().customHostnames.dnsRevalidateCustomHostname(hostname)).rejects.toMatchObject({ code: 409 });
      const removal = api().customHostnames.removeCustomHostname(hostname);
      await conform('removeCustomHostname', removal);
      expect((await removal).status).toBe(205);
      expect((await api().customHostnames.removeCustomHostname(hostname)).status).toBe(204);
      expect((await api().customHostnames.getCustomHostname(hostname)).data.isActive).toBe(false);
      expect((await api().orgs.getSiteById('acme', site.id)).data.hostname).toBeUndefined();
    });

    it('getContentByUrl names the space of an app URL and of a published one', async () => {
      const app = await conform('getContentByUrl', api().urls.getContentByUrl({ url: `${h.sb.url}/s/${space}` }));
      expect('space' in app && app.space.id).toBe(space);
      const published = await conform('getContentByUrl', api().urls.getContentByUrl({ url: site.urls.published }));
      expect('space' in published && published.space.id).toBe(space);
    });

    it('getSubdomain names the organization of a hostname', async () => {
      await h.sb.call('PATCH', '/v1/orgs/acme', { body: { hostname: 'acme' } });
      const subdomain = await conform('getSubdomain', api().subdomains.getSubdomain('acme'));
      expect(subdomain).toMatchObject({ subdomain: 'acme', target: { type: 'organization', organization: 'acme' }, isActive: true });
      await expect(api().subdomains.getSubdomain('no-such-org')).rejects.toMatchObject({ code: 404 });
    });
  });
}
