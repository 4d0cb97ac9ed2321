import type { SpaceRecord } from '../../store/records.js';
import type { FileNode } from '../../format/page.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../../lib/errors.js';
import { presentOrganization } from '../org/organizations.js';
import { paginateList, type PageQuery } from '../kernel/pagination.js';
import { presentFile, presentPageReference } from '../revisions/present.js';
import { presentSpace } from '../content/spaces.js';
import { linksOfTarget, targetKey, type LinkTarget, type PageReference } from './link-analysis.js';
import { appUrl } from '../kernel/locations.js';

export type LinkStatus = 'ok' | 'broken' | 'in-app';

/**
 * Content locations (GitBook's `ContentLocationPage` and `ContentLocationFile`) in one revision
 * of a space, for one answer: the organization and the space are presented once and shared by
 * every location, each page once however many links name it.
 */
export function contentLocations(ctx: Context, space: SpaceRecord, revisionId: string) {
  const organization = presentOrganization(ctx, ctx.store.get('organizations', space.organization)!);
  const shownSpace = presentSpace(ctx, space);
  const pages = new Map<string, ReturnType<typeof pageLocation>>();
  const pageLocation = (page: PageReference) => ({
    kind: 'page' as const,
    organization,
    space: shownSpace,
    page: presentPageReference(ctx, page, space.id, page.path),
  });
  return {
    page: (page: PageReference) => {
      const known = pages.get(page.id) ?? pageLocation(page);
      pages.set(page.id, known);
      return known;
    },
    file: (file: FileNode) => ({ kind: 'file' as const, organization, space: shownSpace, file: presentFile(ctx, file, revisionId) }),
  };
}

/**
 * A link's status: a page or file of the revision is ok, a path it lacks is broken, and a URL
 * is in-app when it points into the sandbox's app, else taken as fine (the sandbox does not
 * reach the network).
 */
function statusOf(target: LinkTarget, app: string): LinkStatus {
  if ('broken' in target) return 'broken';
  return 'absolute' in target && target.absolute.startsWith(app) ? 'in-app' : 'ok';
}

export async function listLinks(
  ctx: Context,
  spaceId: string,
  query: PageQuery & { status?: LinkStatus },
  options: { changeRequest?: string; pageId?: string } = {},
) {
  const { space, revisionId, links } = await linksOfTarget(ctx, spaceId, options.changeRequest);
  const scope = options.pageId ? links.pages.filter((p) => p.page.id === options.pageId) : links.pages;
  if (options.pageId && scope.length === 0) throw notFound('page', options.pageId);

  const app = appUrl(ctx, 'home', {});
  const byTarget = new Map<string, { status: LinkStatus; target: LinkTarget; from: PageReference[] }>();
  for (const { page, links: targets } of scope) {
    for (const target of targets) {
      const key = targetKey(target);
      const entry = byTarget.get(key) ?? { status: statusOf(target, app), target, from: [] };
      entry.from.push(page);
      byTarget.set(key, entry);
    }
  }
  const all = [...byTarget.values()];
  const items = all.filter((l) => query.status === undefined || l.status === query.status).map((l, rank) => ({ rank, link: l }));
  const page = paginateList(items, (i) => [i.rank, String(i.rank)] as const, query);
  const locations = contentLocations(ctx, space, revisionId);
  const targetReference = (target: LinkTarget) =>
    'page' in target
      ? locations.page(target.page)
      : 'file' in target
        ? locations.file(target.file)
        : { kind: 'url' as const, url: 'broken' in target ? target.broken : target.absolute };
  return {
    ...page,
    stats: { total: all.length, broken: { total: all.filter((l) => l.status === 'broken').length } },
    items: page.items.map(({ link }) => ({
      status: link.status,
      relation: 'reference' as const,
      targetReference: targetReference(link.target),
      locationReferences: link.from.map(locations.page),
    })),
  };
}
