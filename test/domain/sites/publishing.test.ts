import { describe, expect, it } from 'vitest';
import { getPublishedSite } from '../../../src/domain/sites/published.js';
import { previewSite, publishSite, unpublishSite } from '../../../src/domain/sites/publishing.js';
import { createSite, getSite, listSites } from '../../../src/domain/sites/sites.js';
import { publishedSiteAt } from '../../../src/domain/sites/visitor-site.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('publishing a site', () => {
  it('takes a site offline and brings it back, its URL with it', async () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help', spaces: 'empty' });
    expect(site.published).toBe(true);
    const offline = unpublishSite(ctx, 'acme', site.id);
    expect(offline.published).toBe(false);
    expect(offline.urls.published).toBeUndefined();
    expect(listSites(ctx, 'acme', { published: true }).items.map((s) => s.id)).not.toContain(site.id);
    expect(publishedSiteAt(ctx, 'acme', site.id)).toBeUndefined();
    expect(await refusal(() => getPublishedSite(ctx, 'acme', site.id))).toMatchObject({ reason: 'not-found', message: expect.stringContaining('publishSite') });
    expect(publishSite(ctx, 'acme', site.id)).toMatchObject({ published: true, urls: { published: site.urls.published } });
    expect(publishedSiteAt(ctx, 'acme', site.id)?.site.id).toBe(site.id);
  });

  it('refuses to publish a site that shows no space, and leaves it to members who may change sites', async () => {
    const sandbox = rules();
    const site = createSite(sandbox.as(), 'acme', { title: 'Empty' });
    expect(await refusal(() => publishSite(sandbox.as(), 'acme', site.id))).toMatchObject({ reason: 'invalid', message: expect.stringContaining('no space') });
    expect(await refusal(() => unpublishSite(sandbox.as('edit'), 'acme', site.id))).toMatchObject({ reason: 'forbidden' });
    expect(getSite(sandbox.as(), 'acme', site.id).published).toBe(false);
  });

  it('previews a site at its preview URL, published or not, checking the site space named', async () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help', spaces: 'empty' });
    unpublishSite(ctx, 'acme', site.id);
    expect(previewSite(ctx, 'acme', site.id)).toEqual({ url: site.urls.preview });
    expect(await refusal(() => previewSite(ctx, 'acme', site.id, 'nope'))).toMatchObject({ reason: 'invalid', field: 'siteSpace' });
  });
});
