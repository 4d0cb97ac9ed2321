import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { includedName, includeFileNames, readInclude, reusableContentId, writeInclude } from '../../../src/format/git-sync/includes.js';

const SUPPORT_HINT = fs.readFileSync(new URL('../../fixtures/git-sync-repo/docs/.gitbook/includes/support-hint.md', import.meta.url), 'utf8');

describe("a reusable content's file (.gitbook/includes/<name>)", () => {
  it('reads as its title (front matter) and its body, and writes back byte for byte', () => {
    const content = readInclude('support-hint.md', SUPPORT_HINT);
    expect(content).toMatchObject({ id: reusableContentId('support-hint.md'), name: 'support-hint.md', title: 'Support hint' });
    expect(content.markdown).toMatch(/^\{% hint style="info" %\}\nStuck\?.*\n\{% endhint %\}$/s);
    expect(writeInclude(content)).toBe(SUPPORT_HINT);
  });

  it("is titled by its file's name without a title, and writes one GitBook's way", () => {
    const content = readInclude('beta-note.md', 'Beta only.\n');
    expect(content.title).toBe('beta-note');
    expect(writeInclude(content)).toBe('---\ntitle: beta-note\n---\n\nBeta only.\n');
    expect(readInclude('beta-note.md', writeInclude(content))).toMatchObject({ title: 'beta-note', markdown: 'Beta only.' });
  });

  it('keeps a `# ` line it opens with as its content: a reusable content has no title heading', () => {
    expect(readInclude('a.md', '---\ntitle: A\n---\n\n# Setup\n\nSteps.\n').markdown).toBe('# Setup\n\nSteps.');
  });

  it.each([
    ['../.gitbook/includes/hint.md', 'hint.md'],
    ['../../.gitbook/includes/hint.md', 'hint.md'],
    ['.gitbook/includes/hint.md', 'hint.md'],
    ['../.gitbook/assets/hint.md', undefined],
    ['../.gitbook/includes/deep/hint.md', undefined],
    ['other.md', undefined],
  ])('an include of %s names %s', (target, name) => {
    expect(includedName(target)).toBe(name);
  });

  it('has an id of its file name, as GitBook ids are written', () => {
    expect(reusableContentId('hint.md')).toMatch(/^[a-zA-Z0-9_-]{20}$/);
    expect(reusableContentId('hint.md')).toBe(reusableContentId('hint.md'));
    expect(reusableContentId('hint.md')).not.toBe(reusableContentId('other.md'));
  });
});

describe("a reusable content's file name, as pull writes it", () => {
  it("is the one its git path names, else GitBook's from its title, numbered when taken, in more than case", () => {
    const names = includeFileNames([
      { id: 'a', title: 'Support hint', git: { path: '.gitbook/includes/Support-Hint.md' } },
      { id: 'b', title: 'Support hint' },
      { id: 'c', title: 'Need help? Join the Soda Community!' },
      { id: 'd', title: 'Navixy Repository API is a new way' },
      { id: 'e', title: 'Time Complexity / Space Complexity' },
      { id: 'f', title: '***' },
      { id: 'g', title: 'Elsewhere', git: { path: 'docs/elsewhere.md' } },
    ]);
    expect(Object.fromEntries(names)).toEqual({
      a: 'Support-Hint.md',
      b: 'support-hint (1).md',
      // As GitBook-written repositories name them: a long title cut at 27 characters.
      c: 'need-help-join-the-soda-co....md',
      d: 'navixy-repository-api-is-a-....md',
      e: 'time-complexity-space-com....md',
      f: 'untitled.md',
      g: 'elsewhere.md',
    });
  });
});
