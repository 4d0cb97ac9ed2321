import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';
import { EMOJI, emojiRule } from './emoji.js';

/**
 * GitBook's additions to Markdown, as Git Sync writes them, for markdown-it: `{% name args %}`
 * tags alone on their line, `<details>` around Markdown, and `$$` math. Tokens:
 * - `gitbook_open`/`gitbook_close` around a container, whose content markdown-it parses
 *   (`info`: the tag's name, `meta`: its arguments; for `details`, `content` is the rest of
 *   its opening line);
 * - `gitbook_tag` for a tag read as one piece (`content`: what it holds, as written);
 * - `math_block` (`content`: the formula), `math_inline` for `$$formula$$` inside a line;
 * - `emoji` for a known `:shortcode:` (`content`: its code).
 * A tag never closed is text: it never takes in the rest of the page. A tag `TAGS` does not
 * know, closed by its `{% endname %}`, is a container all the same: what it holds is read, so that
 * no reader shows it as raw `{% … %}`. An integration's block, `{% @integration/block props %}`, is
 * a `gitbook_tag` of its own (never closed), whose props may run over lines (a diagram's source).
 */

export const OPEN = 'gitbook_open';
export const CLOSE = 'gitbook_close';
export const TAG = 'gitbook_tag';
export const MATH = 'math_block';
export const MATH_INLINE = 'math_inline';

/**
 * A tag's arguments: `key="value"` pairs, and a bare quoted value (`{% include "a.md" %}`) under
 * `''`; for a tag whose argument is an expression (`{% if visitor.claims.plan === "pro" %}`), all
 * of it, as written, under `''`.
 */
export type TagArgs = Record<string, string>;

/**
 * How each tag reads. A container's content is Markdown; a verbatim tag's is kept as written
 * (a page link's text, an API block's link to its spec); a void tag is its line alone; a
 * captioned tag is void unless closed, when its content is its caption. A tag with a parent
 * is a part of it (a tab of its tabs) and is text anywhere else. `title`: the argument a reader
 * sees above what a container holds (an update's date, a prompt's description). `expression`:
 * its argument is one expression, kept whole (conditional content's condition).
 */
interface TagSpec {
  kind: 'container' | 'verbatim' | 'void' | 'captioned';
  parent?: string;
  title?: string;
  expression?: true;
}
const TAGS: Record<string, TagSpec> = {
  hint: { kind: 'container' },
  tabs: { kind: 'container' },
  tab: { kind: 'container', parent: 'tabs' },
  stepper: { kind: 'container' },
  step: { kind: 'container', parent: 'stepper' },
  columns: { kind: 'container' },
  column: { kind: 'container', parent: 'columns' },
  code: { kind: 'container' },
  details: { kind: 'container' },
  'content-ref': { kind: 'verbatim' },
  swagger: { kind: 'verbatim' },
  openapi: { kind: 'verbatim' },
  // Blocks of an organization's spec, by its slug; what they hold is a link to the spec as GitBook last saw it.
  'openapi-operation': { kind: 'verbatim' },
  'openapi-schemas': { kind: 'verbatim' },
  'openapi-webhook': { kind: 'verbatim' },
  embed: { kind: 'captioned' },
  file: { kind: 'captioned' },
  include: { kind: 'void' },
  // Shown as what they hold: a prompt's text, each update's content, conditional content whatever
  // its condition (a visitor's claims, which a published page here never has).
  prompt: { kind: 'container', title: 'description' },
  updates: { kind: 'container' },
  update: { kind: 'container', parent: 'updates', title: 'date' },
  if: { kind: 'container', expression: true },
  else: { kind: 'void', parent: 'if' },
};

/** A tag nothing here knows, `{% name %}…{% endname %}`: a container, so that a reader sees what it holds. */
const UNKNOWN: TagSpec = { kind: 'container' };

/** An integration's block, `{% @integration/block props %}`: its line alone, never closed. */
const INTEGRATION: TagSpec = { kind: 'void' };

