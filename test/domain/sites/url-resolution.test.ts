import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { contentTokenUser } from '../../../src/domain/kernel/content-tokens.js';
import { addSection } from '../../../src/domain/sites/sections.js';
import { createShareLink } from '../../../src/domain/sites/share-links.js';
import { addSpaceToSite } from '../../../src/domain/sites/site-spaces.js';
import { createSite, updateSite } from '../../../src/domain/sites/sites.js';
import { updatePublishingAuth } from '../../../src/domain/sites/publishing-auth.js';
import { publishSite, unpublishSite } from '../../../src/domain/sites/publishing.js';
import { contentByUrl, resolvePublishedUrl } from '../../../src/domain/sites/url-resolution.js';
import { refusal, rules } from '../../helpers/rules.js';

/** A site of two sections, the first with a second variant, at http://sandbox.test/sites/acme/help. */
function sectioned() {
  const r = rules();
  const ctx = r.as();
  const site = createSite(ctx, 'acme', { title: 'Help' });
  updateSite(ctx, 'acme', site.id, { basename: 'help' });
  const guides = addSection(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'Guides' }).id });
  const api = addSection(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'API' }).id });
  const v1 = addSpaceToSite(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'Guides v1' }).id, sectionId: guides.id });
  return { r, ctx, site, guides, api, v1 };
}

const BASE = 'http://sandbox.test/sites/acme/help';

