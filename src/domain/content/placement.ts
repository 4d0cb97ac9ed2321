import type { ContentMove, ContentPointer } from '../../schemas/content.js';
import type { CollectionRecord, SpaceRecord } from '../../store/records.js';
import { contentRole, membershipOf, requireRole } from '../org/access.js';
import type { Context } from '../kernel/context.js';
import { conflict, invalid } from '../kernel/errors.js';

type Content = { kind: 'spaces'; record: SpaceRecord } | { kind: 'collections'; record: CollectionRecord };

export const parentKey = (organization: string, parent: string | undefined) => parent ?? `top:${organization}`;

function collectionOf(ctx: Context, organization: string, parent: string): CollectionRecord {
  const collection = ctx.store.get('collections', parent);
  if (collection?.organization !== organization) throw invalid(`body.parent: no collection "${parent}" in organization "${organization}"`);
  return collection;
}

/** Content may go into a collection of its own organization on which the caller can create. */
export function requireParent(ctx: Context, organization: string, parent: string | undefined): void {
  if (parent === undefined) return;
  const collection = collectionOf(ctx, organization, parent);
  const member = membershipOf(ctx, organization);
  requireRole(member ? contentRole(ctx, member, collection) : null, 'create', `collection "${parent}"`);
}

/** Spaces and collections side by side in one parent, in list order. */
function siblings(ctx: Context, organization: string, parent: string | undefined): { id: string; order: number }[] {
  const key = parentKey(organization, parent);
  const all = [...ctx.store.index('spaces', 'byParent', key), ...ctx.store.index('collections', 'byParent', key)];
  return all.map(([order, id]) => ({ id, order })).sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
}

const pointerId = (p: ContentPointer) => (p.type === 'space' ? p.space : p.collection);

/** The order key that puts an item at `position` among the siblings of `parent` (at the end without one). */
function orderAt(ctx: Context, item: Content, organization: string, parent: string | undefined, move: ContentMove): number {
  const list = siblings(ctx, organization, parent).filter((s) => s.id !== item.record.id);
  const pointer = move.position?.before ?? move.position?.after;
  if (!pointer) return (list[list.length - 1]?.order ?? 0) + 1;
  const at = list.findIndex((s) => s.id === pointerId(pointer));
  const exists = pointer.type === 'space' ? ctx.store.get('spaces', pointer.space) : ctx.store.get('collections', pointer.collection);
  if (at < 0 || !exists) {
    throw invalid(`body.position: ${pointer.type} "${pointerId(pointer)}" is not in the target ${parent ? `collection "${parent}"` : 'top level'}`);
  }
  const [lo, hi] = move.position?.before ? [list[at - 1]?.order, list[at]!.order] : [list[at]!.order, list[at + 1]?.order];
  if (lo === undefined) return hi! - 1;
  if (hi === undefined) return lo + 1;
  return (lo + hi) / 2;
}

/**
 * Where a move puts an item: its new parent and order. Refuses a parent that is not a
 * collection of the organization, a collection moved into itself, and a move that would
 * change nothing.
 */
export function placeContent(ctx: Context, item: Content, move: ContentMove): { parent: string | undefined; order: number } {
  const { organization } = item.record;
  const parent = move.parent === undefined ? item.record.parent : (move.parent ?? undefined);
  if (parent !== undefined) {
    for (let c: CollectionRecord | undefined = collectionOf(ctx, organization, parent); c; c = c.parent ? ctx.store.get('collections', c.parent) : undefined) {
      if (item.kind === 'collections' && c.id === item.record.id) {
        throw invalid(`body.parent: collection "${item.record.id}" cannot be moved into itself or one of its own collections`);
      }
    }
  }
  const samePlaceAtEnd = parent === item.record.parent && !move.position;
  const order = samePlaceAtEnd ? item.record.order : orderAt(ctx, item, organization, parent, move);
  const before = siblings(ctx, organization, item.record.parent).map((s) => s.id);
  const after = siblings(ctx, organization, parent)
    .filter((s) => s.id !== item.record.id)
    .concat({ id: item.record.id, order })
    .sort((a, b) => a.order - b.order)
    .map((s) => s.id);
  if (parent === item.record.parent && before.join() === after.join()) {
    throw conflict(`${item.kind === 'spaces' ? 'space' : 'collection'} "${item.record.id}" is already there; the move would change nothing`);
  }
  return { parent, order };
}
