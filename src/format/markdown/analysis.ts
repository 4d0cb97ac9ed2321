import MarkdownIt, { type Token } from 'markdown-it';
import type { HTMLElement } from 'node-html-parser';
import { htmlMarkOf } from './html-marks.js';
import {
  HINT_STYLES,
  plainText,
  runsOf,
  type Block,
  type ColumnAlignment,
  type HintStyle,
  type InlinePiece,
  type Leaf,
  type ListItem,
  type Mark,
} from './blocks.js';
import { EMOJI, emojiText } from './emoji.js';
import { gitbookMarkdown, INTEGRATION_TAG, MATH, MATH_INLINE, OPEN, TAG, tagTitle, type TagArgs } from './gitbook-markdown.js';
import { cardsOf, detailsOf, figuresOf, gridOf, parseHtml, summarized, targetsOf } from './html-blocks.js';

/** What every reader of a page's Markdown needs from it, computed once per version of the page. */
export interface PageAnalysis {
  blocks: Block[];
  /** Link and image targets, in order: Markdown's, GitBook blocks' (a page link's, a file's, an API block's spec, an include's) and HTML's. */
  hrefs: string[];
  /** Set when the page could not be parsed within its budget: it reads as one paragraph of its source. */
  degraded?: true;
}

/** More links than any real page holds; beyond them a page's links are not followed. */
export const MAX_HREFS_PER_PAGE = 5_000;

/**
 * markdown-it, chosen for its linear time on hostile input and its nesting limit (deeper
 * blocks and inlines become text), where marked took minutes and overflowed the stack; with
 * GitBook's blocks.
 */
const parser = new MarkdownIt({ html: true }).use(gitbookMarkdown);

/** The mark each of markdown-it's emphasis tokens opens or closes, by the token's type (read for every token of a line). */
const MARKS: Partial<Record<string, Mark>> = {
  strong_open: 'bold',
  strong_close: 'bold',
  em_open: 'italic',
  em_close: 'italic',
  s_open: 'strikethrough',
  s_close: 'strikethrough',
};

/**
 * More blocks and runs of text than any page a person wrote has; past them a page keeps its
 * text but not its formatting: every reader of a page (documents, search, PDFs) and every
 * answer about it stays proportionate, whatever the Markdown's shape (`a``a``…` makes a run
 * of every two characters). Blocks inside GitBook's containers count, and so do tabs, steps
 * and columns.
 */
export const MAX_BLOCKS_PER_PAGE = 5_000;
export const MAX_LEAVES_PER_PAGE = 20_000;

/**
 * The element around some text that is one of GitBook's inlines: an expression, an icon; its
 * closing tag's name, and for an icon the one text it holds as GitBook writes it (`:gear:`), without
 * which it is not one (`<i class="fa-gear">Settings</i>` keeps its text).
 */
interface InlineElement {
  close: string;
  holds?: string;
  piece: (text: string) => InlinePiece;
}

function inlineElementOf(tag: string): InlineElement | undefined {
  const match = /^<(i|code)\s[^>]*>$/i.exec(tag.trim());
  if (!match) return undefined;
  const name = match[1]!.toLowerCase();
  const classes = (parseHtml(tag).querySelector(name)?.getAttribute('class') ?? '').trim().split(/\s+/);
  if (name === 'code') return classes.join(' ') === 'expression' ? { close: name, piece: (expression) => ({ type: 'expression', expression }) } : undefined;
  const icon = classes.length === 1 ? /^fa-(.+)$/.exec(classes[0]!)?.[1] : undefined;
  return icon === undefined ? undefined : { close: name, holds: `:${icon}:`, piece: () => ({ type: 'icon', icon }) };
}

/** `<img>` inside a line of text as GitBook's inline image: its source, its alternative text, its size (`data-size`). */
function inlineImageOf(tag: string): Extract<InlinePiece, { type: 'inline-image' }> | undefined {
  if (!/^<img\s[^>]*>$/i.test(tag.trim())) return undefined;
  const image = parseHtml(tag).querySelector('img');
  const src = image?.getAttribute('src');
  if (src === undefined) return undefined;
  const size = (['line', 'original'] as const).find((known) => known === image?.getAttribute('data-size'));
  return { type: 'inline-image', src, alt: image?.getAttribute('alt') ?? '', ...(size ? { size } : {}) };
}

