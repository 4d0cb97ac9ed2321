import { HEADINGS } from './heading.js';

export const LISTS = ['list-unordered', 'list-ordered', 'list-tasks'] as const;

/** The spec's DocumentBlocksEssentials, which every node that holds blocks allows (a quote, a hint, a list item, a tab…). */
export const ESSENTIALS = ['paragraph', ...HEADINGS, ...LISTS, 'divider'] as const;
