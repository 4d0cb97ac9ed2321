import { plainText, type CardCell, type Leaf, type Mark } from '../markdown/blocks.js';
import { isColorMark, type ColorMark } from '../markdown/html-marks.js';
import { cardsOf, figuresOf, parseHtml } from '../markdown/html-blocks.js';

/**
 * GitBook's HTML blocks as the page shows them, read as the domain reads them (figures, card
 * tables): figures with their captions, a card table as a grid of cards. Other HTML is left to
 * the sanitizer. References stay as written; the sanitizer resolves them.
 */

type Escape = (text: string) => string;

const TAGS: Record<Exclude<Mark, ColorMark>, string> = {
  bold: 'strong',
  italic: 'em',
  code: 'code',
  strikethrough: 's',
  keyboard: 'kbd',
  superscript: 'sup',
  subscript: 'sub',
};
const tagOf = (mark: Mark) => (isColorMark(mark) ? 'mark' : TAGS[mark]);

/** Runs of text as HTML, each in the elements of its marks. */
export const leavesHtml = (leaves: Leaf[], escape: Escape): string =>
  leaves.map((leaf) => leaf.marks.reduce((html, mark) => `<${tagOf(mark)}>${html}</${tagOf(mark)}>`, escape(leaf.text).replace(/\n/g, '<br>'))).join('');

/** A card: its cover, its text cells (the first as its title), the whole a link when it has a target. */
function cardHtml(cells: { text: CardCell[]; target?: string; cover?: string }, escape: Escape): string {
  const cover = cells.cover ? `<img class="card-cover" src="${escape(cells.cover)}" alt="">` : '';
  const body = cells.text
    .filter((cell) => plainText(cell.leaves).trim())
    .map((cell, i) => `<p class="${i === 0 ? 'card-title' : 'card-text'}">${leavesHtml(cell.leaves, escape)}</p>`)
    .join('');
  const inner = `${cover}<div class="card-body">${body}</div>`;
  return cells.target ? `<a class="card" href="${escape(cells.target)}">${inner}</a>` : `<div class="card">${inner}</div>`;
}

/** An HTML block as GitBook shows it when it is figures or a card table; undefined for any other HTML. */
export function gitbookHtmlBlock(html: string, escape: Escape): string | undefined {
  if (!/^\s*<(figure|table)[\s>]/i.test(html)) return undefined;
  const root = parseHtml(html);
  const images = figuresOf(root);
  if (images) {
    return images
      .map(({ src, alt, caption }) => {
        const figcaption = caption.length > 0 ? `<figcaption>${leavesHtml(caption, escape)}</figcaption>` : '';
        return `<figure class="figure"><img src="${escape(src)}" alt="${escape(alt)}">${figcaption}</figure>\n`;
      })
      .join('');
  }
  const table = cardsOf(root);
  if (!table) return undefined;
  const cards = table.cards.map((row) => {
    const cells = { text: [] as CardCell[], target: undefined as string | undefined, cover: undefined as string | undefined };
    row.forEach((cell, i) => {
      const column = table.columns[i];
      if (column?.role === 'target') cells.target ??= cell.href;
      else if (column?.role === 'cover' || column?.role === 'cover-dark') cells.cover ??= cell.href;
      else if (!column?.hidden) cells.text.push(cell);
    });
    return cardHtml(cells, escape);
  });
  return `<div class="cards">${cards.join('')}</div>\n`;
}
