import type { z } from 'zod';
import type { MemberRole } from '../../schemas/common.js';
import type {
  ChangeRequest,
  ChangeRequestContributor,
  ChangeRequestListQuery,
  ChangeRequestStatus,
  ChangeRequestUpdate,
  OrganizationChangeRequestListQuery,
} from '../../schemas/revision.js';
import type { ChangeRequestRecord, RevisionRecord, SpaceRecord } from '../../store/records.js';
import { openComments } from '../content/comment-counts.js';
import type { Context } from '../kernel/context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { mergeFiles, mergeReusableContents, mergeVariables, mergingPages, type Conflict } from '../revisions/merge.js';
import { presentUser } from '../org/organizations.js';
import { paginateList, type Page } from '../kernel/pagination.js';
import { commitRevision, revisionOf } from '../revisions/revisions.js';
import { appUrl, locationOf } from '../kernel/locations.js';
import { runInSlices, type Steps } from '../../lib/time-slices.js';
import { requireSpace } from '../content/spaces.js';
import { contentRole, requireOrganization } from '../org/access.js';
import { atLeast } from '../kernel/roles.js';
import { contributionsTo } from './contributors.js';
import { requestId, requireMergeAllowed } from './review-records.js';
import { requireTreeDepth } from '../../format/page-depth.js';

/** The revision a change request last took the space's content from. */
export const baseOf = (cr: ChangeRequestRecord) => cr.revisionMergedAncestor ?? cr.revisionInitial;

/** The space has moved past what the change request last took from it. */
const behind = (space: SpaceRecord, cr: ChangeRequestRecord) => space.revision !== baseOf(cr);

export function changeRequestsOf(ctx: Context, spaceId: string): ChangeRequestRecord[] {
  return ctx.store.recordsIn('changeRequests', 'bySpace', spaceId);
}

export function presentChangeRequest(ctx: Context, cr: ChangeRequestRecord, space: SpaceRecord): ChangeRequest {
  const author = ctx.store.get('users', cr.createdBy);
  return {
    object: 'change-request',
    id: cr.id,
    space: cr.space,
    number: cr.number,
    status: cr.status,
    subject: cr.subject,
    ...(cr.description ? { description: cr.description } : {}),
    createdBy: presentUser(ctx, author ?? { id: cr.createdBy }),
    createdAt: cr.createdAt,
    updatedAt: cr.updatedAt,
    revision: cr.revision,
    revisionInitial: cr.revisionInitial,
    ...(cr.revisionMergedAncestor ? { revisionMergedAncestor: cr.revisionMergedAncestor } : {}),
    ...(cr.revisionMerged ? { revisionMerged: cr.revisionMerged } : {}),
    comments: openComments(ctx, space.id, cr.id),
    outdated: cr.status !== 'merged' && behind(space, cr),
    urls: {
      app: appUrl(ctx, 'changeRequest', { spaceId: space.id, number: String(cr.number) }),
      location: locationOf(ctx, 'getChangeRequestById', { spaceId: space.id, changeRequestId: cr.id }),
    },
    ...(cr.styleguide ? { styleguide: cr.styleguide } : {}),
  };
}

/** A change request by its id or by its number in the space. */
export function requireChangeRequest(ctx: Context, spaceId: string, ref: string, minimum: MemberRole) {
  const found = requireSpace(ctx, spaceId, minimum);
  const cr = /^\d+$/.test(ref) ? changeRequestsOf(ctx, found.space.id).find((c) => c.number === Number(ref)) : ctx.store.get('changeRequests', ref);
  if (!cr || cr.space !== found.space.id) throw notFound('change request', ref);
  return { ...found, cr };
}

/** What both lists of change requests filter by: statuses, who created or contributed to each, who is asked to review it. */
interface Filters {
  statuses: ChangeRequestStatus[];
  creator?: string;
  contributor?: string;
  requestedReviewer?: string;
  /** Only those the style guide check run opened (GitBook's organization list alone takes it). */
  styleguideRun?: string;
}