/**
 * Where the element opened at `open` closes among a line's tokens, or -1: right after what it must
 * hold, if anything; else at the first closing tag of its name, not looked for past the last one
 * (found once per line, in `lastCloses`): a line of openers never closed stays linear, and one that
 * closes is read past its closing tag.
 */
function closingOf(tokens: Token[], open: number, element: InlineElement, lastCloses: Map<string, number>): number {
  const isClose = (token: Token | undefined) => token?.type === 'html_inline' && new RegExp(`^</${element.close}\\s*>$`, 'i').test(token.content);
  if (element.holds !== undefined) return innerText(tokens.slice(open + 1, open + 2)) === element.holds && isClose(tokens[open + 2]) ? open + 2 : -1;
  if (!lastCloses.has(element.close)) {
    let last = tokens.length - 1;
    while (last >= 0 && !isClose(tokens[last])) last--;
    lastCloses.set(element.close, last);
  }
  return lastCloses.get(element.close)! > open ? tokens.findIndex((token, at) => at > open && isClose(token)) : -1;
}

/** The text of tokens inside an inline's element, as written there: its marks are not the inline's. */
const innerText = (tokens: Token[]) =>
  tokens
    .map((token) => (token.type === 'softbreak' || token.type === 'hardbreak' ? '\n' : token.type === EMOJI ? `:${token.markup}:` : token.content))
    .join('');

/**
 * An inline token's children as leaves, adjacent runs with the same marks and link joined;
 * plain once `budget` is spent. A link's text is runs of their own, each naming its `href`;
 * GitBook's inlines (images, emoji, icons, formulas, expressions, mentions) are leaves of their
 * own; inside a link, only images are (the rest is text, as a link holds). A Markdown image
 * (`![alt](src)`) is an inline image. A button (`<a class="button primary">`) is its label.
 */
function leavesOf(inline: Token[] | null | undefined, budget?: { left: number }): Leaf[] {
  const { leaves, push, pushInline } = runsOf(budget);
  const marks: Mark[] = [];
  let link: string | undefined;
  // An inline HTML tag is markup, not text; GitBook's marks written as HTML (`<kbd>`,
  // `<mark style="color:red;">`) mark the runs up to their closing tag.
  const open: { name: string; mark?: Mark }[] = [];
  const htmlTag = (tag: string) => {
    const html = htmlMarkOf(tag);
    if (html?.opens) {
      const mark = html.mark !== undefined && !marks.includes(html.mark) ? html.mark : undefined;
      if (mark !== undefined) marks.push(mark);
      open.push({ name: html.name, ...(mark === undefined ? {} : { mark }) });
    } else if (html) {
      let at = open.length - 1;
      while (at >= 0 && open[at]!.name !== html.name) at--;
      const closed = at >= 0 ? open.splice(at, 1)[0]!.mark : undefined;
      if (closed !== undefined) marks.splice(marks.lastIndexOf(closed), 1);
    }
  };
  const tokens = inline ?? [];
  // Made only for a line that holds one of GitBook's inline elements: most lines hold none.
  let lastCloses: Map<string, number> | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const mark = MARKS[token.type];
    if (mark && token.nesting === 1) marks.push(mark);
    else if (mark && token.nesting === -1) marks.splice(marks.lastIndexOf(mark), 1);
    else if (token.type === 'link_open' && token.attrGet('title') === 'mention') {
      // A mention's text is the name GitBook gave what it names when it wrote it: what it names is its href.
      const close = tokens.findIndex((t, at) => at > i && t.type === 'link_close');
      const end = close < 0 ? tokens.length : close;
      pushInline({ type: 'mention', href: String(token.attrGet('href') ?? '') }, innerText(tokens.slice(i + 1, end)));
      i = end;
    } else if (token.type === 'link_open') link = String(token.attrGet('href') ?? '');
    else if (token.type === 'link_close') link = undefined;
    else if (token.type === 'code_inline') push(token.content, [...marks, 'code'], link);
    else if (token.type === 'softbreak' || token.type === 'hardbreak') push('\n', marks, link);
    else if (token.type === MATH_INLINE && link === undefined) pushInline({ type: 'inline-math', formula: token.content }, token.content);
    else if (token.type === EMOJI && link === undefined) pushInline({ type: 'emoji', code: token.content }, emojiText(token.content));
    else if (token.type === EMOJI) push(emojiText(token.content), marks, link);
    else if (token.type === 'image') pushInline({ type: 'inline-image', src: String(token.attrGet('src') ?? ''), alt: token.content }, token.content, link);
    else if (token.type === 'html_inline') {
      const image = inlineImageOf(token.content);
      const element = link === undefined && !image ? inlineElementOf(token.content) : undefined;
      const close = element ? closingOf(tokens, i, element, (lastCloses ??= new Map<string, number>())) : -1;
      if (image) pushInline(image, image.alt, link);
      else if (element && close > i) {
        const text = innerText(tokens.slice(i + 1, close));
        const piece = element.piece(text);
        pushInline(piece, piece.type === 'icon' ? '' : text);
        i = close;
      } else htmlTag(token.content);
    } else if (token.content) push(token.content, marks, link);
  }
  return leaves.length > 0 ? leaves : [{ text: '', marks: [] }];
}