/** The name of an integration's block tag, `@integration/block`. */
export const INTEGRATION_TAG = /^@([\w-]+)\/([\w-]+)$/;

/** The table's own entries only: a tag is named by the page (`{% constructor %}` is no entry of it). */
const knownTag = (name: string): TagSpec | undefined => (Object.hasOwn(TAGS, name) ? TAGS[name] : INTEGRATION_TAG.test(name) ? INTEGRATION : undefined);
const specOf = (name: string): TagSpec => knownTag(name) ?? UNKNOWN;

/** The title a reader sees above what a container holds (an update's date, a prompt's description), if it has one. */
export function tagTitle(name: string, args: TagArgs): string | undefined {
  const arg = knownTag(name)?.title;
  return (arg && args[arg]) || undefined;
}

/**
 * Containers inside containers: one more than GitBook itself nests (tabs > tab > hint). A
 * deeper opener is text, so that a page's blocks, which keep their source, hold a bounded
 * multiple of it.
 */
export const MAX_BLOCK_DEPTH = 4;

/** A column's width as Git Sync writes it (`{% column width="33.3%" %}`): the percentage, if it is one. */
export const columnPercent = (width: string | undefined): number | undefined =>
  width !== undefined && /^\d+(?:\.\d+)?%$/.test(width) ? Number(width.slice(0, -1)) : undefined;

/**
 * Lines the search for closing tags may read, per line of the page: every container reads its
 * own lines once, so real pages read a few times their length; openers that never close stop
 * being read as tags once it is spent, and a page costs a multiple of its length, never its square.
 */
const SCANS_PER_LINE = 16;

/**
 * What one parse keeps across rules: the source it reads, the scan budget, the depth of containers,
 * where each closing marker last occurs, and where each `{% endname %}` last occurs (read in one
 * pass over the page, so that openers of ever new names never each search the whole page).
 */
interface Scan {
  src: string;
  left: number;
  depth: number;
  last: Map<string, number>;
  closers: Map<string, number>;
}