const matching = (ctx: Context, filters: Filters) => (cr: ChangeRequestRecord) =>
  filters.statuses.includes(cr.status) &&
  (filters.creator === undefined || cr.createdBy === filters.creator) &&
  (filters.styleguideRun === undefined || cr.styleguide?.run === filters.styleguideRun) &&
  (filters.requestedReviewer === undefined || ctx.store.get('reviewRequests', requestId(cr.id, filters.requestedReviewer)) !== undefined) &&
  (filters.contributor === undefined || contributionsTo(ctx, cr).some((c) => c.user === filters.contributor));

export function listChangeRequests(ctx: Context, spaceId: string, query: z.infer<typeof ChangeRequestListQuery>): Page<ChangeRequest> {
  const { space } = requireSpace(ctx, spaceId, 'read');
  const items = changeRequestsOf(ctx, space.id).filter(
    matching(ctx, { statuses: [query.status ?? 'open'], contributor: query.contributor, creator: query.creator }),
  );
  const place = placesBy(items, query.orderBy ?? 'updatedAt');
  const page = paginateList(items, (cr) => [place.get(cr.id)!, cr.id] as const, query, true);
  return { ...page, items: page.items.map((cr) => presentChangeRequest(ctx, cr, space)) };
}

/**
 * Each change request's place by the time asked for, its key in a list; among equal times (two made in
 * the same millisecond), the one created first comes first, so that a list's order never depends on ids.
 */
function placesBy(changeRequests: ChangeRequestRecord[], orderBy: 'createdAt' | 'updatedAt'): Map<string, number> {
  const time = (cr: ChangeRequestRecord) => Date.parse(cr[orderBy]);
  return new Map([...changeRequests].sort((a, b) => time(a) - time(b) || a.seq - b.seq).map((cr, at) => [cr.id, at]));
}

/** The change requests of every space of the organization the caller can read, newest first (by `orderBy`). */
export function listOrganizationChangeRequests(ctx: Context, organizationId: string, query: OrganizationChangeRequestListQuery): Page<ChangeRequest> {
  const { org, member } = requireOrganization(ctx, organizationId, 'read');
  // The sandbox keeps no site topics: no change request is linked to one (or to a site through one).
  const linked = [query.site, query.topic].some((filter) => filter !== undefined);
  const spaces = ctx.store
    .recordsIn('spaces', 'byOrganization', org.id)
    .filter((space) => (query.space === undefined || space.id === query.space) && atLeast(contentRole(ctx, member, space), 'read'));
  const matches = matching(ctx, {
    statuses: query.status === undefined ? ['open'] : [query.status].flat(),
    creator: query.creator,
    contributor: query.contributor,
    requestedReviewer: query.requestedReviewer,
    styleguideRun: query.styleguideRun,
  });
  const items = linked
    ? []
    : spaces.flatMap((space) =>
        changeRequestsOf(ctx, space.id)
          .filter(matches)
          .map((cr) => ({ cr, space })),
      );
  const place = placesBy(
    items.map(({ cr }) => cr),
    query.orderBy ?? 'updatedAt',
  );
  const page = paginateList(items, ({ cr }) => [place.get(cr.id)!, cr.id] as const, query, true);
  return { ...page, items: page.items.map(({ cr, space }) => presentChangeRequest(ctx, cr, space)) };
}

/** Who contributed to a change request: one entry a person, most recent first (see contributionsTo). */
export function listContributors(ctx: Context, spaceId: string, ref: string): Page<ChangeRequestContributor> {
  const { cr } = requireChangeRequest(ctx, spaceId, ref, 'read');
  const items = contributionsTo(ctx, cr).map(({ user, ...contribution }) => ({
    user: presentUser(ctx, ctx.store.get('users', user) ?? { id: user }),
    ...contribution,
  }));
  return { items, count: items.length };
}

