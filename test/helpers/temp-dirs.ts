import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { TEST_TMP } from '../setup/temp-root.js';

/**
 * The folder of this run of the suite: the global setup (test/setup/temp-root.ts) makes it and
 * removes it when the run ends, so whatever a test leaves in it goes too. Outside such a run
 * (no variable), the system's own.
 */
export const testTempRoot = (): string => process.env[TEST_TMP] ?? os.tmpdir();

/**
 * A new directory in the run's folder: every temporary directory of the tests is made here.
 * It goes at the end of the run; `tempDirs` and `servedFixtures` remove theirs sooner.
 */
export function tempDir(prefix = 'docsctl-test-'): string {
  return fs.mkdtempSync(path.join(testTempRoot(), prefix));
}

/** Directories made by `make`, removed together by `removeAll` (when their owner says: after the processes using them are stopped). */
export function dirSet(prefix = 'docsctl-test-'): { make(): string; removeAll(): void } {
  const made: string[] = [];
  return {
    make() {
      const dir = tempDir(prefix);
      made.push(dir);
      return dir;
    },
    removeAll() {
      for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Temporary directories for a test file, each removed after the test that made it. Call it at
 * the top of the file (or of a describe): it registers that file's `afterEach`.
 */
export function tempDirs(prefix: string): () => string {
  const dirs = dirSet(`docsctl-${prefix}-`);
  afterEach(() => dirs.removeAll());
  return () => dirs.make();
}
