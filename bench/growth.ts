/**
 * 2. Write cost and list-page cost as the store grows: mean latency of creating a space,
 * of the first page of the organization's spaces and of a page deep in the list, when
 * the organization holds ~0 spaces and when it holds 10,000 (file-backed stores).
 *
 * Two sandboxes run side by side, one nearly empty and one filled, and their measurements
 * are interleaved in small batches, so that a slow spell of the machine (or of its disk)
 * weighs on both sizes alike instead of passing for a cost of size.
 */
import { createSpace } from '../src/domain/content/spaces.js';
import { Connection, type BenchResponse } from './http.js';
import { HOST, served, type Served } from './serve.js';
import { fmt, log, nowMs, section, stats, table, timeEach, type Stats } from './util.js';

export interface GrowthOptions {
  /** Spaces the organization holds in the "large" measurement. */
  spaces: number;
  /** Requests timed per operation and per size. */
  samples: number;
  /** The samples are taken in this many batches, alternating between the two sizes. */
  batches: number;
  pageSize: number;
  /** Time allowed to fill the large store. */
  fillBudgetMs: number;
}

export interface SizeFigures {
  /** Spaces in the organization while creates were timed (first..last) and while lists were. */
  createRange: [number, number];
  listSpaces: number;
  create: Stats;
  firstPage: Stats;
  deepPage: Stats;
  deepPageOffset: number;
  walkPerPage: Stats;
}

export interface GrowthResult {
  empty: SizeFigures;
  full: SizeFigures;
  fillMs: number;
  filled: number;
}

/** Time allowed to each operation's timed samples, per size. */
const OP_BUDGET_MS = 20_000;
/** Untimed requests of each kind first (JIT, first writes in a fresh folder); the org stays nearly empty. */
const WARMUP = 20;

interface ListAnswer {
  items: { id: string }[];
  count: number;
  next?: { page: string };
}

interface Side extends Served {
  conn: Connection;
  create(): Promise<BenchResponse>;
  list(page?: string): Promise<ListAnswer>;
  count(): number;
}

