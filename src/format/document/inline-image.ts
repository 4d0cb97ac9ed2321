import type { InlineModule } from './block-module.js';
import { htmlAttribute } from './markdown-syntax.js';
import { mediaRef } from './refs.js';

/** An image inside a line of text, as GitBook writes it: `<img src="…" alt="…" data-size="line">`. */
const html: InlineModule<'inline-image'>['toMarkdown'] = ({ data }, { hrefOf }) =>
  `<img src=${htmlAttribute(hrefOf(data.ref))} alt=${htmlAttribute(data.alt ?? '')}${data.size ? ` data-size="${data.size}"` : ''}>`;

/** GitBook's inline image: its source as a file or URL ref, its alternative text where it has one, its size. */
export const inlineImage: InlineModule<'inline-image'> = {
  toDocument: (piece, refOf) => ({
    object: 'inline',
    type: 'inline-image',
    data: { ref: mediaRef(refOf, piece.src), ...(piece.alt ? { alt: piece.alt } : {}), ...(piece.size ? { size: piece.size } : {}) },
    isVoid: true,
  }),
  toMarkdown: html,
  toHtml: html,
  // Git Sync writes no dark-mode source or caption for an image in a line.
  unkept: ['refDark', 'caption'],
};
