import type { Block } from '../markdown/blocks.js';
import type { DocumentBlockPrompt } from '../../schemas/gitbook/document-types.js';
import { blockModule } from './block-module.js';
import { codeNode } from './code.js';
import { container, unwritableArgument } from './markdown-syntax.js';

type Container = Extract<Block, { type: 'container' }>;
type Expanded = NonNullable<DocumentBlockPrompt['data']['defaultExpanded']>;

/** How much of a prompt shows at first (the spec's enum); a value outside it leaves the block unread as a prompt. */
const EXPANDED: readonly Expanded[] = ['hidden', 'partial', 'full'];
const isExpanded = (value: string): value is Expanded => (EXPANDED as readonly string[]).includes(value);
const BOOLEANS = new Set(['true', 'false']);

/** The one code block of a `{% prompt %}` GitBook's document can hold (a description, one code block, known settings), if it is one. */
function promptCode(block: Container): Extract<Block, { type: 'code' }> | undefined {
  const { description, openInAIProviders, defaultExpanded } = block.args;
  const [only, ...others] = block.blocks;
  const settled =
    description !== undefined &&
    (openInAIProviders === undefined || BOOLEANS.has(openInAIProviders)) &&
    (defaultExpanded === undefined || isExpanded(defaultExpanded));
  return settled && only?.type === 'code' && others.length === 0 ? only : undefined;
}

/**
 * `{% prompt description="…" icon="…" openInAIProviders="true" defaultExpanded="full" %}` around
 * a fenced block, as GitBook's Git Sync writes a prompt. One that holds anything else, or says
 * what the spec has no value for, gives what it holds.
 */
export const prompt = blockModule({
  reads: ['container'],
  typeOf: (block) => (block.tag === 'prompt' && promptCode(block) ? 'prompt' : undefined),
  toDocument: (block): DocumentBlockPrompt => {
    const { description = '', icon, openInAIProviders, defaultExpanded } = block.args;
    return {
      object: 'block',
      type: 'prompt',
      data: {
        description,
        ...(icon ? { icon } : {}),
        ...(openInAIProviders ? { openInAIProviders: openInAIProviders === 'true' } : {}),
        ...(defaultExpanded && isExpanded(defaultExpanded) ? { defaultExpanded } : {}),
      },
      nodes: [codeNode(promptCode(block)!)],
    };
  },
  toMarkdown: (node, write) =>
    container('prompt', write.blocks(node.nodes), {
      description: node.data.description,
      icon: node.data.icon,
      openInAIProviders: node.data.openInAIProviders === undefined ? undefined : String(node.data.openInAIProviders),
      defaultExpanded: node.data.defaultExpanded,
    }),
  // Each is a quoted argument on the tag's line, which ends at its `%}`.
  unwritable: ({ data }) =>
    unwritableArgument(['data', 'description'], data.description, "a prompt's description", 'prompt') ??
    unwritableArgument(['data', 'icon'], data.icon, "a prompt's icon", 'prompt'),
});
