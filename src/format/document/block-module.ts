import type { Block, InlinePiece } from '../markdown/blocks.js';
import type { DocumentBlock, DocumentBlockType } from '../../schemas/gitbook/document-types.js';
import type { AnyContentRef, HrefOf, RefOf } from './refs.js';
import type { DocumentInline, DocumentText } from '../../schemas/gitbook/document-types.js';

/** The nodes of the given types, as the spec defines them. */
export type NodeOf<T extends DocumentBlockType> = Extract<DocumentBlock, { type: T }>;

/** Allowed node types: a paragraph among them, for what has no node of its own there. */
export type Allowed<T extends DocumentBlockType> = 'paragraph' extends T ? ReadonlySet<T> : never;

/** What a block's module is given to build its node: where the page's links lead, and how to build the blocks a container holds. */
export interface Build {
  refOf: RefOf;
  /** Blocks as the nodes of `allowed` types (a block of another type gives what it holds, or a paragraph of its source); never none. */
  held<T extends DocumentBlockType>(blocks: Block[], allowed: Allowed<T>): [NodeOf<T>, ...NodeOf<T>[]];
}

/** What a block's module is given to write its node as Markdown: where refs lead, and how to write what the node holds. */
export interface Write {
  /** The href a link or a source names `ref` by, as the page is written. */
  hrefOf: HrefOf;
  /** The title of what `ref` names, where one is known (a page link's text). */
  titleOf: (ref: AnyContentRef) => string | undefined;
  /** Blocks as Markdown, a blank line between two; `tight`: a list right under a paragraph, as in a list's item. */
  blocks(nodes: readonly DocumentBlock[], options?: { tight?: boolean }): string;
  /** Whether the block being written follows a list it must not be read as part of: a list then takes the other marker (`-`, `1)`). */
  alternate: boolean;
  /** Text and inlines as one line (or lines) of Markdown. */
  inline(nodes: readonly (DocumentText | DocumentInline)[]): string;
}

/**
 * How blocks of the page's analysis (`reads`) become a node of GitBook's document: of which
 * type (`typeOf`, what decides whether it may stand where it is; none for a block of those it
 * reads that it makes no node of, such as another tag's container), the node itself, and the
 * node written back as Markdown the way GitBook's Git Sync writes it.
 */
export interface BlockModule<R extends Block['type'], T extends DocumentBlockType> {
  reads: readonly R[];
  typeOf: (block: Extract<Block, { type: R }>) => T | undefined;
  toDocument: (block: Extract<Block, { type: R }>, build: Build) => DocumentBlock;
  toMarkdown: (node: NodeOf<T>, write: Write) => string;
  /**
   * What of a node (one the spec takes) its Markdown cannot keep, which a document sent may not
   * hold: a field it has no place for (`unkeptField`: an integration's action), or a value it has a
   * place for but cannot write as it is (a condition on two lines, a tag of another space). Where,
   * and what to send instead; none when all of it is kept.
   */
  unwritable?: (node: NodeOf<T>) => Unwritable | undefined;
}

/** A value of a node its Markdown cannot write as it is (`at`, from the node), and what to send instead. */
export interface Unwritable {
  at: readonly (string | number)[];
  message: string;
}

/** Why a field of a node's data (`field`, its path there: `props.size`) is refused: Markdown has no place for it. `what`: the nodes, `"icon" inlines`. */
export const noPlaceFor = (what: string, field: string) =>
  `GitBook's Markdown has no place for the ${field} of ${what}${field.startsWith('props.') ? ' (its tag holds props that are strings)' : ''}, so the sandbox would lose it; leave it out, or send the page as Markdown ({"markdown": "…"})`;

/** A field of a block's data its Markdown has no place for, as what the block cannot keep; none for no field. */
export const unkeptField = (type: DocumentBlockType, field: string | undefined): Unwritable | undefined =>
  field === undefined ? undefined : { at: ['data', ...field.split('.')], message: noPlaceFor(`"${type}" blocks`, field) };

/** A module, whatever it reads: the registry hands each only the blocks it reads, and only the nodes of its types. */
export interface AnyBlockModule {
  reads: readonly Block['type'][];
  typeOf: (block: never) => DocumentBlockType | undefined;
  toDocument: (block: never, build: Build) => DocumentBlock;
  toMarkdown: (node: never, write: Write) => string;
  unwritable?: (node: never) => Unwritable | undefined;
}

/** A module that writes the nodes of type `T`. */
export type WritesAs<T extends DocumentBlockType> = AnyBlockModule & { toMarkdown: (node: NodeOf<T>, write: Write) => string };

/** A node type of GitBook's the sandbox does not give yet: what would be it is read as something else. */
export interface NotProduced {
  produced: false;
}

/** A module, its blocks typed by what it reads. */
export const blockModule = <R extends Block['type'], T extends DocumentBlockType>(module: BlockModule<R, T>) => module;

/** What an inline's module is given to write its node, as Markdown or as HTML. */
export interface InlineWrite {
  hrefOf: HrefOf;
  /** Text as it is written there, escaped so that it reads back as the same text. */
  text: (text: string) => string;
  /** What the inline holds (a link's text), written the same way. */
  inner: (nodes: readonly (DocumentText | DocumentInline)[]) => string;
}

/** The inlines of the given type, as the spec defines them. */
export type InlineOf<T extends DocumentInline['type']> = Extract<DocumentInline, { type: T }>;

/**
 * How one of GitBook's inlines is written back: as GitBook's Git Sync writes it in Markdown, and
 * as HTML (in a caption or a cell written as HTML). `escapedBefore`: a character that, ending the
 * text right before it, would be read as part of it (`!` before a link), and is escaped there.
 * `unkept`: fields of its data its Markdown has no place for, which a document sent may not hold.
 */
export interface InlineWriter<T extends DocumentInline['type']> {
  toMarkdown: (node: InlineOf<T>, write: InlineWrite) => string;
  toHtml: (node: InlineOf<T>, write: InlineWrite) => string;
  escapedBefore?: string;
  unkept?: readonly string[];
}

/** An inline read from a piece of a line of text (an image, an emoji, …), whose type it shares: built from it, written back. */
export interface InlineModule<T extends InlinePiece['type'] & DocumentInline['type']> extends InlineWriter<T> {
  toDocument: (piece: Extract<InlinePiece, { type: T }>, refOf: RefOf) => InlineOf<T>;
}
