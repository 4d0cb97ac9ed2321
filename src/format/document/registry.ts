import { innerBlocks, plainText, type Block } from '../markdown/blocks.js';
import type { DocumentBlockType } from '../../schemas/gitbook/document-types.js';
import { INLINES } from './inlines.js';
import type { Allowed, AnyBlockModule, Build, NodeOf, NotProduced, WritesAs } from './block-module.js';
import { blockquote } from './blockquote.js';
import { code } from './code.js';
import { columns } from './columns.js';
import { contentRef } from './content-ref.js';
import { divider } from './divider.js';
import { drawing } from './drawing.js';
import { embed } from './embed.js';
import { LISTS } from './essentials.js';
import { expandable } from './expandable.js';
import { file } from './file.js';
import { heading } from './heading.js';
import { hint } from './hint.js';
import { ifBlock } from './if.js';
import { images } from './images.js';
import { integration } from './integration.js';
import { list } from './list.js';
import { math } from './math.js';
import { openapiOperation } from './openapi-operation.js';
import { openapiSchemas } from './openapi-schemas.js';
import { openapiWebhook } from './openapi-webhook.js';
import { paragraph, paragraphOf, sourceParagraph } from './paragraph.js';
import { prompt } from './prompt.js';
import type { RefOf } from './refs.js';
import { reusableContent } from './reusable-content.js';
import { stepper } from './stepper.js';
import { swagger } from './swagger.js';
import { table } from './table.js';
import { tabs } from './tabs.js';
import { updates } from './updates.js';

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
  prompt,
  if: ifBlock,
  images,
  image: { heldBy: 'images' },
  file,
  drawing,
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
  columns,
  column: { heldBy: 'columns' },
  updates,
  update: { heldBy: 'updates' },
} satisfies { [T in DocumentBlockType]: WritesAs<T> | HeldBy | NotProduced };

/**
 * The modules that read each type of the analysis's blocks (a container, one per tag), the
 * paragraph last: what a block is where nothing else of it may be (a drawing, as its image).
 * A type none reads gives what it holds.
 */
const READERS = new Map<Block['type'], AnyBlockModule[]>();
for (const entry of new Set([...Object.values(BLOCKS).filter((entry) => entry !== paragraph), paragraph]))
  if ('reads' in entry) for (const type of entry.reads) READERS.set(type, [...(READERS.get(type) ?? []), entry]);

/** The module that makes of `block` a node `allowed` there: the first of its type's readers that does. */
function readerOf<T extends DocumentBlockType>(block: Block, allowed: Allowed<T>): AnyBlockModule | undefined {
  for (const reader of READERS.get(block.type) ?? []) {
    // `never`: each reader is one for this block's type (READERS is keyed by what each reads).
    const type = reader.typeOf(block as never);
    if (type !== undefined && allowed.has(type as T)) return reader;
  }
  return undefined;
}

/**
 * Blocks as the nodes GitBook allows where they are, added to `into`; a block not allowed there
 * gives the nodes it holds, or a paragraph of its source. One array for a level, however deep
 * the blocks that give it nodes: a page's blocks are many.
 */
function nodesIn<T extends DocumentBlockType>(blocks: Block[], allowed: Allowed<T>, build: Build, into: NodeOf<T>[] = []): NodeOf<T>[] {
  for (const block of blocks) {
    const reader = readerOf(block, allowed);
    if (reader) {
      into.push(reader.toDocument(block as never, build) as NodeOf<T>);
      continue;
    }
    const inner = innerBlocks(block);
    if (inner.length === 0) into.push(sourceParagraph('source' in block ? block.source : plainText(block.leaves)) as NodeOf<T>);
    for (const { title, blocks: held } of inner) {
      if (title) into.push(paragraphOf([{ text: title, marks: ['bold'] }], build.refOf) as NodeOf<T>);
      nodesIn(held, allowed, build, into);
    }
  }
  return into;
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
