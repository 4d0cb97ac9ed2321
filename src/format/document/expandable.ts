import { blockModule } from './block-module.js';
import { inlineHtml } from './inline-html.js';
import { ESSENTIALS } from './essentials.js';
import { paragraphOf } from './paragraph.js';

/** What an expandable's body holds, among the nodes the sandbox gives. */
const HOLDS = new Set([...ESSENTIALS, 'blockquote', 'hint', 'code', 'images', 'table', 'reusable-content'] as const);

/** `<details>` as GitBook's expandable: its summary the title fragment, the rest its body. */
export const expandable = blockModule({
  reads: ['expandable'],
  typeOf: () => 'expandable',
  toDocument: (block, build) => ({
    object: 'block',
    type: 'expandable',
    data: {},
    fragments: [
      { object: 'fragment', fragment: 'expandable-title', type: 'expandable-title', nodes: [paragraphOf(block.title, build.refOf)] },
      { object: 'fragment', fragment: 'expandable-body', type: 'expandable-body', nodes: build.held(block.blocks, HOLDS) },
    ],
    isVoid: true,
  }),
  toMarkdown: (node, write) => {
    const [title] = node.fragments.find((fragment) => fragment.fragment === 'expandable-title')?.nodes ?? [];
    const body = write.blocks(node.fragments.find((fragment) => fragment.fragment === 'expandable-body')?.nodes ?? []);
    return [
      '<details>',
      `<summary>${title?.type === 'paragraph' ? inlineHtml(title.nodes, write.hrefOf) : ''}</summary>`,
      ...(body ? [body] : []),
      '</details>',
    ].join('\n\n');
  },
});
