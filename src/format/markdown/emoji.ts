import type { StateInline } from 'markdown-it';
import { gemoji } from 'gemoji';

/** The token an emoji shortcode reads as (`content`: the emoji's code, its code points in hex joined by `-`). */
export const EMOJI = 'emoji';

/** VARIATION SELECTOR-16, which asks for an emoji's colour form: not part of its code, so `2764` and `2764-fe0f` are one heart. */
const PRESENTATION = 'fe0f';

const codeOf = (characters: string): string =>
  Array.from(characters, (character) => character.codePointAt(0)!.toString(16))
    .filter((hex) => hex !== PRESENTATION)
    .join('-');

/** The code without the presentation selector, so an emoji's code matches whether or not it was written with one. */
const plainCode = (code: string): string =>
  code
    .split('-')
    .filter((hex) => hex !== PRESENTATION)
    .join('-');

interface EmojiTable {
  /** Every GitHub shortcode (aliases too) → the emoji's code. */
  readonly codes: ReadonlyMap<string, string>;
  /** An emoji's code → its first GitHub shortcode, the one GitHub and gemoji call primary. */
  readonly names: ReadonlyMap<string, string>;
  /** An emoji's code → its characters as GitHub writes them (with the presentation selector where it needs one). */
  readonly characters: ReadonlyMap<string, string>;
}

/**
 * GitHub's emoji (gemoji), built on first use rather than at load: a command that reads no
 * Markdown does not pay for indexing some 1,900 emoji. The table is constant data, the same for
 * every sandbox, so one per process holds no state.
 */
let table: EmojiTable | undefined;
const emojiTable = (): EmojiTable => {
  if (table) return table;
  const codes = new Map<string, string>();
  const names = new Map<string, string>();
  const characters = new Map<string, string>();
  for (const { emoji, names: shortcodes } of gemoji) {
    const code = codeOf(emoji);
    for (const name of shortcodes) codes.set(name, code);
    if (shortcodes[0] !== undefined) names.set(code, shortcodes[0]);
    characters.set(code, emoji);
  }
  return (table = { codes, names, characters });
};

/**
 * The code of the emoji a shortcode's name names, if GitHub has it (gemoji: every name and alias).
 * A shortcode GitHub does not know stays text, so `:name:` written as prose is never taken for an
 * emoji it is not.
 */
export const emojiCode = (name: string): string | undefined => emojiTable().codes.get(name);

/** The shortcode's name an emoji's code is written as, if GitHub has one. */
export const emojiName = (code: string): string | undefined => emojiTable().names.get(plainCode(code));

/** An emoji's characters, from its code: GitHub's, or its code points where GitHub does not know it. */
export const emojiText = (code: string): string =>
  emojiTable().characters.get(plainCode(code)) ?? String.fromCodePoint(...code.split('-').map((hex) => Number.parseInt(hex, 16)));

/** A name a shortcode may have: what is between its colons. */
const SHORTCODE = /^:([a-z0-9_+-]+):/;

/** `:name:` of a known emoji, anywhere in a line of text. */
export function emojiRule(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x3a /* : */) return false;
  const match = SHORTCODE.exec(state.src.slice(state.pos, state.pos + 64));
  const code = match ? emojiCode(match[1]!) : undefined;
  if (!match || code === undefined) return false;
  if (!silent) {
    const token = state.push(EMOJI, '', 0);
    token.content = code;
    token.markup = match[1]!;
  }
  state.pos += match[0].length;
  return true;
}
