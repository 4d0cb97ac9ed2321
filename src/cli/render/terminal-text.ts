/**
 * Text from the API (titles, subjects, error messages, any cell) is printed where a terminal obeys what it
 * holds: `ESC ]0;…BEL` retitles the window, `ESC [2J` clears the screen, a C1 control such as U+009B starts
 * the same sequences on some terminals, a lone carriage return writes over the line, and bidi overrides
 * reorder what is shown (Trojan Source). So everything printed for people and tab-separated scripts passes
 * through here and shows such characters as escapes (`\x1b`, `\u202e`): visible, and still recognisable.
 * `--json` does not: JSON.stringify escapes controls itself, and scripts get the exact string.
 */

/** C0 controls, DEL, C1 controls, and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const UNSAFE = /[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;
/** The same, less the tab and line breaks a block of text is made of (a carriage return only as part of CRLF). */
const UNSAFE_IN_BLOCK = /\r(?!\n)|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;

const escape = (char: string): string => {
  const code = char.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** One line, such as a cell, a title or a message: tabs and line breaks become a space, other controls escapes. */
export const printable = (text: string): string => text.replace(/[\t\n\r]+/g, ' ').replace(UNSAFE, escape);

/** Text printed as lines on purpose (a page's Markdown, help): its tabs and line breaks stay, other controls become escapes. */
export const printableBlock = (text: string): string => text.replace(UNSAFE_IN_BLOCK, escape);

/** Writes one printable line, for messages that go straight to a stream rather than through Output. */
export const printLine = (stream: NodeJS.WritableStream, text: string): void => {
  stream.write(`${printable(text)}\n`);
};

/** A count with its noun: `1 record`, `3 records`. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
