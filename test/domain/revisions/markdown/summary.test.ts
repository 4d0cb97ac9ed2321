import { describe, expect, it } from 'vitest';
import { summaryOf } from '../../../../src/domain/revisions/markdown/summary.js';

describe('summaryOf', () => {
  it('reads nested lists as nested entries, each with its first link; the title heading starts no group', () => {
    expect(summaryOf('# Summary\n\n* [Intro](README.md)\n* [Guide](guide/README.md)\n  * [Install](guide/install.md)\n')).toEqual([
      {
        entries: [
          { link: { text: 'Intro', href: 'README.md' }, entries: [] },
          { link: { text: 'Guide', href: 'guide/README.md' }, entries: [{ link: { text: 'Install', href: 'guide/install.md' }, entries: [] }] },
        ],
      },
    ]);
  });

  it('starts a group at each heading after the title, # or ##, with the entries under it', () => {
    const toc = '# Table of contents\n\n* [Welcome](README.md)\n\n## Getting started\n\n* [Quickstart](start/quick.md)\n\n# Reference\n\n* [API](api.md)\n';
    expect(summaryOf(toc).map((group) => [group.title, group.entries.map((e) => e.link?.text)])).toEqual([
      [undefined, ['Welcome']],
      ['Getting started', ['Quickstart']],
      ['Reference', ['API']],
    ]);
  });

  it('keeps a heading with no pages under it as an empty group, and reads CRLF files', () => {
    expect(summaryOf('# Summary\r\n\r\n## Empty\r\n\r\n## Full\r\n\r\n* [A](a.md)\r\n')).toEqual([
      { title: 'Empty', entries: [] },
      { title: 'Full', entries: [{ link: { text: 'A', href: 'a.md' }, entries: [] }] },
    ]);
  });
});
