import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSpace, deleteSpace } from '../../src/domain/content/spaces.js';
import { commitRevision } from '../../src/domain/revisions/revisions.js';
import { contextOf, openDataDir, openMemorySandbox, type Sandbox } from '../../src/sandbox/open.js';
import { rolesSeed, tokenOf } from '../helpers/sandbox.js';
import { page } from '../helpers/space-history.js';
import { tempDirs } from '../helpers/temp-dirs.js';

const tempDir = tempDirs('snapshots');

function admin(sandbox: Sandbox) {
  return contextOf(sandbox, sandbox.store.get('users', 'admin')!, 'http://sandbox.test');
}

/** A space whose content is one page saying `text`. */
function spaceSaying(sandbox: Sandbox, title: string, text: string) {
  const ctx = admin(sandbox);
  const space = createSpace(ctx, 'acme', { title });
  const revision = commitRevision(ctx, { space: space.id, type: 'edits', parents: [space.revision], pages: [page(1, text)] });
  sandbox.store.put('spaces', { ...sandbox.store.get('spaces', space.id)!, revision: revision.id });
  return space.id;
}

/** Sets the objects' write times back past the collector's grace, as an hour's wait would. */
function ageObjects(dir: string): void {
  const then = new Date(Date.now() - 2 * 3600_000);
  for (const folder of ['blobs', 'packs']) {
    const objects = path.join(dir, 'records', folder);
    for (const name of fs.existsSync(objects) ? fs.readdirSync(objects) : []) fs.utimesSync(path.join(objects, name), then, then);
  }
}

const spaceIds = (sandbox: Sandbox) => sandbox.store.recordsIn('spaces', 'byOrganization', 'acme').map((s) => s.id);

