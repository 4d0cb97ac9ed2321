import type { z } from 'zod';
import type { ImportRun, ImportRunsQuery, ImportRunStart } from '../../schemas/imports.js';
import type { ImportRunRecord } from '../../store/records.js';
import type { Variables } from '../../schemas/revision.js';
import { conflict, invalid, notFound } from '../../lib/errors.js';
import { runInSlices } from '../../lib/time-slices.js';
import { walkTree } from '../../lib/tree-walk.js';
import type { ImportedTree } from '../../format/import/tree.js';
import type { FileNode } from '../../format/page.js';
import { requireWritable, resolveTarget } from '../change-requests/target.js';
import type { Context } from '../kernel/context.js';
import { newId } from '../kernel/ids.js';
import { locationOf } from '../kernel/locations.js';
import { paginateList, type Page } from '../kernel/pagination.js';
import { contentRole, requireOrganization } from '../org/access.js';
import { uploadWithKey } from '../content/storage-uploads.js';
import { requireSpace } from '../content/spaces.js';
import { appending } from './append.js';
import { HELD_EXTENSIONS, heldFileImporter, imported, websiteImporter, type Importer } from './import-content.js';

/** The statuses of a run that has not finished: a cancel stops it, and `active` lists it. */
const ACTIVE: ReadonlySet<ImportRunRecord['status']> = new Set(['pending', 'in-progress']);

function presentRun(ctx: Context, run: ImportRunRecord): ImportRun {
  const { id, status, reason, source, target, site, createdBy, createdAt, updatedAt, startedAt, completedAt, pages } = run;
  return {
    object: 'import-run',
    id,
    status,
    ...(reason !== undefined ? { reason } : {}),
    source,
    target,
    ...(site !== undefined ? { site } : {}),
    createdBy,
    createdAt,
    updatedAt,
    ...(startedAt !== undefined ? { startedAt } : {}),
    ...(completedAt !== undefined ? { completedAt } : {}),
    urls: { location: locationOf(ctx, 'getImportRun', { organizationId: run.organization, importRunId: id }) },
    ...(pages ? { pages: pages.map((page) => ({ ...page, status: 'complete' as const })) } : {}),
  };
}

/** Whether a list shows the caller a run: only as far as they may read the space it writes to. */
function readable(ctx: Context, run: ImportRunRecord): boolean {
  const space = ctx.store.get('spaces', run.target.space);
  const member = space && requireOrganization(ctx, run.organization).member;
  return !!space && !!member && contentRole(ctx, member, space) !== null;
}

/** A run of the organization, to a caller who may read the space it writes to (refused as reading that space is). */
function requireRun(ctx: Context, organizationId: string, importRunId: string): ImportRunRecord {
  const { org } = requireOrganization(ctx, organizationId);
  const run = ctx.store.get('importRuns', importRunId);
  if (!run || run.organization !== org.id) throw notFound('import run', importRunId);
  requireSpace(ctx, run.target.space, 'read');
  return run;
}

/** The one site the space belongs to, if it belongs to exactly one. */
function soleSiteOf(ctx: Context, spaceId: string): string | undefined {
  const sites = new Set(ctx.store.recordsIn('siteSpaces', 'bySpace', spaceId).map((siteSpace) => siteSpace.site));
  return sites.size === 1 ? [...sites][0] : undefined;
}

/** What a run reads, checked before it is started so that a run refused changes nothing. */
function sourceOf(ctx: Context, organization: string, source: ImportRunStartBody['source']): { importer: Importer; url: string }[] {
  if (source.type === 'website') return [{ importer: websiteImporter, url: source.url }];
  return source.files.map((key, at) => {
    const field = `source.files.${at}`;
    const upload = uploadWithKey(ctx, key, organization, field);
    const bytes = ctx.store.getBlob(upload.blob);
    if (!bytes) throw invalid(`names upload "${upload.id}", whose bytes are no longer held: upload the file again`, field);
    const importer = heldFileImporter(upload.name, bytes);
    if (!importer) throw invalid(`is "${upload.name}"; the sandbox imports files named ${HELD_EXTENSIONS.map((e) => `*.${e}`).join(', ')}`, field);
    return { importer, url: `sandbox-storage:///${encodeURIComponent(upload.name)}` };
  });
}

type ImportRunStartBody = z.infer<typeof ImportRunStart>;

/**
 * Starts an import run (startImportRun): the target is checked now (a space of the organization,
 * or a change request of it, that the caller may edit and that is not locked), the source read and
 * written in the background. A run held pending (the sandbox's manual job mode) shows as such.
 */
