import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FilePersistence, memoryPersistence } from '../../src/store/persistence.js';
import { fileSnapshotArea, memorySnapshotArea, Snapshots } from '../../src/store/snapshots.js';
import { Store } from '../../src/store/store.js';
import { tempDirs } from '../helpers/temp-dirs.js';

const tempDir = tempDirs('store-snapshots');

const user = (id: string, email: string, seq: number) => ({ id, seq, displayName: id, email });

function fileStore(dir: string) {
  const persistence = new FilePersistence(path.join(dir, 'records'));
  const store = new Store(persistence);
  return {
    store,
    persistence,
    snapshots: new Snapshots(
      store,
      fileSnapshotArea(path.join(dir, 'snapshots'), path.join(dir, 'records'), () => {}),
    ),
  };
}

describe('store snapshots', () => {
  it('restore writes only what differs, keeps indexes right, and is what a reopen reads', () => {
    const dir = tempDir();
    const { store, persistence, snapshots } = fileStore(dir);
    for (let i = 0; i < 20; i++) store.put('users', user(`u${i}`, `u${i}@a.test`, i + 1));
    snapshots.save('twenty', 't');

    store.put('users', user('u1', 'changed@a.test', 2));
    store.remove('users', 'u2');
    store.put('users', user('late', 'late@a.test', 99));
    const restored = snapshots.restore('twenty')!;
    expect(restored.changed).toBe(3);
    expect(store.count('users')).toBe(20);
    expect(store.get('users', 'late')).toBeUndefined();
    expect(store.get('users', 'u2')).toEqual(user('u2', 'u2@a.test', 3));
    expect([...store.index('users', 'byEmail', 'u1@a.test')].map(([, id]) => id)).toEqual(['u1']);
    expect([...store.index('users', 'byEmail', 'changed@a.test')]).toEqual([]);
    expect(snapshots.restore('twenty')!.changed).toBe(0);
    persistence.close();

    const reopened = new Store(new FilePersistence(path.join(dir, 'records')));
    expect([...reopened.all('users')].sort((a, b) => a.seq - b.seq)).toEqual([...store.all('users')].sort((a, b) => a.seq - b.seq));
  });

  it('keeps each record once, whatever number of snapshots name it, and drops what none names any more', () => {
    const dir = tempDir();
    const { store, snapshots } = fileStore(dir);
    for (let i = 0; i < 5; i++) store.put('users', user(`u${i}`, `u${i}@a.test`, i + 1));
    snapshots.save('a', 't');
    snapshots.save('b', 't');
    const objects = path.join(dir, 'snapshots', 'objects');
    expect(fs.readdirSync(objects)).toHaveLength(5);
    store.put('users', user('u0', 'new@a.test', 1));
    snapshots.save('b', 't');
    expect(fs.readdirSync(objects)).toHaveLength(6);
    snapshots.remove('a');
    expect(fs.readdirSync(objects)).toHaveLength(5);
    expect(snapshots.list().map((s) => s.name)).toEqual(['b']);
  });

  it('work in memory too', () => {
    const store = new Store(memoryPersistence());
    const snapshots = new Snapshots(store, memorySnapshotArea());
    store.put('users', user('kept', 'kept@a.test', 1));
    snapshots.save('one', 't');
    store.put('users', user('gone', 'gone@a.test', 2));
    expect(snapshots.restore('one')).toMatchObject({ changed: 1 });
    expect([...store.all('users')].map((u) => u.id)).toEqual(['kept']);
  });
});
