import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportContentSource } from '@gitbook/api';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { ChangeRequestStatus } from '@gitbook/api-current';
import { oneRelease, type Harness } from './harness.js';

/** A site's style guide, its check runs and the organization's style guides and templates (today's alone: the first release's client sends them through its request core). */
export function styleguideScenarios(h: Harness) {
  describe("a site's style guide", () => {
    const { client, conform } = h;
    const api = (user = 'admin') => oneRelease(client(user));
    let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
    let site: string;
    let docs: string;

    beforeAll(async () => {
      fixtures = await serveFixtures({ '/docs.md': { type: 'text/markdown', body: '# Start\n\nTo login, click on the button.\n' } });
      site = (await client('admin').orgs.createSite('acme', { title: 'Styled' })).data.id;
      docs = (await client('admin').orgs.createSpace('acme', { title: 'Styled docs' })).data.id;
      await oneRelease(client('admin')).importContent(docs, { source: ImportContentSource.Markdown, url: fixtures.url('/docs.md') });
      await client('admin').orgs.addSpaceToSite('acme', site, { spaceId: docs });
    });
    afterAll(() => fixtures.close());

    it('lists the templates, creates the style guide from one (again: the same space), and lists it with its site', async () => {
      const { templates } = await conform('listStyleguideTemplates', api('read').listStyleguideTemplates('acme'));
      expect(templates.map((t) => t.id)).toContain('product-docs');
      const guide = await conform('createSiteStyleguideById', api('create').createSiteStyleguideById('acme', site, { template: 'product-docs' }));
      expect(guide).toMatchObject({ object: 'space', type: 'styleguide' });
      expect((await api('create').createSiteStyleguideById('acme', site)).data.id).toBe(guide.id);
      // Another site uses it too: today's updateSiteById takes `styleguide` (the first release's body has no such field).
      const other = (await client('admin').orgs.createSite('acme', { title: 'Also styled' })).data.id;
      const attached = await client('create').orgs.updateSiteById('acme', other, { styleguide: guide.id });
      expect(attached.data).toMatchObject({ styleguide: { kind: 'space', space: guide.id } });
      const { styleguides } = await conform('listOrganizationStyleguides', api('read').listOrganizationStyleguides('acme'));
      expect(styleguides.find((s) => s.space.id === guide.id)?.sites.map((s) => s.id)).toEqual([site, other]);
    });

    it('runs a check: a draft change request marked with the run, which the organization list finds by its run', async () => {
      const started = await conform('createSiteStyleguideRun', api('edit').createSiteStyleguideRun('acme', site, { spaces: [docs] }));
      expect(started.run).toMatchObject({ object: 'styleguide-run', site, spaces: [docs] });
      expect(started.changeRequests).toEqual([
        expect.objectContaining({ space: docs, status: 'draft', styleguide: expect.objectContaining({ site, run: started.run.id, changedPages: 1 }) }),
      ]);
      const runs = await conform('listSiteStyleguideRuns', api('read').listSiteStyleguideRuns('acme', site));
      expect(runs.items.map((run) => run.id)).toEqual([started.run.id]);
      const opened = await conform(
        'listChangeRequestsForOrganization',
        api('read').listChangeRequestsForOrganization('acme', { styleguideRun: started.run.id, status: [ChangeRequestStatus.Draft] }),
      );
      expect(opened.items.map((cr) => cr.id)).toEqual([started.changeRequests[0]!.id]);
      await expect(api('edit').createSiteStyleguideRun('acme', site, { spaces: [started.run.styleguide] })).rejects.toMatchObject({ code: 400 });
    });
  });
}
