import { HTMLElement, parse, TextNode, type Node } from 'node-html-parser';
import { htmlMarkOf } from './html-marks.js';
import { plainText, runsOf, type CardCell, type CardColumn, type Image, type Leaf, type Mark } from './blocks.js';

/**
 * The HTML blocks of GitBook's Markdown, read with node-html-parser: figures (`<figure><img>
 * <figcaption>`), an expandable written whole (`<details><summary>`), card tables (`<table
 * data-view="cards">`), and the targets of any HTML's links and images. Hostile HTML nests a
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

const MARKS: Record<string, Mark> = { STRONG: 'bold', B: 'bold', EM: 'italic', I: 'italic', CODE: 'code', S: 'strikethrough', DEL: 'strikethrough' };
const BREAKS = new Set(['P', 'DIV', 'LI', 'BR', 'TR']);

/**
 * The text of some HTML as runs with their marks (bold, italic, code, struck, and those GitBook
 * writes as HTML in Markdown: keys, superscript, subscript, colour), whitespace
 * collapsed, paragraphs and line breaks as new lines; plain once `budget` is spent.
 */
function leavesOfHtml(nodes: Node[], budget?: { left: number }): Leaf[] {
  const { leaves, push } = runsOf(budget);
  const stack: { node: Node; marks: Mark[] }[] = [...nodes].reverse().map((node) => ({ node, marks: [] }));
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node, marks } = next;
    if (node instanceof TextNode) {
      const text = node.text.replace(/\s+/g, ' ');
      if (text !== ' ' || !/(^|\s)$/.test(leaves.at(-1)?.text ?? '')) push(text, marks);
    } else if (node instanceof HTMLElement) {
      if (BREAKS.has(node.tagName) && leaves.length > 0 && !leaves.at(-1)!.text.endsWith('\n')) push('\n', marks);
      const mark = MARKS[node.tagName] ?? htmlMarkOf(`<${node.rawTagName} ${node.rawAttrs}>`)?.mark;
      const inner = mark && !marks.includes(mark) ? [...marks, mark] : marks;
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push({ node: node.childNodes[i]!, marks: inner });
    }
  }
  for (const leaf of leaves) leaf.text = leaf.text.replace(/ ?\n ?/g, '\n');
  let from = 0;
  while (from < leaves.length && !(leaves[from]!.text = leaves[from]!.text.trimStart())) from++;
  let to = leaves.length;
  while (to > from && !(leaves[to - 1]!.text = leaves[to - 1]!.text.trimEnd())) to--;
  return leaves.slice(from, to);
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
  const sections = [table, ...childElements(table).filter((child) => child.tagName === 'THEAD' || child.tagName === 'TBODY')];
  const rows = sections.flatMap((section) => childElements(section, 'TR'));
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