function expect(response: BenchResponse, status: number, what: string): BenchResponse {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${response.body.toString().slice(0, 300)}`);
  return response;
}

async function openSide(label: string, pageSize: number, sides: Side[]): Promise<Side> {
  const server = await served(label);
  const auth = { Authorization: `Bearer ${server.token}` };
  const conn = Connection.connect(HOST, server.port);
  const spacesPath = `/v1/orgs/${server.organizationId}/spaces`;
  const createRequest = {
    method: 'POST' as const,
    path: spacesPath,
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'Bench space' }),
  };
  const side: Side = {
    ...server,
    conn,
    create: async () => expect(await conn.send(createRequest), 201, 'create space'),
    list: async (page) => {
      const query = `?limit=${pageSize}${page ? `&page=${encodeURIComponent(page)}` : ''}`;
      const response = expect(await conn.send({ method: 'GET', path: `${spacesPath}${query}`, headers: auth }), 200, 'list spaces');
      return JSON.parse(response.body.toString()) as ListAnswer;
    },
    count: () => server.sandbox.store.index('spaces', 'byOrganization', server.organizationId).size,
  };
  sides.push(side);
  return side;
}

async function closeSide(side: Side): Promise<void> {
  await side.conn.close();
  await side.close();
}

/** Walks every page with next.page (bounded in pages and time); returns the cursor of the last full page. */
async function walk(side: Side, pageSize: number, maxPages: number) {
  const perPage: number[] = [];
  const deadline = nowMs() + OP_BUDGET_MS;
  let page: string | undefined;
  let deepest: { cursor: string | undefined; offset: number } = { cursor: undefined, offset: 0 };
  let offset = 0;
  for (let pages = 0; pages < maxPages && nowMs() < deadline; pages++) {
    const start = nowMs();
    const answer = await side.list(page);
    perPage.push(nowMs() - start);
    if (answer.items.length === pageSize) deepest = { cursor: page, offset };
    if (!answer.next) break;
    offset += answer.items.length;
    page = answer.next.page;
  }
  return { ...deepest, perPage };
}

/** Times `op` on both sides, alternating in batches (and which side goes first). */
async function interleaved(sides: [Side, Side], samples: number, batches: number, op: (side: Side) => Promise<unknown>) {
  const durations: [number[], number[]] = [[], []];
  const perBatch = Math.ceil(samples / batches);
  const deadline = nowMs() + 2 * OP_BUDGET_MS;
  for (let batch = 0; batch < batches && nowMs() < deadline; batch++) {
    const order = batch % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) {
      const want = Math.min(perBatch, samples - durations[i]!.length);
      durations[i]!.push(...(await timeEach(want, Math.max(0, deadline - nowMs()), () => op(sides[i]!))));
    }
  }
  return durations.map(stats) as [Stats, Stats];
}

export async function measureGrowth(options: GrowthOptions): Promise<GrowthResult> {
  section(`2. Write and list cost: organization with ~0 vs ${options.spaces.toLocaleString('en-US')} spaces`);
  const opened: Side[] = [];
  try {
    const empty = await openSide('growth-empty', options.pageSize, opened);
    const full = await openSide('growth-full', options.pageSize, opened);
    const sides: [Side, Side] = [empty, full];

    for (const side of sides) {
      for (let i = 0; i < WARMUP; i++) {
        await side.create();
        await side.list();
      }
    }

    // Fill through the domain, as a request would but without HTTP; each write is still fsynced.
    const fillStart = nowMs();
    const fillDeadline = fillStart + options.fillBudgetMs;
    let filled = 0;
    for (let i = full.count(); i < options.spaces && nowMs() < fillDeadline; i++) {
      createSpace(full.ctx, full.organizationId, { title: `Filler ${i}` });
      filled++;
    }
    const fillMs = nowMs() - fillStart;
    log(
      `filled ${filled.toLocaleString('en-US')} spaces through createSpace in ${fmt(fillMs / 1000, 1)} s (${fmt(fillMs / Math.max(filled, 1), 3)} ms each, fsync included)`,
    );
    if (full.count() < options.spaces) log(`  warning: the fill budget ran out at ${full.count()} spaces`);

    // Creates: the small org goes from a handful of spaces to a couple of hundred, the large one from 10,000 up.
    const before = sides.map((s) => s.count());
    const [emptyCreate, fullCreate] = await interleaved(sides, options.samples, options.batches, (side) => side.create());
    const after = sides.map((s) => s.count());

    // Lists: the first page, then the last full page, found by walking next.page.
    const [emptyFirst, fullFirst] = await interleaved(sides, options.samples, options.batches, (side) => side.list());
    const maxPages = Math.ceil((options.spaces + 2 * options.samples + 2 * WARMUP) / options.pageSize) + 10;
    const walks = [await walk(empty, options.pageSize, maxPages), await walk(full, options.pageSize, maxPages)];
    const [emptyDeep, fullDeep] = await interleaved(sides, options.samples, options.batches, (side) => side.list(walks[side === empty ? 0 : 1]!.cursor));

    const figures = (i: 0 | 1, create: Stats, firstPage: Stats, deepPage: Stats): SizeFigures => ({
      createRange: [before[i]!, after[i]!],
      listSpaces: sides[i].count(),
      create,
      firstPage,
      deepPage,
      deepPageOffset: walks[i]!.offset,
      walkPerPage: stats(walks[i]!.perPage),
    });
    const result: GrowthResult = {
      empty: figures(0, emptyCreate, emptyFirst, emptyDeep),
      full: figures(1, fullCreate, fullFirst, fullDeep),
      fillMs,
      filled,
    };

    const large = `${Math.round(result.full.listSpaces / 1000)}k`;
    const rows = (
      [
        ['POST create space', (f: SizeFigures) => f.create],
        [`GET first page (limit=${options.pageSize})`, (f: SizeFigures) => f.firstPage],
        ['GET deep page (last full page)', (f: SizeFigures) => f.deepPage],
        ['walk all pages, per page', (f: SizeFigures) => f.walkPerPage],
      ] as const
    ).map(([name, pick]) => [
      name,
      fmt(pick(result.empty).mean, 3),
      fmt(pick(result.empty).p50, 3),
      fmt(pick(result.full).mean, 3),
      fmt(pick(result.full).p50, 3),
      fmt(pick(result.full).mean / pick(result.empty).mean, 2),
      `${pick(result.empty).n}/${pick(result.full).n}`,
    ]);
    log('');
    log(table(['operation', '~0: mean ms', '~0: p50 ms', `${large}: mean ms`, `${large}: p50 ms`, 'ratio (mean)', 'samples'], rows));
    log(`spaces while creating: ${result.empty.createRange.join('..')} (~0) vs ${result.full.createRange.join('..')} (large)`);
    log(
      `spaces while listing: ${result.empty.listSpaces} vs ${result.full.listSpaces}; deep page at offset ${result.empty.deepPageOffset} vs ${result.full.deepPageOffset}`,
    );
    return result;
  } finally {
    for (const side of opened) await closeSide(side);
  }
}
