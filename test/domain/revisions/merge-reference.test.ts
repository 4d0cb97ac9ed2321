import { describe, expect, it } from 'vitest';
import { mergePages, mergeText, type Conflict, type MergeOutcome } from '../../../src/domain/revisions/merge.js';
import type { PageNode } from '../../../src/format/page.js';

/**
 * The merge as it was first written, quadratic but plain: the linear one must give exactly
 * what it gives, slugs aside. One change: a page is marked placed before its subtree is built,
 * as the merge now does, so that a cycle made by moves on both sides does not place a page
 * twice. Pages keep the slugs they have here: the rules of free slugs are checked apart
 * (`expectFreeSlugs`), not copied.
 */
function referenceMerge(base: PageNode[], ours: PageNode[], theirs: PageNode[]): MergeOutcome {
  type Flat = Omit<PageNode, 'pages'> & { parent: string | undefined };
  const flatten = (pages: PageNode[], parent?: string, into = new Map<string, Flat>(), order = new Map<string | undefined, string[]>()) => {
    order.set(
      parent,
      pages.map((p) => p.id),
    );
    for (const { pages: children, ...page } of pages) {
      into.set(page.id, { ...page, parent });
      flatten(children, page.id, into, order);
    }
    return { pages: into, order };
  };
  const mergePage = (bp: Flat, op: Flat, tp: Flat): { page: Flat } | { reason: string } => {
    const merged: Flat = { ...op };
    for (const field of ['title', 'slug', 'emoji', 'description', 'parent'] as const) {
      const [b, o, t] = [bp[field], op[field], tp[field]];
      if (o === t || t === b) continue;
      if (o !== b) return { reason: `both sides changed its ${field}` };
      (merged as Record<string, unknown>)[field] = t;
    }
    const markdown = mergeText(bp.markdown, op.markdown, tp.markdown);
    if (markdown === undefined) return { reason: 'both sides changed the same lines of its content' };
    merged.markdown = markdown;
    merged.updatedAt = op.updatedAt > tp.updatedAt ? op.updatedAt : tp.updatedAt;
    return { page: merged };
  };
  const [b, o, t] = [flatten(base), flatten(ours), flatten(theirs)];
  const merged = new Map<string, Flat>();
  const conflicts: Conflict[] = [];
  for (const id of new Set([...o.pages.keys(), ...t.pages.keys(), ...b.pages.keys()])) {
    const [bp, op, tp] = [b.pages.get(id), o.pages.get(id), t.pages.get(id)];
    const title = (op ?? tp ?? bp)!.title;
    if (!bp) {
      if (op && tp && JSON.stringify(op) !== JSON.stringify(tp)) conflicts.push({ page: id, title, reason: 'both sides added it differently' });
      else merged.set(id, (op ?? tp)!);
      continue;
    }
    if (!op || !tp) {
      const kept = op ?? tp;
      if (kept && JSON.stringify(kept) !== JSON.stringify(bp)) conflicts.push({ page: id, title, reason: 'one side deleted it while the other changed it' });
      continue;
    }
    const result = mergePage(bp, op, tp);
    if ('reason' in result) conflicts.push({ page: id, title, reason: result.reason });
    else merged.set(id, result.page);
  }
  if (conflicts.length > 0) return { ok: false, conflicts };
  const isChildOf = (id: string, parent: string | undefined) => merged.has(id) && merged.get(id)!.parent === parent;
  const childrenOf = (parent: string | undefined): string[] => {
    const order = (o.order.get(parent) ?? []).filter((id) => isChildOf(id, parent));
    const theirOrder = t.order.get(parent) ?? [];
    theirOrder.forEach((id, i) => {
      if (order.includes(id) || !isChildOf(id, parent)) return;
      const after = theirOrder
        .slice(0, i)
        .reverse()
        .find((prev) => order.includes(prev));
      order.splice(after ? order.indexOf(after) + 1 : order.length, 0, id);
    });
    for (const [id, page] of merged) if (page.parent === parent && !order.includes(id)) order.push(id);
    return order;
  };
  const build = (parent: string | undefined, seen: Set<string>): PageNode[] =>
    childrenOf(parent)
      .filter((id) => !seen.has(id))
      .map((id) => {
        seen.add(id);
        const { parent: _parent, ...page } = merged.get(id)!;
        return { ...page, pages: build(id, seen) };
      });
  const seen = new Set<string>();
  const pages = build(undefined, seen);
  for (const [id, page] of merged) {
    if (!seen.has(id)) {
      seen.add(id);
      const { parent: _parent, ...rest } = page;
      pages.push({ ...rest, pages: build(id, seen) });
    }
  }
  return { ok: true, pages };
}

