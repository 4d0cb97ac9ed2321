/**
 * 9. Search and links at scale (issue 11): a 1,000-page space of ~4 KB GitBook-flavoured pages,
 * searched and read for links over HTTP before and after one page changes; and an organization
 * of 100 spaces of 100 pages searched as a whole, cold and then warm.
 */
import { createSpace } from '../src/domain/content/spaces.js';
import type { Context } from '../src/domain/kernel/context.js';
import { commitRevision } from '../src/domain/revisions/revisions.js';
import { pagesIndexed } from '../src/domain/search/search-indexes.js';
import type { PageNode } from '../src/format/page.js';
import { served, type Admin } from './serve.js';
import { fmt, log, nowMs, section, stats, table } from './util.js';

/** A deterministic generator, so that every run indexes the same text. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 4,000 made-up words of 4 to 10 letters, drawn below about as a language draws its own: a few very often, most rarely. */
const VOCABULARY = (() => {
  const next = random(7);
  const words = new Set<string>();
  while (words.size < 4_000) words.add(Array.from({ length: 4 + Math.floor(next() * 7) }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join(''));
  return [...words];
})();

/**
 * A page as a docs team writes it in GitBook: paragraphs with links to other pages (a few
 * broken, some to the web or into the app), headings, lists, code and a hint, about 4 KB.
 */
function pageMarkdown(seed: number, paths: string[], appUrl: string): string {
  const next = random(seed);
  const word = () => VOCABULARY[Math.floor(VOCABULARY.length ** next()) - 1]!;
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  const link = () => {
    const roll = next();
    const href =
      roll < 0.02
        ? `../missing/${word()}.md`
        : roll < 0.05
          ? `https://example.com/${word()}`
          : roll < 0.07
            ? `${appUrl}/s/${word()}`
            : `../${paths[Math.floor(next() * paths.length)]}.md`;
    return `[${words(2)}](${href})`;
  };
  const blocks = [`${words(30)} ${link()} **${words(3)}** ${words(20)}.`];
  for (let heading = 0; blocks.join('\n\n').length < 4_000; heading++) {
    blocks.push(
      `## ${words(3)} ${heading}`,
      `${words(40)} ${link()} ${words(25)} \`${word()}()\` ${words(15)}.`,
      Array.from({ length: 4 }, () => `- ${words(6)} ${link()}`).join('\n'),
      `\`\`\`js\nconst ${word()} = ${word()}(${word()}, ${Math.floor(next() * 100)});\n\`\`\``,
      `{% hint style="info" %}\n${words(20)}\n{% endhint %}`,
    );
  }
  return blocks.join('\n\n');
}

/** A space's pages: groups of 100 pages under a page each, every page ~4 KB, distinct for each `seed`. */
function pageTree(count: number, seed: number, appUrl: string): PageNode[] {
  const now = '2026-01-01T00:00:00.000Z';
  const groups = Math.ceil(count / 100);
  const paths = Array.from({ length: count }, (_, i) => `group-${i % groups}/topic-${i}`);
  const tree: PageNode[] = Array.from({ length: groups }, (_, g) => ({
    id: `g${g}`,
    title: `Group ${g}`,
    slug: `group-${g}`,
    markdown: `Pages of group ${g}.`,
    createdAt: now,
    updatedAt: now,
    pages: [],
  }));
  paths.forEach((_, i) => {
    tree[i % groups]!.pages.push({
      id: `p${i}`,
      title: `Topic ${i}`,
      slug: `topic-${i}`,
      markdown: pageMarkdown(seed * 100_000 + i, paths, appUrl),
      createdAt: now,
      updatedAt: now,
      pages: [],
    });
  });
  return tree;
}

/** A space holding `pages`, written as an edit would be: a revision, then the space pointing at it. */
function spaceOf(ctx: Context, organizationId: string, title: string, pages: PageNode[]): string {
  const space = createSpace(ctx, organizationId, { title });
  edit(ctx, space.id, () => pages);
  return space.id;
}

function edit(ctx: Context, spaceId: string, change: (pages: PageNode[]) => PageNode[]): void {
  const { store } = ctx;
  const space = store.get('spaces', spaceId)!;
  const revision = commitRevision(ctx, { space: spaceId, type: 'edits', parents: [space.revision], pages: change(store.getRevision(space.revision)!.pages) });
  store.put('spaces', { ...space, revision: revision.id });
}

/** A GET, timed from the request to the last byte of the answer. */
async function timedGet(admin: Admin, path: string) {
  const started = nowMs();
  const answer = await admin.request('GET', path);
  return { ms: nowMs() - started, bytes: answer.length, body: JSON.parse(answer.toString()) as { count: number } };
}

const median = (samples: number[]) => stats(samples).p50;
const mib = (bytes: number) => fmt(bytes / 1024 / 1024, 1);

export interface SearchLinksFigures {
  pages: number;
  coldSearchMs: number;
  searchAfterChangeMs: number;
  linksMs: number;
  linksWarmMs: number;
  linksBytes: number;
  spaces: number;
  spacePages: number;
  orgColdMs: number;
  orgWarmMs: number;
  orgWarmIndexedPages: number;
}

/** The queries: words most pages lack, as a reader looks something up; warm organization searches ask each once. */
const QUERY = VOCABULARY[2_500]!;
const WARM_QUERIES = Array.from({ length: 20 }, (_, i) => VOCABULARY[2_400 + 10 * i]!);

export async function measureSearchLinks(options: { pages: number; spaces: number; spacePages: number; changes: number }): Promise<SearchLinksFigures> {
  section(
    `9. Search and links: a ${options.pages.toLocaleString('en-US')}-page space, and an organization of ${options.spaces} spaces of ${options.spacePages} pages`,
  );
  const one = await served('search');
  let big: Omit<SearchLinksFigures, 'spaces' | 'spacePages' | 'orgColdMs' | 'orgWarmMs' | 'orgWarmIndexedPages'>;
  try {
    const space = spaceOf(one.ctx, one.organizationId, 'Big', pageTree(options.pages, 0, one.url));
    const search = () => timedGet(one, `/v1/spaces/${space}/search?query=${QUERY}`);
    const links = () => timedGet(one, `/v1/spaces/${space}/links`);
    const cold = await search();
    const coldLinks = await links();
    // Each change is to another page, searched first and then read for links: each search and links request is the first of its revision.
    const afterChange: number[] = [];
    const linksAfterChange: number[] = [];
    const reindexed: number[] = [];
    for (let i = 0; i < options.changes; i++) {
      edit(one.ctx, space, (pages) =>
        pages.map((group, g) =>
          g !== i % pages.length
            ? group
            : { ...group, pages: group.pages.map((p, k) => (k !== i ? p : { ...p, markdown: `${p.markdown}\n\nEdited ${i} ${QUERY}.` })) },
        ),
      );
      const before = pagesIndexed(one.ctx);
      afterChange.push((await search()).ms);
      reindexed.push(pagesIndexed(one.ctx) - before);
      linksAfterChange.push((await links()).ms);
    }
    const warmLinks: number[] = [];
    for (let i = 0; i < 10; i++) warmLinks.push((await links()).ms);
    big = {
      pages: options.pages,
      coldSearchMs: cold.ms,
      searchAfterChangeMs: median(afterChange),
      linksMs: median(linksAfterChange),
      linksWarmMs: median(warmLinks),
      linksBytes: coldLinks.bytes,
    };
    log(
      table(
        [`${options.pages}-page space (query "${QUERY}": ${cold.body.count} pages)`, 'ms', 'goal'],
        [
          ['first search, index built (cold)', fmt(cold.ms, 0), ''],
          [
            `first search after a one-page change (median of ${options.changes}; pages re-indexed: ${[...new Set(reindexed)].join(', ')})`,
            fmt(big.searchAfterChangeMs, 1),
            '<= 50',
          ],
          [
            `GET links, first of a revision (median of ${options.changes}; ${coldLinks.body.count} links, first page ${fmt(coldLinks.bytes / 1024, 0)} KiB)`,
            fmt(big.linksMs, 1),
            '',
          ],
          ['GET links, again (median of 10)', fmt(big.linksWarmMs, 1), ''],
        ],
      ),
    );
  } finally {
    await one.close();
  }

  const org = await served('org-search');
  try {
    for (let s = 0; s < options.spaces; s++) spaceOf(org.ctx, org.organizationId, `Space ${s}`, pageTree(options.spacePages, s + 1, org.url));
    const search = (query: string) => timedGet(org, `/v1/orgs/${org.organizationId}/search?query=${query}`);
    const cold = await search(QUERY);
    const before = pagesIndexed(org.ctx);
    const warm: number[] = [];
    for (const query of WARM_QUERIES) warm.push((await search(query)).ms);
    const figures = {
      ...big,
      spaces: options.spaces,
      spacePages: options.spacePages,
      orgColdMs: cold.ms,
      orgWarmMs: median(warm),
      orgWarmIndexedPages: pagesIndexed(org.ctx) - before,
    };
    global.gc?.();
    log(
      table(
        [`organization of ${options.spaces} spaces of ${options.spacePages} pages (${cold.body.count} spaces match)`, 'ms', 'goal'],
        [
          ['first search, every index built (cold)', fmt(cold.ms, 0), ''],
          [
            `search again, warm (median of ${WARM_QUERIES.length} other words; pages re-indexed: ${figures.orgWarmIndexedPages})`,
            fmt(figures.orgWarmMs, 1),
            '<= 20',
          ],
        ],
      ),
    );
    log(`heap in use with the organization's indexes kept: ${mib(process.memoryUsage().heapUsed)} MiB`);
    return figures;
  } finally {
    await org.close();
  }
}
