import path from 'node:path/posix';
import type { FileNode, PageNode } from '../../store/records.js';
import { resolveTarget } from './target.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../kernel/errors.js';
import { analyzeAll } from './markdown/off-thread.js';
import { presentOrganization } from '../org/organizations.js';
import { paginateList, type PageQuery } from '../kernel/pagination.js';
import { presentFile, presentPage } from './present.js';
import { walkPages } from './revisions.js';
import { presentSpace } from '../content/spaces.js';

export type LinkStatus = 'ok' | 'broken' | 'in-app';

/**
 * What a link points at. Links between pages are relative paths (with or without `.md`, a
 * folder's `README.md` standing for the folder); absolute links into the sandbox's app are
 * in-app; other URLs are taken as fine, since the sandbox does not reach the network.
 */
export function classify(
  href: string,
  fromPath: string,
  content: { pages: Map<string, PageNode>; files: Map<string, FileNode> },
  appUrl: string,
): { status: LinkStatus; page?: PageNode; file?: FileNode } | undefined {
  if (href.startsWith('#') || /^(mailto|tel):/i.test(href)) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return { status: href.startsWith(appUrl) ? 'in-app' : 'ok' };
  const target = href.split('#')[0]!.split('?')[0]!;
  if (!target) return undefined;
  const joined = path.normalize(target.startsWith('/') ? target.slice(1) : path.join(path.dirname(fromPath), decodeURI(target)));
  const file = content.files.get(joined);
  if (file) return { status: 'ok', file };
  const page = content.pages.get(joined.replace(/(^|\/)README\.md$/i, '').replace(/\.md$/i, '').replace(/\/$/, ''));
  return page ? { status: 'ok', page } : { status: 'broken' };
}

export async function listLinks(ctx: Context, spaceId: string, query: PageQuery & { status?: LinkStatus }, options: { changeRequest?: string; pageId?: string } = {}) {
  const { space, revision } = resolveTarget(ctx, spaceId, options.changeRequest, 'read');
  const org = ctx.store.get('organizations', space.organization)!;
  const entries = [...walkPages(revision.pages)];
  const paths = new Map(entries.map((e) => [e.path, e.page]));
  // The root README of an imported folder is the space's first page.
  if (revision.pages[0]) paths.set('', revision.pages[0]);
  const pathOf = new Map(entries.map((e) => [e.page.id, e.path]));
  const scope = options.pageId ? entries.filter((e) => e.page.id === options.pageId) : entries;
  if (options.pageId && scope.length === 0) throw notFound('page', options.pageId);

  const pageLocation = (page: PageNode) => ({
    kind: 'page' as const,
    organization: presentOrganization(ctx, org),
    space: presentSpace(ctx, space),
    page: presentPage(ctx, page, space.id, pathOf.get(page.id)!),
  });
  const fileLocation = (file: FileNode) => ({
    kind: 'file' as const,
    organization: presentOrganization(ctx, org),
    space: presentSpace(ctx, space),
    file: presentFile(ctx, file, revision.id),
  });
  const files = new Map(revision.files.map((f) => [f.path, f]));
  const byTarget = new Map<string, { status: LinkStatus; target: ReturnType<typeof pageLocation> | ReturnType<typeof fileLocation> | { kind: 'url'; url: string }; from: PageNode[] }>();
  const analyses = await analyzeAll(scope.map((e) => e.page.markdown));
  for (const { page, path: fromPath } of scope) {
    for (const href of analyses.get(page.markdown)!.hrefs) {
      const link = classify(href, `${fromPath}.md`, { pages: paths, files }, `${ctx.baseUrl}/`);
      if (!link) continue;
      const key = link.page ? `page:${link.page.id}` : link.file ? `file:${link.file.id}` : `url:${href}`;
      const target = link.page ? pageLocation(link.page) : link.file ? fileLocation(link.file) : { kind: 'url' as const, url: href };
      const entry = byTarget.get(key) ?? { status: link.status, target, from: [] };
      if (!entry.from.includes(page)) entry.from.push(page);
      byTarget.set(key, entry);
    }
  }
  const all = [...byTarget.values()];
  const items = all
    .filter((l) => query.status === undefined || l.status === query.status)
    .map((l, rank) => ({ rank, link: l }));
  const page = paginateList(items, (i) => [i.rank, String(i.rank)] as const, query);
  return {
    ...page,
    stats: { total: all.length, broken: { total: all.filter((l) => l.status === 'broken').length } },
    items: page.items.map(({ link }) => ({
      status: link.status,
      relation: 'reference' as const,
      targetReference: link.target,
      locationReferences: link.from.map(pageLocation),
    })),
  };
}