export function startImportRun(ctx: Context, organizationId: string, body: ImportRunStartBody): ImportRun {
  const { org } = requireOrganization(ctx, organizationId);
  const { target } = body;
  const space = ctx.store.get('spaces', target.space);
  if (!space || space.organization !== org.id) throw notFound('space', target.space);
  requireWritable(resolveTarget(ctx, target.space, target.changeRequest, 'edit'));
  // Appending at the end of the content is what the sandbox's importers do; under a page is not.
  if (target.page !== undefined) throw invalid(`the sandbox imports after the space's top-level pages, not into a page; leave target.page out`, 'target.page');
  const named = body.site === undefined ? undefined : ctx.store.get('sites', body.site);
  if (body.site !== undefined && named?.organization !== org.id) throw notFound('site', body.site);
  const readers = sourceOf(ctx, org.id, body.source);
  const now = ctx.clock.iso();
  const site = body.site ?? soleSiteOf(ctx, space.id);
  const run = ctx.store.put('importRuns', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    organization: org.id,
    status: 'pending',
    source: body.source,
    target: { space: space.id, ...(target.changeRequest !== undefined ? { changeRequest: target.changeRequest } : {}) },
    ...(site !== undefined ? { site } : {}),
    createdBy: ctx.caller.id,
    createdAt: now,
    updatedAt: now,
  });
  const subject = { organization: org.id, space: space.id, importRun: run.id, ...(target.changeRequest ? { changeRequest: target.changeRequest } : {}) };
  ctx.jobs.background('import', subject, () => perform(ctx, run.id, readers));
  return presentRun(ctx, run);
}

/** The run as it is now, while still going: `undefined` once it was cancelled (or went with a restored state). */
function going(ctx: Context, id: string): ImportRunRecord | undefined {
  const run = ctx.store.get('importRuns', id);
  return run && ACTIVE.has(run.status) ? run : undefined;
}

const cancelledWhileWriting = () => conflict('the import run was cancelled; nothing was written');

async function perform(ctx: Context, id: string, readers: ReturnType<typeof sourceOf>): Promise<void> {
  const pending = going(ctx, id);
  // Cancelled before it started: it never reads nor writes.
  if (!pending) return;
  const started = ctx.clock.iso();
  ctx.store.put('importRuns', { ...pending, status: 'in-progress', startedAt: started, updatedAt: started });
  const { space, changeRequest } = pending.target;
  try {
    const trees: ImportedTree[] = [];
    const files: FileNode[] = [];
    for (const { importer, url } of readers) {
      const read = await imported(ctx, importer, url);
      trees.push(read.tree);
      files.push(...read.files);
    }
    const pages = trees.flatMap((tree) => tree.pages);
    // The target is read again before writing, and the run with it: a run cancelled meanwhile writes nothing.
    const revision = await runInSlices(
      appending(
        ctx,
        () => {
          if (!going(ctx, id)) throw cancelledWhileWriting();
          return resolveTarget(ctx, space, changeRequest, 'edit');
        },
        {
          pages,
          files,
          variables: trees.reduce<Variables>((all, tree) => ({ ...all, ...tree.variables }), {}),
          reusableContents: trees.flatMap((tree) => tree.reusableContents ?? []),
        },
      ),
    );
    const added = [...walkTree(revision.pages.slice(revision.pages.length - pages.length))].map(({ node }) => ({
      id: node.id,
      type: node.type === 'group' ? ('folder' as const) : ('page' as const),
    }));
    const done = ctx.clock.iso();
    ctx.store.put('importRuns', { ...going(ctx, id)!, status: 'completed', completedAt: done, updatedAt: done, pages: added });
  } catch (error) {
    const run = going(ctx, id);
    if (run)
      ctx.store.put('importRuns', { ...run, status: 'failed', reason: error instanceof Error ? error.message : String(error), updatedAt: ctx.clock.iso() });
  }
}

export function getImportRun(ctx: Context, organizationId: string, importRunId: string): ImportRun {
  return presentRun(ctx, requireRun(ctx, organizationId, importRunId));
}

/** The organization's runs the caller may see, most recent first, those matching the query. */
export function listImportRuns(ctx: Context, organizationId: string, query: ImportRunsQuery): Page<ImportRun> {
  const { org } = requireOrganization(ctx, organizationId);
  const { space, changeRequest, site, status } = query;
  const onSite = (run: ImportRunRecord) =>
    run.site === site || ctx.store.recordsIn('siteSpaces', 'bySpace', run.target.space).some((siteSpace) => siteSpace.site === site);
  const runs = ctx.store
    .recordsIn('importRuns', 'byOrganization', org.id)
    .filter(
      (run) =>
        (space === undefined || run.target.space === space) &&
        (changeRequest === undefined || run.target.changeRequest === changeRequest) &&
        (site === undefined || onSite(run)) &&
        (status === undefined || (status === 'active' ? ACTIVE.has(run.status) : run.status === status)) &&
        readable(ctx, run),
    );
  const page = paginateList(runs, (run) => [run.seq, run.id] as const, query, true);
  return { ...page, items: page.items.map((run) => presentRun(ctx, run)) };
}

/**
 * Cancels a run not yet finished (cancelImportRun): whoever may edit its target may. A pending run
 * never starts; one in progress writes nothing (its content is added in one revision, or not at all).
 */
export function cancelImportRun(ctx: Context, organizationId: string, importRunId: string): ImportRun {
  const run = requireRun(ctx, organizationId, importRunId);
  resolveTarget(ctx, run.target.space, run.target.changeRequest, 'edit');
  if (!ACTIVE.has(run.status)) throw invalid(`import run "${run.id}" is ${run.status}; only a pending or in-progress run can be cancelled`);
  const now = ctx.clock.iso();
  return presentRun(ctx, ctx.store.put('importRuns', { ...run, status: 'cancelled', updatedAt: now }));
}
