import type { DocumentInline, DocumentText, DocumentTextMark } from '../../schemas/gitbook/document-types.js';
import { markElements } from './marks.js';
import { htmlText } from './markdown-syntax.js';
import { inlineWriter } from './inlines.js';
import type { HrefOf } from './refs.js';

const around = (mark: DocumentTextMark, html: string) => {
  const [open, close] = markElements(mark);
  return `${open}${html}${close}`;
};

/** Text and inlines as HTML, each leaf inside its marks' elements, each inline as its module writes it. */
export function inlineHtml(nodes: readonly (DocumentText | DocumentInline)[], hrefOf: HrefOf): string {
  const write = { hrefOf, text: htmlText, inner: (inner: readonly (DocumentText | DocumentInline)[]) => inlineHtml(inner, hrefOf) };
  return nodes
    .map((node) => {
      if (node.object === 'text')
        return node.leaves.map((leaf) => [...(leaf.marks ?? [])].reverse().reduce((html, mark) => around(mark, html), htmlText(leaf.text))).join('');
      return inlineWriter(node).toHtml(node, write);
    })
    .join('');
}
