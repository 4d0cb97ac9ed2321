import { describe, expect, it } from 'vitest';
import { revisionOf, walkPages } from '../../../src/domain/revisions/revisions.js';
import { bulkUpsertRedirects, createRedirect, listRedirects, redirectBySource, updateRedirect, visitorRedirect } from '../../../src/domain/sites/redirects.js';
import { createSite } from '../../../src/domain/sites/sites.js';
import type { SiteRedirectCreate } from '../../../src/schemas/site-redirect.js';
import { refusal, rules } from '../../helpers/rules.js';

/** A site showing a sample space, its site space and the path and id of a page in it. */
function withSite() {
  const sandbox = rules();
  const ctx = sandbox.as();
  const site = createSite(ctx, 'acme', { title: 'Help', spaces: 'sample' });
  const siteSpace = ctx.store.recordsIn('siteSpaces', 'bySite', site.id)[0]!;
  const space = ctx.store.get('spaces', siteSpace.space)!;
  const page = [...walkPages(revisionOf(ctx, space.revision).pages)].at(-1)!;
  const add = (source: string, destination: SiteRedirectCreate['destination'], more: Partial<SiteRedirectCreate> = {}) =>
    createRedirect(ctx, 'acme', site.id, { source, destination, draft: false, captureWildcard: false, permanent: false, ...more });
  return { sandbox, ctx, site, siteSpace, space, page, add, record: ctx.store.get('sites', site.id)! };
}

const external = (url: string) => ({ kind: 'external' as const, url });
const onSite = (site: { urls: { published?: string } }, path: string) => external(`${site.urls.published}${path}`);

describe('site redirects', () => {
  it('store a page given by its path as that page, and resolve it to its published URL', () => {
    const { ctx, site, siteSpace, space, page, add } = withSite();
    const redirect = add('/old/install', { kind: 'path', spaceId: space.id, path: page.path });
    expect(redirect).toMatchObject({ object: 'site-redirect', source: '/old/install', draft: false, permanent: false });
    expect(redirect.destination).toEqual({ kind: 'site-page', siteSpaceId: siteSpace.id, pageId: page.page.id });
    expect(redirectBySource(ctx, 'acme', site.id, '/old/install').target).toBe(`${site.urls.published}/${siteSpace.path}/${page.path}`);
  });

  it('refuse a second live redirect of one source, but let a draft of it stand beside', async () => {
    const { ctx, site, add } = withSite();
    const first = add('/a', external('https://example.com/a'));
    expect(await refusal(() => add('/a', external('https://example.com/b')))).toMatchObject({ reason: 'conflict', message: expect.stringContaining(first.id) });
    expect(add('/a', external('https://example.com/b'), { draft: true }).draft).toBe(true);
    const other = add('/b', external('https://example.com/b'));
    expect(await refusal(() => updateRedirect(ctx, 'acme', site.id, other.id, { source: '/a' }))).toMatchObject({ reason: 'conflict' });
  });

  it('refuse a redirect to itself, and one that loops through another back to its source', async () => {
    const { site, add } = withSite();
    expect(await refusal(() => add('/a', onSite(site, '/a')))).toMatchObject({ reason: 'invalid', field: 'destination' });
    add('/a', onSite(site, '/b'));
    expect(await refusal(() => add('/b', onSite(site, '/a')))).toMatchObject({ reason: 'invalid', message: expect.stringContaining('/b → /a → /b') });
    // A wildcard's own targets are under it.
    expect(await refusal(() => add('/docs/*', onSite(site, '/docs/new')))).toMatchObject({ reason: 'invalid' });
    expect(add('/c', onSite(site, '/d')).source).toBe('/c');
  });

  it('refuse a destination that is not on the site', async () => {
    const { ctx, add } = withSite();
    const other = createSite(ctx, 'acme', { title: 'Other', spaces: 'empty' });
    const otherSiteSpace = ctx.store.recordsIn('siteSpaces', 'bySite', other.id)[0]!;
    expect(await refusal(() => add('/x', { kind: 'site-space', siteSpaceId: otherSiteSpace.id }))).toMatchObject({ reason: 'invalid', field: 'destination' });
    expect(await refusal(() => add('/x', { kind: 'path', spaceId: otherSiteSpace.space, path: 'anything' }))).toMatchObject({
      reason: 'invalid',
      field: 'destination.spaceId',
    });
  });

  it('set redirects in bulk by source, each line on its own', () => {
    const { ctx, site, add } = withSite();
    const kept = add('/a', external('https://example.com/a'));
    const { results } = bulkUpsertRedirects(ctx, 'acme', site.id, [
      { source: '/a', intent: 'live', captureWildcard: false, destination: external('https://example.com/a2'), permanent: true },
      { source: '/b', intent: 'draft', captureWildcard: false, destination: external('https://example.com/b') },
      { source: '/c', intent: 'live', captureWildcard: false, destination: onSite(site, '/c') },
      { source: '/b', intent: 'publish' },
      { source: '/a', intent: 'live', captureWildcard: false, destination: null },
    ]);
    expect(results.map((r) => r.status)).toEqual(['updated', 'created', 'error', 'published', 'deleted']);
    expect(results[0]).toMatchObject({ id: kept.id, draft: false });
    expect(results[2]).toMatchObject({ error: expect.stringContaining('loop') });
    expect(listRedirects(ctx, 'acme', site.id, {}).items.map((r) => r.source)).toEqual(['/b']);
    expect(listRedirects(ctx, 'acme', site.id, { draft: true }).items).toEqual([]);
  });

  it('lead a visitor by the exact source first, then the longest wildcard, capturing what it matched', () => {
    const { ctx, record, siteSpace, add } = withSite();
    add('/docs/*', external('https://example.com/all'));
    add('/docs/api/*', external('https://example.com/api'), { captureWildcard: true, permanent: true });
    add('/docs/api/v1', { kind: 'site-space', siteSpaceId: siteSpace.id });
    add('/draft', external('https://example.com/draft'), { draft: true });
    expect(visitorRedirect(ctx, record, '/docs/api/v1')).toEqual({ to: { path: `/${siteSpace.path}` }, permanent: false });
    expect(visitorRedirect(ctx, record, '/docs/api/v2/users')).toEqual({ to: { url: 'https://example.com/api/v2/users' }, permanent: true });
    expect(visitorRedirect(ctx, record, '/docs/guide')).toEqual({ to: { url: 'https://example.com/all' }, permanent: false });
    expect(visitorRedirect(ctx, record, '/docs')).toBeUndefined();
    expect(visitorRedirect(ctx, record, '/draft')).toBeUndefined();
  });
});