/** Where the block that opens at `start` closes, in a flat token stream. */
function closing(tokens: Token[], start: number): number {
  let depth = 0;
  for (let i = start; i < tokens.length; i++) {
    depth += tokens[i]!.nesting;
    if (depth === 0) return i;
  }
  return tokens.length - 1;
}

/** One page being read: its text and where each of its lines starts, the blocks and runs it may still hold, its HTML blocks as trees, where it was cut short. */
interface Walk {
  text: string;
  lineStarts: number[];
  blocks: number;
  leaves: { left: number };
  html: Map<Token, HTMLElement>;
  cut?: number;
}

/** An HTML token as a tree, parsed once for both its block and its links. */
function htmlOf(walk: Walk, token: Token): HTMLElement {
  let root = walk.html.get(token);
  if (!root) walk.html.set(token, (root = parseHtml(token.content)));
  return root;
}

/** Where each line of `text` starts. */
function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/** Lines [from, to) of the page, trimmed: one slice of its text, never a copy of each line (a container's source holds all of its blocks'). */
function linesOf(walk: Walk, from: number, to = walk.lineStarts.length): string {
  const { text, lineStarts } = walk;
  if (from >= Math.min(to, lineStarts.length)) return '';
  return text.slice(lineStarts[from], to < lineStarts.length ? lineStarts[to]! - 1 : text.length).trim();
}

const sourceOf = (walk: Walk, token: Token) => (token.map ? linesOf(walk, token.map[0], token.map[1]) : '');

/** Whether the page may hold one more block; when not, it is cut short where `token` starts. */
function room(walk: Walk, token: Token): boolean {
  if (walk.blocks < MAX_BLOCKS_PER_PAGE - 1) {
    walk.blocks++;
    return true;
  }
  walk.cut = token.map![0];
  return false;
}

/** The blocks of tokens [from, to), a level of a page or of a container. */
function blocksIn(tokens: Token[], from: number, to: number, walk: Walk): Block[] {
  const blocks: Block[] = [];
  for (let i = from; i < to && walk.cut === undefined; i++) {
    const token = tokens[i]!;
    const end = token.nesting === 1 ? closing(tokens, i) : i;
    if (token.map && !room(walk, token)) break;
    const block = blockOf(tokens, i, end, walk);
    if (block) blocks.push(block);
    else if (token.map) walk.blocks--;
    i = end;
  }
  return blocks;
}

/**
 * A heading, with the anchor GitBook's Git Sync writes after its text (`## Title <a href="#id"
 * id="id"></a>`) as its id: the anchor is markup, so the text ends where the title does.
 */
function headingOf(depth: number, inline: Token[] | null | undefined, walk: Walk): Block {
  const leaves = leavesOf(inline, walk.leaves);
  const anchor = inline?.find((token) => token.type === 'html_inline' && /^<a\s/i.test(token.content));
  const id = anchor && parseHtml(anchor.content).querySelector('a')?.getAttribute('id');
  const last = leaves.at(-1)!;
  if (!last.inline) {
    last.text = last.text.trimEnd();
    if (!last.text && leaves.length > 1) leaves.pop();
  }
  return { type: 'heading', depth, leaves, ...(id ? { id } : {}) };
}

