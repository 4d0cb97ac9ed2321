/**
 * 3. Reopen time of a data directory holding N records. The records are spaces written
 * straight to disk in the layout FilePersistence writes (`records/<kind>/<id>.json`,
 * pretty-printed JSON and a newline), copied from one the sandbox created itself.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../src/domain/kernel/ids.js';
import { createSpace } from '../src/domain/content/spaces.js';
import { contextOf, identity, openDataDir } from '../src/sandbox/open.js';
import { FilePersistence } from '../src/store/persistence.js';
import type { SpaceRecord } from '../src/store/records.js';
import { fmt, log, nowMs, removeDir, section, table, tempDir } from './util.js';

export interface ReopenOptions {
  records: number;
  /** Reopens timed, at most. */
  repeats: number;
  /** Time allowed to write the records. */
  generateBudgetMs: number;
  /** Time allowed for all the reopens together (a started reopen always finishes). */
  reopenBudgetMs: number;
}

export interface ReopenResult {
  records: number;
  generateMs: number;
  openMs: number[];
  closeMs: number[];
  loadOnlyMs: number;
  /** Best open minus loadOnlyMs: building the Store's indexes, the lock and the secrets. */
  indexOnlyMs: number;
}

const WRITERS = 64;

function countRecordFiles(recordsDir: string): number {
  let count = 0;
  for (const kind of fs.readdirSync(recordsDir)) count += fs.readdirSync(path.join(recordsDir, kind)).filter((n) => n.endsWith('.json')).length;
  return count;
}

export async function measureReopen(options: ReopenOptions): Promise<ReopenResult> {
  section(`3. Reopen a data directory holding ${options.records.toLocaleString('en-US')} records`);
  const dir = tempDir('reopen');
  try {
    // A real store, with one real space to copy.
    const sandbox = await openDataDir(dir);
    const { organizationId, userId } = identity(sandbox);
    const ctx = contextOf(sandbox, sandbox.store.get('users', userId)!, 'http://127.0.0.1');
    const template = sandbox.store.get('spaces', createSpace(ctx, organizationId, { title: 'Template' }).id) as SpaceRecord;
    await sandbox.close();

    const recordsDir = path.join(dir, 'records');
    const spacesDir = path.join(recordsDir, 'spaces');
    const existing = countRecordFiles(recordsDir);
    const toWrite = options.records - existing;
    const generateStart = nowMs();
    const deadline = generateStart + options.generateBudgetMs;
    // Plain writes (no fsync: the files only have to be there for the reopen), many in flight.
    let next = 0;
    const writer = async () => {
      while (next < toWrite && nowMs() < deadline) {
        const i = next++;
        const seq = template.seq + 1 + i;
        const record: SpaceRecord = { ...template, id: newId(), seq, order: seq, title: `Space ${i}`, revision: newId(), shareKey: newId(32) };
        await fsp.writeFile(path.join(spacesDir, `${record.id}.json`), `${JSON.stringify(record, null, 2)}\n`);
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    const generateMs = nowMs() - generateStart;
    const records = countRecordFiles(recordsDir);
    log(
      `wrote ${(records - existing).toLocaleString('en-US')} space files in ${fmt(generateMs / 1000, 1)} s; the directory holds ${records.toLocaleString('en-US')} records`,
    );
    if (records < options.records) log(`  warning: the generation budget ran out at ${records} records`);

    const openMs: number[] = [];
    const closeMs: number[] = [];
    const reopenDeadline = nowMs() + options.reopenBudgetMs;
    for (let i = 0; i < options.repeats && nowMs() < reopenDeadline; i++) {
      const start = nowMs();
      const reopened = await openDataDir(dir);
      const opened = nowMs();
      const spaces = reopened.store.count('spaces');
      await reopened.close();
      openMs.push(opened - start);
      closeMs.push(nowMs() - opened);
      if (spaces !== records - existing + 1) throw new Error(`reopened store holds ${spaces} spaces, expected ${records - existing + 1}`);
      log(`  reopen ${i + 1}: open ${fmt((opened - start) / 1000, 3)} s, close ${fmt(closeMs[i]!, 1)} ms`);
    }

    // Where the time goes: reading + parsing the files alone; the rest of an open is building the Store
    // (its indexes), the lock and the secrets.
    const loadStart = nowMs();
    const persistence = new FilePersistence(recordsDir);
    for (const kind of fs.readdirSync(recordsDir)) persistence.loadAll(kind);
    const loadOnlyMs = nowMs() - loadStart;
    persistence.close();
    const bestOpenMs = Math.min(...openMs);
    const indexOnlyMs = Math.max(0, bestOpenMs - loadOnlyMs);

    log('');
    log(
      table(
        ['step', 'seconds'],
        [
          [`openDataDir (best of ${openMs.length})`, fmt(bestOpenMs / 1000, 3)],
          ['openDataDir (first)', fmt(openMs[0]! / 1000, 3)],
          ['  read + JSON.parse of all files (timed alone)', fmt(loadOnlyMs / 1000, 3)],
          ['  the rest: building the Store, lock, secrets', fmt(indexOnlyMs / 1000, 3)],
          ['close', fmt(Math.min(...closeMs) / 1000, 3)],
        ],
      ),
    );
    return { records, generateMs, openMs, closeMs, loadOnlyMs, indexOnlyMs };
  } finally {
    removeDir(dir);
  }
}
