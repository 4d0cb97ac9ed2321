import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { getPublishedSite } from '../../../src/domain/sites/published.js';
import { addGroup } from '../../../src/domain/sites/section-groups.js';
import { addSection, listSections } from '../../../src/domain/sites/sections.js';
import { addSpaceToSite, listSiteSpaces } from '../../../src/domain/sites/site-spaces.js';
import { getSiteStructure, sortSiteStructure } from '../../../src/domain/sites/site-structure.js';
import { createSite } from '../../../src/domain/sites/sites.js';
import { refusal, rules } from '../../helpers/rules.js';

/** A site of three sections, the last two in a group, the first with two variants. */
function setUp() {
  const sandbox = rules();
  const ctx = sandbox.as();
  const site = createSite(ctx, 'acme', { title: 'Help' });
  const space = (title: string) => createSpace(ctx, 'acme', { title }).id;
  const [guides, api, sdk] = ['Guides', 'API', 'SDK'].map((title) => addSection(ctx, 'acme', site.id, { spaceId: space(title), title }));
  const v2 = addSpaceToSite(ctx, 'acme', site.id, { spaceId: space('Guides v2'), sectionId: guides!.id });
  const group = addGroup(ctx, 'acme', site.id, { title: 'Reference', sections: [api!.id, sdk!.id] });
  return { sandbox, ctx, site, guides: guides!, api: api!, sdk: sdk!, v2, group };
}

const titles = (structure: ReturnType<typeof getSiteStructure>) =>
  structure.structure.map((entry) => ('sections' in entry ? `${entry.title} (${entry.sections.map((s) => s.title).join(', ')})` : entry.title));

describe('site structure', () => {
  it('reads as the published site does: top-level sections and groups in order, each with what it holds', () => {
    const { ctx, site } = setUp();
    const structure = getSiteStructure(ctx, 'acme', site.id);
    expect(structure.type).toBe('sections');
    expect(titles(structure)).toEqual(['Guides', 'Reference (API, SDK)']);
    expect(getPublishedSite(ctx, 'acme', site.id).structure).toEqual(structure);
  });

  it('reads as the site spaces alone while the site has no sections', () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help', spaces: 'empty' });
    expect(getSiteStructure(ctx, 'acme', site.id)).toMatchObject({ type: 'siteSpaces', structure: [{ object: 'site-space' }] });
  });

  it('sorts a group before a section, and every later read follows', () => {
    const { ctx, site, guides, group } = setUp();
    const moved = sortSiteStructure(ctx, 'acme', site.id, {
      item: { type: 'site-section-group', id: group.id },
      position: { before: { type: 'site-section', id: guides.id } },
    });
    expect(moved).toMatchObject({ object: 'site-section-group', id: group.id });
    expect(titles(getSiteStructure(ctx, 'acme', site.id))).toEqual(['Reference (API, SDK)', 'Guides']);
    expect(listSections(ctx, 'acme', site.id, {}).items.map((s) => s.title)).toEqual(['API', 'SDK', 'Guides']);
  });

  it('sorts sections within their group and variants within their section', () => {
    const { ctx, site, guides, v2, sdk } = setUp();
    sortSiteStructure(ctx, 'acme', site.id, { item: { type: 'site-section', id: sdk.id }, position: {} });
    expect(titles(getSiteStructure(ctx, 'acme', site.id))).toEqual(['Guides', 'Reference (API, SDK)']);
    const api = listSections(ctx, 'acme', site.id, {}).items[1]!;
    sortSiteStructure(ctx, 'acme', site.id, { item: { type: 'site-section', id: sdk.id }, position: { before: { type: 'site-section', id: api.id } } });
    expect(titles(getSiteStructure(ctx, 'acme', site.id))).toEqual(['Guides', 'Reference (SDK, API)']);

    const first = guides.siteSpaces[0]!;
    sortSiteStructure(ctx, 'acme', site.id, { item: { type: 'site-space', id: v2.id }, position: { before: { type: 'site-space', id: first.id } } });
    const variants = listSiteSpaces(ctx, 'acme', site.id, {}).items.filter((s) => s.section === guides.id);
    expect(variants.map((s) => [s.title, s.default])).toEqual([
      ['Guides v2', true],
      ['Guides', false],
    ]);
  });

  it('never moves an item into or out of a group, and names what is missing', async () => {
    const { ctx, site, guides, api } = setUp();
    expect(
      await refusal(() =>
        sortSiteStructure(ctx, 'acme', site.id, { item: { type: 'site-section', id: guides.id }, position: { after: { type: 'site-section', id: api.id } } }),
      ),
    ).toMatchObject({ reason: 'invalid', field: 'position', message: expect.stringContaining('among its siblings only') });
    expect(await refusal(() => sortSiteStructure(ctx, 'acme', site.id, { item: { type: 'site-external-link', id: 'link' }, position: {} }))).toMatchObject({
      reason: 'not-found',
    });
    expect(await refusal(() => sortSiteStructure(ctx, 'acme', site.id, { item: { type: 'site-section-group', id: guides.id }, position: {} }))).toMatchObject({
      reason: 'not-found',
    });
  });

  it('is sorted by who may change the site only', async () => {
    const { sandbox, site, guides } = setUp();
    expect(
      await refusal(() => sortSiteStructure(sandbox.as('edit'), 'acme', site.id, { item: { type: 'site-section', id: guides.id }, position: {} })),
    ).toMatchObject({
      reason: 'forbidden',
    });
  });
});