/** The text of blocks, as a caption reads them. */
const textOfBlocks = (blocks: Block[]) => blocks.map((b) => ('leaves' in b ? plainText(b.leaves) : b.source)).join('\n');

function blockOf(tokens: Token[], i: number, end: number, walk: Walk): Block | undefined {
  const token = tokens[i]!;
  // Headings and paragraphs keep no source: theirs is never cut out of the page.
  if (token.type === 'heading_open') return headingOf(Number(token.tag.slice(1)), tokens[i + 1]?.children, walk);
  if (token.type === 'paragraph_open') return { type: 'paragraph', leaves: leavesOf(tokens[i + 1]?.children, walk.leaves) };
  const source = sourceOf(walk, token);
  switch (token.type) {
    case 'bullet_list_open':
    case 'ordered_list_open':
      return listOf(tokens, i, end, walk, source);
    case 'blockquote_open':
      return { type: 'quote', blocks: blocksIn(tokens, i + 1, end, walk), source };
    case 'fence':
    case 'code_block': {
      const syntax = token.info.trim().split(/\s+/)[0];
      return { type: 'code', text: token.content.replace(/\n$/, ''), ...(syntax ? { syntax } : {}), source };
    }
    case 'hr':
      return { type: 'rule', source };
    case MATH:
      return { type: 'math', formula: token.content.trim(), source };
    case 'table_open':
      return tableOf(tokens, i, end, walk, source);
    case OPEN:
      return containerOf(tokens, i, end, walk, source);
    case TAG:
      return tagBlockOf(token, walk, source);
    case 'html_block':
      return htmlBlockOf(token, walk, source);
    default:
      return source ? { type: 'other', source } : undefined;
  }
}

/** A pipe table from markdown-it's tokens: a cell's alignment is its `text-align` style, its text the inline token it holds. */
function tableOf(tokens: Token[], from: number, to: number, walk: Walk, source: string): Block {
  const rows: Leaf[][][] = [];
  const alignments: ColumnAlignment[] = [];
  for (let i = from; i < to; i++) {
    const token = tokens[i]!;
    if (token.type === 'tr_open') rows.push([]);
    else if (token.type === 'th_open')
      alignments.push((/text-align:(left|center|right)/.exec(String(token.attrGet('style') ?? ''))?.[1] as ColumnAlignment | undefined) ?? 'left');
    else if (token.type === 'inline') rows.at(-1)!.push(leavesOf(token.children, walk.leaves));
  }
  const [header = [], ...body] = rows;
  return { type: 'table', header, alignments, rows: body, source };
}

/** A list, each item with the blocks it holds (nested lists among them); a bulleted list of `[ ]`/`[x]` items is a task list. */
function listOf(tokens: Token[], start: number, end: number, walk: Walk, source: string): Block {
  const open = tokens[start]!;
  const items: ListItem[] = [];
  for (let j = start + 1; j < end && walk.cut === undefined; j++) {
    const itemEnd = closing(tokens, j);
    if (tokens[j]!.type === 'list_item_open') {
      if (!room(walk, tokens[j]!)) break;
      items.push({ blocks: blocksIn(tokens, j + 1, itemEnd, walk) });
    }
    j = itemEnd;
  }
  if (open.type === 'ordered_list_open') {
    const from = open.attrGet('start');
    return { type: 'list', kind: 'numbered', ...(from !== null ? { start: Number(from) } : {}), items, source };
  }
  const tasks = items.length > 0 && items.every((item) => taskMark(item) !== undefined);
  return { type: 'list', kind: tasks ? 'tasks' : 'bulleted', items: tasks ? items.map(checkedItem) : items, source };
}

/** A task's mark, GitBook's Git Sync writes `* [x] done` and `* [ ] todo`: the start of the item's first paragraph, and the one space after it (a space more is the text's). */
export const TASK_MARK = /^\[([ xX])\](?:[ \t]|$)/;
const taskMark = (item: ListItem) => {
  const first = item.blocks[0];
  return first?.type === 'paragraph' ? (TASK_MARK.exec(first.leaves[0]!.text) ?? undefined) : undefined;
};

