/**
 * What a page's Markdown reads as, for every reader of it (documents, search, PDFs): blocks,
 * GitBook's among them, with the text they hold. Plain data: analyses cross worker threads.
 */

import type { TagArgs } from './gitbook-markdown.js';
import type { HtmlMark } from './html-marks.js';

export type Mark = 'bold' | 'italic' | 'code' | 'strikethrough' | HtmlMark;

/**
 * One of GitBook's inlines written inside a line of text, as read: an image at the size of a line
 * (`<img … data-size="line">`), an emoji (`:smile:`, its code point in hex), an icon
 * (`<i class="fa-gear">`), a formula (`$$x$$`), an expression (`<code class="expression">`), a mention.
 */
export type InlinePiece =
  | { type: 'inline-image'; src: string; alt: string; size?: 'line' | 'original' }
  | { type: 'emoji'; code: string }
  | { type: 'icon'; icon: string }
  | { type: 'inline-math'; formula: string }
  | { type: 'expression'; expression: string }
  /** A link titled `mention` (`[page.md](page.md "mention")`): GitBook's mention of what it leads to, by its href as written. */
  | { type: 'mention'; href: string };

/**
 * A run of text with the marks it carries, and the link it is the text of (its `href` as written);
 * or one of GitBook's inlines (`inline`), its text what search and PDFs show of it.
 */
export interface Leaf {
  text: string;
  marks: Mark[];
  link?: string;
  inline?: InlinePiece;
}

/** GitBook's hint styles; any other style reads as `info`. */
export const HINT_STYLES = ['info', 'warning', 'danger', 'success'] as const;
export type HintStyle = (typeof HINT_STYLES)[number];

/** An image of a figure: where it is, as written, its alternative text and its caption. */
export interface Image {
  src: string;
  alt: string;
  caption: Leaf[];
}

/** A column of a card table: what its cells give a card (text, the card's link, its cover), and whether it shows. */
export interface CardColumn {
  title: string;
  role: 'text' | 'target' | 'cover' | 'cover-dark';
  hidden: boolean;
}

/** A cell of a card table: its text, and the first link it holds (what a target or cover cell names). */
export interface CardCell {
  leaves: Leaf[];
  href?: string;
}

/** How a pipe table's column aligns its cells, as its delimiter row says (`:---`, `:---:`, `---:`; `---` is left). */
export type ColumnAlignment = 'left' | 'center' | 'right';

/** A list's kind: GitBook's bulleted, numbered and task lists (a bulleted list whose every item opens with `[ ]` or `[x]`). */
export type ListKind = 'bulleted' | 'numbered' | 'tasks';

/** An item of a list: the blocks it holds, nested lists among them; a task's, whether it is done (its `[x]` read off its text). */
export interface ListItem {
  blocks: Block[];
  checked?: boolean;
}

/**
 * A block of a page. Blocks other than headings and paragraphs keep their Markdown `source`,
 * as written: what a reader falls back on where it has no better rendering. GitBook's
 * containers hold the blocks inside them.
 */
export type Block =
  /** `id`: the anchor GitBook writes after a heading's text (`## Title <a href="#id" id="id"></a>`). */
  | { type: 'heading'; depth: number; leaves: Leaf[]; id?: string }
  | { type: 'paragraph'; leaves: Leaf[] }
  /** `start`: the number a numbered list counts from, when not 1. */
  | { type: 'list'; kind: ListKind; start?: number; items: ListItem[]; source: string }
  | { type: 'quote'; blocks: Block[]; source: string }
  | { type: 'code'; text: string; syntax?: string; title?: string; lineNumbers?: boolean; wrap?: boolean; source: string }
  | { type: 'rule'; source: string }
  | { type: 'math'; formula: string; source: string }
  | { type: 'hint'; style: HintStyle; blocks: Block[]; source: string }
  | { type: 'tabs'; tabs: { title: string; blocks: Block[] }[]; source: string }
  | { type: 'stepper'; steps: Block[][]; source: string }
  /** Columns, each with its tag's arguments (none for blocks written before the first `{% column %}`, kept as a column of their own). */
  | { type: 'columns'; args: TagArgs; columns: { args?: TagArgs; blocks: Block[] }[]; source: string }
  | { type: 'expandable'; title: Leaf[]; blocks: Block[]; source: string }
  /**
   * `{% name %}…{% endname %}` shown as what it holds: GitBook's prompts, updates and conditional
   * content, and any tag nothing here knows. `title`: what a reader sees above it (an update's date);
   * `args`: the tag's arguments as written; `hasElse`: conditional content with an `{% else %}`,
   * the blocks of both sides among its blocks.
   */
  | { type: 'container'; tag: string; title?: string; args: TagArgs; hasElse?: true; blocks: Block[]; source: string }
  /** GitBook's drawing, `<img src="…" alt="…" class="gitbook-drawing">` alone: where its SVG is, as written, and its alternative text. */
  | { type: 'drawing'; src: string; alt: string; source: string }
  | { type: 'embed'; url: string; caption: string; source: string }
  | { type: 'file'; src: string; caption: string; source: string }
  | { type: 'content-ref'; url: string; title: string; source: string }
  /** `{% include "…" %}`: a reusable content, by the path of its file from the page's. */
  | { type: 'include'; target: string; source: string }
  | { type: 'openapi'; src: string; path: string; method: string; source: string }
  /** GitBook's API blocks of an organization's OpenAPI spec, by its slug: an operation, schemas (`grouped` as written), a webhook. */
  | { type: 'openapi-operation'; spec: string; path: string; method: string; source: string }
  | { type: 'openapi-schemas'; spec: string; schemas: string[]; grouped?: boolean; source: string }
  | { type: 'openapi-webhook'; spec: string; name: string; method: string; source: string }
  /** `{% @integration/block prop="value" %}`: a block of an installed integration, its props as written. */
  | { type: 'integration'; integration: string; block: string; props: Record<string, string>; source: string }
  | { type: 'images'; images: Image[]; source: string }
  | { type: 'cards'; columns: CardColumn[]; cards: CardCell[][]; source: string }
  /**
   * A table of rows (a pipe table, or a `<table>` GitBook writes when a column has a width or the
   * header is hidden): its header cells, each column's alignment, and its rows of cells, every row
   * as wide as the header; `widths`, a column's width in pixels (`<th width>`), null where it has none;
   * `fullWidth`, shown the page's full width (`data-full-width="true"`).
   */
  | {
      type: 'table';
      header: Leaf[][];
      alignments: ColumnAlignment[];
      rows: Leaf[][][];
      widths?: (number | null)[];
      headerHidden?: boolean;
      fullWidth?: boolean;
      source: string;
    }
  /** Other HTML, GitBook blocks without a counterpart (a hand-written `{% swagger %}`). */
  | { type: 'other'; source: string };

