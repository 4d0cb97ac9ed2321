import GithubSlugger from 'github-slugger';
import { diff3Merge } from 'node-diff3';
import type { FileNode, PageNode } from '../../store/records.js';

/** A page as merged: its own fields, where it hangs, without its children. */
type Flat = Omit<PageNode, 'pages'> & { parent: string | undefined };

export interface Conflict {
  page: string;
  title: string;
  reason: string;
}

export type MergeOutcome = { ok: true; pages: PageNode[] } | { ok: false; conflicts: Conflict[] };

function flatten(pages: PageNode[], parent?: string, into = new Map<string, Flat>(), order = new Map<string | undefined, string[]>()) {
  order.set(parent, pages.map((p) => p.id));
  for (const { pages: children, ...page } of pages) {
    into.set(page.id, { ...page, parent });
    flatten(children, page.id, into, order);
  }
  return { pages: into, order };
}

const FIELDS = ['title', 'slug', 'emoji', 'description', 'parent'] as const;

/** Merges a text changed on both sides line by line; undefined where the same lines changed differently. */
export function mergeText(base: string, ours: string, theirs: string): string | undefined {
  if (ours === theirs || theirs === base) return ours;
  if (ours === base) return theirs;
  const regions = diff3Merge(ours.split('\n'), base.split('\n'), theirs.split('\n'));
  const lines: string[] = [];
  for (const region of regions) {
    if (!region.ok) return undefined;
    lines.push(...region.ok);
  }
  return lines.join('\n');
}

function mergePage(base: Flat, ours: Flat, theirs: Flat): { page: Flat } | { reason: string } {
  const merged: Flat = { ...ours };
  for (const field of FIELDS) {
    const [b, o, t] = [base[field], ours[field], theirs[field]];
    if (o === t || t === b) continue;
    if (o !== b) return { reason: `both sides changed its ${field}` };
    (merged as Record<string, unknown>)[field] = t;
  }
  const markdown = mergeText(base.markdown, ours.markdown, theirs.markdown);
  if (markdown === undefined) return { reason: 'both sides changed the same lines of its content' };
  merged.markdown = markdown;
  merged.updatedAt = ours.updatedAt > theirs.updatedAt ? ours.updatedAt : theirs.updatedAt;
  return { page: merged };
}

/**
 * Sibling slugs stay unique, so that no two pages share a path: a page coming in whose slug
 * our side already uses takes the next free one (`hello-1`), as an import would give it.
 */
function freeSlugs(siblings: Flat[], isOurs: (id: string) => boolean): Map<string, string> {
  const slugger = new GithubSlugger();
  const slugs = new Map<string, string>();
  for (const page of [...siblings.filter((p) => isOurs(p.id)), ...siblings.filter((p) => !isOurs(p.id))]) slugs.set(page.id, slugger.slug(page.slug));
  return slugs;
}

/**
 * Three-way merge of page trees, git-style: `ours` is the side merged into, `theirs` the
 * side coming in, `base` their last common revision. A page changed on one side only takes
 * that side; a page changed on both is merged field by field and its Markdown line by line.
 * Where both changed the same thing differently, nothing is merged and the pages are named.
 */
export function mergePages(base: PageNode[], ours: PageNode[], theirs: PageNode[]): MergeOutcome {
  const b = flatten(base);
  const o = flatten(ours);
  const t = flatten(theirs);
  const merged = new Map<string, Flat>();
  const conflicts: Conflict[] = [];
  const ids = new Set([...o.pages.keys(), ...t.pages.keys(), ...b.pages.keys()]);
  for (const id of ids) {
    const [bp, op, tp] = [b.pages.get(id), o.pages.get(id), t.pages.get(id)];
    const title = (op ?? tp ?? bp)!.title;
    if (!bp) {
      if (op && tp && JSON.stringify(op) !== JSON.stringify(tp)) conflicts.push({ page: id, title, reason: 'both sides added it differently' });
      else merged.set(id, (op ?? tp)!);
      continue;
    }
    if (!op || !tp) {
      const kept = op ?? tp;
      if (kept && JSON.stringify(kept) !== JSON.stringify(bp)) {
        conflicts.push({ page: id, title, reason: 'one side deleted it while the other changed it' });
      }
      continue;
    }
    const result = mergePage(bp, op, tp);
    if ('reason' in result) conflicts.push({ page: id, title, reason: result.reason });
    else merged.set(id, result.page);
  }
  if (conflicts.length > 0) return { ok: false, conflicts };

  // Children in our order, then theirs' newcomers after the sibling they follow on their side.
  const isChildOf = (id: string, parent: string | undefined) => merged.has(id) && merged.get(id)!.parent === parent;
  const childrenOf = (parent: string | undefined): string[] => {
    const order = (o.order.get(parent) ?? []).filter((id) => isChildOf(id, parent));
    const theirOrder = t.order.get(parent) ?? [];
    theirOrder.forEach((id, i) => {
      if (order.includes(id) || !isChildOf(id, parent)) return;
      const after = theirOrder.slice(0, i).reverse().find((prev) => order.includes(prev));
      order.splice(after ? order.indexOf(after) + 1 : order.length, 0, id);
    });
    for (const [id, page] of merged) if (page.parent === parent && !order.includes(id)) order.push(id);
    return order;
  };
  const build = (parent: string | undefined, seen: Set<string>): PageNode[] => {
    const children = childrenOf(parent).filter((id) => !seen.has(id));
    const slugs = freeSlugs(children.map((id) => merged.get(id)!), (id) => o.pages.has(id));
    return children.map((id) => {
      seen.add(id);
      const { parent: _parent, ...page } = merged.get(id)!;
      return { ...page, slug: slugs.get(id)!, pages: build(id, seen) };
    });
  };
  const seen = new Set<string>();
  const pages = build(undefined, seen);
  // A page whose parent was deleted on the other side comes up to the top level rather than vanish.
  for (const [id, page] of merged) {
    if (!seen.has(id)) {
      const { parent: _parent, ...rest } = page;
      pages.push({ ...rest, pages: build(id, seen) });
      seen.add(id);
    }
  }
  return { ok: true, pages };
}

/**
 * Files merge whole: a file added or replaced on one side is taken from that side; a file
 * deleted on one side and untouched on the other goes. Both sides replacing one file with
 * different bytes keeps ours: files have no lines to merge.
 */
export function mergeFiles(base: FileNode[], ours: FileNode[], theirs: FileNode[]): FileNode[] {
  const byId = (files: FileNode[]) => new Map(files.map((f) => [f.id, f]));
  const [b, o, t] = [byId(base), byId(ours), byId(theirs)];
  const merged: FileNode[] = [];
  for (const id of new Set([...o.keys(), ...t.keys()])) {
    const [bf, of, tf] = [b.get(id), o.get(id), t.get(id)];
    if (!of) {
      if (!bf || tf!.blob !== bf.blob) merged.push(tf!);
    } else if (!tf) {
      if (!bf || of.blob !== bf.blob) merged.push(of);
    } else {
      merged.push(bf && of.blob === bf.blob ? tf : of);
    }
  }
  return merged;
}