/** A task list's item, its mark read as whether it is done and taken off its text. */
function checkedItem(item: ListItem): ListItem {
  const mark = taskMark(item)!;
  const [first, ...rest] = item.blocks as [Extract<Block, { type: 'paragraph' }>, ...Block[]];
  const [lead, ...leaves] = first.leaves;
  const text = lead!.text.slice(mark[0].length);
  const kept = text || leaves.length === 0 ? [{ ...lead!, text }, ...leaves] : leaves;
  // A mark alone on its line, blocks under it (`* [ ]` then a code block): the item holds those.
  const alone = kept.length === 1 && kept[0]!.text === '' && kept[0]!.inline === undefined && kept[0]!.link === undefined && rest.length > 0;
  return { blocks: alone ? rest : [{ type: 'paragraph', leaves: kept }, ...rest], checked: mark[1] !== ' ' };
}

const styleOf = (style: string | undefined): HintStyle => HINT_STYLES.find((known) => known === style) ?? 'info';

/**
 * The tabs, steps or columns of a container, each `part` with its blocks. Blocks between them
 * go with the part before (before the first, with a part of their own): nothing is dropped.
 */
function partsIn(tokens: Token[], from: number, to: number, part: string, walk: Walk): { title: string; args?: TagArgs; blocks: Block[] }[] {
  const parts: { title: string; args?: TagArgs; blocks: Block[] }[] = [];
  for (let i = from; i < to && walk.cut === undefined; i++) {
    const token = tokens[i]!;
    const end = token.nesting === 1 ? closing(tokens, i) : i;
    if (token.type === OPEN && token.info === part) {
      if (!room(walk, token)) break;
      const args = token.meta as TagArgs;
      parts.push({ title: args.title ?? '', args, blocks: blocksIn(tokens, i + 1, end, walk) });
    } else {
      if (parts.length === 0) parts.push({ title: '', blocks: [] });
      parts.at(-1)!.blocks.push(...blocksIn(tokens, i, end + 1, walk));
    }
    i = end;
  }
  return parts;
}

/** A container tag (or a `<details>` around Markdown) as its block, what it holds read as blocks. */
function containerOf(tokens: Token[], i: number, end: number, walk: Walk, source: string): Block {
  const open = tokens[i]!;
  const args = open.meta as TagArgs;
  switch (open.info) {
    case 'hint':
      return { type: 'hint', style: styleOf(args.style), blocks: blocksIn(tokens, i + 1, end, walk), source };
    case 'tabs':
      return { type: 'tabs', tabs: partsIn(tokens, i + 1, end, 'tab', walk), source };
    case 'stepper':
      return { type: 'stepper', steps: partsIn(tokens, i + 1, end, 'step', walk).map((step) => step.blocks), source };
    case 'columns':
      return { type: 'columns', args, columns: partsIn(tokens, i + 1, end, 'column', walk).map(({ args, blocks }) => ({ args, blocks })), source };
    case 'details':
      return expandableOf(tokens, i, end, walk, source);
    case 'code': {
      // `{% code %}` gives the fenced block inside it a title, line numbers, wrapping.
      const inner = blocksIn(tokens, i + 1, end, walk);
      const code = inner[0];
      if (inner.length !== 1 || code?.type !== 'code') return { type: 'other', source };
      return {
        ...code,
        ...(args.title ? { title: args.title } : {}),
        ...(args.lineNumbers ? { lineNumbers: args.lineNumbers === 'true' } : {}),
        ...(args.overflow ? { wrap: args.overflow === 'wrap' } : {}),
        source,
      };
    }
    case 'embed':
      return { type: 'embed', url: args.url ?? '', caption: textOfBlocks(blocksIn(tokens, i + 1, end, walk)), source };
    case 'file':
      return { type: 'file', src: args.src ?? '', caption: textOfBlocks(blocksIn(tokens, i + 1, end, walk)), source };
    default: {
      const title = tagTitle(open.info, args);
      const blocks = blocksIn(tokens, i + 1, end, walk);
      // An `{% else %}` of this conditional content, not of one it holds: on the level right inside it.
      const hasElse =
        open.info === 'if' && tokens.slice(i + 1, end).some((token) => token.type === TAG && token.info === 'else' && token.level === open.level + 1);
      return { type: 'container', tag: open.info, ...(title ? { title } : {}), args, ...(hasElse ? { hasElse: true as const } : {}), blocks, source };
    }
  }
}

