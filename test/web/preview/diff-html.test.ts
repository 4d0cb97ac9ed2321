import { describe, expect, it } from 'vitest';
import { diffHtml } from '../../../src/web/preview/diff-html.js';

const lines = (html: string) => [...html.matchAll(/<span class="diff-line (\w+)">([^<]*)<\/span>/g)].map(([, kind, text]) => `${kind} ${text}`);

describe('a page change as an HTML unified diff', () => {
  it('marks added and removed lines among their context, under the file names and the hunk header', () => {
    const html = diffHtml({
      id: 'p',
      title: 'Install',
      kinds: ['edited'],
      before: { path: 'install', markdown: '# Install\n\nold\n' },
      after: { path: 'install', markdown: '# Install\n\nnew\n' },
    }).text;
    expect(lines(html)).toEqual([
      'file --- a/install.md',
      'file +++ b/install.md',
      'hunk @@ -1,3 +1,3 @@',
      'context  # Install',
      'context  ',
      'removed -old',
      'added +new',
    ]);
  });

  it('shows a created page against /dev/null, all its lines added', () => {
    const html = diffHtml({ id: 'p', title: 'New', kinds: ['created'], after: { path: 'guide/new', markdown: '# New\n' } }).text;
    expect(lines(html)).toEqual(['file --- /dev/null', 'file +++ b/guide/new.md', 'hunk @@ -0,0 +1,1 @@', 'added +# New']);
  });

  it("escapes the page's text: markup in it is shown, never made", () => {
    const html = diffHtml({ id: 'p', title: 'X', kinds: ['deleted'], before: { path: 'x', markdown: '<script>alert(1)</script> & <b>\n' } }).text;
    expect(html).toContain('<span class="diff-line removed">-&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;</span>');
    expect(html).not.toContain('<script>');
  });
});
