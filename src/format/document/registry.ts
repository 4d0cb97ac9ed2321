import { innerBlocks, plainText, type Block } from '../markdown/blocks.js';
import type { DocumentBlockType } from '../../schemas/gitbook/document-types.js';
import { INLINES } from './inlines.js';
import type { Allowed, AnyBlockModule, Build, NodeOf, NotProduced, WritesAs } from './block-module.js';
import { blockquote } from './blockquote.js';
import { code } from './code.js';
import { contentRef } from './content-ref.js';
import { divider } from './divider.js';
import { embed } from './embed.js';
import { LISTS } from './essentials.js';
import { expandable } from './expandable.js';
import { file } from './file.js';
import { heading } from './heading.js';
import { hint } from './hint.js';
import { images } from './images.js';
import { integration } from './integration.js';
import { list } from './list.js';
import { math } from './math.js';
import { openapiOperation } from './openapi-operation.js';
import { openapiSchemas } from './openapi-schemas.js';
import { openapiWebhook } from './openapi-webhook.js';
import { paragraph, paragraphOf, sourceParagraph } from './paragraph.js';
import type { RefOf } from './refs.js';
import { reusableContent } from './reusable-content.js';
import { stepper } from './stepper.js';
import { swagger } from './swagger.js';
import { table } from './table.js';
import { tabs } from './tabs.js';

/** A node type only ever built by the module of the nodes that hold it (a code block's lines, a list's items). */
export interface HeldBy {
  heldBy: DocumentBlockType | readonly DocumentBlockType[];
}

/**
 * Every block type of GitBook's document (the spec's DocumentBlock), and how the sandbox builds
 * it: a type the spec adds is a compile error here until it has an entry.
 */
export const BLOCKS = {
  paragraph,
  'heading-1': heading,
  'heading-2': heading,
  'heading-3': heading,
  'list-ordered': list,
  'list-unordered': list,
  'list-tasks': list,
  'list-item': { heldBy: LISTS },
  divider,
  blockquote,
  hint,
  prompt: { produced: false },
  if: { produced: false },
  images,
  image: { heldBy: 'images' },
  file,
  drawing: { produced: false },
  embed,
  code,
  'code-line': { heldBy: 'code' },
  math,
  expandable,
  tabs,
  'tabs-item': { heldBy: 'tabs' },
  table,
  swagger,
  'openapi-operation': openapiOperation,
  'openapi-schemas': openapiSchemas,
  'openapi-webhook': openapiWebhook,
  'content-ref': contentRef,
  integration,
  'reusable-content': reusableContent,
  stepper,
  'stepper-step': { heldBy: 'stepper' },
  // The spec's JSONDocument takes no columns: a page's columns give what they hold.
  columns: { produced: false },
  column: { produced: false },
  updates: { produced: false },
  update: { produced: false },
} satisfies { [T in DocumentBlockType]: WritesAs<T> | HeldBy | NotProduced };

/** The module that reads each type of the analysis's blocks; a type none reads gives what it holds. */
const READERS = new Map<Block['type'], AnyBlockModule>(
  Object.values(BLOCKS).flatMap((entry): [Block['type'], AnyBlockModule][] => ('reads' in entry ? entry.reads.map((type) => [type, entry]) : [])),
);

/** Blocks as the nodes GitBook allows where they are; a block not allowed there gives the nodes it holds, or a paragraph of its source. */
function nodesIn<T extends DocumentBlockType>(blocks: Block[], allowed: Allowed<T>, build: Build): NodeOf<T>[] {
  return blocks.flatMap((block): NodeOf<T>[] => {
    const reader = READERS.get(block.type);
    // `never`: the reader is the one for this block's type (READERS is keyed by what each reads).
    if (reader && allowed.has(reader.typeOf(block as never) as T)) return [reader.toDocument(block as never, build) as NodeOf<T>];
    const inner = innerBlocks(block);
    if (inner.length === 0) return [sourceParagraph('source' in block ? block.source : plainText(block.leaves)) as NodeOf<T>];
    return inner.flatMap(({ title, blocks: held }) => [
      ...(title ? [paragraphOf([{ text: title, marks: ['bold'] }], build.refOf) as NodeOf<T>] : []),
      ...nodesIn(held, allowed, build),
    ]);
  });
}

/** The nodes blocks give where `allowed` says, `refOf` saying where their links lead. */
export function documentNodes<T extends DocumentBlockType>(blocks: Block[], allowed: Allowed<T>, refOf: RefOf): NodeOf<T>[] {
  const build: Build = {
    refOf,
    // Never nothing (the spec requires it of an expandable's body): an empty paragraph at least.
    held: <H extends DocumentBlockType>(held: Block[], holds: Allowed<H>) => {
      const nodes = nodesIn(held, holds, build);
      return nodes.length > 0 ? (nodes as [NodeOf<H>, ...NodeOf<H>[]]) : [paragraphOf([], refOf) as NodeOf<H>];
    },
  };
  return nodesIn(blocks, allowed, build);
}

/** The block types the sandbox writes as Markdown of their own, and the inline types: what a document sent to it may hold. */
export const WRITTEN = new Set<string>([
  ...Object.entries(BLOCKS).flatMap(([type, entry]) => ('reads' in entry || 'heldBy' in entry ? [type] : [])),
  ...Object.entries(INLINES).flatMap(([type, entry]) => ('produced' in entry ? [] : [type])),
]);
