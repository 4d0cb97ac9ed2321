import { describe, expect, it } from 'vitest';
import { titleWithTerms, withTerms } from '../../src/format/glossary-terms.js';

const terms = [
  { from: 'space', to: 'espace' },
  { from: 'change request', to: 'demande de modification' },
  { from: 'API', to: 'API (interface)' },
];

describe("a glossary's terms in a page's Markdown", () => {
  it('replace whole words of prose, the longest term first', () => {
    expect(withTerms('Open a change request in your space, not a spaceship.\n', terms)).toBe(
      'Open a demande de modification in your espace, not a spaceship.\n',
    );
  });

  it('leave code, formulas and link addresses as written', () => {
    const markdown = 'Call the `space` endpoint of the [API](https://example.com/space).\n\n```js\nconst space = 1;\n```\n';
    expect(withTerms(markdown, terms)).toBe('Call the `space` endpoint of the [API (interface)](https://example.com/space).\n\n```js\nconst space = 1;\n```\n');
  });

  it('reach text inside GitBook blocks', () => {
    const markdown = '{% hint style="info" %}\nEvery space has one.\n{% endhint %}\n';
    expect(withTerms(markdown, terms)).toBe('{% hint style="info" %}\nEvery espace has one.\n{% endhint %}\n');
  });

  it('leave a page where no term occurs exactly as it was', () => {
    const markdown = 'Some  *odd*   Markdown___\n\n\n* item\n';
    expect(withTerms(markdown, terms)).toBe(markdown);
  });

  it('are taken literally, whatever they hold', () => {
    expect(
      withTerms('Use a.b or (c) here.\n', [
        { from: 'a.b', to: 'x' },
        { from: '(c)', to: 'y' },
      ]),
    ).toBe('Use x or y here.\n');
    expect(withTerms('Use aXb here.\n', [{ from: 'a.b', to: 'x' }])).toBe('Use aXb here.\n');
  });

  it('replace whole words of a title', () => {
    expect(titleWithTerms('Your space and its spaces', terms)).toBe('Your espace and its spaces');
  });
});
