import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { addSection } from '../../../src/domain/sites/sections.js';
import { createShareLink, updateShareLink } from '../../../src/domain/sites/share-links.js';
import { addSpaceToSite } from '../../../src/domain/sites/site-spaces.js';
import { createSite, updateSite } from '../../../src/domain/sites/sites.js';
import { locate, siteForVisitor } from '../../../src/domain/sites/visitor-site.js';
import { rules } from '../../helpers/rules.js';

describe('the site a visitor reaches', () => {
  it('is found by its basename, else its id, once it shows a space, as its visibility allows', () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    expect(siteForVisitor(ctx, site.id, undefined)).toBeUndefined();
    addSpaceToSite(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'Guide' }).id });
    expect(siteForVisitor(ctx, site.id, undefined)?.id).toBe(site.id);
    updateSite(ctx, 'acme', site.id, { basename: 'help', visibility: 'unlisted' });
    expect(siteForVisitor(ctx, 'help', undefined)?.id).toBe(site.id);
    expect(siteForVisitor(ctx, site.id, undefined)).toBeUndefined();
    updateSite(ctx, 'acme', site.id, { visibility: 'share-link' });
    const link = createShareLink(ctx, 'acme', site.id, { name: 'Partners' });
    const key = new URL(link.urls.published).searchParams.get('share')!;
    expect(siteForVisitor(ctx, 'help', undefined)).toBeUndefined();
    expect(siteForVisitor(ctx, 'help', key)?.id).toBe(site.id);
    updateShareLink(ctx, 'acme', site.id, link.id, { active: false });
    expect(siteForVisitor(ctx, 'help', key)).toBeUndefined();
    updateSite(ctx, 'acme', site.id, { visibility: 'visitor-auth' });
    expect(siteForVisitor(ctx, 'help', key)).toBeUndefined();
  });
});

describe('where a published URL leads', () => {
  const sectioned = () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    const guides = addSection(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'Guides' }).id });
    const api = addSection(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'API' }).id });
    const v1 = addSpaceToSite(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'Guides v1' }).id, sectionId: guides.id });
    return { ctx, record: ctx.store.get('sites', site.id)!, guides, api, v1 };
  };
  const at = (segments: string) => {
    const { ctx, record } = sectioned();
    const found = locate(ctx, record, segments.split('/').filter(Boolean))!;
    return [found.section?.section.title, found.space.title, found.path, found.pagePath];
  };
  it.each([
    ['', ['Guides', 'Guides', '', '']],
    ['install/linux', ['Guides', 'Guides', '', 'install/linux']],
    ['api', ['API', 'API', 'api', '']],
    ['api/endpoints', ['API', 'API', 'api', 'endpoints']],
    ['guides-v1/old', ['Guides', 'Guides v1', 'guides-v1', 'old']],
    ['guides/guides-v1', ['Guides', 'Guides v1', 'guides-v1', '']],
  ])('%s → section, space, its URL path, page path', (segments, expected) => {
    expect(at(segments)).toEqual(expected);
  });

  it('offers the section\'s variants, each at its own URL', () => {
    const { ctx, record } = sectioned();
    expect(locate(ctx, record, [])!.variants.map((v) => [v.title, v.path])).toEqual([['Guides', ''], ['Guides v1', 'guides-v1']]);
    expect(locate(ctx, record, [])!.sections.map((s) => [s.section.title, s.path])).toEqual([['Guides', ''], ['API', 'api']]);
  });
});
