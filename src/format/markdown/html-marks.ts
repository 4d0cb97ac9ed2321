import type { DocumentTextColor } from '../../schemas/gitbook/document-types.js';

/**
 * The colours a colour mark takes: those of GitBook's first spec (0.137.0), which its current one
 * keeps; the colours only the current spec has (pink, violet, cyan, `$tint`) would make a document
 * the first spec rejects, so they read as the default.
 */
const COLORS = [
  'default',
  'green',
  'blue',
  'red',
  'orange',
  'yellow',
  'purple',
  '$primary',
  '$info',
  '$success',
  '$warning',
  '$danger',
] as const satisfies readonly DocumentTextColor[];
type Color = (typeof COLORS)[number];

/** GitBook's colour mark as one comparable name: its text colour, then its background. */
export type ColorMark = `color:${Color}/${Color}`;

/**
 * The marks GitBook writes as inline HTML: `<kbd>`, `<sup>`, `<sub>` and `<mark style="…">`; and
 * bold, italic and struck text where `**`, `_` and `~~` would not be read as marks (`a<strong>(b)</strong>`).
 */
export type HtmlMark = 'keyboard' | 'superscript' | 'subscript' | ColorMark;

const TAGS: Record<string, HtmlMark | 'bold' | 'italic' | 'strikethrough'> = {
  kbd: 'keyboard',
  sup: 'superscript',
  sub: 'subscript',
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  s: 'strikethrough',
  del: 'strikethrough',
};

const colorOf = (style: string, property: 'color' | 'background-color'): Color => {
  const value = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]*)`, 'i').exec(style)?.[1]?.trim().toLowerCase();
  return COLORS.find((color) => color === value) ?? 'default';
};

/**
 * An inline HTML tag as the mark it opens or closes, GitBook's way (`<mark style="color:red;">`):
 * undefined for any other tag, and `mark` undefined for a `<mark>` of no colour GitBook has.
 */
export function htmlMarkOf(tag: string): { name: string; opens: boolean; mark?: HtmlMark | 'bold' | 'italic' | 'strikethrough' } | undefined {
  const match = /^<(\/?)(kbd|sup|sub|mark|strong|b|em|i|s|del)(\s[^>]*)?>$/i.exec(tag.trim());
  if (!match) return undefined;
  const [, slash, element, attributes = ''] = match;
  const name = element!.toLowerCase();
  const opens = slash === '';
  if (name !== 'mark' || !opens) return { name, opens, ...(name === 'mark' ? {} : { mark: TAGS[name] }) };
  const style = /\bstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(attributes);
  const css = style?.[1] ?? style?.[2] ?? '';
  const [text, background] = [colorOf(css, 'color'), colorOf(css, 'background-color')];
  return text === 'default' && background === 'default' ? { name, opens } : { name, opens, mark: `color:${text}/${background}` };
}

export const isColorMark = (mark: string): mark is ColorMark => mark.startsWith('color:');

/** The colours GitBook's colour marks take, but the default: what a published page's stylesheet gives each. */
export const MARK_COLORS = COLORS.filter((color) => color !== 'default');

/** A colour mark's text colour and background. */
export function colorsOf(mark: ColorMark): { text: Color; background: Color } {
  const [text, background] = mark.slice('color:'.length).split('/') as [Color, Color];
  return { text, background };
}
