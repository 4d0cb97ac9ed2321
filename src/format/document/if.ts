import { blockModule } from './block-module.js';
import { container } from './markdown-syntax.js';
import { TOP_LEVELS } from './top-levels.js';

/**
 * `{% if expression %}` … `{% endif %}`, GitBook's conditional content, the condition as written.
 * GitBook's document has no else (DocumentBlockIf holds only its nodes, and Git Sync writes two
 * conditions instead): one with an `{% else %}` gives what both its sides hold.
 */
export const ifBlock = blockModule({
  reads: ['container'],
  typeOf: (block) => (block.tag === 'if' && !block.hasElse && block.args[''] ? 'if' : undefined),
  toDocument: (block, build) => ({
    object: 'block',
    type: 'if',
    data: { expression: block.args[''] ?? '' },
    nodes: build.held(block.blocks, TOP_LEVELS),
  }),
  toMarkdown: (node, write) => container('if', write.blocks(node.nodes), node.data.expression),
  // The condition is the rest of the tag's line, read trimmed, up to its `%}`.
  unwritable: ({ data: { expression } }) =>
    expression === '' || expression !== expression.trim() || /[\r\n]|%\}/.test(expression)
      ? { at: ['data', 'expression'], message: 'a condition is written on the line of its {% if %}: one line, not empty, no "%}", no spaces around it' }
      : undefined,
});