/** `<details>` around Markdown: its `<summary>` (on the opening line or the block after it) titles the blocks inside. */
function expandableOf(tokens: Token[], i: number, end: number, walk: Walk, source: string): Block {
  const open = tokens[i]!;
  const next = tokens[i + 1];
  const summaryBlock = !/<summary[\s>]/i.test(open.content) && next?.type === 'html_block' && /^\s*<summary[\s>]/i.test(next.content) ? next : undefined;
  const { title, rest } = summarized((summaryBlock ? htmlOf(walk, summaryBlock) : parseHtml(open.content)).childNodes, walk.leaves);
  const blocks = blocksIn(tokens, summaryBlock ? i + 2 : i + 1, end, walk);
  return { type: 'expandable', title, blocks: rest.length > 0 ? [{ type: 'paragraph', leaves: rest }, ...blocks] : blocks, source };
}

/**
 * A tag read as one piece: a page link, an API block, an embed or a file without a caption; none
 * for the `{% else %}` of conditional content, whose both sides read as the content they hold; others keep their source.
 */
function tagBlockOf(token: Token, walk: Walk, source: string): Block | undefined {
  const args = token.meta as TagArgs;
  switch (token.info) {
    case 'content-ref': {
      // Its content is a link to the page, whose text is the page's title as GitBook last saw it.
      const title = plainText(leavesOf(parser.parseInline(token.content, {})[0]?.children, walk.leaves)).trim();
      return args.url ? { type: 'content-ref', url: args.url, title, source } : { type: 'other', source };
    }
    case 'swagger':
    case 'openapi':
      return args.src && args.path && args.method
        ? { type: 'openapi', src: args.src, path: args.path, method: args.method, source }
        : { type: 'other', source };
    case 'openapi-operation':
      return args.spec && args.path && args.method
        ? { type: 'openapi-operation', spec: args.spec, path: args.path, method: args.method, source }
        : { type: 'other', source };
    case 'openapi-schemas': {
      const schemas = (args.schemas ?? '').split(',').filter(Boolean);
      const grouped = args.grouped === 'true' || args.grouped === 'false' ? { grouped: args.grouped === 'true' } : {};
      // Only what writes back as it was: a `grouped` of another value would not.
      return args.spec && schemas.length > 0 && (args.grouped === undefined || 'grouped' in grouped)
        ? { type: 'openapi-schemas', spec: args.spec, schemas, ...grouped, source }
        : { type: 'other', source };
    }
    case 'openapi-webhook':
      return args.spec && args.name && args.method
        ? { type: 'openapi-webhook', spec: args.spec, name: args.name, method: args.method, source }
        : { type: 'other', source };
    case 'embed':
      return args.url ? { type: 'embed', url: args.url, caption: '', source } : { type: 'other', source };
    case 'file':
      return args.src ? { type: 'file', src: args.src, caption: '', source } : { type: 'other', source };
    case 'include':
      return args[''] ? { type: 'include', target: args[''], source } : { type: 'other', source };
    case 'else':
      return undefined;
    default: {
      const integration = INTEGRATION_TAG.exec(token.info);
      // Props as written, each a string; a bare value (`{% @a/b "x" %}`) has no name to be a prop by.
      return integration && !('' in args)
        ? { type: 'integration', integration: integration[1]!, block: integration[2]!, props: { ...args }, source }
        : { type: 'other', source };
    }
  }
}

/** Whether the page may hold `count` more blocks (a figure's images, a card table's cards), which it then holds. */
function holds(walk: Walk, count: number): boolean {
  if (walk.blocks + count >= MAX_BLOCKS_PER_PAGE - 1) return false;
  walk.blocks += count;
  return true;
}

/**
 * An HTML block GitBook writes: figures as images, a `<details>` written whole as an
 * expandable, a card table, a table with column widths; other HTML, and figures, cards or rows
 * past the page's blocks, keep their source.
 */
/** GitBook's drawing as Git Sync writes it, an image of class `gitbook-drawing` alone in its HTML block: its source and alternative text. */
function drawingOf(html: string): { src: string; alt: string } | undefined {
  if (!/^\s*<img\s[^>]*\bclass="gitbook-drawing"[^>]*>\s*$/i.test(html)) return undefined;
  const img = parseHtml(html).querySelector('img');
  const src = img?.getAttribute('src');
  return src ? { src, alt: img?.getAttribute('alt') ?? '' } : undefined;
}

