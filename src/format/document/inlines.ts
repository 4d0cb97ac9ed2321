import type { InlinePiece } from '../markdown/blocks.js';
import type { DocumentInline, DocumentInlineType } from '../../schemas/gitbook/document-types.js';
import type { InlineModule, InlineWriter, NotProduced } from './block-module.js';
import { emoji } from './emoji.js';
import { expression } from './expression.js';
import { icon } from './icon.js';
import { inlineImage } from './inline-image.js';
import { inlineMath } from './inline-math.js';
import { link } from './link.js';
import { mention } from './mention.js';
import type { RefOf } from './refs.js';

/**
 * Every inline type of GitBook's document (the spec's DocumentInline), and how the sandbox builds
 * and writes it: a type the spec adds is a compile error here until it has an entry. GitBook's
 * Git Sync writes no Markdown of an annotation of its own: it is never produced.
 */
export const INLINES = {
  link,
  emoji,
  icon,
  expression,
  'inline-math': inlineMath,
  'inline-image': inlineImage,
  annotation: { produced: false },
  mention,
  // No button validates under GitBook's model (0.202.0): its data is an intersection whose `ref`
  // branch allows no other property, so `label` and `kind` break it. A button reads as its label.
  button: { produced: false },
} satisfies { [T in DocumentInlineType]: InlineWriter<T> | NotProduced } & { [T in InlinePiece['type']]: InlineModule<T> };

/** The inline a piece of a line of text reads as. */
// `as`: each piece's entry takes pieces of its type, which `satisfies` checks.
export const inlineOf = (piece: InlinePiece, refOf: RefOf): DocumentInline =>
  (INLINES[piece.type] as InlineModule<InlinePiece['type']>).toDocument(piece, refOf);

/** The writer of an inline's type; none for the types the sandbox never produces. */
export function inlineWriter(node: DocumentInline): InlineWriter<DocumentInline['type']> {
  const entry = INLINES[node.type];
  if (!('toMarkdown' in entry)) throw new Error(`no "${node.type}" inline is written: the sandbox produces none`);
  // `as`: the entry is the one for this node's type (INLINES is keyed by type, which `satisfies` checks).
  return entry as InlineWriter<DocumentInline['type']>;
}
