import type { DocumentInlineLink, DocumentText } from '../../schemas/gitbook/document-types.js';
import type { RefOf } from './refs.js';

/** A link as GitBook's link inline: its text inside it, what it names as a page, anchor, file or URL ref. */
export const link = {
  toDocument: (href: string, nodes: DocumentText[], refOf: RefOf): DocumentInlineLink => ({
    object: 'inline',
    type: 'link',
    data: { ref: refOf(href) },
    nodes,
    isVoid: false,
  }),
};
