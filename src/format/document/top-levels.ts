import { ESSENTIALS } from './essentials.js';

/**
 * The node types a page holds, among those the sandbox gives: the spec's DocumentBlocksTopLevels
 * (a JSONDocument's nodes), which conditional content holds too.
 */
export const TOP_LEVELS = new Set([
  ...ESSENTIALS,
  'blockquote',
  'hint',
  'prompt',
  'tabs',
  'stepper',
  'expandable',
  'code',
  'math',
  'embed',
  'content-ref',
  'images',
  'file',
  'drawing',
  'table',
  'swagger',
  'openapi-operation',
  'openapi-schemas',
  'openapi-webhook',
  'integration',
  'reusable-content',
  'if',
  'updates',
] as const);
