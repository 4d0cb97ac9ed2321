import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as z from 'zod';

/** The lock: a directory that holds its holder's file from the instant it exists. */
const LOCK = 'docsctl.lock';
const HOLDER = 'holder.json';
/** Made inside an abandoned lock by the one contender that may remove it. */
const TAKEOVER = 'takeover';
/** Lock directories being prepared or removed, beside the lock: `docsctl.lock.<nonce>.tmp`. */
const TMP = '.tmp';
/** How often the holder touches its file and checks that it still holds the lock. */
const HEARTBEAT_MS = 5_000;
/**
 * How long a lock must have shown no sign of life before it is taken over, when whether its
 * holder runs cannot be asked: a holder on another host (a shared folder), or no readable
 * holder file. A holder on this host is judged by its process, never by the lock's age, so a
 * server whose event loop is blocked keeps its lock however long it is blocked.
 */
export const STALE_MS = 30_000;
/** Claims a process makes before it gives up: a lock that keeps coming and going has contenders enough. */
const CLAIM_ATTEMPTS = 5;

const Holder = z.object({
  pid: z.number(),
  hostname: z.string(),
  startedAt: z.string(),
  /** When the process started (Linux): a pid that now names another process has another. */
  processStart: z.string().optional(),
  /** Written by this holder only: a lock whose holder file has another nonce is no longer its. */
  nonce: z.string(),
});
type Holder = z.infer<typeof Holder>;

/** A data directory that cannot be used, for a reason the user can fix. */
export class DataDirError extends Error {}

/** This process no longer holds its data directory: another server took it over, or the lock was removed. */
export class LockLostError extends Error {}

export interface DataDirLock {
  /** Throws LockLostError unless this process still holds the lock: cheap enough to call before every write. */
  assertHeld(): void;
  /** Stops the heartbeat and removes the lock, if it is still this process's. */
  release(): void;
}

const errno = (error: unknown) => (error as NodeJS.ErrnoException).code;

function readHolder(lockDir: string): Holder | undefined {
  try {
    return Holder.parse(JSON.parse(fs.readFileSync(path.join(lockDir, HOLDER), 'utf8')));
  } catch {
    return undefined;
  }
}

function who(holder: Holder): string {
  return `docsctl serve (pid ${holder.pid} on ${holder.hostname}, since ${holder.startedAt})`;
}

/** When a process started, in clock ticks since boot: field 22 of /proc/PID/stat; undefined without /proc. */
function processStart(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command's name, is in parentheses and may hold spaces: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote a holder file on this host still runs: its pid, and the same process behind it. */
function isRunning(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (errno(error) !== 'EPERM') return false;
  }
  const start = processStart(holder.pid);
  return start === undefined || holder.processStart === undefined || start === holder.processStart;
}

/** Milliseconds since a path last changed: a holder's heartbeat touches its file. Missing paths are quiet forever. */
function quietFor(...paths: string[]): number {
  const touched = paths.map((p) => {
    try {
      return fs.statSync(p).mtimeMs;
    } catch {
      return 0;
    }
  });
  return Date.now() - Math.max(...touched);
}

function isAbandoned(lockDir: string, holder: Holder | undefined): boolean {
  if (holder?.hostname === os.hostname()) return !isRunning(holder);
  return quietFor(path.join(lockDir, HOLDER), lockDir) > STALE_MS;
}

/**
 * Creates the lock with its holder file already inside: a directory prepared aside, then
 * renamed into place, which fails while a lock (never empty) is there. So no one ever sees
 * a lock without its holder, and judges a live one abandoned for want of it.
 */
