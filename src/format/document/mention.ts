import type { InlineModule } from './block-module.js';
import { htmlAttribute, htmlText } from './markdown-syntax.js';
import { destination } from './link.js';

/**
 * The name GitBook's Git Sync gives what a mention names, as its link's text: the anchor
 * (`#setup`), else the last part of its path (`install.md`, a folder's `guide`).
 */
const nameOf = (href: string) => {
  const [path = '', anchor] = href.split('#');
  return anchor ? `#${anchor}` : (path.replace(/\/+$/, '').split('/').at(-1) ?? '') || href;
};

/** GitBook's mention of a page, an anchor, a file or a URL, written as its Git Sync does: `[install.md](guide/install.md "mention")`. */
export const mention: InlineModule<'mention'> = {
  toDocument: (piece, refOf) => ({ object: 'inline', type: 'mention', data: { ref: refOf(piece.href) }, isVoid: true }),
  toMarkdown: ({ data }, { hrefOf, text }) => {
    const href = hrefOf(data.ref);
    return `[${text(nameOf(href))}](${destination(href)} "mention")`;
  },
  toHtml: ({ data }, { hrefOf }) => {
    const href = hrefOf(data.ref);
    return `<a href=${htmlAttribute(href)}>${htmlText(nameOf(href))}</a>`;
  },
  // A `!` right before it would make it an image.
  escapedBefore: '!',
};
