import type { DocumentInlineLink, DocumentText } from '../../schemas/gitbook/document-types.js';
import type { HrefOf, RefOf } from './refs.js';

/** An href as a Markdown link's destination: within `<>` where it holds what would end it (a space, a parenthesis). */
const destination = (href: string) => (/[\s()<>]/.test(href) ? `<${href.replace(/[<>]/g, encodeURIComponent)}>` : href);

/** A link as GitBook's link inline: its text inside it, what it names as a page, anchor, file or URL ref. */
export const link = {
  toDocument: (href: string, nodes: DocumentText[], refOf: RefOf): DocumentInlineLink => ({
    object: 'inline',
    type: 'link',
    data: { ref: refOf(href) },
    nodes,
    isVoid: false,
  }),
  toMarkdown: (node: DocumentInlineLink, inner: (nodes: DocumentInlineLink['nodes']) => string, hrefOf: HrefOf) =>
    `[${inner(node.nodes)}](${destination(hrefOf(node.data.ref))})`,
};
