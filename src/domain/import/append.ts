import type { RevisionRecord } from '../../store/records.js';
import type { FileNode, PageNode, ReusableContentNode } from '../../format/page.js';
import type { Variables } from '../../schemas/revision.js';
import type { Context } from '../kernel/context.js';
import { conflict } from '../../lib/errors.js';
import { requireImportedPages, type ImportedPage } from '../../format/import/tree.js';
import { SiblingSlugs } from '../../format/sibling-slugs.js';
import { commitRevision, newPage, walkPages } from '../revisions/revisions.js';
import { requireWritable, type Target } from '../change-requests/target.js';
import { runAtOnce, type Steps } from '../../lib/time-slices.js';

/**
 * Page nodes for imported pages going after `existing`, one page a step, depth first. Slugs are
 * unique among siblings, the existing top-level pages included. A stack rather than recursion,
 * which would cost a generator a page.
 */
function* pageNodes(ctx: Context, pages: ImportedPage[], existing: PageNode[]): Steps<PageNode[]> {
  const topSlugs = new SiblingSlugs();
  for (const page of existing) {
    topSlugs.add(page.slug);
    yield;
  }
  const nodes: PageNode[] = [];
  const links: { node: PageNode; to: NonNullable<ImportedPage['linksTo']> }[] = [];
  const stack = [{ pages, next: 0, into: nodes, slugs: topSlugs }];
  for (let list = stack.at(-1); list; list = stack.at(-1)) {
    const imported = list.pages[list.next++];
    if (!imported) {
      stack.pop();
      continue;
    }
    const { linksTo, ...page } = imported;
    // A link or computed page has no path of its own (GitBook's have no slug): it takes no slug from its siblings.
    const placed = page.type !== 'link' && page.type !== 'computed';
    const node = newPage(ctx, page, placed ? list.slugs.take(page.title, page.slug) : '');
    if (!placed) node.slug = node.id;
    if (linksTo) links.push({ node, to: linksTo });
    list.into.push(node);
    stack.push({ pages: page.pages, next: 0, into: node.pages, slugs: new SiblingSlugs() });
    yield;
  }
  yield* targeting(nodes, links);
  return nodes;
}

/**
 * Gives link pages within the import their targets once every page has its id: the page read
 * from the file each names, or its anchor; a file that became no page is kept as the link's URL.
 */
function* targeting(nodes: PageNode[], links: { node: PageNode; to: NonNullable<ImportedPage['linksTo']> }[]): Steps<void> {
  if (links.length === 0) return;
  const byFile = new Map<string, string>();
  for (const { page } of walkPages(nodes)) {
    if (page.file !== undefined && page.type === undefined) byFile.set(page.file, page.id);
    yield;
  }
  for (const { node, to } of links) {
    const id = byFile.get(to.file);
    node.target = !id
      ? { kind: 'url', url: to.anchor ? `${to.file}#${to.anchor}` : to.file }
      : to.anchor
        ? { kind: 'anchor', anchor: to.anchor, page: id }
        : { kind: 'page', page: id };
  }
}

/** What an import adds: pages after the existing ones, files, and the space variables and reusable contents it sets. */
interface Appended {
  pages: ImportedPage[];
  files: FileNode[];
  variables?: Variables;
  reusableContents?: ReusableContentNode[];
}

/** How many times pages are given slugs again because the target moved while they were, before the append is refused. */
const APPEND_ATTEMPTS = 3;

/**
 * Appends pages after the existing ones (and files) in a new revision, and moves the target to
 * it, in steps that may pause. The target is read again after the last pause: slugs are unique
 * among its top-level pages, so if it moved meanwhile they are given again against it. Reading
 * it for the last time, writing the revision and moving the pointer are one step.
 */
export function* appending(ctx: Context, target: () => Target, content: Appended): Steps<RevisionRecord> {
  requireWritable(target());
  requireImportedPages(content.pages);
  const { files } = content;
  for (let attempt = 1; ; attempt++) {
    const before = target().revision;
    const pages = yield* pageNodes(ctx, content.pages, before.pages);
    yield* storingBodies(ctx, pages);
    const now = requireWritable(target());
    if (now.revision.id === before.id) return commit(ctx, now, pages, files, content);
    if (attempt === APPEND_ATTEMPTS) throw conflict(`the content changed while the pages were added, ${APPEND_ATTEMPTS} times; nothing was changed, try again`);
  }
}

/** Pages whose Markdown is stored in one step: objects enough for a pack, little enough to keep a step short. */
const BODIES_A_STEP = 256;

/**
 * Stores the Markdown of new pages ahead, a batch a step, so that writing the revision at the
 * end (one step) only names it. Objects are immutable: if the append is then refused, they are
 * garbage, collected with the rest.
 */
function* storingBodies(ctx: Context, pages: PageNode[]): Steps<void> {
  const all = [...walkPages(pages)].map(({ page }) => page);
  for (let at = 0; at < all.length; at += BODIES_A_STEP) {
    ctx.store.putPageBodies(all.slice(at, at + BODIES_A_STEP));
    yield Math.min(BODIES_A_STEP, all.length - at);
  }
}

function commit(
  ctx: Context,
  target: Target,
  pages: PageNode[],
  files: FileNode[],
  { variables = {}, reusableContents = [] }: Pick<Appended, 'variables' | 'reusableContents'>,
): RevisionRecord {
  const { revision: current } = target;
  const revision = commitRevision(ctx, {
    space: target.space.id,
    type: 'edits',
    parents: [current.id],
    pages: [...current.pages, ...pages],
    files: [...current.files, ...files],
    // What the import sets is set; the other variables are kept.
    variables: { ...current.variables, ...variables },
    // As with variables: a reusable content the import brings replaces the one of its file's name.
    reusableContents: [...current.reusableContents.filter(({ id }) => !reusableContents.some((c) => c.id === id)), ...reusableContents],
  });
  const now = ctx.clock.iso();
  if (target.cr) ctx.store.put('changeRequests', { ...target.cr, revision: revision.id, updatedAt: now });
  else ctx.store.put('spaces', { ...target.space, revision: revision.id, updatedAt: now });
  return revision;
}

/** Appends pages at once, for content small enough not to need pausing (templates). */
export const appendPages = (ctx: Context, target: Target, content: Appended): RevisionRecord => runAtOnce(appending(ctx, () => target, content));
