import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ArchiveError, importArchive, writeArchive } from '../../src/sandbox/archive.js';
import { openDataDir } from '../../src/sandbox/open.js';
import { rolesSeed, tokenOf } from '../helpers/sandbox.js';
import { tempDirs } from '../helpers/temp-dirs.js';

const tempDir = tempDirs('archive');

describe('store archives', () => {
  it('carry a store into a new directory, whose reset baseline is the state imported', async () => {
    const from = tempDir();
    const sandbox = await openDataDir(from, rolesSeed());
    sandbox.store.remove('users', 'extra');
    const archive = path.join(tempDir(), 'store.zip');
    await writeArchive(from, archive);
    await sandbox.close();

    const to = path.join(tempDir(), 'new');
    await importArchive(archive, to);
    const imported = await openDataDir(to);
    try {
      expect(imported.store.get('users', 'extra')).toBeUndefined();
      expect(imported.secrets.userForToken(tokenOf('admin'))).toBe('admin');
      imported.store.remove('users', 'guest');
      imported.snapshots.reset();
      expect(imported.store.get('users', 'guest')).toBeDefined();
      expect(imported.store.get('users', 'extra')).toBeUndefined();
    } finally {
      await imported.close();
    }
  });

  it('refuse an archive that is not a whole store, and leave the directory empty', async () => {
    const archive = path.join(tempDir(), 'partial.zip');
    fs.writeFileSync(archive, zipSync({ 'store.json': Buffer.from('{}'), 'records/users/a.json': Buffer.from('{}') }));
    const to = tempDir();
    await expect(importArchive(archive, to)).rejects.toThrow(/holds no secrets\.json/);
    expect(fs.readdirSync(to)).toEqual([]);

    fs.writeFileSync(archive, zipSync({ 'store.json': Buffer.from('{}'), 'secrets.json': Buffer.from('{}'), 'docsctl.lock/holder.json': Buffer.from('{}') }));
    await expect(importArchive(archive, to)).rejects.toThrow(ArchiveError);
    expect(fs.readdirSync(to)).toEqual([]);
  });
});