/** A small seeded generator, so that a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { below, chance: (p: number) => next() < p, pick: <T>(list: T[]): T => list[below(list.length)]! };
}

const T0 = '2026-01-01T00:00:00.000Z';
const SLUGS = ['intro', 'intro-1', 'Intro', 'guide', 'guide-1', 'faq', ''];
const page = (id: string, slug: string, markdown = 'l0\nl1\nl2\nl3\nl4\nl5'): PageNode => ({
  id,
  title: `Title ${id}`,
  slug,
  markdown,
  createdAt: T0,
  updatedAt: T0,
  pages: [],
});

function baseTree(rnd: ReturnType<typeof random>, count: number): PageNode[] {
  const top: PageNode[] = [];
  const all: PageNode[] = [];
  for (let i = 0; i < count; i++) {
    const node = page(`p${i}`, rnd.chance(0.2) ? rnd.pick(SLUGS) : `page-${i}`);
    const parent = all.length && rnd.chance(0.8) ? rnd.pick(all).pages : top;
    parent.splice(rnd.below(parent.length + 1), 0, node);
    if (all.length < 4 || rnd.chance(0.3)) all.push(node);
  }
  return top;
}

const clone = (pages: PageNode[]): PageNode[] => pages.map((p) => ({ ...p, pages: clone(p.pages) }));

/** Every page of a tree with the list that holds it. */
function entries(pages: PageNode[], into: { node: PageNode; list: PageNode[] }[] = []) {
  for (const node of pages) {
    into.push({ node, list: pages });
    entries(node.pages, into);
  }
  return into;
}

/**
 * One side's edits of its copy of the base. `mine` says which base pages this side may
 * change, so that most merges succeed; `anything` lets it touch every page, for conflicts.
 */
function edit(rnd: ReturnType<typeof random>, base: PageNode[], side: 'o' | 't', mine: (id: string) => boolean, ops: number): PageNode[] {
  const tree = clone(base);
  const lines = side === 'o' ? [0, 1, 2] : [3, 4, 5];
  let added = 0;
  for (let op = 0; op < ops; op++) {
    const all = entries(tree);
    const own = all.filter((e) => mine(e.node.id));
    if (own.length === 0) break;
    const target = rnd.pick(own);
    const kind = rnd.below(7);
    const replace = (fields: Partial<PageNode>) => {
      const at = target.list.indexOf(target.node);
      target.list[at] = { ...target.node, ...fields };
    };
    if (kind === 0) {
      const text = target.node.markdown.split('\n');
      const line = rnd.pick(lines);
      text[line] = `${side}${op}`;
      replace({ markdown: text.join('\n'), updatedAt: `2026-01-0${side === 'o' ? 2 : 3}T00:00:00.000Z` });
    } else if (kind === 1) {
      replace(side === 'o' ? { title: `Ours ${op}` } : { description: `Theirs ${op}` });
    } else if (kind === 2 || kind === 3) {
      // A move, under any page outside its own subtree, or a reorder among its siblings.
      target.list.splice(target.list.indexOf(target.node), 1);
      const inside = new Set(entries([target.node]).map((e) => e.node.id));
      const places = [tree, ...all.filter((e) => !inside.has(e.node.id)).map((e) => e.node.pages)];
      const into = kind === 2 ? rnd.pick(places) : target.list;
      into.splice(rnd.below(into.length + 1), 0, target.node);
    } else if (kind === 4 && target.node.pages.length === 0) {
      target.list.splice(target.list.indexOf(target.node), 1);
    } else {
      const into = rnd.chance(0.3) ? tree : rnd.pick(all).node.pages;
      into.splice(rnd.below(into.length + 1), 0, page(`${side}-new-${op}-${added++}`, rnd.pick(SLUGS)));
    }
  }
  return tree;
}