export const plainText = (leaves: Leaf[]) => leaves.map((leaf) => leaf.text).join('');

const NO_MARKS: readonly Mark[] = [];

/** Whether two runs carry the same marks, in the same order (compared in place: every run of a page is). */
function sameMarks(a: readonly Mark[], b: readonly Mark[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Runs of text as they are read, Markdown's and HTML's alike: text joins the run before it
 * when it carries the same marks and is of the same link. Each new run spends one of `budget`;
 * once it is spent, text carries no marks and no link, so a page past its runs keeps its text
 * in a few plain ones.
 */
export function runsOf(budget = { left: Infinity }): {
  leaves: Leaf[];
  push: (text: string, marks: readonly Mark[], link?: string) => void;
  pushInline: (inline: InlinePiece, text: string, link?: string) => void;
} {
  const leaves: Leaf[] = [];
  const push = (text: string, marks: readonly Mark[], link?: string) => {
    const spent = budget.left <= 0;
    const carried = spent ? NO_MARKS : marks;
    const linked = spent ? undefined : link;
    const last = leaves[leaves.length - 1];
    if (last && !last.inline && sameMarks(last.marks, carried) && last.link === linked) last.text += text;
    else {
      leaves.push({ text, marks: [...carried], ...(linked === undefined ? {} : { link: linked }) });
      budget.left--;
    }
  };
  // An inline is a leaf of its own, never joined; past the budget, its text.
  const pushInline = (inline: InlinePiece, text: string, link?: string) => {
    if (budget.left <= 0) return push(text, []);
    leaves.push({ text, marks: [], inline, ...(link === undefined ? {} : { link }) });
    budget.left--;
  };
  return { leaves, push, pushInline };
}

/** The blocks a block holds, in reading order, with the titles that go before them (a tab's, an expandable's). */
export function innerBlocks(block: Block): { title?: string; blocks: Block[] }[] {
  switch (block.type) {
    case 'hint':
    case 'quote':
      return [{ blocks: block.blocks }];
    case 'list':
      return block.items.map(({ blocks }) => ({ blocks }));
    case 'tabs':
      return block.tabs;
    case 'stepper':
      return block.steps.map((blocks) => ({ blocks }));
    case 'columns':
      return block.columns.map(({ blocks }) => ({ blocks }));
    case 'expandable':
      return [{ title: plainText(block.title), blocks: block.blocks }];
    case 'container':
      return [{ ...(block.title ? { title: block.title } : {}), blocks: block.blocks }];
    default:
      return [];
  }
}

/**
 * An item's text as search and PDFs show it: the text of its paragraphs and of the items nested
 * in it, a line each, a task's `[x]` or `[ ]` before it as written.
 */
export function itemText(item: ListItem): string {
  const text = item.blocks.map(inlineText).join('\n');
  return item.checked === undefined ? text : `[${item.checked ? 'x' : ' '}] ${text}`;
}

/**
 * The text a block holds in lines of text, as a list item's text was read when items were text: a list's items',
 * a quote's paragraphs', a container's titles and blocks, a table's or HTML's source; none for code, math or a rule.
 */
function inlineText(block: Block): string {
  if ('leaves' in block) return plainText(block.leaves);
  switch (block.type) {
    case 'list':
      return block.items.map(itemText).join('\n');
    case 'quote':
      return block.blocks.map(inlineText).join('\n');
    case 'table':
    case 'other':
      return block.source;
    default:
      return innerBlocks(block)
        .flatMap(({ title, blocks }) => [title ?? '', ...blocks.map(inlineText)])
        .filter(Boolean)
        .join('\n');
  }
}
