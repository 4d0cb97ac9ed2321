import type { Collection, CollectionCreate, CollectionUpdate, ContentMove } from '../../schemas/content.js';
import type { CollectionRecord } from '../../store/records.js';
import { collectionPermissions, contentRole, membershipOf, requireGrantable, requireMemberOfOwner, requireOrganization, requireRole } from '../org/access.js';
import type { Context } from '../kernel/context.js';
import { conflict, notFound, precondition } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { paginate, type Page, type PageQuery } from '../kernel/pagination.js';
import { parentKey, placeContent, requireParent } from './placement.js';
import { deleteSpaceRecord, presentSpace } from './spaces.js';
import { takeSpaceOffSites } from './space-on-sites.js';
import { appUrl, locationOf } from '../kernel/locations.js';
import type { Space } from '../../schemas/content.js';

export function presentCollection(ctx: Context, collection: CollectionRecord): Collection {
  const member = membershipOf(ctx, collection.organization);
  return {
    object: 'collection',
    id: collection.id,
    title: collection.title,
    ...(collection.description !== undefined ? { description: collection.description } : {}),
    organization: collection.organization,
    ...(collection.parent ? { parent: collection.parent } : {}),
    defaultLevel: collection.defaultLevel,
    urls: { location: locationOf(ctx, 'getCollectionById', { collectionId: collection.id }), app: appUrl(ctx, 'collection', { collectionId: collection.id }) },
    permissions: collectionPermissions(member ? contentRole(ctx, member, collection) : null),
  };
}

/** The collection, if the caller's organization holds it; with the caller's role on it. */
export function requireCollection(ctx: Context, collectionId: string, minimum?: 'read' | 'create') {
  const collection = ctx.store.get('collections', collectionId);
  if (!collection) throw notFound('collection', collectionId);
  const member = requireMemberOfOwner(ctx, collection, 'collection');
  const role = contentRole(ctx, member, collection);
  if (minimum) requireRole(role, minimum, `collection "${collectionId}"`);
  return { collection, role, member };
}

/**
 * Deleting and transferring a collection (and all it holds) are for admins of the
 * organization: a default level on the content, which others set, never grants them.
 */
function requireCollectionAdmin(ctx: Context, collectionId: string): CollectionRecord {
  const { collection, member } = requireCollection(ctx, collectionId, 'read');
  requireRole(member.role, 'admin', `organization "${collection.organization}"`);
  return collection;
}

export function listCollections(ctx: Context, organizationId: string, query: PageQuery & { nested?: boolean }): Page<Collection> {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  const ids =
    query.nested === false
      ? ctx.store.index('collections', 'byParent', parentKey(org.id, undefined))
      : ctx.store.index('collections', 'byOrganization', org.id);
  return paginate(ids, query, (id) => presentCollection(ctx, ctx.store.get('collections', id)!));
}

export function createCollection(ctx: Context, organizationId: string, body: CollectionCreate = {}): Collection {
  const { org } = requireOrganization(ctx, organizationId, 'create');
  requireParent(ctx, org.id, body.parent);
  const seq = ctx.store.nextSeq();
  const collection = ctx.store.put('collections', {
    id: newId(),
    seq,
    organization: org.id,
    title: body.title ?? 'Untitled',
    ...(body.parent ? { parent: body.parent } : {}),
    defaultLevel: 'inherit',
    order: seq,
  });
  return presentCollection(ctx, collection);
}

export function getCollection(ctx: Context, collectionId: string): Collection {
  return presentCollection(ctx, requireCollection(ctx, collectionId, 'read').collection);
}

export function updateCollection(ctx: Context, collectionId: string, patch: CollectionUpdate): Collection {
  const { collection, member } = requireCollection(ctx, collectionId, 'create');
  if (patch.defaultLevel !== undefined) requireGrantable(member, patch.defaultLevel, `collection "${collectionId}"`);
  return presentCollection(ctx, ctx.store.put('collections', { ...collection, ...patch }));
}

/** The collections under a collection, the collection itself first. */
function subtree(ctx: Context, root: CollectionRecord): CollectionRecord[] {
  const out = [root];
  for (let i = 0; i < out.length; i++) {
    for (const [, id] of ctx.store.index('collections', 'byParent', out[i]!.id)) out.push(ctx.store.get('collections', id)!);
  }
  return out;
}

/** Deleting a collection deletes what it holds: its spaces stay restorable for 7 days, at the top level. */
export function deleteCollection(ctx: Context, collectionId: string): void {
  const collection = ctx.store.get('collections', collectionId);
  // One the caller cannot see is, to them, absent: and deleting the absent succeeds.
  if (!collection || !membershipOf(ctx, collection.organization)) return;
  requireCollectionAdmin(ctx, collectionId);
  const collections = subtree(ctx, collection);
  for (const c of collections) {
    for (const space of ctx.store.recordsIn('spaces', 'byParent', c.id)) deleteSpaceRecord(ctx, space);
  }
  for (const c of collections.reverse()) ctx.store.remove('collections', c.id);
}

export function listCollectionSpaces(ctx: Context, collectionId: string, query: PageQuery): Page<Space> {
  const { collection } = requireCollection(ctx, collectionId, 'read');
  return paginate(ctx.store.index('spaces', 'byParent', collection.id), query, (id) => presentSpace(ctx, ctx.store.get('spaces', id)!));
}

export function moveCollection(ctx: Context, collectionId: string, move: ContentMove): Collection {
  const { collection } = requireCollection(ctx, collectionId, 'create');
  const { parent, order } = placeContent(ctx, { kind: 'collections', record: collection }, move);
  requireParent(ctx, collection.organization, parent);
  const { parent: _old, ...rest } = collection;
  return presentCollection(ctx, ctx.store.put('collections', { ...rest, ...(parent ? { parent } : {}), order }));
}

/**
 * Moves a top-level collection, with its collections and live spaces, to another organization
 * the caller administers. Deleted spaces stay behind, restorable in their own organization.
 */
export function transferCollection(ctx: Context, collectionId: string, organizationId: string): Collection {
  const collection = requireCollectionAdmin(ctx, collectionId);
  requireOrganization(ctx, organizationId, 'admin');
  if (organizationId === collection.organization) {
    throw conflict(`collection "${collectionId}" already belongs to organization "${organizationId}"`);
  }
  if (collection.parent) {
    throw precondition(`collection "${collectionId}" is inside collection "${collection.parent}"; move it to the top level before transferring it`);
  }
  const collections = subtree(ctx, collection);
  for (const c of collections) {
    for (const [, id] of [...ctx.store.index('spaces', 'byParent', c.id)]) {
      takeSpaceOffSites(ctx, id);
      ctx.store.put('spaces', { ...ctx.store.get('spaces', id)!, organization: organizationId, updatedAt: ctx.clock.iso() });
    }
  }
  // The root is written last: until it moves, a cut-short transfer is visibly incomplete, not lost.
  for (const c of collections.slice(1)) ctx.store.put('collections', { ...c, organization: organizationId });
  return presentCollection(ctx, ctx.store.put('collections', { ...collection, organization: organizationId }));
}
