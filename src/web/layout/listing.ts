import { html, type Html, type HtmlPart } from './html.js';

/** The first items of a list, and how many there are in all. */
export interface Shown<T> {
  items: T[];
  count: number;
}

export const link = (href: string | undefined, text: string): HtmlPart => (href ? html`<a href="${href}">${text}</a>` : text);

/** A list of a kind, or a line saying there is none; with more than it shows, the command that lists them all. */
export function listing<T>(kind: string, shown: Shown<T>, row: (item: T) => Html, more: string): Html {
  if (shown.count === 0) return html`<p class="muted">No ${kind}.</p>`;
  return html`<ul class="list">${shown.items.map((item) => html`<li>${row(item)}</li>`)}</ul>
${shown.count > shown.items.length ? html`<p class="muted">Showing ${shown.items.length} of ${shown.count}: <code>${more}</code> lists them all.</p>` : ''}`;
}
