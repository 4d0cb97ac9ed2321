import type { StateInline } from 'markdown-it';

/** The token an emoji shortcode reads as (`content`: the emoji's code, its code points in hex joined by `-`). */
export const EMOJI = 'emoji';

/**
 * The emoji shortcodes read as GitBook's emoji inline, by their code (what the document's
 * `data.code` holds): a small fixed table of the common ones, GitHub's names. A shortcode not in
 * it stays text, so `:name:` written as prose is never taken for an emoji it is not.
 */
const CODES: Readonly<Record<string, string>> = {
  smile: '1f604',
  smiley: '1f603',
  grinning: '1f600',
  laughing: '1f606',
  wink: '1f609',
  blush: '1f60a',
  heart_eyes: '1f60d',
  sunglasses: '1f60e',
  thinking: '1f914',
  confused: '1f615',
  cry: '1f622',
  scream: '1f631',
  joy: '1f602',
  tada: '1f389',
  rocket: '1f680',
  fire: '1f525',
  sparkles: '2728',
  star: '2b50',
  zap: '26a1',
  bulb: '1f4a1',
  memo: '1f4dd',
  book: '1f4d6',
  books: '1f4da',
  link: '1f517',
  lock: '1f512',
  key: '1f511',
  wrench: '1f527',
  hammer: '1f528',
  gear: '2699',
  package: '1f4e6',
  bug: '1f41b',
  warning: '26a0',
  no_entry: '26d4',
  x: '274c',
  white_check_mark: '2705',
  heavy_check_mark: '2714',
  question: '2753',
  exclamation: '2757',
  information_source: '2139',
  heart: '2764',
  thumbsup: '1f44d',
  thumbsdown: '1f44e',
  clap: '1f44f',
  wave: '1f44b',
  eyes: '1f440',
  point_right: '1f449',
  pushpin: '1f4cc',
  calendar: '1f4c6',
  chart_with_upwards_trend: '1f4c8',
  mag: '1f50d',
  globe_with_meridians: '1f310',
  computer: '1f4bb',
  email: '1f4e7',
  bell: '1f514',
  hourglass: '231b',
  stop_sign: '1f6d1',
  construction: '1f6a7',
  checkered_flag: '1f3c1',
  trophy: '1f3c6',
  '100': '1f4af',
};

const NAMES = new Map(Object.entries(CODES).map(([name, code]) => [code, name]));

/** The code of the emoji a shortcode's name names, if GitBook's table has it. */
export const emojiCode = (name: string): string | undefined => (Object.hasOwn(CODES, name) ? CODES[name] : undefined);

/** The shortcode's name an emoji's code is written as, if the table has one. */
export const emojiName = (code: string): string | undefined => NAMES.get(code);

/** An emoji's characters, from its code. */
export const emojiText = (code: string): string => String.fromCodePoint(...code.split('-').map((hex) => Number.parseInt(hex, 16)));

/** A name a shortcode may have: what is between its colons. */
export const SHORTCODE = /^:([a-z0-9_+-]+):/;

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
