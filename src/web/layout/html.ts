/** Markup already escaped or written by the sandbox itself: what `html` puts in as it is. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML shows it, in an element or a quoted attribute: titles come from users. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** What a template may hold: text (escaped), markup, nothing (`false`, `null`, `undefined`), or a list of these. */
export type HtmlPart = Html | string | number | false | null | undefined | readonly HtmlPart[];

const partText = (part: HtmlPart): string => {
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(partText).join('');
  if (part === false || part === null || part === undefined) return '';
  return escapeHtml(String(part));
};

/** A template whose values are escaped unless they are `Html` already, so a page is safe by default. */
export function html(strings: TemplateStringsArray, ...values: HtmlPart[]): Html {
  return new Html(strings.reduce((out, text, i) => out + text + (i < values.length ? partText(values[i]) : ''), ''));
}
