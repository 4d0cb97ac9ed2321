import { emojiName, emojiText } from '../markdown/emoji.js';
import { htmlText } from './markdown-syntax.js';
import type { InlineModule } from './block-module.js';

/** GitBook's emoji, by its code: written as its `:shortcode:`, or as its characters where GitHub has no shortcode for it. */
export const emoji: InlineModule<'emoji'> = {
  toDocument: (piece) => ({ object: 'inline', type: 'emoji', data: { code: piece.code }, isVoid: true }),
  toMarkdown: ({ data }, { text }) => {
    const name = emojiName(data.code);
    return name === undefined ? text(emojiText(data.code)) : `:${name}:`;
  },
  toHtml: ({ data }) => htmlText(emojiText(data.code)),
};
