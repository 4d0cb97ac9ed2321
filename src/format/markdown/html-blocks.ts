import { HTMLElement, parse, TextNode, type Node } from 'node-html-parser';
import { htmlMarkOf } from './html-marks.js';
import { plainText, runsOf, type CardCell, type CardColumn, type ColumnAlignment, type Image, type Leaf, type Mark } from './blocks.js';

/**
 * The HTML blocks of GitBook's Markdown, read with node-html-parser: figures (`<figure><img>
 * <figcaption>`), an expandable written whole (`<details><summary>`), card tables (`<table
 * data-view="cards">`), tables with column widths (`<th width>`), and the targets of any HTML's links and images. Hostile HTML nests a
 * hundred thousand elements deep: trees are walked without recursion.
 */

/**
 * HTML as a tree. node-html-parser's repair of unclosed tags takes time cubic in their number
 * (2,000 unclosed `<b>` took 1.5 s), so it is left off: an unclosed tag holds what follows it.
 */
export const parseHtml = (html: string): HTMLElement => parse(html, { parseNoneClosedTags: true });

/** How deep `root`'s elements nest, found without recursion: what reading HTML recursively may meet. */
export function depthOf(root: Node): number {
  let deepest = 0;
  const stack: [Node, number][] = [[root, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [node, depth] = top;
    deepest = Math.max(deepest, depth);
    for (const child of node.childNodes) if (child instanceof HTMLElement) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The elements under `root`, in document order. */
function* elementsUnder(root: Node): Generator<HTMLElement> {
  const stack = [...root.childNodes].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (!(node instanceof HTMLElement)) continue;
    yield node;
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
  }
}

const childElements = (node: Node, tag?: string) =>
  node.childNodes.filter((child): child is HTMLElement => child instanceof HTMLElement && (!tag || child.tagName === tag));

/** The one element `root` holds, text aside from whitespace, when it is a `tag`. */
function only(root: Node, tag: string): HTMLElement | undefined {
  const [element, ...others] = root.childNodes.filter((node) => !(node instanceof TextNode && node.isWhitespace));
  return element instanceof HTMLElement && element.tagName === tag && others.length === 0 ? element : undefined;
}

/** The first `tag` element under `root`. */
const firstUnder = (root: Node, tag: string) => {
  for (const element of elementsUnder(root)) if (element.tagName === tag) return element;
  return undefined;
};

/** Where the links and images of some HTML lead, in order. */
export function targetsOf(root: Node): string[] {
  const targets: string[] = [];
  for (const element of elementsUnder(root)) {
    const target = element.tagName === 'A' ? element.getAttribute('href') : element.tagName === 'IMG' ? element.getAttribute('src') : undefined;
    if (target) targets.push(target);
  }
  return targets;
}

/** HTML text with its entities decoded, by node-html-parser's own decoder (a text node's `text`). */
const decodedText = (raw: string) => (raw.includes('&') ? new TextNode(raw).text : raw);

const MARKS: Record<string, Mark> = { STRONG: 'bold', B: 'bold', EM: 'italic', I: 'italic', CODE: 'code', S: 'strikethrough', DEL: 'strikethrough' };
const BREAKS = new Set(['P', 'DIV', 'LI', 'BR', 'TR']);
/** The elements GitBook writes a mark as that MARKS does not hold (`htmlMarkOf` reads no other): any other element is read without building its tag. */
const HTML_MARKS = new Set(['KBD', 'SUP', 'SUB', 'MARK']);

/**
 * The text of some HTML as runs with their marks (bold, italic, code, struck, and those GitBook
 * writes as HTML in Markdown: keys, superscript, subscript, colour) and the link they are the
 * text of, whitespace collapsed, paragraphs and line breaks as new lines; plain once `budget` is spent.
 */
function leavesOfHtml(nodes: Node[], budget?: { left: number }): Leaf[] {
  const { leaves, push } = runsOf(budget);
  const stack: { node: Node; marks: Mark[]; link?: string }[] = [...nodes].reverse().map((node) => ({ node, marks: [] }));
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node, marks, link } = next;
    if (node instanceof TextNode) {
      // As written (entities decoded at the end): whitespace written as such collapses and is trimmed, as a browser
      // shows it; written as an entity (`&#x20;`), it stays.
      const text = node.rawText.replace(/\s+/g, ' ');
      if (text !== ' ' || !/(^|\s)$/.test(leaves.at(-1)?.text ?? '')) push(text, marks, link);
    } else if (node instanceof HTMLElement) {
      if (BREAKS.has(node.tagName) && leaves.length > 0 && !leaves.at(-1)!.text.endsWith('\n')) push('\n', marks);
      const mark = MARKS[node.tagName] ?? (HTML_MARKS.has(node.tagName) ? htmlMarkOf(`<${node.rawTagName} ${node.rawAttrs}>`)?.mark : undefined);
      const inner = { marks: mark && !marks.includes(mark) ? [...marks, mark] : marks, link: (node.tagName === 'A' && node.getAttribute('href')) || link };
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push({ node: node.childNodes[i]!, ...inner });
    }
  }
  for (const leaf of leaves) leaf.text = leaf.text.replace(/ ?\n ?/g, '\n');
  let from = 0;
  while (from < leaves.length && !(leaves[from]!.text = leaves[from]!.text.trimStart())) from++;
  let to = leaves.length;
  while (to > from && !(leaves[to - 1]!.text = leaves[to - 1]!.text.trimEnd())) to--;
  const kept = leaves.slice(from, to);
  for (const leaf of kept) leaf.text = decodedText(leaf.text);
  return kept;
}

