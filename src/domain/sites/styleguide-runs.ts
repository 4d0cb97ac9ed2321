import type { z } from 'zod';
import type { PageNode } from '../../format/page.js';
import { withTerms, type Term } from '../../format/glossary-terms.js';
import { styleguideTerms } from '../../format/styleguide-rules.js';
import { walkTree } from '../../lib/tree-walk.js';
import type { ChangeRequest } from '../../schemas/revision.js';
import type { SiteStyleguideRun, SiteStyleguideRunCreate, SiteStyleguideRunStarted } from '../../schemas/site-styleguide.js';
import type { ChangeRequestRecord, SiteRecord, SpaceRecord, StyleguideRunRecord } from '../../store/records.js';
import { conflict, invalid } from '../../lib/errors.js';
import { changeRequestsOf, createChangeRequest, presentChangeRequest } from '../change-requests/change-requests.js';
import { requireSpace } from '../content/spaces.js';
import type { Context } from '../kernel/context.js';
import { newId } from '../kernel/ids.js';
import { paginate, type Page, type PageQuery } from '../kernel/pagination.js';
import { presentUser } from '../org/organizations.js';
import { commitRevision, revisionOf } from '../revisions/revisions.js';
import { requireSite } from './site.js';
import { requireStyleguide } from './styleguide.js';

/** What the check's change requests are called. */
const SUBJECT = 'Style guide check';

function presentRun(ctx: Context, run: StyleguideRunRecord): SiteStyleguideRun {
  return {
    object: 'styleguide-run',
    id: run.id,
    site: run.site,
    styleguide: run.styleguide,
    spaces: run.spaces,
    createdAt: run.createdAt,
    createdBy: presentUser(ctx, ctx.store.get('users', run.createdBy) ?? { id: run.createdBy }),
  };
}

/**
 * The spaces a run may check, each named in `spaces`: a live content space of the site (not a
 * style guide), named once, that the caller may edit and that is not locked. All are checked
 * before anything is opened, so a refused run changes nothing.
 */
function requireCheckable(ctx: Context, site: SiteRecord, styleguide: SpaceRecord, ids: string[]): SpaceRecord[] {
  return ids.map((id, at) => {
    const field = `spaces.${at}`;
    if (ids.indexOf(id) !== at) throw invalid(`space "${id}" is named twice; name each space once`, field);
    if (id === styleguide.id) throw invalid(`space "${id}" is the site's style guide; name the content spaces to check against it`, field);
    const onSite = ctx.store.recordsIn('siteSpaces', 'bySpace', id).some((siteSpace) => siteSpace.site === site.id);
    const space = ctx.store.get('spaces', id);
    if (!onSite || !space || space.deletedAt) throw invalid(`site "${site.id}" has no space "${id}"; name spaces the site shows`, field);
    if (space.type === 'styleguide') throw invalid(`space "${id}" is a style guide; name content spaces`, field);
    requireSpace(ctx, id, 'edit');
    if (space.editMode === 'locked') throw conflict(`space "${id}" is locked; set its editMode to "live" to check it`);
    return space;
  });
}

/** The check's change request still open on the space for this site, if any: a new run takes it over. */
const openCheck = (ctx: Context, site: SiteRecord, space: SpaceRecord): ChangeRequestRecord | undefined =>
  changeRequestsOf(ctx, space.id).find((cr) => cr.styleguide?.site === site.id && (cr.status === 'draft' || cr.status === 'open'));

/** The style guide's word rules, read from every page of its current content. */
function termsOf(ctx: Context, styleguide: SpaceRecord): Term[] {
  return styleguideTerms([...walkTree(revisionOf(ctx, styleguide.revision).pages)].map(({ node }) => node.markdown));
}

/** The pages with the terms replaced in their prose, and how many changed. */
function checked(pages: PageNode[], terms: Term[], count: { changed: number }): PageNode[] {
  return pages.map((page) => {
    const markdown = withTerms(page.markdown, terms);
    if (markdown !== page.markdown) count.changed++;
    return { ...page, markdown, pages: checked(page.pages, terms, count) };
  });
}

/** Checks a space in its change request: the fixes are one revision of it (none when nothing needed fixing). */
function check(ctx: Context, space: SpaceRecord, cr: ChangeRequestRecord, terms: Term[]): ChangeRequest {
  const current = revisionOf(ctx, cr.revision);
  const count = { changed: 0 };
  const pages = checked(current.pages, terms, count);
  const now = ctx.clock.iso();
  const revision =
    count.changed === 0
      ? current
      : commitRevision(ctx, {
          space: space.id,
          type: 'edits',
          parents: [current.id],
          pages,
          files: current.files,
          variables: current.variables,
          reusableContents: current.reusableContents,
        });
  const next = ctx.store.put('changeRequests', {
    ...cr,
    revision: revision.id,
    updatedAt: now,
    styleguide: { ...cr.styleguide!, changedPages: count.changed, checkedAt: now },
  });
  return presentChangeRequest(ctx, next, space);
}

/**
 * Starts a check of one to three of the site's spaces against its style guide. The sandbox's check
 * is mechanical: the style guide's word rules (`Use X, not Y.`) are applied to the prose of each
 * space's pages (never code or links). A space gets a new draft change request marked with the
 * run, or the check's change request still open on it, taken over and keeping the run that opened it.
 */
export function startStyleguideRun(
  ctx: Context,
  organizationId: string,
  siteId: string,
  body: z.infer<typeof SiteStyleguideRunCreate>,
): SiteStyleguideRunStarted {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  const styleguide = requireStyleguide(ctx, site);
  const spaces = requireCheckable(ctx, site, styleguide, body.spaces);
  const run = ctx.store.put('styleguideRuns', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    site: site.id,
    styleguide: styleguide.id,
    spaces: spaces.map((space) => space.id),
    createdAt: ctx.clock.iso(),
    createdBy: ctx.caller.id,
  });
  const terms = termsOf(ctx, styleguide);
  const changeRequests = spaces.map((space) => {
    const cr =
      openCheck(ctx, site, space) ??
      ctx.store.put('changeRequests', {
        ...ctx.store.get('changeRequests', createChangeRequest(ctx, space.id, { subject: SUBJECT }).id)!,
        styleguide: { site: site.id, run: run.id },
      });
    return check(ctx, space, cr, terms);
  });
  return { run: presentRun(ctx, run), changeRequests };
}

/** The site's runs, newest first: whoever may read the site sees them. */
export function listStyleguideRuns(ctx: Context, organizationId: string, siteId: string, query: PageQuery): Page<SiteStyleguideRun> {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  return paginate(ctx.store.index('styleguideRuns', 'bySite', site.id), query, (id) => presentRun(ctx, ctx.store.get('styleguideRuns', id)!), true);
}