const ids = (pages: PageNode[]): number => pages.reduce((n, p) => n + 1 + ids(p.pages), 0);

/** A merge's trees with every slug blanked: what the reference is compared on. */
const withoutSlugs = (outcome: MergeOutcome): MergeOutcome => {
  const blank = (pages: PageNode[]): PageNode[] => pages.map((p) => ({ ...p, slug: '', pages: blank(p.pages) }));
  return outcome.ok ? { ok: true, pages: blank(outcome.pages) } : outcome;
};

/**
 * The rules of slugs in a merge: siblings' slugs are unique, and a page our side lists under
 * the same parent keeps our slug as it is (but where an earlier sibling there had it too, or it
 * is empty: the random edits here, unlike real revisions, may give siblings one slug, or none).
 */
function expectFreeSlugs(outcome: MergeOutcome, ours: PageNode[]): void {
  if (!outcome.ok) return;
  const ourPlace = new Map<string, { parent: string | undefined; slug: string }>();
  const index = (pages: PageNode[], parent?: string) => {
    const seen = new Set<string>();
    for (const p of pages) {
      if (p.slug && !seen.has(p.slug)) ourPlace.set(p.id, { parent, slug: p.slug });
      seen.add(p.slug);
      index(p.pages, p.id);
    }
  };
  index(ours);
  const check = (pages: PageNode[], parent?: string) => {
    expect(new Set(pages.map((p) => p.slug)).size, `children of ${parent ?? 'the top'}`).toBe(pages.length);
    for (const page of pages) {
      const place = ourPlace.get(page.id);
      if (place && place.parent === parent) expect(page.slug, page.id).toBe(place.slug);
      check(page.pages, page.id);
    }
  };
  check(outcome.pages);
}

describe('the merge against the quadratic reference', () => {
  it.each([1, 2, 3])('gives the same tree at thousands of pages, with moves, reorders, additions and deletions on both sides (seed %i)', (seed) => {
    const rnd = random(seed);
    const base = baseTree(rnd, 2_000);
    const ours = edit(rnd, base, 'o', (id) => Number(id.slice(1)) % 2 === 0, 400);
    const theirs = edit(rnd, base, 't', (id) => Number(id.slice(1)) % 2 === 1, 400);
    const merged = mergePages(base, ours, theirs);
    expect(merged.ok).toBe(true);
    expect(withoutSlugs(merged)).toEqual(withoutSlugs(referenceMerge(base, ours, theirs)));
    expectFreeSlugs(merged, ours);
    if (merged.ok) expect(ids(merged.pages)).toBeGreaterThan(2_000);
  });

  it('gives the same trees and the same conflicts on small revisions where both sides touch any page', () => {
    for (let seed = 100; seed < 400; seed++) {
      const rnd = random(seed);
      const base = baseTree(rnd, 12);
      const ours = edit(rnd, base, 'o', () => true, 4);
      const theirs = edit(rnd, base, 't', () => true, 4);
      const merged = mergePages(base, ours, theirs);
      expect({ seed, merged: withoutSlugs(merged) }).toEqual({ seed, merged: withoutSlugs(referenceMerge(base, ours, theirs)) });
      expectFreeSlugs(merged, ours);
    }
  });

  it('places each page once when moves on both sides make a cycle', () => {
    const base = [page('a', 'a'), page('b', 'b')];
    const ours = [{ ...page('b', 'b'), pages: [page('a', 'a')] }];
    const theirs = [{ ...page('a', 'a'), pages: [page('b', 'b')] }];
    const merged = mergePages(base, ours, theirs);
    expect(merged.ok && merged.pages.map((p) => [p.id, p.pages.map((c) => c.id)])).toEqual([['b', ['a']]]);
  });

  it('sees a page unchanged whatever order its fields were stored in', () => {
    const base = [page('a', 'a')];
    const { id, title, slug, markdown, createdAt, updatedAt } = base[0]!;
    const reordered: PageNode = { id, title, slug, createdAt, updatedAt, markdown, pages: [] };
    const merged = mergePages(base, [], [reordered]);
    expect(merged).toEqual({ ok: true, pages: [] });
  });
});
