import type { DocumentInlineLink } from '../../schemas/gitbook/document-types.js';
import type { InlineWriter } from './block-module.js';
import { htmlAttribute } from './markdown-syntax.js';
import type { RefOf } from './refs.js';

/** An href as a Markdown link's destination: within `<>` where it holds what would end it (a space, a parenthesis). */
export const destination = (href: string) => (/[\s()<>]/.test(href) ? `<${href.replace(/[<>]/g, encodeURIComponent)}>` : href);

/** A link as GitBook's link inline: its text (and images) inside it, what it names as a page, anchor, file or URL ref. */
export const link = {
  toDocument: (href: string, nodes: DocumentInlineLink['nodes'], refOf: RefOf): DocumentInlineLink => ({
    object: 'inline',
    type: 'link',
    data: { ref: refOf(href) },
    nodes,
    isVoid: false,
  }),
  toMarkdown: (node, { inner, hrefOf }) => `[${inner(node.nodes)}](${destination(hrefOf(node.data.ref))})`,
  toHtml: (node, { inner, hrefOf }) => `<a href=${htmlAttribute(hrefOf(node.data.ref))}>${inner(node.nodes)}</a>`,
  // A `!` right before a link would make it an image.
  escapedBefore: '!',
} satisfies InlineWriter<'link'> & { toDocument: unknown };
