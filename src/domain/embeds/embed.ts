import type { Embed } from '../../schemas/embed.js';
import { parseHtml } from '../../format/markdown/html-blocks.js';
import { invalid } from '../../lib/errors.js';
import { requireSpace } from '../content/spaces.js';
import { FetchFailure, fetchSource } from '../fetch/fetch.js';
import type { Context } from '../kernel/context.js';

/** What reading a page for its embed may take: a page's head is near its start, and an embed is asked for as a card is shown. */
export const EMBED_MAX_BYTES = 1024 * 1024;
export const EMBED_TIMEOUT_MS = 5_000;

/** The URL to embed, or a refusal naming it: only an absolute http or https URL can be embedded. */
function embeddable(raw: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // Refused below, with any URL of another scheme.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw invalid(`"${raw}" is not an absolute http or https URL`, 'url');
  return url;
}

/** The site a URL is on, as a card names it: its host, without `www.`. */
const siteOf = (url: URL) => url.hostname.replace(/^www\./, '');

/** The embed of a URL that was not read (the policy did not allow it, or it did not answer): its last path segment, else its site. */
export function embedFromUrl(url: URL): Embed {
  const segments = url.pathname.split('/').filter(Boolean);
  let last = segments.at(-1);
  try {
    last = last && decodeURIComponent(last);
  } catch {
    // A segment that does not decode is shown as written.
  }
  return { type: 'link', title: last || siteOf(url), site: siteOf(url) };
}

/** The embed a page's HTML describes: its Open Graph title and site name, else its `<title>` and host; its icon made absolute. */
export function embedFromHtml(html: string, url: URL): Embed {
  const root = parseHtml(html);
  const meta = (property: string) => root.querySelector(`meta[property="${property}"], meta[name="${property}"]`)?.getAttribute('content')?.trim() || undefined;
  const fallback = embedFromUrl(url);
  const title = meta('og:title') ?? meta('twitter:title') ?? (root.querySelector('title')?.text.trim() || undefined) ?? fallback.title;
  const site = meta('og:site_name') ?? fallback.site;
  const iconHref = root
    .querySelectorAll('link[rel][href]')
    .find((link) => /(^|\s)icon(\s|$)/i.test(link.getAttribute('rel')!))
    ?.getAttribute('href');
  let icon: string | undefined;
  try {
    icon = iconHref ? new URL(iconHref, url).href : undefined;
  } catch {
    // An icon that is no URL is left out.
  }
  return { type: 'link', title: title.slice(0, 512), site, ...(icon ? { icon } : {}) };
}

/**
 * A URL as an embed: where the fetch policy lets the sandbox fetch it, what its page says of
 * itself (within EMBED_MAX_BYTES and EMBED_TIMEOUT_MS); where it may not, or the page does not
 * answer with HTML in time, a link card made from the URL alone. A URL that is none is refused.
 */
export async function getEmbed(ctx: Pick<Context, 'fetchPolicy'>, rawUrl: string): Promise<Embed> {
  const url = embeddable(rawUrl);
  try {
    const page = await fetchSource(url.href, ctx.fetchPolicy, { accepts: /html/i, limits: { maxBytes: EMBED_MAX_BYTES, timeoutMs: EMBED_TIMEOUT_MS } });
    return embedFromHtml(page.body.toString('utf8'), page.url);
  } catch (error) {
    if (error instanceof FetchFailure) return embedFromUrl(url);
    throw error;
  }
}

/** A URL as an embed for a space's content, which the caller must be able to read. */
export function getEmbedInSpace(ctx: Context, spaceId: string, rawUrl: string): Promise<Embed> {
  requireSpace(ctx, spaceId, 'read');
  return getEmbed(ctx, rawUrl);
}
