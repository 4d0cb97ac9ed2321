import { getHeapStatistics } from 'node:v8';
import { LRUCache } from 'lru-cache';
import type { SpaceRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { revisionOf } from '../revisions/revisions.js';
import { RevisionIndex, type SectionHit } from './search-index.js';
import { Vocabulary } from './search-vocabulary.js';

/**
 * Memory for search indexes: a quarter of the heap, up to 1 GiB. An organization search asks
 * every space's index each time, so it stays warm while they all fit (100 spaces of 100 pages
 * of 4 KB take about 500 MiB); beyond that, it builds again what was dropped.
 */
export const SEARCH_INDEX_BYTES = Math.min(1024 * 1024 * 1024, Math.floor(getHeapStatistics().heap_size_limit / 4));

/** What a sandbox keeps for its searches: indexes by the revision they hold (their ids are the sandbox's), and the vocabulary of them all. */
const searchIndexes = () => ({
  kept: new LRUCache<string, RevisionIndex>({ maxSize: SEARCH_INDEX_BYTES, sizeCalculation: (index) => index.bytes }),
  /** Indexes being built or carried, by the revision they will hold. */
  preparing: new Map<string, Promise<RevisionIndex>>(),
  /** The revision each space's index was last made for: after several edits between two searches, the index to carry forward. */
  lastIndexed: new LRUCache<string, string>({ maxSize: 100_000, sizeCalculation: () => 1 }),
  vocabulary: new Vocabulary(),
  /** Pages indexed so far, all indexes together: what tells an index carried forward from one rebuilt. */
  pages: 0,
});

type Searches = Pick<Context, 'store' | 'caches' | 'markdownBudgets'>;

/** Pages the sandbox's indexes have indexed so far: what tells an index carried forward from one rebuilt. */
export const pagesIndexed = (ctx: Pick<Context, 'caches'>): number => ctx.caches.of(searchIndexes).pages;

/**
 * The index of a revision of a space, carried from the index of the space's previous revision
 * or of a parent when one is kept (taking it: an index holds one revision at a time), else
 * built. An index of a candidate still being prepared is waited for rather than built twice.
 */
async function prepare(ctx: Searches, spaceId: string, revisionId: string): Promise<RevisionIndex> {
  const indexes = ctx.caches.of(searchIndexes);
  const { kept, preparing, lastIndexed } = indexes;
  const revision = revisionOf(ctx, revisionId);
  const candidates = [lastIndexed.get(spaceId), ...revision.parents].filter((id): id is string => id !== undefined && id !== revisionId);
  lastIndexed.set(spaceId, revisionId);
  const pending = candidates.find((id) => preparing.has(id));
  if (pending) await preparing.get(pending)!.catch(() => undefined);
  const from = candidates.find((id) => kept.has(id));
  const index = (from && kept.get(from)) || new RevisionIndex();
  if (from) kept.delete(from);
  const indexed = await index.carryTo(ctx, revision);
  indexes.pages += indexed;
  kept.set(revisionId, index);
  return index;
}

/** The index of a space's current revision once ready; searches that come meanwhile wait for the same one. */
function prepared(ctx: Searches, space: SpaceRecord): Promise<RevisionIndex> {
  const { preparing } = ctx.caches.of(searchIndexes);
  const waiting = preparing.get(space.revision);
  if (waiting) return waiting;
  const ready = prepare(ctx, space.id, space.revision);
  preparing.set(space.revision, ready);
  const settled = () => void preparing.delete(space.revision);
  ready.then(settled, settled);
  return ready;
}

/** The indexes of these spaces' current revisions, all ready at once. */
async function readyIndexes(ctx: Searches, spaces: SpaceRecord[]): Promise<RevisionIndex[]> {
  const { kept } = ctx.caches.of(searchIndexes);
  for (;;) {
    const indexes = await Promise.all(spaces.map((space) => Promise.resolve(kept.get(space.revision) ?? prepared(ctx, space))));
    // An index handed over after a wait may have been taken meanwhile to be carried to a later revision: then they are asked for again.
    if (indexes.every((index, i) => index.revision === spaces[i]!.revision)) return indexes;
  }
}

/** Builds now the indexes of these spaces' current revisions (those kept are kept), so that the next search of them reads them at once. */
export async function warmSpaceIndexes(ctx: Searches, spaces: SpaceRecord[]): Promise<void> {
  await readyIndexes(ctx, spaces);
}

/**
 * Sections of each space's current content that match a query, best first. Across spaces, the
 * query's terms are expanded once against the vocabulary of all their indexes.
 */
export async function searchSpaceIndexes(ctx: Searches, spaces: SpaceRecord[], query: string): Promise<SectionHit[][]> {
  const indexes = await readyIndexes(ctx, spaces);
  if (indexes.length === 1) return [indexes[0]!.search(query)];
  const expansions = ctx.caches.of(searchIndexes).vocabulary.expansionsFor(indexes);
  return indexes.map((index) => index.search(query, expansions));
}
