import { diff3Merge } from 'node-diff3';
import { isDeepStrictEqual } from 'node:util';
import type { FileNode, PageNode, ReusableContentNode } from '../../format/page.js';
import type { Variables } from '../../schemas/revision.js';
import { walkTree } from '../../lib/tree-walk.js';
import { SiblingSlugs } from '../../format/sibling-slugs.js';
import { runAtOnce, type Steps } from '../../lib/time-slices.js';

/**
 * A page as one side has it: its node, held as it is (copying thousands of nodes costs more
 * than the rest of a merge; its `pages` are ignored, children being found by their `parent`),
 * and the page it hangs under.
 */
interface Placed {
  node: PageNode;
  parent: string | undefined;
}

export interface Conflict {
  page: string;
  title: string;
  reason: string;
}

export type MergeOutcome = { ok: true; pages: PageNode[] } | { ok: false; conflicts: Conflict[] };

interface Side {
  pages: Map<string, Placed>;
  /** Each parent's children (undefined: the top level), in the side's order. */
  order: Map<string | undefined, string[]>;
}

/** A side's pages by id, and each parent's children in order: cheap enough to take at once, a few milliseconds for thousands of pages. */
function flatten(pages: PageNode[]): Side {
  const side: Side = { pages: new Map(), order: new Map([[undefined, pages.map((p) => p.id)]]) };
  for (const { node, parent } of walkTree(pages)) {
    side.pages.set(node.id, { node, parent: parent?.id });
    side.order.set(
      node.id,
      node.pages.map((p) => p.id),
    );
  }
  return side;
}

/** Two values of a field alike: by value, as pages read back from the store are new objects (a cover, a layout). */
const alike = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && isDeepStrictEqual(a, b));

type Fields = Record<string, unknown>;

/** A page's fields by name: the page itself, which TypeScript will not index by a string (PageNode is an interface). */
const fieldsOf = (page: PageNode): Fields => page as unknown as Fields;

/**
 * The same page on two sides: every field alike, and the same parent. Field by field, not as
 * JSON: a page read back from the store may list its fields in another order.
 */
function samePage(a: Placed, b: Placed): boolean {
  if (a.parent !== b.parent) return false;
  const [x, y] = [fieldsOf(a.node), fieldsOf(b.node)];
  const differs = (key: string) => key !== 'pages' && !alike(x[key], y[key]);
  return !Object.keys(x).some(differs) && !Object.keys(y).some(differs);
}

/** What is not merged field by field: the page's identity, dates, subpages, and body (merged line by line). */
const NOT_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'pages', 'markdown']);

/** Whose value a merge keeps: ours (also when neither changed it, or both alike), theirs, or neither (both changed it differently). */
function whoseValue(base: unknown, ours: unknown, theirs: unknown): 'ours' | 'theirs' | 'conflict' {
  if (alike(ours, theirs) || alike(theirs, base)) return 'ours';
  return alike(ours, base) ? 'theirs' : 'conflict';
}

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

function mergePage(base: Placed, ours: Placed, theirs: Placed): { page: Placed } | { reason: string } {
  const node: PageNode = { ...ours.node };
  const [b, o, t] = [fieldsOf(base.node), fieldsOf(ours.node), fieldsOf(theirs.node)];
  /** Merges one field into `node`; false where both sides changed it differently. */
  const merged = (field: string) => {
    if (NOT_FIELDS.has(field)) return true;
    const from = whoseValue(b[field], o[field], t[field]);
    if (from === 'theirs') fieldsOf(node)[field] = t[field];
    return from !== 'conflict';
  };
  // Every field any side has, each once, without collecting them: this runs for every page of a merge.
  for (const field in o) if (!merged(field)) return { reason: `both sides changed its ${field}` };
  for (const field in t) if (!(field in o) && !merged(field)) return { reason: `both sides changed its ${field}` };
  for (const field in b) if (!(field in o) && !(field in t) && !merged(field)) return { reason: `both sides changed its ${field}` };
  const parent = whoseValue(base.parent, ours.parent, theirs.parent);
  if (parent === 'conflict') return { reason: 'both sides changed its parent' };
  const markdown = mergeText(base.node.markdown, ours.node.markdown, theirs.node.markdown);
  if (markdown === undefined) return { reason: 'both sides changed the same lines of its content' };
  node.markdown = markdown;
  node.updatedAt = ours.node.updatedAt > theirs.node.updatedAt ? ours.node.updatedAt : theirs.node.updatedAt;
  return { page: { node, parent: parent === 'theirs' ? theirs.parent : ours.parent } };
}

