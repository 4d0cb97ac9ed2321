import type { InlineModule } from './block-module.js';
import { htmlAttribute, htmlText } from './markdown-syntax.js';
import { destination } from './link.js';

/**
 * The name GitBook's Git Sync gives what a mention names, as its link's text: the anchor
 * (`#setup`), else the last part of its path (`install.md`, a page with subpages' `README.md`, a
 * folder written `guide/` its `guide`).
 */
const nameOf = (href: string) => {
  const [path = '', anchor] = href.split('#');
  return anchor ? `#${anchor}` : (path.replace(/\/+$/, '').split('/').at(-1) ?? '') || href;
};

/**
 * A mention of what `href` names, written as GitBook's Git Sync does: `[install.md](guide/install.md
 * "mention")`, a page with subpages `[README.md](guide/README.md "mention")`; `text` escapes its name.
 */
export const mentionMarkdown = (href: string, text: (text: string) => string) => `[${text(nameOf(href))}](${destination(href)} "mention")`;

/** GitBook's mention of a page, an anchor, a file or a URL. */
export const mention: InlineModule<'mention'> = {
  toDocument: (piece, refOf) => ({ object: 'inline', type: 'mention', data: { ref: refOf(piece.href) }, isVoid: true }),
  toMarkdown: ({ data }, { hrefOf, text }) => mentionMarkdown(hrefOf(data.ref), text),
  toHtml: ({ data }, { hrefOf }) => {
    const href = hrefOf(data.ref);
    return `<a href=${htmlAttribute(href)}>${htmlText(nameOf(href))}</a>`;
  },
  // A `!` right before it would make it an image.
  escapedBefore: '!',
};
