import { blockModule, type Unwritable } from './block-module.js';
import { container, unwritableArgument } from './markdown-syntax.js';
import { PART_HOLDS } from './part.js';

/** Tabs, a tabs-item per tab with its title. */
export const tabs = blockModule({
  reads: ['tabs'],
  typeOf: () => 'tabs',
  toDocument: (block, build) => ({
    object: 'block',
    type: 'tabs',
    nodes: block.tabs.map((tab) => ({ object: 'block', type: 'tabs-item', data: { title: tab.title }, nodes: build.held(tab.blocks, PART_HOLDS) })),
  }),
  toMarkdown: (node, write) => container('tabs', node.nodes.map((tab) => container('tab', write.blocks(tab.nodes), { title: tab.data.title })).join('\n\n')),
  unwritable: ({ nodes }) =>
    nodes.reduce<Unwritable | undefined>(
      (found, tab, i) => found ?? unwritableArgument(['nodes', i, 'data', 'title'], tab.data.title, "a tab's title", 'tab'),
      undefined,
    ),
});