/**
 * Sibling slugs stay unique, so that no two pages share a path. The pages our side already
 * lists under this parent keep their slugs as they are (a file's name, `Intro` beside `intro`);
 * a page coming in whose slug is taken gets the next free one (`hello-1`), as an import would.
 */
function freeSlugs(siblings: PageNode[], ourChildren: ReadonlySet<string>, slugs = new SiblingSlugs()): Map<string, string> {
  const free = new Map<string, string>();
  const placed: PageNode[] = [];
  for (const page of siblings) {
    if (!ourChildren.has(page.id) || !page.slug || slugs.has(page.slug)) placed.push(page);
    else {
      slugs.add(page.slug);
      free.set(page.id, page.slug);
    }
  }
  for (const page of placed) free.set(page.id, slugs.take(page.slug, page.slug));
  return free;
}

/**
 * The children of `parent` as merged: ours in our order, then each of theirs' newcomers right
 * after the sibling it follows on their side (at the end when it follows none). A page takes
 * its parent from one side, which lists it there: these two lists hold every child. A linked
 * list takes each insertion in constant time.
 */
function childrenOf(parent: string | undefined, merged: Map<string, Placed>, ours: string[], theirs: string[]): string[] {
  const isChild = (id: string) => merged.has(id) && merged.get(id)!.parent === parent;
  const next = new Map<string, string>();
  const listed = new Set<string>();
  let first: string | undefined;
  let last: string | undefined;
  const insert = (id: string, after: string | undefined) => {
    listed.add(id);
    const following = after === undefined ? undefined : next.get(after);
    if (following !== undefined) next.set(id, following);
    if (after === undefined) {
      if (last === undefined) first = id;
      else next.set(last, id);
    } else next.set(after, id);
    if (after === undefined || after === last) last = id;
  };
  for (const id of ours) if (isChild(id) && !listed.has(id)) insert(id, undefined);
  let follows: string | undefined;
  for (const id of theirs) {
    if (!listed.has(id)) {
      if (!isChild(id)) continue;
      insert(id, follows);
    }
    follows = id;
  }
  const order: string[] = [];
  for (let id = first; id !== undefined; id = next.get(id)) order.push(id);
  return order;
}

/**
 * Three-way merge of page trees, git-style: `ours` is the side merged into, `theirs` the
 * side coming in, `base` their last common revision. A page changed on one side only takes
 * that side; a page changed on both is merged field by field and its Markdown line by line.
 * Where both changed the same thing differently, nothing is merged and the pages are named.
 * In steps, each page's work one step, so that a merge of thousands of pages can pause.
 */