/** `{% endname` as a closer starts (`tagOf` reads the rest): its name. Tried where a `{%` is (it holds no other). */
const CLOSER = /\{%-?\s*end([a-z][a-z-]*)/;

function scanOf(state: StateBlock): Scan {
  const env = state.env as { gitbookScan?: Scan };
  // A reusable content an include shows is parsed with the page's env, once the page's parse is done: a scan of its own.
  if (env.gitbookScan?.src === state.src) return env.gitbookScan;
  const closers = new Map<string, number>();
  const { src } = state;
  // Sticky, tried at each `{%` alone; made per parse, as its position is state.
  const closer = new RegExp(CLOSER, 'y');
  for (let at = src.indexOf('{%'); at >= 0; at = src.indexOf('{%', at + 2)) {
    closer.lastIndex = at;
    const name = closer.exec(src)?.[1];
    if (name !== undefined) closers.set(name, at);
  }
  return (env.gitbookScan = { src: state.src, left: SCANS_PER_LINE * state.eMarks.length + 1_000, depth: 0, last: new Map(), closers });
}

/** Whether `marker` occurs anywhere after `pos`: a tag whose closer appears nowhere after it is text without reading a line. */
function occursAfter(state: StateBlock, marker: string, pos: number): boolean {
  const scan = scanOf(state);
  let last = scan.last.get(marker);
  if (last === undefined) scan.last.set(marker, (last = state.src.lastIndexOf(marker)));
  return last > pos;
}

/** Whether `{% endname %}` may close a tag opened before `pos`. */
const closerAfter = (state: StateBlock, name: string, pos: number) => (scanOf(state).closers.get(name) ?? -1) > pos;

const startOf = (state: StateBlock, line: number) => state.bMarks[line]! + state.tShift[line]!;
const textOf = (state: StateBlock, line: number) => state.src.slice(startOf(state, line), state.eMarks[line]).trimEnd();
const indented = (state: StateBlock, line: number) => state.sCount[line]! - state.blkIndent >= 4;

/**
 * An argument: a value in double quotes, where GitBook's Git Sync writes `"` as `\"` and a
 * backslash as `\\` (any other backslash is itself, as people type paths: `C:\>`), or, where
 * those escapes leave it unclosed (`"C:\"`), up to the next `"`; in single quotes; or bare.
 */
const ARG = /(?:([\w-]+)\s*=\s*)?(?:"((?:[^"\\]|\\[\s\S])*)"|"([^"]*)"|'([^']*)'|([^\s"'=]+))/g;
const unescaped = (value: string) => (value.includes('\\') ? value.replace(/\\(["\\])/g, '$1') : value);

const TAG_NAME = /^(?:@[\w-]+\/[\w-]+|[a-z][a-z-]*)/;

/** A `{% … %}` line's name and what is inside its braces; not one when it holds more than one tag. */
function tagNameOf(text: string): { name: string; inner: string } | undefined {
  if (!text.startsWith('{%') || !text.endsWith('%}') || text.length < 5) return undefined;
  const braced = text.slice(2, -2);
  // Whitespace control (`{%-`, `-%}`) is rare: the text is copied only to drop it.
  const inner = (braced.startsWith('-') || braced.endsWith('-') ? braced.replace(/^-|-$/g, '') : braced).trim();
  const name = TAG_NAME.exec(inner)?.[0];
  return name && !inner.includes('%}') ? { name, inner } : undefined;
}

/** A `{% … %}` line as a name (`endhint` for a closer) and arguments; not one when it holds more than one tag. */
export function tagOf(text: string): { name: string; args: TagArgs } | undefined {
  const tag = tagNameOf(text);
  if (!tag) return undefined;
  const { name, inner } = tag;
  const args: TagArgs = {};
  if (knownTag(name)?.expression) return { name, args: { '': inner.slice(name.length).trim() } };
  for (const [, key, escaped, unclosed, single, bare] of inner.slice(name.length).matchAll(ARG)) {
    const double = escaped === undefined ? unclosed : unescaped(escaped);
    const value = double ?? single ?? bare ?? '';
    if (key) args[key] = value;
    else if (double !== undefined || single !== undefined) args[''] ??= value;
  }
  return { name, args };
}

/** Lines an integration's tag may run over: its props hold text of many lines (a diagram's source). */
const MAX_TAG_LINES = 500;

/** An integration's tag opening on `line` and not closing there. */
const INTEGRATION_OPENER = /^\{%-?\s*@[\w-]+\/[\w-]+\s/;

/**
 * The line that ends an integration's tag opened on `start` (the first after it ending in `%}`),
 * within the page's scan budget and as many lines as a tag may run over, or -1.
 */
function tagEnd(state: StateBlock, start: number, end: number): number {
  const scan = scanOf(state);
  for (let line = start + 1; line < Math.min(end, start + MAX_TAG_LINES); line++) {
    if (--scan.left < 0) return -1;
    const from = startOf(state, line);
    if (from < state.eMarks[line]! && state.sCount[line]! < state.blkIndent) return -1;
    if (textOf(state, line).endsWith('%}')) return line;
  }
  return -1;
}

/**
 * The opener on `line`: a tag (a known one, or any other but a closer), or `<details>` that does
 * not close on its own line (an HTML block reads that one). An integration's tag may run over
 * lines: `last`, the line it ends on.
 */
function openerOf(state: StateBlock, line: number, end: number): { name: string; args: TagArgs; rest: string; last?: number } | undefined {
  const char = state.src.charCodeAt(startOf(state, line));
  if (char === 0x3c /* < */) {
    const text = textOf(state, line);
    const details = /^<details(?:\s[^>]*)?>/.exec(text);
    return details && !text.includes('</details>') ? { name: 'details', args: {}, rest: text.slice(details[0].length) } : undefined;
  }
  if (char !== 0x7b /* { */) return undefined;
  const text = textOf(state, line);
  const tag = tagOf(text);
  if (tag) return knownTag(tag.name) || !tag.name.startsWith('end') ? { ...tag, rest: '' } : undefined;
  if (!INTEGRATION_OPENER.test(text) || !occursAfter(state, '%}', state.eMarks[line]!)) return undefined;
  const last = tagEnd(state, line, end);
  const spanning = last < 0 ? undefined : tagOf(state.src.slice(startOf(state, line), state.eMarks[last]).trimEnd());
  return spanning && { ...spanning, rest: '', last };
}

/** A fence: its character, its length, and the column it starts at. */
interface Fence {
  char: number;
  length: number;
  column: number;
}

/** A list item's marker and the spaces after it, at the start of a line: a fence may follow it (`* ```js`). */
const LIST_MARKER = /^(?:[*+-]|\d{1,9}[.)])[ \t]+/;

/** The fence a line opens, as markdown-it reads fences: at the start of the line, or right after a list item's marker. */
function fenceOf(state: StateBlock, line: number): Fence | undefined {
  const start = startOf(state, line);
  const marker = LIST_MARKER.exec(state.src.slice(start, state.eMarks[line]))?.[0].length ?? 0;
  const from = start + marker;
  const char = state.src.charCodeAt(from);
  if (char !== 0x60 && char !== 0x7e) return undefined;
  const length = state.skipChars(from, char) - from;
  if (length < 3) return undefined;
  const column = state.sCount[line]! + marker;
  return char === 0x60 && state.src.slice(from + length, state.eMarks[line]).includes('`') ? undefined : { char, length, column };
}

/** Whether a line closes a fence: the fence's characters, at least as many, indented less than four columns past where the fence opened. */
function closesFence(state: StateBlock, line: number, fence: Fence): boolean {
  const from = startOf(state, line);
  const end = state.skipChars(from, fence.char);
  return state.sCount[line]! - fence.column < 4 && end - from >= fence.length && state.skipSpaces(end) >= state.eMarks[line]!;
}

/**
 * The line that closes what opens at `start`, or -1: same-named tags nest, unless `nests` is
 * false, when another opener means this one was not closed; a fenced code block is skipped
 * (a tag it shows is not one); a line less indented than the block ends the search, as the end
 * of a list item does.
 */
function closingLine(state: StateBlock, start: number, end: number, name: string, nests: boolean): number {
  const scan = scanOf(state);
  const after = state.eMarks[start]!;
  if (name === 'details' ? !occursAfter(state, '</details>', after) : !closerAfter(state, name, after)) return -1;
  let depth = 1;
  let fence: Fence | undefined;
  const closer = `end${name}`;
  for (let line = start + 1; line < end; line++) {
    if (--scan.left < 0) return -1;
    const from = startOf(state, line);
    if (from < state.eMarks[line]! && state.sCount[line]! < state.blkIndent) return -1;
    if (fence) {
      if (closesFence(state, line, fence)) fence = undefined;
      continue;
    }
    if (indented(state, line)) continue;
    fence = fenceOf(state, line);
    const char = state.src.charCodeAt(from);
    if (fence || (char !== 0x7b && char !== 0x3c)) continue;
    const text = textOf(state, line);
    // A line's tag is read once, for whether it closes and whether it opens (its arguments are not read).
    const tag = name === 'details' ? undefined : tagNameOf(text)?.name;
    const closes = name === 'details' ? text === '</details>' : tag === closer;
    if (closes && --depth === 0) return line;
    const opens = name === 'details' ? /^<details[\s>]/.test(text) && !text.includes('</details>') : tag === name;
    if (opens) {
      if (!nests) return -1;
      depth++;
    }
  }
  return -1;
}

/** The parser's nesting limit: an option markdown-it reads that @types/markdown-it does not declare. */
const maxNesting = (state: StateBlock): number => (state.md.options as { maxNesting: number }).maxNesting;

function tagRule(state: StateBlock, start: number, end: number, silent: boolean): boolean {
  if (indented(state, start)) return false;
  const opener = openerOf(state, start, end);
  const scan = scanOf(state);
  if (!opener || scan.left <= 0 || scan.depth >= MAX_BLOCK_DEPTH || state.level + 1 >= maxNesting(state)) return false;
  // Deciding whether a line interrupts a paragraph reads no further than the line.
  if (silent) return true;
  const { kind, parent } = specOf(opener.name);
  if (parent && state.parentType !== `gitbook_${parent}`) return false;
  const close = kind === 'void' ? -1 : closingLine(state, start, end, opener.name, kind !== 'captioned');
  if (close < 0 && (kind === 'container' || kind === 'verbatim')) return false;

  if (close < 0 || kind === 'verbatim') {
    const after = close < 0 ? (opener.last ?? start) + 1 : close + 1;
    const token = state.push(TAG, '', 0);
    Object.assign(token, { info: opener.name, meta: opener.args, map: [start, after] });
    if (close >= 0) token.content = state.getLines(start + 1, close, state.blkIndent, false);
    state.line = after;
    return true;
  }

  const open = state.push(OPEN, '', 1);
  Object.assign(open, { info: opener.name, meta: opener.args, content: opener.rest, map: [start, close + 1] });
  const { parentType, lineMax } = state;
  // Lazy continuation lines never run past the closing tag.
  state.parentType = `gitbook_${opener.name}` as StateBlock['parentType'];
  state.lineMax = close;
  scan.depth++;
  state.md.block.tokenize(state, start + 1, close);
  scan.depth--;
  state.parentType = parentType;
  state.lineMax = lineMax;
  state.push(CLOSE, '', -1).info = opener.name;
  state.line = close + 1;
  return true;
}

/** `$$` on a line of its own up to the next such line, or `$$formula$$` alone on its line. */
function mathRule(state: StateBlock, start: number, end: number, silent: boolean): boolean {
  if (indented(state, start) || state.src.charCodeAt(startOf(state, start)) !== 0x24 /* $ */) return false;
  const text = textOf(state, start);
  const inline = text.length > 4 && text.startsWith('$$') && text.endsWith('$$') && !text.slice(2, -2).includes('$$');
  const scan = scanOf(state);
  if ((text !== '$$' && !inline) || scan.left <= 0) return false;
  if (silent) return true;
  let close = start;
  if (!inline) {
    if (!occursAfter(state, '$$', state.eMarks[start]!)) return false;
    for (close = start + 1; ; close++) {
      const from = startOf(state, close);
      if (close >= end || --scan.left < 0 || (from < state.eMarks[close]! && state.sCount[close]! < state.blkIndent)) return false;
      if (state.src.charCodeAt(from) === 0x24 && textOf(state, close) === '$$') break;
    }
  }
  const token = state.push(MATH, 'math', 0);
  token.content = inline ? text.slice(2, -2).trim() : state.getLines(start + 1, close, state.blkIndent, false);
  token.map = [start, close + 1];
  state.line = close + 1;
  return true;
}

/** `$$formula$$` inside a line of text, as GitBook writes inline math. */
function inlineMathRule(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src.charCodeAt(pos) !== 0x24 || src.charCodeAt(pos + 1) !== 0x24) return false;
  const close = src.indexOf('$$', pos + 2);
  if (close < 0 || close === pos + 2) return false;
  if (!silent) state.push(MATH_INLINE, 'math', 0).content = src.slice(pos + 2, close).trim();
  state.pos = close + 2;
  return true;
}

/**
 * The markdown-it plugin. Its openers interrupt paragraphs, lists and quotes, as a fence does;
 * inside a line, `$$formula$$` and known `:shortcode:` emoji are GitBook's inlines.
 */
export function gitbookMarkdown(md: MarkdownIt): void {
  const alt = ['paragraph', 'reference', 'blockquote', 'list'];
  md.block.ruler.before('table', 'gitbook_tag', tagRule, { alt });
  md.block.ruler.before('table', 'gitbook_math', mathRule, { alt });
  md.inline.ruler.before('escape', 'math_inline', inlineMathRule);
  md.inline.ruler.after('escape', EMOJI, emojiRule);
}
