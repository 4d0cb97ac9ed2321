import type { Block } from '../markdown/blocks.js';
import { blockModule } from './block-module.js';
import { textOf } from './text.js';

/** A heading's level as GitBook's; deeper than GitBook's three, as its third. */
const typeOf = (block: Extract<Block, { type: 'heading' }>) => (block.depth <= 1 ? 'heading-1' : block.depth === 2 ? 'heading-2' : 'heading-3');

export const heading = blockModule({
  reads: ['heading'],
  typeOf,
  toDocument: (block) => ({ object: 'block', type: typeOf(block), data: {}, nodes: [textOf(block.leaves)] }),
});

export const HEADINGS = ['heading-1', 'heading-2', 'heading-3'] as const;