export function* mergingPages(base: PageNode[], ours: PageNode[], theirs: PageNode[]): Steps<MergeOutcome> {
  const [b, o, t] = [flatten(base), flatten(ours), flatten(theirs)];
  const merged = new Map<string, Placed>();
  const conflicts: Conflict[] = [];
  const ids = new Set([...o.pages.keys(), ...t.pages.keys(), ...b.pages.keys()]);
  for (const id of ids) {
    yield;
    const [bp, op, tp] = [b.pages.get(id), o.pages.get(id), t.pages.get(id)];
    const title = (op ?? tp ?? bp)!.node.title;
    if (!bp) {
      if (op && tp && !samePage(op, tp)) conflicts.push({ page: id, title, reason: 'both sides added it differently' });
      else merged.set(id, (op ?? tp)!);
      continue;
    }
    if (!op || !tp) {
      const kept = op ?? tp;
      if (kept && !samePage(kept, bp)) {
        conflicts.push({ page: id, title, reason: 'one side deleted it while the other changed it' });
      }
      continue;
    }
    const result = mergePage(bp, op, tp);
    if ('reason' in result) conflicts.push({ page: id, title, reason: result.reason });
    else merged.set(id, result.page);
  }
  if (conflicts.length > 0) return { ok: false, conflicts };

  // A page is placed once: `seen` also ends a cycle made by moves on both sides (a under b on one, b under a on the other).
  const seen = new Set<string>();
  const topSlugs = new SiblingSlugs();
  const childrenUnder = (parent: string | undefined, into: PageNode[]) => {
    const ids = childrenOf(parent, merged, o.order.get(parent) ?? [], t.order.get(parent) ?? []).filter((id) => !seen.has(id));
    const slugs = freeSlugs(
      ids.map((id) => merged.get(id)!.node),
      new Set(o.order.get(parent)),
      parent === undefined ? topSlugs : undefined,
    );
    return { ids, next: 0, into, slugs };
  };
  /** Places the pages under `parent` into `into`, depth first, one page a step; a stack rather than recursion, which would cost a generator a page. */
  function* place(parent: string | undefined, into: PageNode[]): Steps<void> {
    const stack = [childrenUnder(parent, into)];
    for (let top = stack.at(-1); top; top = stack.at(-1)) {
      const id = top.ids[top.next++];
      if (id === undefined) {
        stack.pop();
        continue;
      }
      seen.add(id);
      const node: PageNode = { ...merged.get(id)!.node, slug: top.slugs.get(id)!, pages: [] };
      top.into.push(node);
      stack.push(childrenUnder(id, node.pages));
      yield;
    }
  }
  const pages: PageNode[] = [];
  yield* place(undefined, pages);
  // A page whose parent was deleted on the other side comes up to the top level rather than vanish, with a slug free there.
  for (const [id, page] of merged) {
    if (seen.has(id)) continue;
    seen.add(id);
    const node: PageNode = { ...page.node, slug: topSlugs.take(page.node.slug, page.node.slug), pages: [] };
    pages.push(node);
    yield* place(id, node.pages);
  }
  return { ok: true, pages };
}

export const mergePages = (base: PageNode[], ours: PageNode[], theirs: PageNode[]): MergeOutcome => runAtOnce(mergingPages(base, ours, theirs));

/**
 * Values merged whole, by key: one added or replaced on one side is taken from that side; one
 * deleted on one side and untouched on the other goes. Both sides replacing one differently
 * keeps ours: whole values have no lines to merge.
 */
function mergeWhole<V>(base: Map<string, V>, ours: Map<string, V>, theirs: Map<string, V>, same: (a: V, b: V) => boolean): [string, V][] {
  const merged: [string, V][] = [];
  for (const key of new Set([...ours.keys(), ...theirs.keys()])) {
    const [b, o, t] = [base.get(key), ours.get(key), theirs.get(key)];
    const changed = (side: V) => b === undefined || !same(side, b);
    const value = o === undefined ? (changed(t!) ? t : undefined) : t === undefined ? (changed(o) ? o : undefined) : changed(o) ? o : t;
    if (value !== undefined) merged.push([key, value]);
  }
  return merged;
}

/** Files merge whole, by id; a file is the same where its bytes are. */
export function mergeFiles(base: FileNode[], ours: FileNode[], theirs: FileNode[]): FileNode[] {
  const byId = (files: FileNode[]) => new Map(files.map((f) => [f.id, f]));
  return mergeWhole(byId(base), byId(ours), byId(theirs), (a, b) => a.blob === b.blob).map(([, file]) => file);
}

/**
 * Variables merge whole, by name; where both sides changed one, `ours` is kept (GitBook's API
 * has no call that sets a variable, so a conflict could never be resolved).
 */
export function mergeVariables(base: Variables, ours: Variables, theirs: Variables): Variables {
  const byName = (variables: Variables) => new Map(Object.entries(variables));
  return Object.fromEntries(mergeWhole(byName(base), byName(ours), byName(theirs), (a, b) => a === b));
}

/**
 * Reusable contents merge whole, by id (their file's name), as files do; where both sides
 * changed one, `ours` is kept (GitBook's API has no call that edits one).
 */
export function mergeReusableContents(base: ReusableContentNode[], ours: ReusableContentNode[], theirs: ReusableContentNode[]): ReusableContentNode[] {
  const byId = (contents: ReusableContentNode[]) => new Map(contents.map((c) => [c.id, c]));
  return mergeWhole(byId(base), byId(ours), byId(theirs), isDeepStrictEqual).map(([, content]) => content);
}