function htmlBlockOf(token: Token, walk: Walk, source: string): Block {
  const drawing = drawingOf(token.content);
  if (drawing) return { type: 'drawing', ...drawing, source };
  // An inline image alone on a paragraph's first line starts an HTML block (up to a blank line): it is that paragraph.
  if (/^\s*<img\s[^>]*>[ \t]*(\n|$)/i.test(token.content))
    return { type: 'paragraph', leaves: leavesOf(parser.parseInline(token.content.trim(), {})[0]?.children, walk.leaves) };
  if (!/^\s*<(figure|details|table)[\s>]/i.test(token.content)) return { type: 'other', source };
  const root = htmlOf(walk, token);
  const images = figuresOf(root, walk.leaves);
  if (images) return holds(walk, images.length) ? { type: 'images', images, source } : { type: 'other', source };
  const details = token.content.includes('</details>') ? detailsOf(root, walk.leaves) : undefined;
  if (details)
    return { type: 'expandable', title: details.title, blocks: details.rest.length > 0 ? [{ type: 'paragraph', leaves: details.rest }] : [], source };
  const cards = cardsOf(root, walk.leaves);
  if (cards) return holds(walk, cards.cards.length) ? { type: 'cards', ...cards, source } : { type: 'other', source };
  const grid = gridOf(root, walk.leaves);
  return grid && holds(walk, grid.rows.length) ? { type: 'table', ...grid, source } : { type: 'other', source };
}

/** The target a tag names: a page link's page, a file, an API block's spec, the reusable content an include shows. */
function tagTarget(token: Token): string | undefined {
  const args = token.meta as TagArgs;
  switch (token.info) {
    case 'content-ref':
      return args.url;
    case 'file':
    case 'swagger':
    case 'openapi':
      return args.src;
    case 'include':
      return args[''];
    default:
      return undefined;
  }
}

/** Every link and image target of the page, in order, as markdown-it normalizes a link's. */
function hrefsOf(tokens: Token[], walk: Walk): string[] {
  const hrefs: string[] = [];
  const add = (href: string | undefined | null) => {
    if (href === undefined || href === null) return;
    const normalized = parser.normalizeLink(href);
    if (parser.validateLink(normalized)) hrefs.push(normalized);
  };
  for (const token of tokens) {
    if (hrefs.length >= MAX_HREFS_PER_PAGE) break;
    if (token.type === TAG || token.type === OPEN) add(tagTarget(token));
    else if (token.type === 'html_block' && /\b(href|src)\s*=/i.test(token.content)) targetsOf(htmlOf(walk, token)).forEach(add);
    if (!token.children) continue;
    for (const child of token.children) {
      if (hrefs.length >= MAX_HREFS_PER_PAGE) break;
      if (child.type === 'link_open') hrefs.push(String(child.attrGet('href')));
      else if (child.type === 'image') hrefs.push(String(child.attrGet('src')));
      else if (child.type === 'html_inline' && /^<(a|img)\s/i.test(child.content)) targetsOf(parseHtml(child.content)).forEach(add);
    }
  }
  return hrefs.length > MAX_HREFS_PER_PAGE ? hrefs.slice(0, MAX_HREFS_PER_PAGE) : hrefs;
}

/** Parses a page's Markdown into its blocks and links. Pure, and linear in the page's size. */
export function analyzeMarkdown(markdown: string): PageAnalysis {
  const normalized = markdown.replace(/\r\n?/g, '\n');
  const tokens = parser.parse(normalized, {});
  const walk: Walk = { text: normalized, lineStarts: lineStartsOf(normalized), blocks: 0, leaves: { left: MAX_LEAVES_PER_PAGE }, html: new Map() };
  const blocks = blocksIn(tokens, 0, tokens.length, walk);
  if (walk.cut !== undefined) blocks.push({ type: 'other', source: linesOf(walk, walk.cut) });
  return { blocks, hrefs: hrefsOf(tokens, walk) };
}

/** What a page reads as when it cannot be parsed: its source as one paragraph, linking nowhere. */
export function unparsed(markdown: string): PageAnalysis {
  return { blocks: [{ type: 'paragraph', leaves: [{ text: markdown.trim(), marks: [] }] }], hrefs: [], degraded: true };
}
