import type { DocumentInline, DocumentText, DocumentTextMark } from '../../schemas/gitbook/document-types.js';
import { markElements } from './marks.js';
import { htmlAttribute, htmlText } from './markdown-syntax.js';
import type { HrefOf } from './refs.js';

const around = (mark: DocumentTextMark, html: string) => {
  const [open, close] = markElements(mark);
  return `${open}${html}${close}`;
};

/** Text and links as HTML, each leaf inside its marks' elements. */
export function inlineHtml(nodes: readonly (DocumentText | DocumentInline)[], hrefOf: HrefOf): string {
  return nodes
    .map((node) => {
      if (node.object === 'text')
        return node.leaves.map((leaf) => [...(leaf.marks ?? [])].reverse().reduce((html, mark) => around(mark, html), htmlText(leaf.text))).join('');
      if (node.type === 'link') return `<a href=${htmlAttribute(hrefOf(node.data.ref))}>${inlineHtml(node.nodes, hrefOf)}</a>`;
      throw new Error(`no HTML is written for "${node.type}" inlines`);
    })
    .join('');
}
