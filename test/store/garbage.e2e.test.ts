import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPages } from '../../src/domain/reading/read.js';
import { contextOf, openDataDir } from '../../src/sandbox/open.js';
import { recordFiles, spaceWithHistory } from '../helpers/space-history.js';
import { tempDirs } from '../helpers/temp-dirs.js';

const tempDir = tempDirs('garbage');

describe('a collection killed mid-way', () => {
  let sweeper: string;
  beforeAll(async () => {
    sweeper = path.join(tempDir(), 'sweep.mjs');
    const entry = path.join(path.dirname(sweeper), 'entry.ts');
    fs.writeFileSync(
      entry,
      `
      import { FilePersistence } from ${JSON.stringify(path.resolve('src/store/persistence.ts'))};
      import { Store } from ${JSON.stringify(path.resolve('src/store/store.ts'))};
      const store = new Store(new FilePersistence(process.argv[2]));
      console.log('sweeping');
      store.collectGarbage();
    `,
    );
    await build({ entryPoints: [entry], outfile: sweeper, bundle: true, format: 'esm', platform: 'node', logLevel: 'warning', absWorkingDir: process.cwd() });
  });

  it('leaves every live revision whole, and the next collection finishes the job', async () => {
    const dir = tempDir();
    const sandbox = await openDataDir(dir);
    const { ctx, space: kept } = spaceWithHistory(sandbox, 'Kept', 30, 20);
    const keptPages = listPages(ctx, kept);
    // Garbage to sweep: a space whose records are gone but whose history is still on disk.
    const { space: doomed } = spaceWithHistory(sandbox, 'Doomed', 30, 400);
    sandbox.store.remove('spaces', doomed);
    await sandbox.close();

    const before = recordFiles(dir, 'revisions').length;
    const child = spawn(process.execPath, [sweeper, path.join(dir, 'records')], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((resolve) => child.stdout.once('data', resolve));
    // Kill it once it has removed some revisions, and before it has removed them all.
    while (recordFiles(dir, 'revisions').length > before - 20) await new Promise((resolve) => setTimeout(resolve, 1));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const left = recordFiles(dir, 'revisions').length;
    expect(left).toBeLessThan(before);
    expect(left).toBeGreaterThan(21);

    const again = await openDataDir(dir);
    try {
      const ctxAgain = contextOf(again, again.store.get('users', ctx.caller.id)!, 'http://sandbox.test');
      expect(listPages(ctxAgain, kept)).toEqual(keptPages);
      expect(again.store.collectGarbage().revisions).toBe(left - 22);
      expect(listPages(ctxAgain, kept)).toEqual(keptPages);
    } finally {
      await again.close();
    }
  });
});
