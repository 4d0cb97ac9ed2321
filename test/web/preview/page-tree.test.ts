import { describe, expect, it } from 'vitest';
import type { PageNode } from '../../../src/format/page.js';
import { pageTree } from '../../../src/web/preview/page-tree.js';

const node = (slug: string, title: string, pages: PageNode[] = [], type?: 'group'): PageNode => ({
  id: slug,
  slug,
  title,
  markdown: '',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  pages,
  ...(type ? { type } : {}),
});

describe('the page tree of the app', () => {
  const tree = [node('intro', 'Intro'), node('guides', 'Guides & <more>', [node('setup', 'Setup', [node('linux', 'Linux')])], 'group')];
  const html = pageTree(tree, 'http://x/s/S', 'guides/setup/linux').text;

  it('shows a group as a heading over its pages, never as a link', () => {
    expect(html).toContain('<li class="tree-group"><p class="tree-heading">Guides &amp; &lt;more&gt;</p><ul><li><a href="http://x/s/S/guides/setup">Setup</a>');
    expect(html).not.toContain('href="http://x/s/S/guides"');
  });

  it('nests subpages under theirs and marks the page shown', () => {
    expect(html).toContain('<ul><li><a href="http://x/s/S/guides/setup/linux" class="current" aria-current="page">Linux</a></li></ul>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });
});
