import type { ContentMove, Space, SpaceCreate, SpaceUpdate } from '../../schemas/content.js';
import type { MemberRole } from '../../schemas/common.js';
import type { RevisionRecord, SpaceRecord } from '../../store/records.js';
import { commitRevision, revisionOf } from '../revisions/revisions.js';
import { openComments } from './comment-counts.js';
import { contentRole, membershipOf, requireGrantable, requireMemberOfOwner, requireOrganization, requireRole, spacePermissions } from '../org/access.js';
import { requireValidMergeRules } from '../org/merge-rules.js';
import type { Context } from '../kernel/context.js';
import { conflict, invalid, notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { paginate, type Page, type PageQuery } from '../kernel/pagination.js';
import { placeContent, requireParent } from './placement.js';
import { isExpired } from './retention.js';
import { takeSpaceOffSites } from './space-on-sites.js';
import { appUrl, locationOf } from '../kernel/locations.js';
import { atLeast } from '../kernel/roles.js';

export function presentSpace(ctx: Context, space: SpaceRecord, shareKey?: string): Space {
  const member = membershipOf(ctx, space.organization);
  const role = member ? contentRole(ctx, member, space) : null;
  const changeRequests = ctx.store.recordsIn('changeRequests', 'bySpace', space.id);
  const published = `${appUrl(ctx, 'publishedSpace', { spaceId: space.id })}${shareKey && shareKey === space.shareKey ? `?share=${space.shareKey}` : ''}`;
  return {
    object: 'space',
    id: space.id,
    title: space.title,
    emoji: space.emoji,
    visibility: space.visibility,
    createdAt: space.createdAt,
    updatedAt: space.updatedAt,
    ...(space.deletedAt ? { deletedAt: space.deletedAt } : {}),
    editMode: space.editMode,
    urls: {
      location: locationOf(ctx, 'getSpaceById', { spaceId: space.id }),
      app: appUrl(ctx, 'space', { spaceId: space.id }),
      ...(space.visibility !== 'private' ? { published } : {}),
      ...(space.visibility === 'public' ? { public: published } : {}),
    },
    organization: space.organization,
    ...(space.parent ? { parent: space.parent } : {}),
    ...(space.language ? { language: space.language } : {}),
    revision: space.revision,
    defaultLevel: space.defaultLevel,
    comments: openComments(ctx, space.id),
    changeRequests: changeRequests.length,
    changeRequestsOpen: changeRequests.filter((cr) => cr.status === 'open').length,
    changeRequestsDraft: changeRequests.filter((cr) => cr.status === 'draft').length,
    mergeRules: space.mergeRules ?? { type: 'inherit' },
    permissions: spacePermissions(role, space),
    ...(space.type ? { type: space.type } : {}),
  };
}

/**
 * The space, if the caller's organization holds it, and the caller's role on it. A deleted
 * space is found (to be read or restored) until its retention runs out; other changes to it
 * are refused until it is restored.
 */
export function requireSpace(ctx: Context, spaceId: string, minimum: MemberRole, options: { deleted?: boolean } = {}) {
  const space = ctx.store.get('spaces', spaceId);
  // A space whose retention ran out is gone, though it waits on disk for the next purge.
  if (!space || isExpired(ctx, space)) throw notFound('space', spaceId);
  const member = requireMemberOfOwner(ctx, space, 'space');
  const role = contentRole(ctx, member, space);
  requireRole(role, minimum, `space "${spaceId}"`);
  if (space.deletedAt && !options.deleted) {
    throw conflict(`space "${spaceId}" is deleted; restore it first`, { operation: 'restoreSpace', params: { spaceId } });
  }
  return { space, role, member };
}

/**
 * A space the organization holds and has not deleted, named by a request's `field`: what a
 * site shows or a translation reads. Any other is reported alike, so it leaks nothing.
 */
export function requireLiveSpaceIn(ctx: Context, organization: string, spaceId: string, field: string): SpaceRecord {
  const space = ctx.store.get('spaces', spaceId);
  if (!space || space.organization !== organization || space.deletedAt) throw invalid(`no space "${spaceId}" in organization "${organization}"`, field);
  return space;
}

/** A space and its first revision: the revision is written first, the space pointing at it last. */
function newSpace(
  ctx: Context,
  fields: Omit<SpaceRecord, 'id' | 'seq' | 'order' | 'createdAt' | 'updatedAt' | 'revision' | 'shareKey'>,
  content: Pick<RevisionRecord, 'pages' | 'files'> & Partial<Pick<RevisionRecord, 'variables' | 'reusableContents'>> & { parents: string[] } = {
    pages: [],
    files: [],
    parents: [],
  },
): SpaceRecord {
  const id = newId();
  const revision = commitRevision(ctx, { space: id, type: 'edits', ...content });
  const seq = ctx.store.nextSeq();
  const now = ctx.clock.iso();
  return ctx.store.put('spaces', {
    ...fields,
    id,
    seq,
    order: seq,
    createdAt: now,
    updatedAt: now,
    revision: revision.id,
    shareKey: newId(32),
  });
}

export function createSpace(ctx: Context, organizationId: string, body: SpaceCreate = {}): Space {
  const { org } = requireOrganization(ctx, organizationId, 'create');
  requireParent(ctx, org.id, body.parent);
  const space = newSpace(ctx, {
    organization: org.id,
    title: body.title ?? 'Untitled',
    emoji: body.emoji ?? '',
    visibility: 'private',
    editMode: body.editMode ?? 'live',
    ...(body.parent ? { parent: body.parent } : {}),
    ...(body.language ? { language: body.language } : {}),
    defaultLevel: 'inherit',
  });
  return presentSpace(ctx, space);
}

export function getSpace(ctx: Context, spaceId: string, shareKey?: string): Space {
  return presentSpace(ctx, requireSpace(ctx, spaceId, 'read', { deleted: true }).space, shareKey);
}

export function listOrganizationSpaces(ctx: Context, organizationId: string, query: PageQuery): Page<Space> {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  return paginate(ctx.store.index('spaces', 'byOrganization', org.id), query, (id) => presentSpace(ctx, ctx.store.get('spaces', id)!));
}

export function listMemberSpaces(ctx: Context, organizationId: string, userId: string, query: PageQuery & { order?: 'asc' | 'desc' }) {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  const member = membershipOf(ctx, org.id, userId);
  if (!member) throw notFound('member', userId);
  // Guests see no space through their membership alone.
  if (member.role === null) return { items: [], count: 0 };
  return paginate(
    ctx.store.index('spaces', 'byOrganization', org.id),
    query,
    (id) => {
      const space = ctx.store.get('spaces', id)!;
      return { permission: contentRole(ctx, member, space) as MemberRole, space: presentSpace(ctx, space) };
    },
    (query.order ?? 'desc') === 'desc',
  );
}

export function updateSpace(ctx: Context, spaceId: string, patch: SpaceUpdate): Space {
  const { space, role, member } = requireSpace(ctx, spaceId, 'edit');
  const { emoji, ...rest } = patch;
  // Renaming is an editor's job; locking the space, changing who may see it and what a merge needs are its admin's.
  if (patch.editMode !== undefined || patch.defaultLevel !== undefined || patch.mergeRules !== undefined) requireRole(role, 'create', `space "${spaceId}"`);
  if (patch.defaultLevel !== undefined) requireGrantable(member, patch.defaultLevel, `space "${spaceId}"`);
  if (patch.mergeRules !== undefined) requireValidMergeRules(ctx, space.organization, patch.mergeRules);
  if (space.editMode === 'locked' && !atLeast(role, 'create')) {
    throw conflict(`space "${spaceId}" is locked; an admin of the space can set editMode to "live"`);
  }
  const next: SpaceRecord = { ...space, ...rest, ...(emoji !== undefined ? { emoji: emoji ?? '' } : {}), updatedAt: ctx.clock.iso() };
  return presentSpace(ctx, ctx.store.put('spaces', next));
}

/** Marks a space deleted: it leaves every list and every site, and can be restored for 7 days. */
export function deleteSpaceRecord(ctx: Context, space: SpaceRecord): void {
  if (space.deletedAt) return;
  ctx.store.put('spaces', { ...space, deletedAt: ctx.clock.iso() });
  takeSpaceOffSites(ctx, space.id);
}

export function deleteSpace(ctx: Context, spaceId: string): void {
  const space = ctx.store.get('spaces', spaceId);
  if (!space || !membershipOf(ctx, space.organization) || isExpired(ctx, space)) return;
  deleteSpaceRecord(ctx, requireSpaceAdmin(ctx, spaceId, { deleted: true }));
}

/**
 * Deleting, restoring and transferring are for admins of the organization: a default level
 * on the content, which others set, never grants them.
 */
function requireSpaceAdmin(ctx: Context, spaceId: string, options: { deleted?: boolean } = {}): SpaceRecord {
  const { space, member } = requireSpace(ctx, spaceId, 'read', options);
  requireRole(member.role, 'admin', `organization "${space.organization}"`);
  return space;
}

export function restoreSpace(ctx: Context, spaceId: string): Space {
  const space = requireSpaceAdmin(ctx, spaceId, { deleted: true });
  if (!space.deletedAt) throw conflict(`space "${spaceId}" is not deleted; there is nothing to restore`);
  const { deletedAt: _deletedAt, parent, ...rest } = space;
  // Its collection may have been deleted (or moved away) since: it then comes back at the top level.
  const stillThere = parent !== undefined && ctx.store.get('collections', parent)?.organization === space.organization;
  return presentSpace(ctx, ctx.store.put('spaces', { ...rest, ...(stillThere ? { parent } : {}), updatedAt: ctx.clock.iso() }));
}

export function duplicateSpace(ctx: Context, spaceId: string): Space {
  const { space } = requireSpace(ctx, spaceId, 'read');
  requireOrganization(ctx, space.organization, 'create');
  requireParent(ctx, space.organization, space.parent);
  const { id: _id, seq: _seq, order: _order, createdAt: _c, updatedAt: _u, revision: _r, shareKey: _k, ...fields } = space;
  const content = revisionOf(ctx, space.revision);
  return presentSpace(
    ctx,
    newSpace(
      ctx,
      { ...fields, title: `${space.title.slice(0, 43)} (copy)` },
      { pages: content.pages, files: content.files, variables: content.variables, reusableContents: content.reusableContents, parents: [content.id] },
    ),
  );
}

export function moveSpace(ctx: Context, spaceId: string, move: ContentMove): Space {
  const { space } = requireSpace(ctx, spaceId, 'create');
  const { parent, order } = placeContent(ctx, { kind: 'spaces', record: space }, move);
  requireParent(ctx, space.organization, parent);
  const { parent: _old, ...rest } = space;
  return presentSpace(ctx, ctx.store.put('spaces', { ...rest, ...(parent ? { parent } : {}), order, updatedAt: ctx.clock.iso() }));
}

/** Moves a space to the top level of another organization the caller administers. */
export function transferSpace(ctx: Context, spaceId: string, organizationId: string): Space {
  const space = requireSpaceAdmin(ctx, spaceId);
  requireOrganization(ctx, organizationId, 'admin');
  if (organizationId === space.organization) throw conflict(`space "${spaceId}" already belongs to organization "${organizationId}"`);
  const { parent: _parent, ...rest } = space;
  takeSpaceOffSites(ctx, space.id);
  return presentSpace(ctx, ctx.store.put('spaces', { ...rest, organization: organizationId, updatedAt: ctx.clock.iso() }));
}
