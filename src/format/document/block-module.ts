import type { Block } from '../markdown/blocks.js';
import type { DocumentBlock, DocumentBlockType } from '../../schemas/gitbook/document-types.js';
import type { RefOf } from './refs.js';

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

/**
 * How blocks of the page's analysis (`reads`) become a node of GitBook's document: of which
 * type (`typeOf`, what decides whether it may stand where it is), and the node itself.
 */
export interface BlockModule<R extends Block['type'] = Block['type']> {
  reads: readonly R[];
  typeOf: (block: Extract<Block, { type: R }>) => DocumentBlockType;
  toDocument: (block: Extract<Block, { type: R }>, build: Build) => DocumentBlock;
}

/** A module, whatever it reads: the registry hands each only the blocks it reads. */
export interface AnyBlockModule {
  reads: readonly Block['type'][];
  typeOf: (block: never) => DocumentBlockType;
  toDocument: (block: never, build: Build) => DocumentBlock;
}

/** A node type of GitBook's the sandbox does not give yet: what would be it is read as something else. */
export interface NotProduced {
  produced: false;
}

/** A module, its blocks typed by what it reads. */
export const blockModule = <R extends Block['type']>(module: BlockModule<R>) => module;
