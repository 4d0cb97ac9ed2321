import { blockModule } from './block-module.js';
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
});
