import type { DocumentBlock, JSONDocument } from '../../schemas/gitbook/document-types.js';
import type { AnyBlockModule, NotProduced, Write } from './block-module.js';
import { inlineMarkdown } from './inline-markdown.js';
import type { AnyContentRef, HrefOf } from './refs.js';
import { BLOCKS, type HeldBy } from './registry.js';

/**
 * A document as Markdown, the way GitBook's Git Sync writes it: each block by its module, a
 * blank line between two; `hrefOf` says how links and sources name what their refs name, and
 * `titleOf` what a page link shows. The document holds only types of WRITTEN.
 */
export function documentMarkdown(
  document: Pick<JSONDocument, 'nodes'>,
  hrefOf: HrefOf,
  titleOf: (ref: AnyContentRef) => string | undefined = () => undefined,
): string {
  const writeOf = (alternate: boolean): Write => ({
    hrefOf,
    titleOf,
    alternate,
    blocks: (nodes, { tight = false } = {}) => {
      let out = '';
      let previous: { type: string; alternate: boolean; html: boolean } | undefined;
      for (const node of nodes) {
        const list = LIST_KINDS[node.type];
        // A list right after a list of its kind would be read as more of it: it takes the other marker.
        const alternates = list !== undefined && previous !== undefined && LIST_KINDS[previous.type] === list && !previous.alternate;
        const markdown = blockMarkdown(node, written(alternates));
        if (markdown === '') continue;
        out += out === '' ? '' : tight && previous?.type === 'paragraph' && !previous.html && interrupts(node) ? '\n' : '\n\n';
        out += markdown;
        previous = { type: node.type, alternate: alternates, html: HTML_BLOCK_START.test(markdown) };
      }
      return out;
    },
    inline: (nodes) => inlineMarkdown(nodes, hrefOf),
  });
  // The two ways of writing, made once: every block is written with one of them.
  const writes = { plain: writeOf(false), alternate: writeOf(true) };
  const written = (alternate: boolean) => (alternate ? writes.alternate : writes.plain);
  const body = written(false).blocks(document.nodes);
  return body === '' ? '' : `${body}\n`;
}

/** A first line Markdown reads as the start of an HTML block, which runs to the next blank line: a paragraph of one inline image. */
const HTML_BLOCK_START = /^<[A-Za-z][^>\n]*>[ \t]*(\n|$)/;

/** Whether a block may start right under a paragraph's line: a list, but a numbered one only from 1. */
const interrupts = (node: DocumentBlock) =>
  node.type === 'list-unordered' || node.type === 'list-tasks' || (node.type === 'list-ordered' && (node.data.start ?? 1) === 1);

/** Lists Markdown would read as one when nothing is between them: bulleted and task lists are both `*` lists. */
const LIST_KINDS: Partial<Record<string, 'bullet' | 'number'>> = { 'list-unordered': 'bullet', 'list-tasks': 'bullet', 'list-ordered': 'number' };

function blockMarkdown(node: DocumentBlock, write: Write): string {
  const entry: AnyBlockModule | HeldBy | NotProduced = BLOCKS[node.type];
  if (!('toMarkdown' in entry)) throw new Error(`"${node.type}" blocks are written by the blocks that hold them, or not at all`);
  // `never`: the entry is the one for this node's type (BLOCKS is keyed by type, which `satisfies` checks).
  return entry.toMarkdown(node as never, write);
}