export function createChangeRequest(ctx: Context, spaceId: string, body: { subject?: string } = {}): ChangeRequest {
  const { space } = requireSpace(ctx, spaceId, 'edit');
  const now = ctx.clock.iso();
  // Change requests are never deleted, so the next number is one more than how many there are.
  const number = ctx.store.index('changeRequests', 'bySpace', space.id).size + 1;
  const cr = ctx.store.put('changeRequests', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    space: space.id,
    number,
    status: 'draft',
    subject: body.subject ?? '',
    createdBy: ctx.caller.id,
    createdAt: now,
    updatedAt: now,
    revision: space.revision,
    revisionInitial: space.revision,
  });
  return presentChangeRequest(ctx, cr, space);
}

export function getChangeRequest(ctx: Context, spaceId: string, ref: string): ChangeRequest {
  const { space, cr } = requireChangeRequest(ctx, spaceId, ref, 'read');
  return presentChangeRequest(ctx, cr, space);
}

export function refuseClosed(cr: ChangeRequestRecord, what: string): void {
  if (cr.status === 'merged' || cr.status === 'archived') {
    throw conflict(
      `change request #${cr.number} is ${cr.status}; it cannot be ${what}${cr.status === 'archived' ? ' until its status is set back to open' : ''}`,
    );
  }
}

export function updateChangeRequest(ctx: Context, spaceId: string, ref: string, patch: z.infer<typeof ChangeRequestUpdate>): ChangeRequest {
  const { space, cr } = requireChangeRequest(ctx, spaceId, ref, 'edit');
  if (cr.status === 'merged') throw conflict(`change request #${cr.number} is merged; it can no longer change`);
  const next = { ...cr, ...patch, updatedAt: ctx.clock.iso() };
  return presentChangeRequest(ctx, ctx.store.put('changeRequests', next), space);
}

function conflictError(cr: ChangeRequestRecord, conflicts: Conflict[], what: string) {
  const pages = conflicts.map((c) => `"${c.title}" (${c.reason})`).join(', ');
  return conflict(
    `${what} change request #${cr.number} conflicts with the space's content on ${conflicts.length === 1 ? 'page' : 'pages'} ${pages}; nothing was changed`,
  );
}

/** What a merge reads: the records it moves after, and the revisions it merges (`theirs` into `ours`, from `base`). */
interface Sides {
  space: SpaceRecord;
  cr: ChangeRequestRecord;
  base: string;
  ours: string;
  theirs: string;
}

/** How many times a merge is done again because the content moved while it paused, before it is refused. */
const MERGE_ATTEMPTS = 3;

/**
 * Merges the sides in steps that may pause. Other requests run meanwhile, so the sides are
 * read again after the last pause (`read` raises its refusals again): if one moved, the merge
 * is done again from the new ones, so that nothing written meanwhile is lost. The caller
 * writes from the sides returned, in the same step, with no pause between reading and writing.
 */
