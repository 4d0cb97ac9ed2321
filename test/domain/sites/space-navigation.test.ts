import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import { spaceNavigation, targetOf } from '../../../src/domain/sites/space-navigation.js';
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
