import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../helpers/gitbook-document.js';
import { documentOf, markdownOf } from '../../helpers/document-pages.js';

const DRAWING = '<img src=".gitbook/assets/file.drawing.svg" alt="" class="gitbook-drawing">';

describe('a drawing', () => {
  it('reads as a drawing node of its file, and is written back byte for byte', () => {
    const document = documentOf(`Before.\n\n${DRAWING}\n\nAfter.`);
    expect(document.nodes).toMatchObject([
      { type: 'paragraph' },
      { type: 'drawing', data: { ref: { kind: 'file', file: 'flow' } }, isVoid: true },
      { type: 'paragraph' },
    ]);
    expect(documentErrors(document)).toEqual([]);
    expect(markdownOf(document)).toBe(`Before.\n\n${DRAWING}\n\nAfter.\n`);
  });

  it('has no alternative text in GitBook\'s document: written with `alt=""`, as Git Sync writes one', () => {
    const document = documentOf('<img src=".gitbook/assets/file.drawing.svg" alt="A flow" class="gitbook-drawing">');
    expect(document.nodes).toMatchObject([{ type: 'drawing', data: { ref: { kind: 'file', file: 'flow' } } }]);
    expect(markdownOf(document)).toBe(`${DRAWING}\n`);
  });

  it('stands in a tab, and is its image where the spec allows no drawing (a hint), or where it is no file of the space', () => {
    const tab = documentOf(`{% tabs %}\n{% tab title="Ubuntu" %}\n${DRAWING}\n{% endtab %}\n{% endtabs %}`);
    expect(tab.nodes).toMatchObject([{ type: 'tabs', nodes: [{ nodes: [{ type: 'drawing' }] }] }]);
    const hint = documentOf(`{% hint style="info" %}\n${DRAWING}\n{% endhint %}`);
    expect(hint.nodes).toMatchObject([
      { type: 'hint', nodes: [{ type: 'paragraph', nodes: [{}, { type: 'inline-image', data: { ref: { kind: 'file', file: 'flow' } } }, {}] }] },
    ]);
    const elsewhere = documentOf('<img src="https://example.com/flow.svg" alt="Flow" class="gitbook-drawing">');
    expect(elsewhere.nodes).toMatchObject([{ type: 'paragraph', nodes: [{}, { type: 'inline-image', data: { ref: { kind: 'url' }, alt: 'Flow' } }, {}] }]);
    for (const document of [tab, hint, elsewhere]) expect(documentErrors(document)).toEqual([]);
  });
});
