import type { Mark } from '../markdown/blocks.js';
import { colorsOf, isColorMark, type ColorMark } from '../markdown/html-marks.js';
import type { DocumentMarkType, DocumentTextMark } from '../../schemas/gitbook/document-types.js';
import type { NotProduced } from './block-module.js';

/** A mark of the given type, as the spec defines it. */
type MarkOf<T extends DocumentMarkType> = Extract<DocumentTextMark, { type: T }>;

/** What is written before and after the text a mark marks. */
type Around = readonly [open: string, close: string];

/**
 * How a mark the analysis reads becomes GitBook's; what GitBook's Git Sync writes around the
 * text it marks (`intraword`: the text touches a letter or digit outside it, where `_` would not
 * be read as a mark), and the HTML around it, in HTML or where Markdown's delimiters would not be read.
 */
interface MarkModule<M extends Mark, T extends DocumentMarkType> {
  toDocument: (mark: M) => DocumentTextMark;
  toMarkdown: (mark: MarkOf<T>, intraword: boolean) => Around;
  toHtml: (mark: MarkOf<T>) => Around;
}

const element = (name: string): Around => [`<${name}>`, `</${name}>`];

/** A mark that carries nothing but its type, written between `open` and `close` in Markdown, inside `html` in HTML. */
const plain = <T extends Exclude<DocumentMarkType, 'color'>>(type: T, markdown: Around, html: string): MarkModule<Mark, T> => ({
  toDocument: () => ({ object: 'mark', type }),
  toMarkdown: () => markdown,
  toHtml: () => element(html),
});

/** GitBook's colour mark, the same in Markdown and HTML: `<mark style="color:red;">`. */
const colorHtml = ({ data }: MarkOf<'color'>): Around => {
  const style = (data.text !== 'default' ? `color:${data.text};` : '') + (data.background !== 'default' ? `background-color:${data.background};` : '');
  return [`<mark style="${style}">`, '</mark>'];
};

const color: MarkModule<ColorMark, 'color'> = {
  toDocument: (mark) => ({ object: 'mark', type: 'color', data: colorsOf(mark) }),
  toMarkdown: colorHtml,
  toHtml: colorHtml,
};

/**
 * Every mark type of GitBook's document (the spec's DocumentTextMark), and how the sandbox builds
 * and writes it: a type the spec adds is a compile error here until it has an entry. Code is
 * written as a code span, by the text that holds it, never around other marks.
 */
export const MARKS = {
  bold: plain('bold', ['**', '**'], 'strong'),
  italic: { ...plain('italic', ['_', '_'], 'em'), toMarkdown: (_mark, intraword) => (intraword ? ['*', '*'] : ['_', '_']) },
  code: plain('code', ['`', '`'], 'code'),
  strikethrough: plain('strikethrough', ['~~', '~~'], 's'),
  keyboard: plain('keyboard', element('kbd'), 'kbd'),
  color,
  superscript: plain('superscript', element('sup'), 'sup'),
  subscript: plain('subscript', element('sub'), 'sub'),
} satisfies { [T in DocumentMarkType]: MarkModule<never, T> | NotProduced };

/** A mark of the analysis as GitBook's; a mark the analysis reads and no entry produces is a compile error here. */
export const markOf = (mark: Mark): DocumentTextMark => (isColorMark(mark) ? MARKS.color.toDocument(mark) : MARKS[mark].toDocument(mark));

// `as`: each entry takes the marks of its key, which `satisfies` checks.
const moduleOf = (mark: DocumentTextMark) =>
  MARKS[mark.type] as MarkModule<never, DocumentMarkType> & {
    toMarkdown: (mark: DocumentTextMark, intraword: boolean) => Around;
    toHtml: (mark: DocumentTextMark) => Around;
  };

/** What GitBook's Git Sync writes around text with `mark`. */
export const markDelimiters = (mark: DocumentTextMark, intraword: boolean): Around => moduleOf(mark).toMarkdown(mark, intraword);

/** The HTML around text with `mark`. */
export const markElements = (mark: DocumentTextMark): Around => moduleOf(mark).toHtml(mark);

/**
 * The order marks nest in, outermost first, as documents list them: marks written as HTML
 * outside those written as delimiters (`**` right inside `<kbd>` still reads as bold beside a
 * letter, `<kbd>` right inside `**` would not), code last (a code span holds no other mark).
 */
const MARK_ORDER: readonly DocumentMarkType[] = ['keyboard', 'superscript', 'subscript', 'color', 'bold', 'italic', 'strikethrough', 'code'];

/** Marks in the order they nest in. */
export const inMarkOrder = (marks: DocumentTextMark[]) => marks.sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type));

/** Whether two marks are one: of one type, and of the same colours for a colour mark. */
export const sameMark = (a: DocumentTextMark, b: DocumentTextMark) =>
  a.type === b.type && (a.type !== 'color' || (b.type === 'color' && a.data.text === b.data.text && a.data.background === b.data.background));

/** Whether two leaves' marks are the same, in the same order (the order they nest in). */
export const sameMarks = (a: readonly DocumentTextMark[], b: readonly DocumentTextMark[]) =>
  a.length === b.length && a.every((mark, i) => sameMark(mark, b[i]!));