describe('resolving a published URL', () => {
  it.each([
    ['/install/linux', 'Guides', 'install/linux', '/sites/acme/help/'],
    ['/api/endpoints', 'API', 'endpoints', '/sites/acme/help/api/'],
    ['/guides-v1/old', 'Guides v1', 'old', '/sites/acme/help/guides-v1/'],
    ['', 'Guides', '', '/sites/acme/help/'],
  ])('%s → the space, the page path and where its pages start', async (path, title, pathname, basePath) => {
    const { ctx, site } = sectioned();
    const found = await resolvePublishedUrl(ctx, `${BASE}${path}`);
    if (!('space' in found)) throw new Error(`redirected to ${found.redirect}`);
    expect([ctx.store.get('spaces', found.space)?.title, found.pathname, found.basePath, found.siteBasePath, found.site]).toEqual([
      title,
      pathname,
      basePath,
      '/sites/acme/help/',
      site.id,
    ]);
    expect(found.canonicalUrl).toBe(`http://sandbox.test${basePath}${pathname}`.replace(/\/$/, ''));
  });

  it('names the section and site space, and hands out a token that reads as the caller until it expires', async () => {
    const { r, ctx, api } = sectioned();
    const found = await resolvePublishedUrl(ctx, `${BASE}/api`);
    if (!('space' in found)) throw new Error('redirected');
    expect(found.siteSection).toBe(api.id);
    expect(found.siteSpace).toBe(ctx.store.recordsIn('siteSpaces', 'byContainer', api.id)[0]!.id);
    expect(found.apiToken).not.toContain(r.sandbox.secrets.tokenForUser('admin'));
    expect(contentTokenUser(r.sandbox.secrets.visitorKey, r.sandbox.clock.now(), found.apiToken)).toBe('admin');
    r.travel(1);
    expect(contentTokenUser(r.sandbox.secrets.visitorKey, r.sandbox.clock.now(), found.apiToken)).toBeUndefined();
    expect(contentTokenUser(r.sandbox.secrets.visitorKey, new Date(0), `${found.apiToken}x`)).toBeUndefined();
  });

  it('at a custom hostname: the site at its root, whatever the scheme or port', async () => {
    const { ctx, site } = sectioned();
    updateSite(ctx, 'acme', site.id, { hostname: 'docs.acme.test' });
    for (const url of ['https://docs.acme.test/api/endpoints', 'http://docs.acme.test:8080/api/endpoints']) {
      const found = await resolvePublishedUrl(ctx, url);
      expect(found).toMatchObject({
        site: site.id,
        pathname: 'endpoints',
        basePath: '/api/',
        siteBasePath: '/',
        canonicalUrl: `${new URL(url).origin}/api/endpoints`,
      });
    }
    expect(await resolvePublishedUrl(ctx, 'https://docs.acme.test')).toMatchObject({ pathname: '', canonicalUrl: 'https://docs.acme.test/' });
    updateSite(ctx, 'acme', site.id, { hostname: null });
    // Removed, the name still leads to the site until another takes it, as GitBook's does.
    expect(await resolvePublishedUrl(ctx, 'https://docs.acme.test/')).toMatchObject({ site: site.id });
  });

  it('is not found for a URL of no published site', async () => {
    const { ctx, site } = sectioned();
    updateSite(ctx, 'acme', site.id, { hostname: 'docs.acme.test' });
    unpublishSite(ctx, 'acme', site.id);
    for (const url of [BASE, 'https://docs.acme.test/']) expect((await refusal(() => resolvePublishedUrl(ctx, url))).reason, url).toBe('not-found');
    publishSite(ctx, 'acme', site.id);
    for (const url of [
      'http://sandbox.test/sites/acme/nothing',
      'https://unknown.example.test/',
      'http://elsewhere.test/sites/acme/help',
      'http://sandbox.test/s/x',
    ]) {
      expect((await refusal(() => resolvePublishedUrl(ctx, url))).reason, url).toBe('not-found');
    }
  });

  it('sends an older form of a URL to the site’s own', async () => {
    const { ctx } = sectioned();
    expect(await resolvePublishedUrl(ctx, 'http://sandbox.test/sites/help/api?x=1')).toEqual({ target: 'content', redirect: `${BASE}/api?x=1` });
  });

  it("opens a share-link site with an active link's key only, and says which", async () => {
    const { ctx, site } = sectioned();
    updateSite(ctx, 'acme', site.id, { visibility: 'share-link' });
    const key = new URL(createShareLink(ctx, 'acme', site.id, { name: 'Partners' }).urls.published).searchParams.get('share')!;
    expect((await refusal(() => resolvePublishedUrl(ctx, `${BASE}/api`))).reason).toBe('not-found');
    expect(await resolvePublishedUrl(ctx, `${BASE}/api?share=${key}`)).toMatchObject({ shareKey: key, pathname: '' });
  });

  it('sends a visitor of a visitor-auth site to sign in when asked to, else finds nothing', async () => {
    const { ctx, site } = sectioned();
    updateSite(ctx, 'acme', site.id, { visibility: 'visitor-auth' });
    updatePublishingAuth(ctx, 'acme', site.id, { backend: 'custom', fallbackURL: 'https://auth.acme.test/login' });
    expect((await refusal(() => resolvePublishedUrl(ctx, `${BASE}/api`))).reason).toBe('not-found');
    expect(await resolvePublishedUrl(ctx, `${BASE}/api`, { redirectOnError: true })).toEqual({
      target: 'application',
      redirect: 'https://auth.acme.test/login?location=%2Fsites%2Facme%2Fhelp%2Fapi',
    });
  });
});

describe('the content a URL names', () => {
  it('is the space of an app URL or of a published one, read as the caller may', async () => {
    const { ctx } = sectioned();
    const space = createSpace(ctx, 'acme', { title: 'Notes' });
    expect(await contentByUrl(ctx, `http://sandbox.test/s/${space.id}`)).toMatchObject({ space: { id: space.id } });
    expect(await contentByUrl(ctx, `${BASE}/api`)).toMatchObject({ space: { title: 'API' } });
    expect((await refusal(() => contentByUrl(rules().as('outsider'), `http://sandbox.test/s/${space.id}`))).reason).toBe('not-found');
    expect((await refusal(() => contentByUrl(ctx, 'https://unknown.example.test/'))).reason).toBe('not-found');
  });
});