/** The images of an HTML block made of figures only, each with its alternative text and caption. */
export function figuresOf(root: HTMLElement, budget?: { left: number }): Image[] | undefined {
  const figures = childElements(root);
  if (figures.length === 0 || figures.some((figure) => figure.tagName !== 'FIGURE') || root.childNodes.some((n) => n instanceof TextNode && !n.isWhitespace))
    return undefined;
  const images: Image[] = [];
  for (const figure of figures) {
    const img = firstUnder(figure, 'IMG');
    const src = img?.getAttribute('src');
    if (!img || !src) return undefined;
    const caption = firstUnder(figure, 'FIGCAPTION');
    images.push({ src, alt: img.getAttribute('alt') ?? '', caption: caption ? leavesOfHtml(caption.childNodes, budget) : [] });
  }
  return images;
}

/**
 * Nodes that hold a `<summary>` (what a `<details>` holds, or what follows its opening tag):
 * the summary's text, and the text of the others.
 */
export function summarized(nodes: Node[], budget?: { left: number }): { title: Leaf[]; rest: Leaf[] } {
  const summary = nodes.find((node): node is HTMLElement => node instanceof HTMLElement && node.tagName === 'SUMMARY');
  return {
    title: summary ? leavesOfHtml(summary.childNodes, budget) : [],
    rest: leavesOfHtml(
      nodes.filter((node) => node !== summary),
      budget,
    ),
  };
}

/** A `<details>` written whole as one HTML block: its summary, and the text of the rest. */
export function detailsOf(root: HTMLElement, budget?: { left: number }): { title: Leaf[]; rest: Leaf[] } | undefined {
  const details = only(root, 'DETAILS');
  return details ? summarized(details.childNodes, budget) : undefined;
}

/** The rows of a `<table>`, in order, whether or not it writes `<thead>` and `<tbody>`. */
const rowsOf = (table: HTMLElement) =>
  [table, ...childElements(table).filter((child) => child.tagName === 'THEAD' || child.tagName === 'TBODY')].flatMap((section) => childElements(section, 'TR'));

/** What a column of a card table gives its cards, from GitBook's attributes on its header cell. */
function roleOf(th: HTMLElement): CardColumn['role'] {
  if (th.hasAttribute('data-card-target')) return 'target';
  if (th.hasAttribute('data-card-cover')) return 'cover';
  return th.hasAttribute('data-card-cover-dark') ? 'cover-dark' : 'text';
}

/** A `<table data-view="cards">`: its columns, and a row of cells per card. */
export function cardsOf(root: HTMLElement, budget?: { left: number }): { columns: CardColumn[]; cards: CardCell[][] } | undefined {
  const table = only(root, 'TABLE');
  if (table?.getAttribute('data-view') !== 'cards') return undefined;
  const rows = rowsOf(table);
  const header = rows.find((row) => childElements(row, 'TH').length > 0);
  const columns = (header ? childElements(header, 'TH') : []).map((th) => ({
    title: plainText(leavesOfHtml(th.childNodes, budget)),
    role: roleOf(th),
    hidden: th.hasAttribute('data-hidden'),
  }));
  const cards = rows
    .filter((row) => row !== header)
    .map((row) =>
      childElements(row, 'TD').map((td): CardCell => {
        const href = firstUnder(td, 'A')?.getAttribute('href');
        return { leaves: leavesOfHtml(td.childNodes, budget), ...(href ? { href } : {}) };
      }),
    );
  return { columns, cards };
}

const ALIGNMENTS: readonly string[] = ['left', 'center', 'right'] satisfies ColumnAlignment[];

/** A column's width as GitBook writes it on its header cell (`<th width="224">`, in pixels), if it has one. */
function widthOf(th: HTMLElement): number | null {
  const width = Number.parseFloat(th.getAttribute('width') ?? '');
  return Number.isFinite(width) && width > 0 ? width : null;
}

/**
 * A `<table>` GitBook writes for a grid table a pipe table cannot say (a column's width, a
 * hidden header, the page's full width): its header cells (`<th>`), each column's alignment and width, and its rows
 * of cells, every row as wide as the header.
 */
export function gridOf(
  root: HTMLElement,
  budget?: { left: number },
): { header: Leaf[][]; alignments: ColumnAlignment[]; widths: (number | null)[]; headerHidden: boolean; fullWidth: boolean; rows: Leaf[][][] } | undefined {
  const table = only(root, 'TABLE');
  if (!table || (table.getAttribute('data-view') ?? 'grid') !== 'grid') return undefined;
  const [head, ...body] = rowsOf(table);
  const ths = head ? childElements(head).filter((cell) => cell.tagName === 'TH' || cell.tagName === 'TD') : [];
  if (ths.length === 0) return undefined;
  const cells = (row: HTMLElement) => {
    const read = childElements(row)
      .filter((cell) => cell.tagName === 'TD' || cell.tagName === 'TH')
      .map((cell) => leavesOfHtml(cell.childNodes, budget));
    return ths.map((_, i) => read[i] ?? []);
  };
  const alignment = (th: HTMLElement) => th.getAttribute('align') ?? '';
  return {
    header: ths.map((th) => leavesOfHtml(th.childNodes, budget)),
    alignments: ths.map((th) => (ALIGNMENTS.includes(alignment(th)) ? (alignment(th) as ColumnAlignment) : 'left')),
    widths: ths.map(widthOf),
    headerHidden: table.hasAttribute('data-header-hidden'),
    fullWidth: table.getAttribute('data-full-width') === 'true',
    rows: body.map(cells),
  };
}
