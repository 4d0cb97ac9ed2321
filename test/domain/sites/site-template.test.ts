import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { applyTemplate } from '../../../src/domain/import/templates.js';
import { listPages } from '../../../src/domain/reading/read.js';
import { duplicateSiteSpace } from '../../../src/domain/sites/duplicate-site-space.js';
import { addSection } from '../../../src/domain/sites/sections.js';
import { addSpaceToSite, listSiteSpaces } from '../../../src/domain/sites/site-spaces.js';
import { getSiteStructure } from '../../../src/domain/sites/site-structure.js';
import { applyTemplateToSite } from '../../../src/domain/sites/site-template.js';
import { createSite, getSite } from '../../../src/domain/sites/sites.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('site template', () => {
  it('fills an empty site with a space of starter pages, which publishes it', () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    expect(getSite(ctx, 'acme', site.id).published).toBe(false);
    applyTemplateToSite(ctx, 'acme', site.id);
    const [shown] = listSiteSpaces(ctx, 'acme', site.id, {}).items;
    expect(shown!.title).toBe('Documentation');
    const pages = listPages(ctx, shown!.space.id).pages;
    expect(pages.map((p) => [p.title, 'pages' in p ? p.pages.map((child) => child.title) : []])).toEqual([
      ['Welcome', []],
      ['Getting started', ['Quickstart', 'Publish your docs']],
      ['Basics', ['Editor', 'Markdown', 'Images & media', 'Interactive blocks', 'Integrations']],
    ]);
    expect(pages[1]!.type).toBe('group');
    expect(getSite(ctx, 'acme', site.id).published).toBe(true);
  });

  it('refuses a site that already shows a space', async () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help', spaces: 'empty' });
    expect(await refusal(() => applyTemplateToSite(ctx, 'acme', site.id))).toMatchObject({ reason: 'conflict' });
  });
});

describe('duplicating a site space', () => {
  it("copies its space's content and puts the copy in a new section just after a section it was alone in", () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    const guides = addSection(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'Guides' }).id, title: 'Guides' });
    addSection(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'API' }).id, title: 'API' });
    const original = guides.siteSpaces[0]!.space.id;
    applyTemplate(ctx, original, { id: 'knowledge-base' });
    const copy = duplicateSiteSpace(ctx, 'acme', site.id, guides.siteSpaces[0]!.id);
    expect(copy).toMatchObject({ object: 'site-space', title: 'Guides (copy)' });
    expect(copy.space.id).not.toBe(original);
    expect(listPages(ctx, copy.space.id).pages.map((p) => p.title)).toEqual(['Welcome', 'Onboarding', 'How we work', 'FAQ']);
    expect(getSiteStructure(ctx, 'acme', site.id).structure.map((s) => s.title)).toEqual(['Guides', 'Guides (copy)', 'API']);
  });

  it('adds the copy as another variant of a section that has several', async () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    const guides = addSection(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'Guides' }).id, title: 'Guides' });
    addSpaceToSite(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'Guides v2' }).id, sectionId: guides.id });
    const copy = duplicateSiteSpace(ctx, 'acme', site.id, guides.siteSpaces[0]!.id);
    expect(copy.section).toBe(guides.id);
    expect(getSiteStructure(ctx, 'acme', site.id).structure).toHaveLength(1);
    expect(await refusal(() => duplicateSiteSpace(ctx, 'acme', site.id, copy.id, { draft: true }))).toMatchObject({ reason: 'invalid', field: 'draft' });
  });
});
