import type { ContentMove, ContentPointer } from '../../schemas/content.js';
import type { CollectionRecord, SpaceRecord } from '../../store/records.js';
import { contentRole, membershipOf, requireRole } from '../org/access.js';
import type { Context } from '../kernel/context.js';
import { conflict, invalid } from '../../lib/errors.js';
import { orderBeside } from '../kernel/order.js';
import { compareKeys, type OrderKey } from '../../store/ordered-ids.js';

type Content = { kind: 'spaces'; record: SpaceRecord } | { kind: 'collections'; record: CollectionRecord };

export const parentKey = (organization: string, parent: string | undefined) => parent ?? `top:${organization}`;

function collectionOf(ctx: Context, organization: string, parent: string): CollectionRecord {
  const collection = ctx.store.get('collections', parent);
  if (collection?.organization !== organization) throw invalid(`no collection "${parent}" in organization "${organization}"`, 'parent');
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
function siblings(ctx: Context, organization: string, parent: string | undefined): OrderKey[] {
  const key = parentKey(organization, parent);
  return [...ctx.store.index('spaces', 'byParent', key), ...ctx.store.index('collections', 'byParent', key)].sort(compareKeys);
}

const pointerId = (p: ContentPointer) => (p.type === 'space' ? p.space : p.collection);

/** The order key that puts an item at `position` among the siblings of `parent` (at the end without one). */
function orderAt(ctx: Context, item: Content, organization: string, parent: string | undefined, move: ContentMove): number {
  const list = siblings(ctx, organization, parent);
  const pointer = move.position?.before ?? move.position?.after;
  if (!pointer) return (list.filter(([, id]) => id !== item.record.id).at(-1)?.[0] ?? 0) + 1;
  const refusal = `${pointer.type} "${pointerId(pointer)}" is not in the target ${parent ? `collection "${parent}"` : 'top level'}`;
  const exists = pointer.type === 'space' ? ctx.store.get('spaces', pointer.space) : ctx.store.get('collections', pointer.collection);
  if (!exists) throw invalid(refusal, 'position');
  return orderBeside(list, item.record.id, pointerId(pointer), !!move.position?.before, refusal);
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
        throw invalid(`collection "${item.record.id}" cannot be moved into itself or one of its own collections`, 'parent');
      }
    }
  }
  const samePlaceAtEnd = parent === item.record.parent && !move.position;
  const order = samePlaceAtEnd ? item.record.order : orderAt(ctx, item, organization, parent, move);
  const before = siblings(ctx, organization, item.record.parent).map(([, id]) => id);
  const after = siblings(ctx, organization, parent)
    .filter(([, id]) => id !== item.record.id)
    .concat([[order, item.record.id]])
    .sort(compareKeys)
    .map(([, id]) => id);
  if (parent === item.record.parent && before.join() === after.join()) {
    throw conflict(`${item.kind === 'spaces' ? 'space' : 'collection'} "${item.record.id}" is already there; the move would change nothing`);
  }
  return { parent, order };
}
