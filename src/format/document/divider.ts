import { blockModule } from './block-module.js';

/** A thematic break (`***`, `---`) as GitBook's divider. */
export const divider = blockModule({
  reads: ['rule'],
  typeOf: () => 'divider',
  toDocument: () => ({ object: 'block', type: 'divider', data: {}, isVoid: true }),
  toMarkdown: () => '***',
});
