import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The variable that names the run's folder, for the workers and the processes they start. */
export const TEST_TMP = 'DOCSCTL_TEST_TMP';

const PREFIX = 'docsctl-run-';

/** Whether a process of that id still runs (one we may not signal runs too). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One folder for all the temporary files of a run of the suite, removed when the run ends: the
 * tests' helpers make every directory in it (test/helpers/temp-dirs.ts), and it is the workers'
 * and their children's TMPDIR, so what code under test puts in os.tmpdir() goes with it. Workers
 * are started after the global setup, with its process.env: both variables reach them.
 *
 * Its name holds the run's process id: a run that was killed before its teardown leaves its
 * folder behind, and the next run removes it.
 */
export default function setup(): () => void {
  const system = os.tmpdir();
  for (const name of fs.readdirSync(system)) {
    const pid = new RegExp(`^${PREFIX}(\\d+)-`).exec(name)?.[1];
    if (pid !== undefined && !alive(Number(pid))) fs.rmSync(path.join(system, name), { recursive: true, force: true });
  }
  const root = fs.mkdtempSync(path.join(system, `${PREFIX}${process.pid}-`));
  const saved = { [TEST_TMP]: process.env[TEST_TMP], TMPDIR: process.env.TMPDIR };
  process.env[TEST_TMP] = root;
  process.env.TMPDIR = root;
  return () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
}
