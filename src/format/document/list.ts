import type { Block } from '../markdown/blocks.js';
import type { DocumentBlockListItem } from '../../schemas/gitbook/document-types.js';
import { blockModule, type Build } from './block-module.js';
import { ESSENTIALS } from './essentials.js';
import { indented } from './markdown-syntax.js';

/** What a list item holds, among the nodes the sandbox gives: the spec's DocumentBlockListItem allows these in both releases. */
const HOLDS = new Set([...ESSENTIALS, 'code', 'hint', 'blockquote', 'math', 'table'] as const);

type List = Extract<Block, { type: 'list' }>;

const TYPES = { bulleted: 'list-unordered', numbered: 'list-ordered', tasks: 'list-tasks' } as const;

const itemsOf = (block: List, build: Build): DocumentBlockListItem[] =>
  block.items.map((item) => ({
    object: 'block',
    type: 'list-item',
    ...(item.checked !== undefined ? { data: { checked: item.checked } } : {}),
    nodes: build.held(item.blocks, HOLDS),
  }));

/** Bulleted, numbered and task lists, a list-item per item (a task's with whether it is done), nested lists inside their items. */
export const list = blockModule({
  reads: ['list'],
  typeOf: (block) => TYPES[block.kind],
  toDocument: (block, build) =>
    block.kind === 'numbered'
      ? { object: 'block', type: 'list-ordered', data: block.start !== undefined ? { start: block.start } : {}, nodes: itemsOf(block, build) }
      : { object: 'block', type: TYPES[block.kind], data: {}, nodes: itemsOf(block, build) },
  // GitBook writes `*` bullets, `1.` numbers and `* [ ]` tasks; a list right after one of its kind takes `-` or `1)`.
  toMarkdown: (node, write) => {
    const bullet = write.alternate ? '-' : '*';
    return node.nodes
      .map((item, i) => {
        const marker =
          node.type === 'list-ordered'
            ? `${(node.data.start ?? 1) + i}${write.alternate ? ')' : '.'}`
            : node.type === 'list-tasks'
              ? `${bullet} [${item.data?.checked ? 'x' : ' '}]`
              : bullet;
        const width = node.type === 'list-tasks' ? 2 : marker.length + 1;
        const held = indented(write.blocks(item.nodes, { tight: true }), width);
        // A task's mark opens its first paragraph; an item that opens with another block has it alone
        // above, a blank line apart (not every block may start right under a paragraph's line).
        if (node.type === 'list-tasks' && item.nodes[0]?.type !== 'paragraph') return `${marker}\n\n${' '.repeat(width)}${held}`.trimEnd();
        return `${marker} ${held}`.trimEnd();
      })
      .join('\n');
  },
});
