import type { DocumentInline, DocumentText, DocumentTextMark } from '../../schemas/gitbook/document-types.js';
import { emojiCode } from '../markdown/emoji.js';
import { inlineWriter } from './inlines.js';
import { markDelimiters, markElements, sameMark } from './marks.js';
import { longestBackticks } from './markdown-syntax.js';
import type { HrefOf } from './refs.js';

/**
 * Text as GitBook's Git Sync writes it, escaped so that it reads back as the same text: only
 * the characters Markdown would read as markup are escaped (`&` only before what reads as an
 * entity, `:` only before a known emoji's name), a space Markdown would trim at the start of a line or before a line break is written
 * `&#x20;` (as GitBook writes it), and what
 * starts a block at the start of a line (`#`, `>`, `-`, `+`, `=`, `1.`) is escaped there.
 */
export function escapeText(text: string, atLineStart: boolean): string {
  let escaped = text.replace(/[\\`*_[\]<|~]|\$(?=\$)|\{(?=%)/g, '\\$&');
  // The rest is looked for only where it may be: most text holds no `&`, `:` or line break.
  if (escaped.includes('&')) escaped = escaped.replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
  // A colon that would open a known emoji's `:shortcode:`, here or with the text after it.
  if (escaped.includes(':'))
    escaped = escaped.replace(/:(?=([a-z0-9_+-]+)(?::|$))/g, (colon: string, name: string) => (emojiCode(name) === undefined ? colon : '\\:'));
  const lines = escaped.includes('\n');
  if (!atLineStart && !lines) return escaped;
  // One line starting one (most paragraphs): only its start is looked at, not every character for a line break.
  if (!lines) return escaped.replace(LEAD, (lead: string) => (/\d/.test(lead) ? `${lead}\\` : `\\${lead}`)).replace(/^[ \t]/, entity);
  escaped = escaped
    .replace(/(^|\n)([#>+=-]|\d+(?=[.)]))/g, (all: string, start: string, lead: string, offset: number) =>
      offset === 0 && !atLineStart ? all : /\d/.test(lead) ? `${start}${lead}\\` : `${start}\\${lead}`,
    )
    .replace(/(^|\n)([ \t])/g, (all: string, start: string, space: string, offset: number) =>
      offset === 0 && !atLineStart ? all : `${start}${entity(space)}`,
    );
  return escaped.replace(/[ \t](?=\n)/g, entity);
}

/** What starts a block at the start of a line: `#`, `>`, `+`, `=`, `-`, or a number before `.` or `)`. */
const LEAD = /^(?:[#>+=-]|\d+(?=[.)]))/;

const entity = (space: string) => `&#x${space.codePointAt(0)!.toString(16)};`;

/** A table cell's text with the spaces at its ends kept: a cell's are trimmed. */
export const cellText = (markdown: string) => markdown.replace(/^[ \t]|[ \t]$/g, entity);

/**
 * Code as a code span: fenced by more backticks than it holds in a row, padded where a backtick
 * or spaces would be lost at its ends; in a table, its `|` escaped (a table's cells are split first).
 */
function codeSpan(text: string, inTable: boolean): string {
  const code = inTable ? text.replace(/\|/g, '\\|') : text;
  const fence = '`'.repeat(longestBackticks(code) + 1);
  const pad = /^`|`$/.test(code) || (/^ .*[^ ].* $/s.test(code) && code.length > 2) ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

const NO_MARKS: readonly DocumentTextMark[] = [];

/** A piece of a line being written: text, or a mark's delimiter around some of it. */
type Piece = { text: string } | { mark: DocumentTextMark; open: boolean; pair: number };

const isWord = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** The pieces of a text node: marks opened and closed around its leaves, nested in the order the leaves list them. */
function piecesOf(text: DocumentText, atLineStart: boolean, inTable: boolean): Piece[] {
  const pieces: Piece[] = [];
  const open: { mark: DocumentTextMark; pair: number }[] = [];
  let pairs = 0;
  let lineStart = atLineStart;
  for (const leaf of text.leaves) {
    if (leaf.text === '') continue;
    const all = leaf.marks ?? NO_MARKS;
    // Most text carries no mark: nothing to filter.
    const marks = all.length === 0 ? all : all.filter((mark) => mark.type !== 'code');
    let same = 0;
    while (same < open.length && same < marks.length && sameMark(open[same]!.mark, marks[same]!)) same++;
    while (open.length > same) pieces.push({ ...open.pop()!, open: false });
    for (let at = same; at < marks.length; at++) {
      const mark = marks[at]!;
      const pair = pairs++;
      open.push({ mark, pair });
      pieces.push({ mark, open: true, pair });
    }
    const code = marks.length !== all.length;
    pieces.push({ text: code ? codeSpan(leaf.text, inTable) : escapeText(leaf.text, lineStart && marks.length === 0) });
    lineStart = leaf.text.endsWith('\n');
  }
  while (open.length > 0) pieces.push({ ...open.pop()!, open: false });
  return pieces;
}

const isPunctuation = (char: string | undefined) => char !== undefined && !isWord(char) && !/\s/.test(char);

/**
 * Pieces as Markdown: each mark's delimiters chosen by what they touch. `_` beside a letter
 * would not be read, so `*` is written there; and where a delimiter would sit between a letter
 * outside and punctuation inside (`a**(b)**`), no delimiter would be read, so the mark is
 * written as HTML (`a<strong>(b)</strong>`).
 */
function joined(pieces: Piece[]): string {
  // Text no mark opens in (most of it) is its pieces as they are.
  if (pieces.every((piece) => 'text' in piece)) return pieces.map((piece) => piece.text).join('');
  // The character a piece's neighbour shows on the side it touches; a delimiter is punctuation.
  const edge = (i: number, step: number): string | undefined => {
    const piece = pieces[i];
    if (piece === undefined) return undefined;
    return 'text' in piece ? (step > 0 ? piece.text[0] : piece.text.at(-1)) : '*';
  };
  const sides = new Map<number, { intraword: boolean; unread: boolean }>();
  pieces.forEach((piece, i) => {
    if (!('mark' in piece)) return;
    const [outside, inside] = piece.open ? [edge(i - 1, -1), edge(i + 1, 1)] : [edge(i + 1, 1), edge(i - 1, -1)];
    const before = sides.get(piece.pair) ?? { intraword: false, unread: false };
    sides.set(piece.pair, { intraword: before.intraword || isWord(outside), unread: before.unread || (isWord(outside) && isPunctuation(inside)) });
  });
  const written = (piece: Piece) => {
    if ('text' in piece) return piece.text;
    const { intraword, unread } = sides.get(piece.pair)!;
    return (unread ? markElements(piece.mark) : markDelimiters(piece.mark, intraword))[piece.open ? 0 : 1];
  };
  // A mark opening right where another closes, with the same character (`**` then `*`), would be
  // read as one run of delimiters (`***`): the one opening is written as HTML.
  pieces.forEach((piece, i) => {
    const next = pieces[i + 1];
    if ('mark' in piece && !piece.open && next && 'mark' in next && next.open && written(next)[0] === written(piece).at(-1))
      sides.set(next.pair, { ...sides.get(next.pair)!, unread: true });
  });
  return pieces.map(written).join('');
}

/** Whether Markdown ends with `char` not escaped (after an even number of backslashes), looking back no further than it must. */
function endsWithUnescaped(markdown: string, char: string): boolean {
  if (!markdown.endsWith(char)) return false;
  let backslashes = 0;
  while (markdown[markdown.length - 2 - backslashes] === '\\') backslashes++;
  return backslashes % 2 === 0;
}

/** What a paragraph or heading holds (text, links) as Markdown; `atLineStart`: it starts a line, where block markup must be escaped. */
export function inlineMarkdown(nodes: readonly (DocumentText | DocumentInline)[], hrefOf: HrefOf, atLineStart = true, inTable = false): string {
  const write = {
    hrefOf,
    text: (text: string) => escapeText(text, false),
    inner: (inner: readonly (DocumentText | DocumentInline)[]) => inlineMarkdown(inner, hrefOf, false, inTable),
  };
  // Written a node at a time, each as a part (never by slicing all written so far: linear however
  // many nodes): what a node needs of what is before it is at the end of the last part written.
  const parts: string[] = [];
  let last = -1;
  // The part the text right before an inline wrote, if that is what is right before it.
  let text: number | undefined;
  for (const node of nodes) {
    const before = parts[last];
    const lineStart = atLineStart && (before === undefined || before.endsWith('\n'));
    if (node.object === 'text') {
      const part = joined(piecesOf(node, lineStart, inTable));
      text = parts.push(part) - 1;
      if (part !== '') last = text;
      continue;
    }
    const writer = inlineWriter(node);
    const lead = writer.escapedBefore;
    const wrote = text === undefined ? undefined : parts[text];
    // An unescaped `lead` ending the text right before the inline would be read as part of it.
    if (lead !== undefined && wrote !== undefined && endsWithUnescaped(wrote, lead)) parts[text!] = `${wrote.slice(0, -1)}\\${lead}`;
    const part = writer.toMarkdown(node, write);
    text = undefined;
    if (part !== '') last = parts.push(part) - 1;
  }
  const out = parts.join('');
  // A space that ends the text would be trimmed with the line (its last character looked at, not every one).
  const end = out.at(-1);
  return atLineStart && (end === ' ' || end === '\t') ? `${out.slice(0, -1)}${entity(end)}` : out;
}
