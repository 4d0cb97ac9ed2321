import type { InlineModule } from './block-module.js';
import { htmlText } from './markdown-syntax.js';

/** A formula inside a line of text, as GitBook writes it: `$$x^2$$`. */
export const inlineMath: InlineModule<'inline-math'> = {
  toDocument: (piece) => ({ object: 'inline', type: 'inline-math', data: { formula: piece.formula }, isVoid: true }),
  toMarkdown: ({ data }) => `$$${data.formula}$$`,
  toHtml: ({ data }) => `$$${htmlText(data.formula)}$$`,
  // A `$` right before it would be read as its opening.
  escapedBefore: '$',
};
