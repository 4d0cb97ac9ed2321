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
 * type (`typeOf`, what decides whether it may stand where it is), the node itself, and the
 * node written back as Markdown the way GitBook's Git Sync writes it.
 */
export interface BlockModule<R extends Block['type'], T extends DocumentBlockType> {
  reads: readonly R[];
  typeOf: (block: Extract<Block, { type: R }>) => T;
  toDocument: (block: Extract<Block, { type: R }>, build: Build) => DocumentBlock;
  toMarkdown: (node: NodeOf<T>, write: Write) => string;
  /** What of a node's data its Markdown has no place for, which a document sent may not hold: the field's path in it (`props.size`), if any. */
  unkept?: (data: Record<string, unknown>) => string | undefined;
}

/** A module, whatever it reads: the registry hands each only the blocks it reads, and only the nodes of its types. */
export interface AnyBlockModule {
  reads: readonly Block['type'][];
  typeOf: (block: never) => DocumentBlockType;
  toDocument: (block: never, build: Build) => DocumentBlock;
  toMarkdown: (node: never, write: Write) => string;
  unkept?: (data: Record<string, unknown>) => string | undefined;
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
