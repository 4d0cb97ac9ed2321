import MarkdownIt, { type Token } from 'markdown-it';

export type Mark = 'bold' | 'italic' | 'code' | 'strikethrough';

/** A run of text with the marks it carries. */
export interface Leaf {
  text: string;
  marks: Mark[];
}

/**
 * A top-level block of a page, as much of it as documents, search and PDFs use. Blocks
 * other than headings and paragraphs keep their Markdown `source`.
 */
export type Block =
  | { type: 'heading'; depth: number; leaves: Leaf[] }
  | { type: 'paragraph'; leaves: Leaf[] }
  | { type: 'list'; items: string[]; source: string }
  | { type: 'code'; text: string; source: string }
  | { type: 'rule'; source: string }
  /** Quotes, tables, HTML, GitBook blocks. */
  | { type: 'other'; source: string };

/** What every reader of a page's Markdown needs from it, computed once per version of the page. */
export interface PageAnalysis {
  blocks: Block[];
  /** Link and image targets, in order. */
  hrefs: string[];
  /** Set when the page could not be parsed within its budget: it reads as one paragraph of its source. */
  degraded?: true;
}

/** More links than any real page holds; beyond them a page's links are not followed. */
export const MAX_HREFS_PER_PAGE = 5_000;

/**
 * markdown-it, chosen for its linear time on hostile input and its nesting limit (deeper
 * blocks and inlines become text), where marked took minutes and overflowed the stack.
 */
const parser = new MarkdownIt({ html: true });

/** Blocks only, inline text left raw: what finding a page's title needs, at a fraction of the cost. */
const blockParser = new MarkdownIt({ html: true });
blockParser.core.ruler.disable(['inline', 'linkify', 'replacements', 'smartquotes', 'text_join']);

const MARKS: Record<string, Mark> = { strong: 'bold', em: 'italic', s: 'strikethrough' };

/**
 * More blocks and runs of text than any page a person wrote has; past them a page keeps its
 * text but not its formatting: every reader of a page (documents, search, PDFs) and every
 * answer about it stays proportionate, whatever the Markdown's shape (`a``a``…` makes a run
 * of every two characters).
 */
export const MAX_BLOCKS_PER_PAGE = 5_000;
export const MAX_LEAVES_PER_PAGE = 20_000;

/** An inline token's children as leaves, adjacent runs with the same marks joined; plain once `budget` is spent. */
function leavesOf(inline: Token[] | null | undefined, budget = { left: Infinity }): Leaf[] {
  const leaves: Leaf[] = [];
  const marks: Mark[] = [];
  const push = (text: string, extra?: Mark) => {
    const carried = budget.left <= 0 ? [] : extra ? [...marks, extra] : [...marks];
    const last = leaves.at(-1);
    if (last && last.marks.join() === carried.join()) last.text += text;
    else {
      leaves.push({ text, marks: carried });
      budget.left--;
    }
  };
  for (const token of inline ?? []) {
    const mark = MARKS[token.type.replace(/_(open|close)$/, '')];
    if (mark && token.nesting === 1) marks.push(mark);
    else if (mark && token.nesting === -1) marks.splice(marks.lastIndexOf(mark), 1);
    else if (token.type === 'code_inline') push(token.content, 'code');
    else if (token.type === 'softbreak' || token.type === 'hardbreak') push('\n');
    else if (token.content) push(token.content);
  }
  return leaves.length > 0 ? leaves : [{ text: '', marks: [] }];
}

export const plainText = (leaves: Leaf[]) => leaves.map((leaf) => leaf.text).join('');

/** Where the block that opens at `start` closes, in a flat token stream. */
function closing(tokens: Token[], start: number): number {
  let depth = 0;
  for (let i = start; i < tokens.length; i++) {
    depth += tokens[i]!.nesting;
    if (depth === 0) return i;
  }
  return tokens.length - 1;
}

function hrefsOf(tokens: Token[]): string[] {
  const hrefs: string[] = [];
  for (const token of tokens) {
    for (const child of token.children ?? []) {
      if (hrefs.length >= MAX_HREFS_PER_PAGE) return hrefs;
      const href = child.type === 'link_open' ? child.attrGet('href') : child.type === 'image' ? child.attrGet('src') : null;
      if (href !== null) hrefs.push(String(href));
    }
  }
  return hrefs;
}

