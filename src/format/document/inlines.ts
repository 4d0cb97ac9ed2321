import type { DocumentInlineType } from '../../schemas/gitbook/document-types.js';
import type { NotProduced } from './block-module.js';
import { link } from './link.js';

/**
 * Every inline type of GitBook's document (the spec's DocumentInline), and how the sandbox builds
 * it: a type the spec adds is a compile error here until it has an entry.
 */
export const INLINES = {
  link,
  emoji: { produced: false },
  icon: { produced: false },
  expression: { produced: false },
  'inline-math': { produced: false },
  'inline-image': { produced: false },
  annotation: { produced: false },
  mention: { produced: false },
  button: { produced: false },
} satisfies Record<DocumentInlineType, typeof link | NotProduced>;
