/**
 * 12. Reset and snapshot restore of a data directory holding N records, each after a realistic
 * change: a few hundred records changed, created and removed through the store, as requests do.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../src/domain/kernel/ids.js';
import { createSpace } from '../src/domain/content/spaces.js';
import { contextOf, identity, openDataDir, type Sandbox } from '../src/sandbox/open.js';
import type { SpaceRecord } from '../src/store/records.js';
import { fmt, log, nowMs, removeDir, section, stats, table, tempDir } from './util.js';

export interface SnapshotsOptions {
  records: number;
  /** Records changed, created and removed before each restore. */
  changed: number;
  created: number;
  removed: number;
  rounds: number;
}

export interface SnapshotsResult {
  records: number;
  saveMs: number;
  restoreMs: number[];
  resetMs: number[];
}

export const RESTORE_GOAL_MS = 200;
const WRITERS = 64;

/** What a test run does between two resets: edits, new spaces, deletions. */
function change(sandbox: Sandbox, options: SnapshotsOptions, template: SpaceRecord, round: number): void {
  const { store } = sandbox;
  const spaces = [...store.all('spaces')];
  for (const space of spaces.slice(0, options.changed)) store.put('spaces', { ...space, title: `${space.title} (round ${round})` });
  for (const space of spaces.slice(options.changed, options.changed + options.removed)) store.remove('spaces', space.id);
  for (let i = 0; i < options.created; i++) {
    const seq = store.nextSeq();
    store.put('spaces', { ...template, id: newId(), seq, order: seq, title: `New ${round}.${i}`, revision: template.revision, shareKey: newId(32) });
  }
}

export async function measureSnapshots(options: SnapshotsOptions): Promise<SnapshotsResult> {
  section(
    `14. Reset and snapshot restore of ${options.records.toLocaleString('en-US')} records, after ${options.changed} changed, ${options.created} created, ${options.removed} removed`,
  );
  const dir = tempDir('snapshots');
  try {
    const first = await openDataDir(dir);
    const { organizationId, userId } = identity(first);
    const ctx = contextOf(first, first.store.get('users', userId)!, 'http://127.0.0.1');
    const template = first.store.get('spaces', createSpace(ctx, organizationId, { title: 'Template' }).id) as SpaceRecord;
    await first.close();

    // Plain writes, as the reopen part makes its store; the baseline is taken when it is next opened (none is there).
    let next = 0;
    const writer = async () => {
      while (next < options.records) {
        const i = next++;
        const seq = template.seq + 1 + i;
        const record: SpaceRecord = { ...template, id: newId(), seq, order: seq, title: `Space ${i}`, shareKey: newId(32) };
        await fsp.writeFile(path.join(dir, 'records', 'spaces', `${record.id}.json`), `${JSON.stringify(record, null, 2)}\n`);
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    fs.rmSync(path.join(dir, 'snapshots'), { recursive: true });
    const sandbox = await openDataDir(dir);
    try {
      const records = [...sandbox.store.all('spaces')].length;
      let started = nowMs();
      sandbox.snapshots.save('bench');
      const saveMs = nowMs() - started;
      const restoreMs: number[] = [];
      const resetMs: number[] = [];
      for (let round = 0; round < options.rounds; round++) {
        change(sandbox, options, template, round);
        started = nowMs();
        sandbox.snapshots.restore('bench');
        restoreMs.push(nowMs() - started);
        change(sandbox, options, template, round);
        started = nowMs();
        sandbox.snapshots.reset();
        resetMs.push(nowMs() - started);
      }
      const row = (name: string, samples: number[]) => {
        const s = stats(samples);
        return [name, fmt(s.mean, 1), fmt(Math.max(...samples), 1), `< ${RESTORE_GOAL_MS}`];
      };
      log(
        table(
          ['ms', 'mean', 'max', 'goal'],
          [row('snapshot restore', restoreMs), row('reset', resetMs), ['snapshot save', fmt(saveMs, 1), fmt(saveMs, 1), '-']],
        ),
      );
      log(`the store held ${records.toLocaleString('en-US')} spaces`);
      return { records, saveMs, restoreMs, resetMs };
    } finally {
      await sandbox.close();
    }
  } finally {
    removeDir(dir);
  }
}
