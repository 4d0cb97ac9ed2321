import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../helpers/gitbook-document.js';
import { documentOf, markdownOf } from '../../helpers/document-pages.js';

describe('conditional content', () => {
  it('reads as an if node, its condition as written, and is written back byte for byte', () => {
    const markdown = [
      '{% if visitor.claims.unsigned.plan === "enterprise" %}',
      '{% hint style="info" %}',
      '**Enterprise customers** can set up alerts.',
      '{% endhint %}',
      '{% endif %}',
      '',
      '{% if !visitor.claims.unsigned.example_attribute_A %}',
      'Only **without** attribute A.',
      '{% endif %}',
    ].join('\n');
    const document = documentOf(markdown);
    expect(document.nodes).toMatchObject([
      { type: 'if', data: { expression: 'visitor.claims.unsigned.plan === "enterprise"' }, nodes: [{ type: 'hint' }] },
      { type: 'if', data: { expression: '!visitor.claims.unsigned.example_attribute_A' }, nodes: [{ type: 'paragraph' }] },
    ]);
    expect(documentErrors(document)).toEqual([]);
    expect(markdownOf(document)).toBe(`${markdown}\n`);
  });

  it('holds what a page may, updates and conditional content among them', () => {
    const markdown =
      '{% if space.vars.beta %}\n{% if visitor.claims.unsigned.a %}\nBoth.\n{% endif %}\n\n{% updates format="short" %}\n{% update date="2026-01-05" %}\nNew.\n{% endupdate %}\n{% endupdates %}\n{% endif %}';
    const document = documentOf(markdown);
    expect(document.nodes).toMatchObject([{ type: 'if', nodes: [{ type: 'if', nodes: [{ type: 'paragraph' }] }, { type: 'updates' }] }]);
    expect(documentErrors(document)).toEqual([]);
    expect(markdownOf(document)).toBe(`${markdown}\n`);
  });

  it("with an else, which GitBook's document has no place for, gives both its sides", () => {
    const document = documentOf('{% if visitor.claims.unsigned.a %}\nWith A.\n{% else %}\nWithout A.\n{% endif %}');
    expect(document.nodes).toMatchObject([
      { type: 'paragraph', nodes: [{ leaves: [{ text: 'With A.' }] }] },
      { type: 'paragraph', nodes: [{ leaves: [{ text: 'Without A.' }] }] },
    ]);
  });

  it('inside a tab, where the spec allows none, gives what it holds', () => {
    const document = documentOf('{% tabs %}\n{% tab title="A" %}\n{% if visitor.claims.unsigned.a %}\nWith A.\n{% endif %}\n{% endtab %}\n{% endtabs %}');
    expect(document.nodes).toMatchObject([{ type: 'tabs', nodes: [{ nodes: [{ type: 'paragraph', nodes: [{ leaves: [{ text: 'With A.' }] }] }] }] }]);
    expect(documentErrors(document)).toEqual([]);
  });
});
