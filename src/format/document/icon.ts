import type { InlineModule } from './block-module.js';
import { htmlAttribute, htmlText } from './markdown-syntax.js';

/** An icon as GitBook writes it, in Markdown and HTML alike: `<i class="fa-gear">:gear:</i>`. */
const element: InlineModule<'icon'>['toMarkdown'] = ({ data }) => `<i class=${htmlAttribute(`fa-${data.icon}`)}>:${htmlText(data.icon)}:</i>`;

/** GitBook's icon inline: a Font Awesome icon by its name. */
export const icon: InlineModule<'icon'> = {
  toDocument: (piece) => ({ object: 'inline', type: 'icon', data: { icon: piece.icon }, isVoid: true }),
  toMarkdown: element,
  toHtml: element,
  // Git Sync writes an icon by its name alone.
  unkept: ['color'],
};
