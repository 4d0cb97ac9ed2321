import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { pageMetaLinks } from '../../../src/domain/reading/meta-links.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import { fieldsOf } from '../../../src/format/git-sync/page-file.js';
import type { PageNode } from '../../../src/format/page.js';
import { refusal, rules } from '../../helpers/rules.js';

const NOW = '2026-01-01T00:00:00.000Z';
const page = (frontMatter: string): PageNode => ({
  id: 'guide',
  title: 'Guide',
  slug: 'guide',
  markdown: '',
  frontMatter,
  ...fieldsOf(frontMatter),
  createdAt: NOW,
  updatedAt: NOW,
  pages: [],
});

describe("a page's meta links", () => {
  it('are what its front matter sets, in the space and in each revision of its history', async () => {
    const sandbox = rules();
    const ctx = sandbox.as();
    const space = createSpace(ctx, 'acme', { title: 'Docs' });
    const commit = (frontMatter: string, parent: string) => {
      const revision = commitRevision(ctx, { space: space.id, type: 'edits', parents: [parent], pages: [page(frontMatter)] });
      sandbox.sandbox.store.put('spaces', { ...sandbox.sandbox.store.get('spaces', space.id)!, revision: revision.id });
      return revision.id;
    };
    const first = commit('metaLinks:\n  canonical: https://example.com/guide\n', space.revision);
    commit('description: No links now\n', first);

    expect(pageMetaLinks(sandbox.as('read'), space.id, 'guide')).toEqual({ alternates: [] });
    expect(pageMetaLinks(sandbox.as('read'), space.id, 'guide', { revision: first })).toEqual({
      canonical: { kind: 'url', url: 'https://example.com/guide' },
      alternates: [],
    });
    expect(await refusal(() => pageMetaLinks(ctx, space.id, 'nope'))).toMatchObject({ reason: 'not-found' });
  });
});
