import sanitizeHtml from 'sanitize-html';
import { imageSource, linkTarget, type References } from './references.js';
import { colorsOf, htmlMarkOf, isColorMark } from '../markdown/html-marks.js';

/**
 * The allow-list of a rendered page: the elements and attributes the renderer writes (and the
 * Markdown and plain HTML a page may hold), KaTeX's MathML, nothing else. So no script,
 * no event handler, no `style` (but a table cell's alignment), no frame, no SVG, no form; links
 * only to http(s), mailto or a relative URL, images only from http(s) or a relative URL.
 */

const MATHML = [
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'mspace',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mover',
  'munder',
  'munderover',
  'mtable',
  'mtr',
  'mtd',
  'mstyle',
  'mpadded',
  'mphantom',
  'menclose',
  'mmultiscripts',
  'mprescripts',
  'none',
];
const MATHML_ATTRIBUTES = [
  'xmlns',
  'display',
  'displaystyle',
  'scriptlevel',
  'mathvariant',
  'encoding',
  'stretchy',
  'fence',
  'separator',
  'lspace',
  'rspace',
  'accent',
  'accentunder',
  'columnalign',
  'rowspacing',
  'columnspacing',
  'rowlines',
  'columnlines',
  'width',
  'height',
  'depth',
  'voffset',
  'minsize',
  'maxsize',
  'movablelimits',
  'symmetric',
  'largeop',
  'linethickness',
  'notation',
  'mathcolor',
];

const HTML = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'img',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'span',
  'div',
  'em',
  'strong',
  'b',
  'i',
  's',
  'del',
  'ins',
  'u',
  'mark',
  'kbd',
  'sub',
  'sup',
  'small',
  'br',
  'hr',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'details',
  'summary',
  'figure',
  'figcaption',
  'input',
  'label',
  'dl',
  'dt',
  'dd',
  'abbr',
];

const BASE: sanitizeHtml.IOptions = {
  allowedTags: [...HTML, ...MATHML],
  allowedAttributes: {
    '*': ['class', 'title', 'aria-label', 'aria-hidden', 'role'],
    // A heading's anchor, and an API block's (GitBook's anchor for its operation).
    ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div'].map((h) => [h, ['id']])),
    a: ['href'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start'],
    th: ['style', 'colspan', 'rowspan'],
    td: ['style', 'colspan', 'rowspan'],
    details: ['open'],
    // A tab's radio button and its label: what switches tabs without a script.
    input: ['type', 'name', 'id', 'checked', 'disabled'],
    label: ['for'],
    ...Object.fromEntries(MATHML.map((tag) => [tag, MATHML_ATTRIBUTES])),
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Radio buttons (tabs) and disabled checkboxes (tasks) only: any other input (a text field, a
  // submit button, a box to tick) is a form a page has no use for.
  exclusiveFilter: (frame) =>
    frame.tag === 'input' && frame.attribs.type !== 'radio' && !(frame.attribs.type === 'checkbox' && frame.attribs.disabled !== undefined),
};

/** An element's attributes without an id the renderer did not make. */
const ownId = (ids: ReadonlySet<string>) => (tagName: string, attribs: sanitizeHtml.Attributes) => {
  if (attribs.id === undefined || ids.has(attribs.id)) return { tagName, attribs };
  const { id: _dropped, ...rest } = attribs;
  return { tagName, attribs: rest };
};

/**
 * GitBook's colour mark (`<mark style="color:red;background-color:blue;">`, a style the
 * sanitizer drops) as classes the stylesheet colours (`color-red bg-blue`); a `<mark>` of no
 * colour GitBook has stays a highlight.
 */
const colorMark = (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes => {
  const mark = attribs.style === undefined ? undefined : htmlMarkOf(`<mark style="${attribs.style.replace(/"/g, '')}">`)?.mark;
  if (mark === undefined || !isColorMark(mark)) return attribs;
  const { text, background } = colorsOf(mark);
  const classes = [text !== 'default' ? `color-${colorClass(text)}` : '', background !== 'default' ? `bg-${colorClass(background)}` : ''];
  return { ...attribs, class: [attribs.class, ...classes].filter(Boolean).join(' ') };
};

/** A colour's name as a class names it: `$primary` as `primary`. */
export const colorClass = (color: string) => color.replace(/^\$/, '');

/** GitBook's inline image at the size of a line (`data-size="line"`, an attribute the sanitizer drops) as a class the stylesheet sizes. */
const inlineImage = (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes => {
  if (attribs['data-size'] !== 'line') return attribs;
  return { ...attribs, class: [attribs.class, 'inline-image'].filter(Boolean).join(' ') };
};

/**
 * Rendered HTML made safe to show, its links and images resolved to the space's pages and
 * files. Of ids, only `ids` (those the renderer made) are kept: a page's own HTML names no
 * element as it likes (`<h2 id="location">` would shadow a script's global), and the page's
 * anchors are those its outline lists.
 */
export function sanitizePage(html: string, refs: References, ids: ReadonlySet<string>): string {
  const keepOwnId = ownId(ids);
  return sanitizeHtml(html, {
    ...BASE,
    transformTags: {
      ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'input'].map((tag) => [tag, keepOwnId])),
      a: (tagName, attribs) => ({ tagName, attribs: attribs.href === undefined ? attribs : { ...attribs, href: linkTarget(attribs.href, refs) } }),
      img: (tagName, attribs) => ({ tagName, attribs: inlineImage(attribs.src === undefined ? attribs : { ...attribs, src: imageSource(attribs.src, refs) }) }),
      mark: (tagName, attribs) => ({ tagName, attribs: colorMark(attribs) }),
    },
  });
}
