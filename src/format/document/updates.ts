import type { Block } from '../markdown/blocks.js';
import type { DocumentBlockUpdate, DocumentBlockUpdates } from '../../schemas/gitbook/document-types.js';
import type { Build } from './block-module.js';
import { blockModule } from './block-module.js';
import { ESSENTIALS } from './essentials.js';
import { container } from './markdown-syntax.js';

type Container = Extract<Block, { type: 'container' }>;
type Format = DocumentBlockUpdates['data']['format'];

/** How an updates block shows its dates (the spec's enum); GitBook writes `full` when none is chosen. */
const FORMATS: readonly Format[] = ['numeric', 'full', 'short'];
const formatOf = (block: Container): Format | undefined => FORMATS.find((format) => format === (block.args.format ?? 'full'));

/** What an update holds, among the nodes the sandbox gives: the spec's DocumentBlockUpdate. */
const HOLDS = new Set([
  ...ESSENTIALS,
  'content-ref',
  'code',
  'embed',
  'file',
  'images',
  'drawing',
  'hint',
  'prompt',
  'blockquote',
  'math',
  'integration',
  'tabs',
  'expandable',
] as const);

/** A day as GitBook's Git Sync writes an update's date. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MIDNIGHT = 'T00:00:00.000Z';

/** An update's date as the document's timestamp: a day is its midnight (UTC); a full timestamp, as it is; anything else, none. */
function timestampOf(date: string | undefined): string | undefined {
  if (!date) return undefined;
  const time = new Date(DAY.test(date) ? `${date}${MIDNIGHT}` : date);
  return Number.isNaN(time.getTime()) || !/^\d{4}-/.test(date) ? undefined : time.toISOString();
}

/** A timestamp as the date written: the day alone at midnight, as GitBook writes it; else all of it, so that no time is lost. */
const dateOf = (timestamp: string) => (timestamp.endsWith(MIDNIGHT) ? timestamp.slice(0, -MIDNIGHT.length) : timestamp);

/** The updates of an `{% updates %}` GitBook's document can hold: every block in it an `{% update %}` with a date. */
const updatesIn = (block: Container): Container[] | undefined =>
  block.blocks.every((inner) => inner.type === 'container' && inner.tag === 'update' && timestampOf(inner.args.date) !== undefined)
    ? (block.blocks as Container[])
    : undefined;

function updateOf(block: Container, build: Build): DocumentBlockUpdate {
  const tags = (block.args.tags ?? '').split(',').filter(Boolean);
  return {
    object: 'block',
    type: 'update',
    data: { date: timestampOf(block.args.date)!, ...(tags.length > 0 ? { tags: tags.map((tag) => ({ kind: 'tag', tag })) } : {}) },
    nodes: build.held(block.blocks, HOLDS),
  };
}

/**
 * `{% updates format="full" %}` around `{% update date="2025-12-25" tags="new,beta" %}`s, as
 * GitBook's Git Sync writes a changelog: an update's tags by their slugs. One that holds anything
 * else, or says what the spec has no value for, gives what it holds.
 */
export const updates = blockModule({
  reads: ['container'],
  typeOf: (block) => (block.tag === 'updates' && formatOf(block) && updatesIn(block) ? 'updates' : undefined),
  toDocument: (block, build): DocumentBlockUpdates => ({
    object: 'block',
    type: 'updates',
    data: { format: formatOf(block)! },
    nodes: updatesIn(block)!.map((update) => updateOf(update, build)),
  }),
  toMarkdown: (node, write) =>
    container(
      'updates',
      node.nodes
        .map((update) =>
          container('update', write.blocks(update.nodes), {
            date: dateOf(update.data.date),
            tags: update.data.tags?.map((tag) => tag.tag).join(','),
          }),
        )
        .join('\n\n'),
      { format: node.data.format },
    ),
  unwritable: ({ nodes }) => {
    for (const [i, { data }] of nodes.entries()) {
      if (timestampOf(data.date) === undefined)
        return { at: ['nodes', i, 'data', 'date'], message: 'an update\'s date is a timestamp, such as "2026-01-05T00:00:00.000Z"' };
      for (const [j, tag] of (data.tags ?? []).entries()) {
        if (tag.space !== undefined)
          return { at: ['nodes', i, 'data', 'tags', j, 'space'], message: "an update's tags are written by their slugs alone: tags of this space, no space" };
        if (!/^[^\s,%]+$/.test(tag.tag))
          return { at: ['nodes', i, 'data', 'tags', j, 'tag'], message: 'an update\'s tags are written as slugs joined by commas: no spaces, "," or "%"' };
      }
    }
    return undefined;
  },
});
