import type { InlineModule } from './block-module.js';
import { htmlText } from './markdown-syntax.js';

/**
 * An expression as GitBook writes it: `<code class="expression">space.vars.name</code>`, its
 * text escaped as Markdown's, but for `_` between letters (`space.vars.api_key`), which Markdown
 * never reads as a mark.
 */
export const expression: InlineModule<'expression'> = {
  toDocument: (piece) => ({ object: 'inline', type: 'expression', data: { expression: piece.expression }, isVoid: true }),
  toMarkdown: ({ data }, { text }) => `<code class="expression">${text(data.expression).replace(/(?<=[\p{L}\p{N}])\\_(?=[\p{L}\p{N}])/gu, '_')}</code>`,
  toHtml: ({ data }) => `<code class="expression">${htmlText(data.expression)}</code>`,
};
