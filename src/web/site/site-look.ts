import type { SiteFont } from '../../domain/sites/custom-fonts.js';
import { HexColor, type SiteCustomization } from '../../schemas/site.js';
import { escapeHtml, Html } from '../layout/html.js';

/** What of a site's customization its pages show, each value safe where it goes (a CSS value, an image URL). */
export interface SiteLook {
  title: string;
  /** The header's logo, in place of the title (which becomes its alternative text). */
  logo?: string;
  primary: string;
  favicon?: string;
  /** The rounding of boxes, buttons and menus, as a CSS length. */
  radius: string;
  /** The custom font the customization names, while it exists: the pages load its faces and set their text in it. */
  font?: SiteFont;
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

/**
 * A string as a quoted CSS string: anything but letters, digits, spaces, "_", "-", "/" and "." escaped
 * by its code point, so a font's name can neither leave its string nor close the <style> it is in.
 */
const cssString = (text: string) => `"${text.replace(/[^A-Za-z0-9 _\-/.]/gu, (c) => `\\${c.codePointAt(0)!.toString(16)} `)}"`;

/** The CSS that sets a site's text in its custom font: an @font-face per weight, loaded from the sandbox, and the family on the body. */
export function fontCss(font: SiteFont): Html {
  const family = cssString(font.family);
  const faces = font.faces.map(
    (face) =>
      `@font-face { font-family: ${family}; font-weight: ${face.weight}; font-style: normal; font-display: swap; src: url(${cssString(face.path)}) format("${face.format}"); }`,
  );
  return new Html(`${faces.join(' ')} body { font-family: ${family}, ui-sans-serif, system-ui, sans-serif; }`);
}

export function siteLook(customization: SiteCustomization, siteTitle: string, font?: SiteFont): SiteLook {
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
    ...(font ? { font } : {}),
  };
}
