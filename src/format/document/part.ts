import { ESSENTIALS } from './essentials.js';

/**
 * What a tab or a step holds, among the nodes the sandbox gives: the spec's DocumentBlockTabsItem
 * and DocumentBlockStepperStep allow these alike.
 */
export const PART_HOLDS = new Set([...ESSENTIALS, 'blockquote', 'hint', 'code', 'math', 'embed', 'content-ref', 'images', 'file', 'integration'] as const);
