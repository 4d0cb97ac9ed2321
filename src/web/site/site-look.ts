import { HexColor, type SiteCustomization } from '../../schemas/site.js';
import { escapeHtml } from '../layout/html.js';

/** What of a site's customization its pages show, each value safe where it goes (a CSS value, an image URL). */
export interface SiteLook {
  title: string;
  /** The header's logo, in place of the title (which becomes its alternative text). */
  logo?: string;
  primary: string;
  favicon?: string;
  /** The rounding of boxes, buttons and menus, as a CSS length. */
  radius: string;
}

const RADII: Record<SiteCustomization['styling']['corners'], string> = { straight: '0', rounded: '8px', circular: '16px' };

/** Only images the pages' Content-Security-Policy lets in (img-src 'self' data: https:), and a data: URL only of an image. */
const imageUrl = (url: string | undefined) => (url && /^(https:\/\/|data:image\/)/i.test(url) ? url : undefined);

/** A code point a string can hold: not past Unicode's last, not half of a surrogate pair. */
const isScalar = (point: number) => point <= 0x10ffff && (point < 0xd800 || point > 0xdfff);

/**
 * GitBook's emoji are characters or their code points joined by dashes ("1f680", "1f1eb-1f1f7").
 * Anything else is drawn as the text it is, a lone surrogate made a replacement character: the
 * schema lets any short string through, and a favicon that cannot be drawn must not fail the page.
 */
function emojiOf(emoji: string): string {
  if (/^[0-9a-f]{2,6}(-[0-9a-f]{2,6})*$/i.test(emoji)) {
    const points = emoji.split('-').map((c) => parseInt(c, 16));
    if (points.every(isScalar)) return String.fromCodePoint(...points);
  }
  return emoji.replace(/\p{Cs}/gu, '\uFFFD');
}

/** An emoji drawn as a favicon: an SVG of it, as a data: URL. */
const emojiFavicon = (emoji: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><text y=".9em" font-size="90">${escapeHtml(emojiOf(emoji))}</text></svg>`)}`;

export function siteLook(customization: SiteCustomization, siteTitle: string): SiteLook {
  const { styling, header, favicon } = customization;
  const logo = imageUrl(header.logo?.light);
  const icon = imageUrl(favicon.icon?.light) ?? (favicon.emoji ? emojiFavicon(favicon.emoji) : undefined);
  // The settings were checked when they were set; a colour is checked again here as it goes into CSS, where anything else could break out of its rule.
  const primary = HexColor.safeParse(styling.primaryColor.light);
  return {
    title: customization.title ?? siteTitle,
    ...(logo ? { logo } : {}),
    primary: primary.success ? primary.data : '#346DDB',
    ...(icon ? { favicon: icon } : {}),
    radius: RADII[styling.corners],
  };
}