/** Parses a page's Markdown into its blocks and links. Pure, and linear in the page's size. */
export function analyzeMarkdown(markdown: string): PageAnalysis {
  const normalized = markdown.replace(/\r\n?/g, '\n');
  const lines = normalized.split('\n');
  const tokens = parser.parse(normalized, {});
  const blocks: Block[] = [];
  const leafBudget = { left: MAX_LEAVES_PER_PAGE };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (blocks.length === MAX_BLOCKS_PER_PAGE - 1 && token.map) {
      blocks.push({ type: 'other', source: lines.slice(token.map[0]).join('\n').trim() });
      break;
    }
    const end = token.nesting === 1 ? closing(tokens, i) : i;
    const source = token.map ? lines.slice(token.map[0], token.map[1]).join('\n').trim() : '';
    switch (token.type) {
      case 'heading_open':
        blocks.push({ type: 'heading', depth: Number(token.tag.slice(1)), leaves: leavesOf(tokens[i + 1]?.children, leafBudget) });
        break;
      case 'paragraph_open':
        blocks.push({ type: 'paragraph', leaves: leavesOf(tokens[i + 1]?.children, leafBudget) });
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const items: string[] = [];
        for (let j = i + 1; j < end; j++) {
          const item = tokens[j]!;
          if (item.type !== 'list_item_open' || item.level !== token.level + 1) continue;
          const itemEnd = closing(tokens, j);
          items.push(tokens.slice(j, itemEnd).filter((t) => t.type === 'inline').map((t) => plainText(leavesOf(t.children))).join('\n'));
          j = itemEnd;
        }
        blocks.push({ type: 'list', items, source });
        break;
      }
      case 'fence':
      case 'code_block':
        blocks.push({ type: 'code', text: token.content.replace(/\n$/, ''), source });
        break;
      case 'hr':
        blocks.push({ type: 'rule', source });
        break;
      default:
        if (source) blocks.push({ type: 'other', source });
    }
    i = end;
  }
  return { blocks, hrefs: hrefsOf(tokens) };
}

/** What a page reads as when it cannot be parsed: its source as one paragraph, linking nowhere. */
export function unparsed(markdown: string): PageAnalysis {
  return { blocks: [{ type: 'paragraph', leaves: [{ text: markdown.trim(), marks: [] }] }], hrefs: [], degraded: true };
}

/** A page's first heading: its text as written, and the lines it takes (from, to). */
export interface Heading {
  text: string;
  lines: [number, number];
}

export function headingOf(markdown: string): Heading | undefined {
  const tokens = blockParser.parse(markdown.replace(/\r\n?/g, '\n'), {});
  const at = tokens.findIndex((t) => t.type === 'heading_open');
  const open = tokens[at];
  return open?.map ? { text: tokens[at + 1]!.content.trim(), lines: open.map } : undefined;
}

/** An entry of SUMMARY.md's nested lists: the page it links to, and the entries under it. */
export interface SummaryEntry {
  link?: { text: string; href: string };
  entries: SummaryEntry[];
}

/** The nested lists of a SUMMARY.md: each item's first link, and the items under it. */
export function summaryOf(markdown: string): SummaryEntry[] {
  const tokens = parser.parse(markdown.replace(/\r\n?/g, '\n'), {});
  const root: SummaryEntry = { entries: [] };
  const open: SummaryEntry[] = [root];
  for (const token of tokens) {
    if (token.type === 'list_item_open') {
      const entry: SummaryEntry = { entries: [] };
      open.at(-1)!.entries.push(entry);
      open.push(entry);
    } else if (token.type === 'list_item_close') {
      open.pop();
    } else if (token.type === 'inline' && open.length > 1 && !open.at(-1)!.link) {
      const children = token.children ?? [];
      const at = children.findIndex((c) => c.type === 'link_open');
      if (at < 0) continue;
      const end = children.findIndex((c, i) => i > at && c.type === 'link_close');
      const text = plainText(leavesOf(children.slice(at + 1, end < 0 ? undefined : end)));
      open.at(-1)!.link = { text, href: String(children[at]!.attrGet('href')) };
    }
  }
  return root.entries;
}
