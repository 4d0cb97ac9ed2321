/**
 * 13. The request journal's cost: GET of one space, requests per second, from a sandbox that
 * journals every request (the default ring of 10,000, full and wrapping once warmed up) against
 * one that keeps none (`journalSize: 0`), both driven by the load generator of part 1.
 */
import { DEFAULT_JOURNAL_SIZE } from '../src/server/journal.js';
import { served, type Served } from './serve.js';
import { loadOn, runLoad, type RunFigures } from './throughput.js';
import { fmt, log, section, table } from './util.js';

export interface JournalCostOptions {
  connections: number;
  warmupMs: number;
  durationMs: number;
  rounds: number;
}

export interface JournalCostResult {
  on: RunFigures;
  off: RunFigures;
  /** Journal on / off: the goal is >= 0.9. */
  ratio: number;
}

const spacePathOf = async (sandbox: Served) =>
  `/v1/spaces/${(await sandbox.post<{ id: string }>(`/v1/orgs/${sandbox.organizationId}/spaces`, { title: 'Bench space' })).id}`;

export async function measureJournalCost(options: JournalCostOptions): Promise<JournalCostResult> {
  section('13. The request journal: GET /v1/spaces/{id} req/s, journal on vs off');
  const on = await served('journal-on');
  const off = await served('journal-off', { journalSize: 0 });
  try {
    const targets = { on: { sandbox: on, path: await spacePathOf(on) }, off: { sandbox: off, path: await spacePathOf(off) } };
    const bodyLength = (await on.request('GET', targets.on.path)).length;
    log(
      `load: ${options.connections} keep-alive connections from a child process, ${options.warmupMs} ms warm-up + ${options.durationMs} ms counted per run, best of ${options.rounds} interleaved rounds; journal of ${DEFAULT_JOURNAL_SIZE.toLocaleString('en-US')} entries`,
    );
    const runs: Record<'on' | 'off', RunFigures[]> = { on: [], off: [] };
    for (let round = 1; round <= options.rounds; round++) {
      for (const target of ['on', 'off'] as const) {
        const { sandbox, path } = targets[target];
        const figures = await runLoad(loadOn(options, sandbox.port, path, bodyLength, { Authorization: `Bearer ${sandbox.token}` }));
        runs[target].push(figures);
        log(`  round ${round} journal ${target.padEnd(3)} ${fmt(figures.rps, 0).padStart(9)} req/s  (server CPU ${fmt(figures.serverCpuPct, 0)}%)`);
      }
    }
    const best = (figures: RunFigures[]) => figures.reduce((a, b) => (b.rps > a.rps ? b : a));
    const result: JournalCostResult = { on: best(runs.on), off: best(runs.off), ratio: 0 };
    result.ratio = result.on.rps / result.off.rps;
    const row = (name: string, f: RunFigures) => [name, fmt(f.rps, 0), fmt(f.p50Ms, 3), fmt(f.p99Ms, 3), String(f.errors)];
    log('');
    log(table(['sandbox (best round)', 'req/s', 'p50 ms', 'p99 ms', 'errors'], [row('journal on', result.on), row('journal off', result.off)]));
    log(`ratio journal on/off: ${fmt(result.ratio, 3)}  (goal >= 0.9)`);
    return result;
  } finally {
    await on.close();
    await off.close();
  }
}
