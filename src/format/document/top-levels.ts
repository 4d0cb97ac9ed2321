import { PART_HOLDS } from './part.js';

/**
 * The node types a page holds, among those the sandbox gives: the spec's DocumentBlocksTopLevels
 * (a JSONDocument's nodes), which conditional content holds too. All a tab or a step may hold,
 * and the blocks that stand only at a page's level.
 */
export const TOP_LEVELS = new Set([
  ...PART_HOLDS,
  'tabs',
  'stepper',
  'expandable',
  'table',
  'swagger',
  'openapi-operation',
  'openapi-schemas',
  'openapi-webhook',
  'reusable-content',
  'if',
  'updates',
  'columns',
] as const);
