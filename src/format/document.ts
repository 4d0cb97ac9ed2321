import type { PageAnalysis } from './markdown/analysis.js';
import type { JSONDocument } from '../schemas/gitbook/document-types.js';
import { ESSENTIALS } from './document/essentials.js';
import { urlRef, type RefOf } from './document/refs.js';
import { keyNodes } from './document/keys.js';
import { documentNodes } from './document/registry.js';

/** The node types a page holds, among those the sandbox gives (the spec's JSONDocument). */
const PAGE_HOLDS = new Set([
  ...ESSENTIALS,
  'blockquote',
  'hint',
  'tabs',
  'stepper',
  'expandable',
  'code',
  'math',
  'embed',
  'content-ref',
  'images',
  'file',
  'table',
  'swagger',
  'openapi-operation',
  'openapi-schemas',
  'openapi-webhook',
  'integration',
  'reusable-content',
] as const);

/**
 * A page as GitBook's JSON document, for `format=document`: headings and paragraphs with their
 * marks, lists (nested ones in their items), quotes and dividers, GitBook's blocks as its nodes
 * (hints, tabs, steppers, expandables, code with its title, math, embeds, page links, images
 * with captions, files, card tables, API blocks, integrations' blocks), each where
 * the spec allows it; any other block as a paragraph of its source. `refOf` says what the
 * page's links and sources name (by default, their URLs as written). Every node has a key, its place.
 */
export function pageDocument(analysis: PageAnalysis, refOf: RefOf = urlRef) {
  const nodes = documentNodes(analysis.blocks, PAGE_HOLDS, refOf);
  keyNodes(nodes);
  return { object: 'document', data: {}, nodes } satisfies JSONDocument;
}
