import type { PageAnalysis } from './markdown/analysis.js';
import type { JSONDocument } from '../schemas/gitbook/document-types.js';
import { TOP_LEVELS } from './document/top-levels.js';
import { urlRef, type RefOf } from './document/refs.js';
import { keyNodes } from './document/keys.js';
import { documentNodes } from './document/registry.js';

/**
 * A page as GitBook's JSON document, for `format=document`: headings and paragraphs with their
 * marks, lists (nested ones in their items), quotes and dividers, GitBook's blocks as its nodes
 * (hints, tabs, steppers, expandables, code with its title, math, embeds, page links, images
 * with captions, files, card tables, API blocks, integrations' blocks, prompts, drawings, conditional
 * content, updates), each where
 * the spec allows it; any other block as a paragraph of its source. `refOf` says what the
 * page's links and sources name (by default, their URLs as written). Every node has a key, its place.
 */
export function pageDocument(analysis: PageAnalysis, refOf: RefOf = urlRef) {
  const nodes = documentNodes(analysis.blocks, TOP_LEVELS, refOf);
  keyNodes(nodes);
  return { object: 'document', data: {}, nodes } satisfies JSONDocument;
}
