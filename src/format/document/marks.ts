import type { Mark } from '../markdown/blocks.js';
import type { DocumentMarkType, DocumentTextMark } from '../../schemas/gitbook/document-types.js';
import type { NotProduced } from './block-module.js';

/** How a mark the analysis reads becomes GitBook's. */
interface MarkModule {
  toDocument: (mark: Mark) => DocumentTextMark;
}

/** A mark that carries nothing but its type. */
const plain = (type: Exclude<DocumentMarkType, 'color'>): MarkModule => ({ toDocument: () => ({ object: 'mark', type }) });

/**
 * Every mark type of GitBook's document (the spec's DocumentTextMark), and how the sandbox builds
 * it: a type the spec adds is a compile error here until it has an entry.
 */
export const MARKS = {
  bold: plain('bold'),
  italic: plain('italic'),
  code: plain('code'),
  strikethrough: plain('strikethrough'),
  keyboard: { produced: false },
  color: { produced: false },
  superscript: { produced: false },
  subscript: { produced: false },
} satisfies Record<DocumentMarkType, MarkModule | NotProduced>;

/** A mark of the analysis as GitBook's; a mark the analysis reads and no entry produces is a compile error here. */
export const markOf = (mark: Mark): DocumentTextMark => MARKS[mark].toDocument(mark);
