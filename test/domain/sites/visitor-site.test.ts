import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { addSection, updateSection } from '../../../src/domain/sites/sections.js';
import { visitorSees } from '../../../src/domain/sites/conditions.js';
import { createShareLink, updateShareLink } from '../../../src/domain/sites/share-links.js';
import { addSpaceToSite, updateSiteSpace } from '../../../src/domain/sites/site-spaces.js';
import { createSite, updateSite } from '../../../src/domain/sites/sites.js';
import { locate, mayRead, publishedSiteAt } from '../../../src/domain/sites/visitor-site.js';
import { rules } from '../../helpers/rules.js';

describe('the site a visitor reaches', () => {
  it('is found under its organization by its basename, else its id, once it shows a space, and read as its visibility allows', () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    expect(publishedSiteAt(ctx, 'acme', site.id)).toBeUndefined();
    addSpaceToSite(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'Guide' }).id });
    expect(publishedSiteAt(ctx, 'acme', site.id)?.site.id).toBe(site.id);
    expect(publishedSiteAt(ctx, 'globex', site.id)).toBeUndefined();
    updateSite(ctx, 'acme', site.id, { basename: 'help', visibility: 'unlisted' });
    expect(publishedSiteAt(ctx, 'acme', site.id)).toBeUndefined();
    const reader = (shareKey?: string, signed = false) => mayRead(ctx, publishedSiteAt(ctx, 'acme', 'help')!.site, { shareKey, signed });
    expect(reader()).toBe(true);
    updateSite(ctx, 'acme', site.id, { visibility: 'share-link' });
    const link = createShareLink(ctx, 'acme', site.id, { name: 'Partners' });
    const key = new URL(link.urls.published).searchParams.get('share')!;
    expect(reader()).toBe(false);
    expect(reader(key)).toBe(true);
    updateShareLink(ctx, 'acme', site.id, link.id, { active: false });
    expect(reader(key)).toBe(false);
    updateSite(ctx, 'acme', site.id, { visibility: 'visitor-auth' });
    expect(reader(key)).toBe(false);
    expect(reader(undefined, true)).toBe(true);
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

  it("offers the section's variants, each at its own URL", () => {
    const { ctx, record } = sectioned();
    expect(locate(ctx, record, [])!.variants.map((v) => [v.title, v.path])).toEqual([
      ['Guides', ''],
      ['Guides v1', 'guides-v1'],
    ]);
    expect(locate(ctx, record, [])!.sections.map((s) => [s.section.title, s.path])).toEqual([
      ['Guides', ''],
      ['API', 'api'],
    ]);
  });
});

describe('adaptive content: what a visitor sees of the site', () => {
  it('leaves out sections and variants whose condition does not hold, and a hidden default gives way to the first shown', () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    const guides = addSection(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'Guides' }).id });
    const beta = addSection(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'Beta' }).id });
    updateSection(ctx, 'acme', site.id, beta.id, { condition: 'visitor.claims.unsigned.beta' });
    const pro = addSpaceToSite(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'Guides Pro' }).id, sectionId: guides.id });
    updateSiteSpace(ctx, 'acme', site.id, pro.id, { condition: 'visitor.claims.plan === "pro"' });
    const record = ctx.store.get('sites', site.id)!;
    const seenBy = (claims: Record<string, unknown>, segments = '') => {
      const found = locate(ctx, record, segments.split('/').filter(Boolean), (condition) => visitorSees(condition, { claims }));
      return found && { sections: found.sections.map((s) => s.section.title), variants: found.variants.map((v) => v.title), space: found.space.title };
    };
    expect(seenBy({})).toEqual({ sections: ['Guides'], variants: ['Guides'], space: 'Guides' });
    expect(seenBy({ unsigned: { beta: true } })).toEqual({ sections: ['Guides', 'Beta'], variants: ['Guides'], space: 'Guides' });
    expect(seenBy({ plan: 'pro' }, 'guides-pro')).toEqual({ sections: ['Guides'], variants: ['Guides', 'Guides Pro'], space: 'Guides Pro' });
    // Not shown is not reached: the hidden section's path is read as a page of the default one.
    expect(seenBy({}, 'beta')).toMatchObject({ space: 'Guides' });
    updateSection(ctx, 'acme', site.id, guides.id, { condition: 'visitor.claims.staff' });
    expect(seenBy({ unsigned: { beta: true } })).toEqual({ sections: ['Beta'], variants: ['Beta'], space: 'Beta' });
    expect(seenBy({})).toBeUndefined();
  });
});
