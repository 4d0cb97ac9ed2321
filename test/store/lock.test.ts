import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataDirError, LockLostError, STALE_MS, lockDataDir, type DataDirLock } from '../../src/store/lock.js';
import { FilePersistence } from '../../src/store/persistence.js';

const dirs: string[] = [];
const locks: DataDirLock[] = [];

function dir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'docsctl-lock-'));
  dirs.push(d);
  return d;
}

function lock(d: string, onLost?: (error: LockLostError) => void): DataDirLock {
  const held = lockDataDir(d, onLost);
  locks.push(held);
  return held;
}

afterEach(() => {
  for (const held of locks.splice(0)) held.release();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const lockDir = (d: string) => path.join(d, 'docsctl.lock');
const holderFile = (d: string) => path.join(lockDir(d), 'holder.json');
const holderOf = (d: string) => JSON.parse(fs.readFileSync(holderFile(d), 'utf8'));

/** A lock as another process would have left it. */
function plant(d: string, holder: object | string): void {
  fs.mkdirSync(lockDir(d));
  fs.writeFileSync(holderFile(d), typeof holder === 'string' ? holder : JSON.stringify(holder));
}

/** Sets the lock's times back, as a holder that has not run for that long leaves them. */
function age(d: string, ms: number): void {
  const then = new Date(Date.now() - ms);
  for (const name of fs.readdirSync(lockDir(d))) fs.utimesSync(path.join(lockDir(d), name), then, then);
  fs.utimesSync(lockDir(d), then, then);
}

const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;
const startedAt = new Date().toISOString();

describe('lockDataDir', () => {
  it('refuses a second holder, naming the first, and gives the directory up on release', () => {
    const d = dir();
    const first = lock(d);
    expect(() => lockDataDir(d)).toThrow(DataDirError);
    expect(() => lockDataDir(d)).toThrow(`data directory ${d} is in use by docsctl serve (pid ${process.pid} on ${os.hostname()}`);
    first.release();
    expect(fs.existsSync(lockDir(d))).toBe(false);
    lock(d);
    expect(holderOf(d).pid).toBe(process.pid);
  });

  it('does not take over a lock whose holder runs, however long ago the lock last changed (a blocked event loop)', () => {
    const d = dir();
    const first = lock(d);
    age(d, 3600_000);
    expect(() => lockDataDir(d)).toThrow(`in use by docsctl serve (pid ${process.pid}`);
    expect(() => first.assertHeld()).not.toThrow();
  });

  it('takes over at once the lock of a holder on this host whose process is gone', () => {
    const d = dir();
    plant(d, { pid: deadPid(), hostname: os.hostname(), startedAt, nonce: 'killed' });
    lock(d);
    expect(holderOf(d).pid).toBe(process.pid);
    expect(fs.readdirSync(lockDir(d))).toEqual(['holder.json']);
  });

  it.skipIf(!fs.existsSync('/proc/self/stat'))('takes over the lock of a pid that now names another process', () => {
    const d = dir();
    plant(d, { pid: process.pid, hostname: os.hostname(), startedAt, processStart: '1', nonce: 'before-the-reboot' });
    lock(d);
    expect(holderOf(d).nonce).not.toBe('before-the-reboot');
  });

  it.each([
    ['a holder on another host', JSON.stringify({ pid: 1, hostname: 'elsewhere.test', startedAt, nonce: 'remote' })],
    ['no readable holder', '{"pid":'],
  ])('takes over a lock with %s only once it has shown no sign of life for STALE_MS', (_, holder) => {
    const d = dir();
    plant(d, holder);
    expect(() => lockDataDir(d)).toThrow(DataDirError);
    age(d, STALE_MS - 5_000);
    expect(() => lockDataDir(d)).toThrow(DataDirError);
    age(d, STALE_MS + 1_000);
    lock(d);
    expect(holderOf(d).pid).toBe(process.pid);
  });

  it('removes what lock attempts killed midway left beside the lock, once they are old', () => {
    const d = dir();
    const leftover = path.join(d, 'docsctl.lock.0123abcd.tmp');
    fs.mkdirSync(leftover);
    fs.writeFileSync(path.join(leftover, 'holder.json'), '{}');
    fs.utimesSync(leftover, new Date(0), new Date(0));
    lock(d);
    expect(fs.readdirSync(d)).toEqual(['docsctl.lock']);
  });

  it('once another holder replaced it, refuses every write, tells onLost once, and leaves the other lock alone', () => {
    const d = dir();
    const onLost = vi.fn();
    const held = lock(d, onLost);
    const records = new FilePersistence(path.join(d, 'records'), () => held.assertHeld());
    records.write('spaces', 's1', { id: 's1' });
    const other = { pid: process.pid, hostname: os.hostname(), startedAt, nonce: 'the-other-server' };
    fs.writeFileSync(holderFile(d), JSON.stringify(other));

    const bytes = Buffer.from('late');
    const writes = [
      () => records.write('spaces', 's2', { id: 's2' }),
      () => records.remove('spaces', 's1'),
      () => records.writeBlob(createHash('sha256').update(bytes).digest('hex'), bytes),
    ];
    for (const write of writes) {
      expect(write).toThrow(LockLostError);
      expect(write).toThrow(`the sandbox lost its lock on ${d} to docsctl serve (pid ${process.pid}`);
    }
    expect(fs.readdirSync(path.join(d, 'records', 'spaces'))).toEqual(['s1.json']);
    expect(fs.readdirSync(path.join(d, 'records', 'blobs'))).toEqual([]);
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(onLost.mock.calls[0]![0]).toBeInstanceOf(LockLostError);

    records.close();
    held.release();
    expect(holderOf(d)).toEqual(other);
  });

  it('counts a removed lock as lost', () => {
    const d = dir();
    const held = lock(d);
    fs.rmSync(lockDir(d), { recursive: true });
    expect(() => held.assertHeld()).toThrow(`the sandbox lost its lock on ${d} (the lock was removed)`);
  });
});
