import { LRUCache } from 'lru-cache';
import type { SpaceRecord } from '../../store/records.js';
import type { FileNode, PageNode } from '../../format/page.js';
import { requireSpace } from '../content/spaces.js';
import type { Context } from '../kernel/context.js';
import { requireChangeRequest } from '../change-requests/change-requests.js';
import { analyzeAll } from '../workers/markdown-off-thread.js';
import { INCLUDES } from '../../format/git-sync/includes.js';
import { folderOf, pagePathOfFile, pathsOf, type NamedPath } from '../../format/link-paths.js';
import { revisionOf, walkPages } from '../revisions/revisions.js';

/** A page as links name it: where it is and what it is called, not its Markdown or subpages. */
export type PageReference = Omit<PageNode, 'markdown' | 'pages'> & { path: string };

/**
 * Where a link leads, as far as the revision decides: whether a URL with a scheme is in-app
 * depends on the address the sandbox is reached at, so each request tells.
 */
export type LinkTarget = { page: PageReference } | { file: FileNode } | { broken: string } | { absolute: string };

/** What the links of one revision's pages lead to; a revision never changes, so neither does this. */
export interface RevisionLinks {
  /** Every page in reading order, with what its links lead to: each target once, in the order first linked. */
  pages: { page: PageReference; links: LinkTarget[] }[];
  files: FileNode[];
  /** The pages that link to or show a file, by the file's path. */
  backlinks: Map<string, PageReference[]>;
}

/** Memory for the link analyses of revisions. */
export const LINK_CACHE_BYTES = 32 * 1024 * 1024;

/** Links, once resolved, are grouped by what they lead to. */
export const targetKey = (target: LinkTarget): string =>
  'page' in target ? `page:${target.page.id}` : 'file' in target ? `file:${target.file.id}` : `url:${'broken' in target ? target.broken : target.absolute}`;

/** What a revision holds, by the paths links name it by: pages (by their path, and Git Sync pages by their file's too) and files. */
export interface RevisionPaths {
  pages: Map<string, PageReference>;
  files: Map<string, FileNode>;
}

/** A page as links name it, with its path. */
export const referenceOf = (page: PageNode, path: string): PageReference => {
  const { markdown: _markdown, pages: _pages, ...fields } = page;
  return { ...fields, path };
};

export function revisionPaths(pages: PageReference[], files: FileNode[]): RevisionPaths {
  const paths: RevisionPaths = { pages: new Map(pages.map((page) => [page.path, page])), files: new Map(files.map((f) => [f.path, f])) };
  // The root README of an imported folder is the space's first page.
  if (pages[0]) paths.pages.set('', pages[0]);
  // A page from a Git Sync file is also named by its file's path, which links in the repository use wherever the summary placed it.
  for (const page of pages) if (page.file) paths.pages.set(pagePathOfFile(page.file), page);
  return paths;
}

/** Where a named path leads in this revision: a file there, else a page there, else nowhere. */
export function resolveLink(link: NamedPath, { pages, files }: RevisionPaths): LinkTarget {
  if ('absolute' in link) return link;
  const file = files.get(link.path);
  if (file) return { file };
  const page = pages.get(link.pagePath);
  return page ? { page } : { broken: link.href };
}

type Analysis = Pick<Context, 'store' | 'caches' | 'markdownBudgets'>;

/** Where every link of a revision's pages leads, and which pages name each file. */
async function analyze(ctx: Analysis, revisionId: string): Promise<RevisionLinks> {
  const revision = revisionOf(ctx, revisionId);
  const entries = [...walkPages(revision.pages)].map(({ page, path: pagePath }) => ({ markdown: page.markdown, reference: referenceOf(page, pagePath) }));
  const byPath = revisionPaths(
    entries.map((e) => e.reference),
    revision.files,
  );
  // An include of a reusable content of the revision shows it: no link, and none broken.
  const included = new Set(revision.reusableContents.map(({ name }) => `${INCLUDES}/${name}`));
  const backlinks = new Map<string, PageReference[]>();
  const analyses = await analyzeAll(
    ctx,
    entries.map((e) => e.markdown),
  );
  return {
    pages: entries.map(({ markdown, reference }) => {
      const paths = pathsOf(analyses.get(markdown)!, folderOf(reference, reference.path));
      const links = new Map<string, LinkTarget>();
      for (const link of paths.links) {
        if (!('absolute' in link) && included.has(link.path)) continue;
        const target = resolveLink(link, byPath);
        const key = targetKey(target);
        if (!links.has(key)) links.set(key, target);
      }
      for (const filePath of paths.filePaths) {
        if (!byPath.files.has(filePath)) continue;
        const users = backlinks.get(filePath) ?? [];
        if (users.at(-1) !== reference) users.push(reference);
        backlinks.set(filePath, users);
      }
      return { page: reference, links: [...links.values()] };
    }),
    files: revision.files,
    backlinks,
  };
}

/** About the memory an analysis takes: its page references, its links and the URLs they keep. */
function sizeOf(links: RevisionLinks): number {
  let size = 1024 + 300 * links.files.length;
  for (const { page, links: targets } of links.pages) {
    size += 400 + 2 * (page.title.length + page.path.length + (page.description?.length ?? 0)) + 48 * targets.length;
    for (const target of targets) if (!('page' in target || 'file' in target)) size += 2 * targetKey(target).length;
  }
  for (const users of links.backlinks.values()) size += 64 + 8 * users.length;
  return size;
}

/** What a sandbox keeps of its revisions' links: each revision's analysis by its id (the sandbox's), and how many it made. */
const revisionLinks = () => {
  const links = {
    /** Revisions analysed so far: what tells an answer from the cache from one worked out again. */
    analysed: 0,
    kept: new LRUCache<string, RevisionLinks, Analysis>({
      maxSize: LINK_CACHE_BYTES,
      sizeCalculation: sizeOf,
      fetchMethod: (revisionId, _stale, { context }) => {
        links.analysed++;
        return analyze(context, revisionId);
      },
    }),
  };
  return links;
};

/** Revisions the sandbox has analysed the links of so far: what tells an answer from the cache from one worked out again. */
export const revisionsAnalysed = (ctx: Pick<Context, 'caches'>): number => ctx.caches.of(revisionLinks).analysed;

/** The space and the revision its content or a change request's shows, by id, as `resolveTarget` finds them but for reading the revision. */
function shownRevision(ctx: Context, spaceId: string, changeRequest: string | undefined): { space: SpaceRecord; revisionId: string } {
  if (changeRequest === undefined) {
    const { space } = requireSpace(ctx, spaceId, 'read');
    return { space, revisionId: space.revision };
  }
  const { space, cr } = requireChangeRequest(ctx, spaceId, changeRequest, 'read');
  return { space, revisionId: cr.revision };
}

/**
 * The links of the content a space or a change request shows, worked out once per revision:
 * a request for a revision analysed before reads neither its pages nor its Markdown.
 */
export async function linksOfTarget(
  ctx: Context,
  spaceId: string,
  changeRequest: string | undefined,
): Promise<{ space: SpaceRecord; revisionId: string; links: RevisionLinks }> {
  const { space, revisionId } = shownRevision(ctx, spaceId, changeRequest);
  return { space, revisionId, links: (await ctx.caches.of(revisionLinks).kept.fetch(revisionId, { context: ctx }))! };
}
