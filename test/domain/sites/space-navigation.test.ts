import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import { createSpec, replaceSpec } from '../../../src/domain/openapi/specs.js';
import { navigationFor, publishedNavigation, spaceNavigation, targetOf } from '../../../src/domain/sites/space-navigation.js';
import type { PageNode } from '../../../src/format/page.js';
import { rules } from '../../helpers/rules.js';

const page = (id: string, fields: Partial<PageNode> = {}): PageNode => ({
  id,
  title: id[0]!.toUpperCase() + id.slice(1),
  slug: id,
  markdown: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  pages: [],
  ...fields,
});

describe("a published space's navigation", () => {
  const revision = () => {
    const ctx = rules().as();
    const space = createSpace(ctx, 'acme', { title: 'Guide' });
    const pages = [
      page('intro', { markdown: '[Setup](start/setup.md#linux)' }),
      page('start', {
        type: 'group',
        pages: [page('setup', { linkTitle: 'Set up', pages: [page('deep')] }), page('secret', { hidden: true, pages: [page('under')] }), page('end')],
      }),
    ];
    return { ctx, id: commitRevision(ctx, { space: space.id, type: 'edits', parents: [], pages }).id };
  };

  it('lists groups as headings, pages by their ToC titles, nests subpages and leaves hidden pages out, of the contents and of the reading order', () => {
    const { ctx, id } = revision();
    const nav = spaceNavigation(ctx, id);
    const titles = (entries: typeof nav.toc): unknown[] => entries.map((e) => (e.pages.length ? [e.title, titles(e.pages)] : e.title));
    expect(titles(nav.toc)).toEqual(['Intro', ['Start', [['Set up', ['Deep']], 'End']]]);
    expect(nav.toc[1]!.group).toBe(true);
    expect(nav.order.map((p) => p.path)).toEqual(['intro', 'start/setup', 'start/setup/deep', 'start/end']);
    expect(nav.byPath.has('start/secret/under')).toBe(true);
    expect(nav.byPath.has('start')).toBe(false);
  });

  it('is worked out once per revision', () => {
    const { ctx, id } = revision();
    expect(spaceNavigation(ctx, id)).toBe(spaceNavigation(ctx, id));
  });

  it("resolves a page's links from its own folder, anchors kept", () => {
    const { ctx, id } = revision();
    const nav = spaceNavigation(ctx, id);
    expect(targetOf(nav, nav.order[0]!, 'start/setup.md#linux')).toEqual({ page: 'start/setup', anchor: '#linux' });
    expect(targetOf(nav, nav.order[0]!, 'nowhere.md')).toBeUndefined();
  });
});

describe("a published space's computed pages", () => {
  const petstore = (tag: string) =>
    `openapi: 3.0.3\ninfo: { title: Petstore, version: "1" }\npaths:\n  /pets:\n    get: { tags: [${tag}], summary: List pets, responses: { "200": { description: OK } } }\n`;
  const reference = (spec: string, fields: Partial<PageNode> = {}) =>
    page(spec, {
      type: 'computed',
      computed: { type: 'builtin:openapi', props: { models: false }, dependencies: { spec: { ref: { kind: 'openapi', spec } } } },
      ...fields,
    });
  const published = async () => {
    const sandbox = rules();
    const ctx = sandbox.as();
    createSpec(ctx, 'acme', { slug: 'petstore', source: { text: petstore('pets') } });
    await sandbox.sandbox.jobs.settle();
    const space = createSpace(ctx, 'acme', { title: 'API' });
    const pages = [
      page('intro'),
      page('api', { pages: [reference('petstore'), reference('gone')] }),
      reference('petstore', { id: 'beta', hidden: true }),
      page('partners', { pages: [reference('petstore', { id: 'partner', condition: 'visitor.claims.partner' })] }),
    ];
    const id = commitRevision(ctx, { space: space.id, type: 'edits', parents: [], pages }).id;
    return { sandbox, ctx, space: sandbox.sandbox.store.get('spaces', space.id)!, id };
  };

  it('shows the pages it computes in its place, hidden or conditional as it is; one that cannot be computed is left out', async () => {
    const { sandbox, space, id } = await published();
    const nav = await publishedNavigation(sandbox.sandbox, space, id);
    const titles = (entries: typeof nav.toc): unknown[] => entries.map((e) => (e.pages.length ? [e.title, titles(e.pages)] : e.title));
    expect(titles(nav.toc)).toEqual(['Intro', ['Api', ['Pets']], ['Partners', ['Pets']]]);
    expect(nav.order.map((p) => p.path)).toEqual(['intro', 'api', 'api/pets', 'partners', 'partners/pets']);
    expect(nav.byPath.get('api/pets')!.page.markdown).toContain('{% openapi-operation spec="petstore" path="/pets" method="get" %}');
    // Hidden with the page that computes it: read by its path, listed nowhere.
    expect(nav.byPath.has('pets')).toBe(true);
    expect(navigationFor(sandbox.sandbox, nav, () => true)).toBe(nav);
    const others = navigationFor(sandbox.sandbox, nav, () => false);
    expect(titles(others.toc)).toEqual(['Intro', ['Api', ['Pets']], 'Partners']);
    expect(others.byPath.has('partners/pets')).toBe(false);
  });

  it('is kept per revision and per version of the spec, so a spec processed again shows its pages as they now are', async () => {
    const { sandbox, ctx, space, id } = await published();
    const first = await publishedNavigation(sandbox.sandbox, space, id);
    expect(await publishedNavigation(sandbox.sandbox, space, id)).toBe(first);
    replaceSpec(ctx, 'acme', 'petstore', { source: { text: petstore('animals') } });
    await sandbox.sandbox.jobs.settle();
    const again = await publishedNavigation(sandbox.sandbox, space, id);
    expect(again.order.map((p) => p.path)).toEqual(['intro', 'api', 'api/animals', 'partners', 'partners/animals']);
  });
});
