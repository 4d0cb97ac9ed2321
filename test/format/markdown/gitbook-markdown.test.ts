import { describe, expect, it } from 'vitest';
import { tagOf } from '../../../src/format/markdown/gitbook-markdown.js';

describe('tagOf', () => {
  // As GitBook's Git Sync writes a `"` and a backslash in a tag's argument (public Git Sync repositories).
  it.each([
    ['{% tab title="\\"Kalervo\\"" %}', { title: '"Kalervo"' }],
    ['{% code title="IN as \\"where facid = 1\\"" %}', { title: 'IN as "where facid = 1"' }],
    ['{% code title="c:\\\\shell.cmd" %}', { title: 'c:\\shell.cmd' }],
    ['{% embed url="https://example.com" caption="\\\\" %}', { url: 'https://example.com', caption: '\\' }],
    ['{% prompt description="Say \\"hi\\" \'twice\'" %}', { description: 'Say "hi" \'twice\'' }],
  ])('reads %s with its escapes undone', (text, args) => expect(tagOf(text)?.args).toEqual(args));

  // Typed by hand: a backslash before anything else is itself, and one that would leave the value unclosed ends at the next quote.
  it.each([
    ['{% code title="C:\\>" %}', { title: 'C:\\>' }],
    ['{% code title="C:\\Users\\me" %}', { title: 'C:\\Users\\me' }],
    ['{% code title="C:\\" %}', { title: 'C:\\' }],
  ])('reads %s as written', (text, args) => expect(tagOf(text)?.args).toEqual(args));

  it('reads a value in single quotes as written, backslashes and double quotes in it', () =>
    expect(tagOf(`{% @a/b brands='["a\\\\"]' %}`)?.args).toEqual({ brands: '["a\\\\"]' }));

  it('reads &quot; as itself: GitBook writes no entity in a tag', () =>
    expect(tagOf('{% tab title="&quot;a&quot;" %}')?.args).toEqual({ title: '&quot;a&quot;' }));
});
