import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

const LOCK = 'docsctl.lock';
const HOLDER = 'lock-holder.json';

interface Holder {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** A data directory that cannot be used, for a reason the user can fix. */
export class DataDirError extends Error {}

function readHolder(dir: string): Holder | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, HOLDER), 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A holder on this host whose process is gone left its lock behind when it was killed. */
function isAbandoned(holder: Holder | undefined): boolean {
  return holder !== undefined && holder.hostname === os.hostname() && !isAlive(holder.pid);
}

function tryLock(dir: string) {
  return lockfile.lock(dir, {
    lockfilePath: path.join(dir, LOCK),
    stale: 10_000,
    onCompromised: (error) => {
      process.emitWarning(`lost the lock on ${dir}: ${error.message}`);
    },
  });
}

/**
 * Takes the exclusive lock on a data directory, or fails at once naming who holds it.
 * Resolves to the function that releases it.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new DataDirError(`cannot create the data directory ${dir}: ${(error as Error).message}`);
  }
  let release: () => Promise<void>;
  try {
    release = await tryLock(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = readHolder(dir);
    if (!isAbandoned(holder)) {
      const who = holder ? `docsctl serve (pid ${holder.pid} on ${holder.hostname}, since ${holder.startedAt})` : 'another process';
      throw new DataDirError(
        `data directory ${dir} is in use by ${who}; stop it first or pass --data with another directory`,
      );
    }
    fs.rmSync(path.join(dir, LOCK), { recursive: true, force: true });
    release = await tryLock(dir);
  }
  const holder: Holder = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  fs.writeFileSync(path.join(dir, HOLDER), `${JSON.stringify(holder)}\n`);
  return async () => {
    fs.rmSync(path.join(dir, HOLDER), { force: true });
    await release();
  };
}
