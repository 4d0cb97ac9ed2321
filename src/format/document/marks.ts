import type { Mark } from '../markdown/blocks.js';
import { colorsOf, isColorMark, type ColorMark } from '../markdown/html-marks.js';
import type { DocumentMarkType, DocumentTextMark } from '../../schemas/gitbook/document-types.js';
import type { NotProduced } from './block-module.js';

/** How a mark the analysis reads becomes GitBook's. */
interface MarkModule<M extends Mark> {
  toDocument: (mark: M) => DocumentTextMark;
}

/** A mark that carries nothing but its type. */
const plain = (type: Exclude<DocumentMarkType, 'color'>): MarkModule<Mark> => ({ toDocument: () => ({ object: 'mark', type }) });

const color: MarkModule<ColorMark> = { toDocument: (mark) => ({ object: 'mark', type: 'color', data: colorsOf(mark) }) };

/**
 * Every mark type of GitBook's document (the spec's DocumentTextMark), and how the sandbox builds
 * it: a type the spec adds is a compile error here until it has an entry.
 */
export const MARKS = {
  bold: plain('bold'),
  italic: plain('italic'),
  code: plain('code'),
  strikethrough: plain('strikethrough'),
  keyboard: plain('keyboard'),
  color,
  superscript: plain('superscript'),
  subscript: plain('subscript'),
} satisfies Record<DocumentMarkType, MarkModule<never> | NotProduced>;

/** A mark of the analysis as GitBook's; a mark the analysis reads and no entry produces is a compile error here. */
export const markOf = (mark: Mark): DocumentTextMark => (isColorMark(mark) ? MARKS.color.toDocument(mark) : MARKS[mark].toDocument(mark));