function claim(dir: string, lockDir: string, holder: Holder): boolean {
  const staging = path.join(dir, `${LOCK}.${holder.nonce}${TMP}`);
  fs.mkdirSync(staging);
  fs.writeFileSync(path.join(staging, HOLDER), `${JSON.stringify(holder)}\n`);
  try {
    fs.renameSync(staging, lockDir);
    return true;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (errno(error) === 'ENOTEMPTY' || errno(error) === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Removes a lock directory. It is renamed away before it is emptied: renaming a prepared
 * lock over an empty directory succeeds, so a lock emptied in place could be claimed by
 * someone else in between, and then deleted with it.
 */
function discard(dir: string, lockDir: string): void {
  const away = path.join(dir, `${LOCK}.${randomBytes(8).toString('hex')}${TMP}`);
  try {
    fs.renameSync(lockDir, away);
  } catch (error) {
    if (errno(error) === 'ENOENT') return;
    throw error;
  }
  fs.rmSync(away, { recursive: true, force: true });
}

/**
 * Removes an abandoned lock, unless another contender is at it. Contenders that judged it
 * abandoned race to make the takeover marker inside it, and the one that made it removes the
 * lock only if its holder is still the one judged: had the lock been taken meanwhile, the
 * marker went into the new lock, whose holder differs. True when the lock is gone.
 */
function removeAbandoned(dir: string, lockDir: string, judged: Holder | undefined): boolean {
  const marker = path.join(lockDir, TAKEOVER);
  try {
    fs.mkdirSync(marker);
  } catch (error) {
    if (errno(error) === 'ENOENT') return true;
    if (errno(error) !== 'EEXIST') throw error;
    // The marker of a contender killed midway holds the others off only for a while. (Two
    // contenders that both find it old may both go on: that takes a kill inside a takeover,
    // then two servers started within microseconds of each other.)
    if (quietFor(marker) < STALE_MS) return false;
  }
  if (readHolder(lockDir)?.nonce !== judged?.nonce) {
    fs.rmSync(marker, { recursive: true, force: true });
    return false;
  }
  discard(dir, lockDir);
  return true;
}

/** Lock directories that processes killed midway left beside the lock; one in use is milliseconds old. */
function removeLeftovers(dir: string): void {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name.startsWith(`${LOCK}.`) && name.endsWith(TMP) && quietFor(file) > STALE_MS) fs.rmSync(file, { recursive: true, force: true });
  }
}

class HeldLock implements DataDirLock {
  private lost: LockLostError | undefined;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly dir: string,
    private readonly lockDir: string,
    private readonly nonce: string,
    private readonly onLost: (error: LockLostError) => void,
  ) {
    // Contenders on other hosts judge this holder by its heartbeat; it also notices a loss while no one writes.
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS).unref();
  }

  assertHeld(): void {
    if (this.lost) throw this.lost;
    const holder = readHolder(this.lockDir);
    if (holder?.nonce === this.nonce) return;
    const to = holder ? `to ${who(holder)}` : '(the lock was removed)';
    this.lost = new LockLostError(`the sandbox lost its lock on ${this.dir} ${to}; it stops serving, so that two servers never write one store`);
    clearInterval(this.heartbeat);
    this.onLost(this.lost);
    throw this.lost;
  }

  release(): void {
    clearInterval(this.heartbeat);
    if (!this.lost && readHolder(this.lockDir)?.nonce === this.nonce) discard(this.dir, this.lockDir);
  }

  private beat(): void {
    try {
      this.assertHeld();
      const now = new Date();
      fs.utimesSync(path.join(this.lockDir, HOLDER), now, now);
    } catch {
      // A loss is reported to onLost; a failed touch is retried at the next beat.
    }
  }
}

/**
 * Takes the exclusive lock on a data directory, or fails at once naming who holds it. A lock
 * is taken over only when its holder is gone: on this host, its process no longer runs; from
 * elsewhere, it has shown no sign of life for STALE_MS. `onLost` is called, once, when this
 * process finds it no longer holds the lock, at a write or at a heartbeat.
 */
export function lockDataDir(dir: string, onLost: (error: LockLostError) => void = () => {}): DataDirLock {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new DataDirError(`cannot create the data directory ${dir}: ${(error as Error).message}`);
  }
  const lockDir = path.join(dir, LOCK);
  const me: Holder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    processStart: processStart(process.pid),
    nonce: randomBytes(16).toString('hex'),
  };
  // After removing an abandoned lock, or finding the lock gone, claim again, competing for it like anyone else.
  let removed = false;
  let holder: Holder | undefined;
  for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt++) {
    try {
      if (claim(dir, lockDir, me)) {
        removeLeftovers(dir);
        return new HeldLock(dir, lockDir, me.nonce, onLost);
      }
      holder = readHolder(lockDir);
      // Gone since the claim failed (released, or removed as abandoned by a contender): it is free,
      // not abandoned. Judged abandoned for want of a holder, it would be removed with whatever
      // lock a contender made there meanwhile: two servers.
      if (!holder && !fs.existsSync(lockDir)) continue;
      if (removed || !isAbandoned(lockDir, holder) || !removeAbandoned(dir, lockDir, holder)) break;
      removed = true;
    } catch (error) {
      throw new DataDirError(`cannot lock the data directory ${dir}: ${(error as Error).message}`);
    }
  }
  throw new DataDirError(`data directory ${dir} is in use by ${holder ? who(holder) : 'another process'}; stop it first or pass --data with another directory`);
}