function* mergingSides(
  ctx: Context,
  read: () => Sides,
  first: Sides,
  what: string,
): Steps<{ sides: Sides } & Pick<RevisionRecord, 'pages' | 'files' | 'variables' | 'reusableContents'>> {
  let sides = first;
  for (let attempt = 1; ; attempt++) {
    const [base, ours, theirs] = [revisionOf(ctx, sides.base), revisionOf(ctx, sides.ours), revisionOf(ctx, sides.theirs)];
    // Our side unchanged since the base: theirs is the merge, their order and slugs included (git's fast-forward).
    const merged = sides.ours === sides.base ? { ok: true as const, pages: theirs.pages } : yield* mergingPages(base.pages, ours.pages, theirs.pages);
    const now = read();
    if (now.base === sides.base && now.ours === sides.ours && now.theirs === sides.theirs) {
      if (!merged.ok) throw conflictError(now.cr, merged.conflicts, what);
      // Moves on both sides may nest pages deeper than either did.
      requireTreeDepth(merged.pages, ours.pages);
      return {
        sides: now,
        pages: merged.pages,
        files: mergeFiles(base.files, ours.files, theirs.files),
        // The change request's side first: where both changed a variable, its edit is what its merge applies, as its update keeps it.
        variables:
          now.theirs === now.cr.revision
            ? mergeVariables(base.variables, theirs.variables, ours.variables)
            : mergeVariables(base.variables, ours.variables, theirs.variables),
        reusableContents:
          now.theirs === now.cr.revision
            ? mergeReusableContents(base.reusableContents, theirs.reusableContents, ours.reusableContents)
            : mergeReusableContents(base.reusableContents, ours.reusableContents, theirs.reusableContents),
      };
    }
    if (attempt === MERGE_ATTEMPTS) {
      throw conflict(
        `${what} change request #${now.cr.number}: its content or the space's changed while it ran, ${MERGE_ATTEMPTS} times; nothing was changed, try again`,
      );
    }
    sides = now;
  }
}

function* pulling(ctx: Context, spaceId: string, ref: string): Steps<{ revision: string; result: 'update' }> {
  const read = (): Sides => {
    const { space, cr } = requireChangeRequest(ctx, spaceId, ref, 'edit');
    refuseClosed(cr, 'updated');
    return { space, cr, base: baseOf(cr), ours: cr.revision, theirs: space.revision };
  };
  const first = read();
  if (first.theirs === first.base) return { revision: first.cr.revision, result: 'update' };
  const {
    sides: { space, cr },
    ...content
  } = yield* mergingSides(ctx, read, first, 'updating');
  const revision = commitRevision(ctx, { space: space.id, type: 'update', parents: [cr.revision, space.revision], ...content });
  ctx.store.put('changeRequests', { ...cr, revision: revision.id, revisionMergedAncestor: space.revision, updatedAt: ctx.clock.iso() });
  return { revision: revision.id, result: 'update' };
}

/**
 * Brings the space's newer content into the change request: a three-way merge whose base is
 * their last common revision. A merge of a few pages is done when this returns; a long one
 * lets other requests in between slices of its work.
 */
export function pullIntoChangeRequest(ctx: Context, spaceId: string, ref: string): Promise<{ revision: string; result: 'update' }> {
  return runInSlices(pulling(ctx, spaceId, ref));
}

function* merging(ctx: Context, spaceId: string, ref: string): Steps<{ revision: string; result: 'merge' }> {
  const read = (): Sides => {
    const { space, cr } = requireChangeRequest(ctx, spaceId, ref, 'review');
    refuseClosed(cr, 'merged');
    if (space.editMode === 'locked') throw conflict(`space "${space.id}" is locked; set editMode to "live" to merge into it`);
    requireMergeAllowed(ctx, space, cr, behind(space, cr));
    return { space, cr, base: baseOf(cr), ours: space.revision, theirs: cr.revision };
  };
  const {
    sides: { space, cr },
    ...content
  } = yield* mergingSides(ctx, read, read(), 'merging');
  const revision = commitRevision(ctx, { space: space.id, type: 'merge', parents: [space.revision, cr.revision], ...content, mergedFrom: cr.id });
  const now = ctx.clock.iso();
  ctx.store.put('spaces', { ...space, revision: revision.id, updatedAt: now });
  ctx.store.put('changeRequests', { ...cr, status: 'merged', revisionMerged: revision.id, updatedAt: now });
  return { revision: revision.id, result: 'merge' };
}

/**
 * Merges a change request into its space; the new revision has both as parents. Like an
 * update, done when this returns if short, in slices if long.
 */
export function mergeChangeRequest(ctx: Context, spaceId: string, ref: string): Promise<{ revision: string; result: 'merge' }> {
  return runInSlices(merging(ctx, spaceId, ref));
}