describe('snapshots of a data directory', () => {
  it('brings back exactly the saved records: later ones gone, deleted ones back, indexes right, revisions readable after a sweep', async () => {
    const dir = tempDir();
    const sandbox = await openDataDir(dir, rolesSeed());
    try {
      const kept = spaceSaying(sandbox, 'Kept', 'before');
      const doomed = spaceSaying(sandbox, 'Doomed', 'doomed text');
      const before = spaceIds(sandbox);
      const keptRevision = sandbox.store.get('spaces', kept)!.revision;
      expect(sandbox.snapshots.save('before')).toMatchObject({ name: 'before', replaced: false });

      sandbox.store.remove('spaces', doomed);
      spaceSaying(sandbox, 'Later', 'after');
      const ctx = admin(sandbox);
      const edit = commitRevision(ctx, { space: kept, type: 'edits', parents: [keptRevision], pages: [page(1, 'after')] });
      sandbox.store.put('spaces', { ...sandbox.store.get('spaces', kept)!, revision: edit.id, title: 'Renamed' });
      // What only the snapshot reaches must outlive a collection.
      ageObjects(dir);
      sandbox.store.collectGarbage();

      const restored = sandbox.snapshots.restore('before')!;
      expect(restored.restored).toBe('before');
      expect(spaceIds(sandbox)).toEqual(before);
      expect(sandbox.store.recordsIn('spaces', 'byOrganization', 'acme').some((s) => s.title === 'Later')).toBe(false);
      expect(sandbox.store.get('spaces', kept)!.title).toBe('Kept');
      expect(sandbox.store.getRevision(sandbox.store.get('spaces', doomed)!.revision)!.pages[0]!.markdown).toBe('doomed text');
      expect(sandbox.store.getRevision(sandbox.store.get('spaces', kept)!.revision)!.pages[0]!.markdown).toBe('before');
    } finally {
      await sandbox.close();
    }
    // The restored state is the one on disk.
    const reopened = await openDataDir(dir);
    try {
      expect(reopened.store.get('spaces', spaceIds(reopened)[1]!)!.title).toBe('Doomed');
      expect(reopened.store.recordsIn('spaces', 'byOrganization', 'acme').map((s) => s.title)).toEqual(['Kept', 'Doomed']);
      expect(reopened.snapshots.list().map((s) => s.name)).toEqual(['before']);
    } finally {
      await reopened.close();
    }
  });

  it('finishes on the next open a restore a crash cut short, so two states are never served mixed', async () => {
    const dir = tempDir();
    const sandbox = await openDataDir(dir, rolesSeed());
    spaceSaying(sandbox, 'Kept', 'k');
    sandbox.snapshots.save('before');
    spaceSaying(sandbox, 'Later', 'l');
    // A restore of "before" began (its note written) and the process died before it changed a record.
    fs.writeFileSync(path.join(dir, 'snapshots', '.restoring'), 'before');
    await sandbox.close();
    const reopened = await openDataDir(dir);
    try {
      expect(reopened.store.recordsIn('spaces', 'byOrganization', 'acme').map((s) => s.title)).toEqual(['Kept']);
      expect(fs.existsSync(path.join(dir, 'snapshots', '.restoring'))).toBe(false);
      expect(reopened.snapshots.list().map((s) => s.name)).toEqual(['before']);
    } finally {
      await reopened.close();
    }
  });

  it('spares what a snapshot reaches from the purge a reopen runs', async () => {
    const dir = tempDir();
    const sandbox = await openDataDir(dir, rolesSeed());
    const space = spaceSaying(sandbox, 'Purged later', 'kept by the snapshot');
    sandbox.snapshots.save('with-space');
    deleteSpace(admin(sandbox), space);
    // Time passes while no server runs: the clock's record, moved past the retention without a purge.
    sandbox.store.put('sandbox', { id: 'clock', seq: sandbox.store.nextSeq(), offsetMs: 30 * 86400_000 });
    await sandbox.close();
    const reopened = await openDataDir(dir);
    try {
      expect(reopened.store.get('spaces', space)).toBeUndefined();
      reopened.snapshots.restore('with-space');
      expect(reopened.store.getRevision(reopened.store.get('spaces', space)!.revision)!.pages[0]!.markdown).toBe('kept by the snapshot');
    } finally {
      await reopened.close();
    }
  });

  it('resets to the initial state with the same tokens, and restores a snapshot, tokens untouched', async () => {
    const dir = tempDir();
    const sandbox = await openDataDir(dir, rolesSeed());
    try {
      const initial = [...sandbox.store.all('users')].length;
      spaceSaying(sandbox, 'Gone after reset', 'x');
      sandbox.store.remove('users', 'extra');
      expect(sandbox.snapshots.save('later').replaced).toBe(false);
      const reset = sandbox.snapshots.reset();
      expect(reset.restored).toBe('initial');
      expect(spaceIds(sandbox)).toEqual([]);
      expect([...sandbox.store.all('users')].length).toBe(initial);
      expect(sandbox.secrets.userForToken(tokenOf('admin'))).toBe('admin');
      sandbox.snapshots.restore('later');
      expect(sandbox.store.get('users', 'extra')).toBeUndefined();
      expect(spaceIds(sandbox)).toHaveLength(1);

      expect(sandbox.secrets.userForToken(tokenOf('admin'))).toBe('admin');
    } finally {
      await sandbox.close();
    }
  });

  it('keeps snapshot files private and names the replaced and removed ones', async () => {
    const dir = tempDir();
    const sandbox = await openDataDir(dir, rolesSeed());
    try {
      sandbox.snapshots.save('one');
      expect(sandbox.snapshots.save('one').replaced).toBe(true);
      expect(fs.statSync(path.join(dir, 'snapshots')).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(dir, 'snapshots', 'one.json')).mode & 0o777).toBe(0o600);
      expect(sandbox.snapshots.remove('one')).toBe(true);
      expect(sandbox.snapshots.remove('one')).toBe(false);
      expect(sandbox.snapshots.restore('one')).toBeUndefined();
    } finally {
      await sandbox.close();
    }
  });

  it('takes a baseline when a store from before snapshots is first opened', async () => {
    const dir = tempDir();
    const first = await openDataDir(dir, rolesSeed());
    const space = spaceSaying(first, 'Made before the upgrade', 'x');
    await first.close();
    fs.rmSync(path.join(dir, 'snapshots'), { recursive: true });
    const reopened = await openDataDir(dir);
    try {
      spaceSaying(reopened, 'Made after', 'y');
      reopened.snapshots.reset();
      expect(spaceIds(reopened)).toEqual([space]);
    } finally {
      await reopened.close();
    }
  });
});

describe('snapshots of an in-memory sandbox', () => {
  it('reset and restore work as on disk', () => {
    const sandbox = openMemorySandbox(rolesSeed());
    spaceSaying(sandbox, 'Saved', 'x');
    sandbox.snapshots.save('saved');
    spaceSaying(sandbox, 'Unsaved', 'y');
    expect(sandbox.snapshots.restore('saved')!.changed).toBe(1);
    expect(sandbox.store.recordsIn('spaces', 'byOrganization', 'acme').map((s) => s.title)).toEqual(['Saved']);
    sandbox.snapshots.reset();
    expect(spaceIds(sandbox)).toEqual([]);
  });
});
