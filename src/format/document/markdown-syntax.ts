import type { Unwritable } from './block-module.js';

/**
 * The pieces of GitBook's Markdown that several blocks write alike: a `{% tag %}` and its
 * arguments, lines indented under a marker, HTML's text and attributes.
 */

/** A tag's arguments: `key="value"` pairs, or one expression (conditional content's condition). */
type TagArgs = Record<string, string | undefined> | string;

/**
 * A value as a tag's argument, in double quotes, as GitBook's Git Sync writes it: a `"` in it as
 * `\"` and a backslash as `\\` (`{% tab title="\"Kalervo\"" %}`, `{% code title="c:\\shell.cmd" %}`).
 */
export const tagArgument = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * A value a tag's argument cannot hold, as a refusal naming it (`what`: "a tab's title", of the
 * tag `name`): a `%}`, which ends the tag however it is quoted, and a line break, which ends the
 * line a tag is (an integration's props alone run over lines: `overLines`).
 */
export function unwritableArgument(at: Unwritable['at'], value: string | undefined, what: string, name: string, overLines = false): Unwritable | undefined {
  if (value === undefined || !(value.includes('%}') || (!overLines && /[\r\n]/.test(value)))) return undefined;
  return {
    at,
    message: overLines ? `${what} is written inside its {% ${name} %}: no "%}"` : `${what} is written on the line of its {% ${name} %}: one line, no "%}"`,
  };
}

/** A tag's arguments as GitBook writes them: `key="value"`, in the order given, those with no value left out; an expression as it is. */
const argsOf = (args: TagArgs) =>
  typeof args === 'string'
    ? ` ${args}`
    : Object.entries(args)
        .filter((entry): entry is [string, string] => entry[1] !== undefined)
        .map(([key, value]) => ` ${key}=${tagArgument(value)}`)
        .join('');

/** `{% name args %}`, alone. */
export const tag = (name: string, args: TagArgs = {}) => `{% ${name}${argsOf(args)} %}`;

/** `{% name args %}` … `{% endname %}` around what it holds, each on its lines. */
export const container = (name: string, inner: string, args: TagArgs = {}) =>
  [tag(name, args), inner, `{% end${name} %}`].filter((line) => line !== '').join('\n');

/** Lines after the first indented by `width` spaces (an item's under its marker); blank lines stay blank. */
export const indented = (text: string, width: number) => text.replace(/\n(?!\n|$)/g, `\n${' '.repeat(width)}`);

/**
 * The longest run of backticks in `text` (`atLineStart`: only those that open a line, after at
 * most three spaces, as a fence would): what a code span or a fence around it must outrun.
 * Counted in one pass: a spread of every run into Math.max would overflow the stack on hostile text.
 */
export function longestBackticks(text: string, atLineStart = false): number {
  let longest = 0;
  for (const run of text.matchAll(atLineStart ? /^ {0,3}(`+)/gm : /(`+)/g)) longest = Math.max(longest, run[1]!.length);
  return longest;
}

/** Text as HTML text, as GitBook's Git Sync writes it in a cell or caption: `&` and `<` alone escaped, as `&#x26;` and `&#x3C;`. */
export const htmlText = (text: string) => text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');

/** A value as an HTML attribute's, in double quotes; `&` as GitBook's Git Sync writes it there (`?a=1&#x26;b=2`). */
export const htmlAttribute = (value: string) => `"${value.replace(/&/g, '&#x26;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}"`;
