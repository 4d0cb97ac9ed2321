import type { Block } from '../markdown/blocks.js';
import { blockModule } from './block-module.js';
import { textNodesOf } from './text.js';

/**
 * A heading's level as GitBook's: Git Sync writes heading-1 as `##`, heading-2 as `###` and
 * heading-3 as `####` (a page's `# ` is its title); a `#` in the body is read as a heading-1, one
 * deeper than `####` as a heading-3.
 */
const typeOf = (block: Extract<Block, { type: 'heading' }>) => (block.depth <= 2 ? 'heading-1' : block.depth === 3 ? 'heading-2' : 'heading-3');

/** A heading, its anchor (`<a id>`) the id GitBook's URLs name it by, its links leading where `refOf` says. */
export const heading = blockModule({
  reads: ['heading'],
  typeOf,
  toDocument: (block, { refOf }) => ({
    object: 'block',
    type: typeOf(block),
    data: {},
    nodes: textNodesOf(block.leaves, refOf),
    ...(block.id ? { meta: { id: block.id } } : {}),
  }),
  toMarkdown: (node, write) => {
    const id = node.meta?.id;
    const anchor = id ? ` <a href="#${id}" id="${id}"></a>` : '';
    const text = write.inline(node.nodes).replace(/\n/g, ' ');
    // `#`s ending a heading's line after a space close it, and would be dropped: the first is escaped.
    return `${MARKERS[node.type]} ${anchor ? text : text.replace(/(^|[ \t])#(#*)$/, '$1\\#$2')}${anchor}`;
  },
});

/** What Git Sync writes before a heading of each level. */
const MARKERS = { 'heading-1': '##', 'heading-2': '###', 'heading-3': '####' } as const;

export const HEADINGS = ['heading-1', 'heading-2', 'heading-3'] as const;
