import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs.js';
import { FilePersistence } from '../../src/store/persistence.js';

const root = tempDirs('persistence');

describe('FilePersistence', () => {
  it('removes, when it opens, the temporary files that writes cut short by a crash left, blobs included', () => {
    const r = root();
    const first = new FilePersistence(r);
    const bytes = Buffer.from('kept');
    const hash = createHash('sha256').update(bytes).digest('hex');
    first.writeBlob(hash, bytes);
    first.write('spaces', 's1', { id: 's1' });
    first.close();
    // What `kill -9` in the middle of writeFileDurably leaves: `<file>.<pid>.tmp`.
    const orphanBlob = path.join(r, 'blobs', `${'a'.repeat(64)}.4242.tmp`);
    const orphanRecord = path.join(r, 'spaces', 's2.json.4242.tmp');
    fs.writeFileSync(orphanBlob, Buffer.alloc(1024));
    fs.writeFileSync(orphanRecord, '{"id":');

    const reopened = new FilePersistence(r);
    expect(reopened.loadAll('spaces')).toEqual([{ id: 's1' }]);
    expect(fs.existsSync(orphanBlob)).toBe(false);
    expect(fs.existsSync(orphanRecord)).toBe(false);
    expect(fs.readdirSync(path.join(r, 'blobs'))).toEqual([hash]);
    expect(reopened.readBlob(hash)?.toString()).toBe('kept');
    reopened.close();
  });
});

describe('issue 22.5: a blob staged as its bytes come', () => {
  const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
  const blobFiles = (r: string) => fs.readdirSync(path.join(r, 'blobs'));

  it('is stored under its hash when kept, and a sweep meanwhile neither lists nor removes it', async () => {
    const r = root();
    const persistence = new FilePersistence(r);
    const stage = await persistence.stageBlob();
    await stage.append(Buffer.from('half '));
    // What a sweep asks: the staged file is no blob yet, and no leftover of a crash either.
    expect(persistence.blobNames()).toEqual([]);
    expect(blobFiles(r)).toHaveLength(1);
    await stage.append(Buffer.from('and half'));
    await stage.finish();
    stage.keep(hashOf('half and half'));
    await stage.discard();
    expect(blobFiles(r)).toEqual([hashOf('half and half')]);
    expect(persistence.readBlob(hashOf('half and half'))?.toString()).toBe('half and half');
    persistence.close();
  });

  it('leaves nothing when discarded; one a crash cut short is removed when the store opens', async () => {
    const r = root();
    const persistence = new FilePersistence(r);
    const discarded = await persistence.stageBlob();
    await discarded.append(Buffer.from('never kept'));
    await discarded.discard();
    expect(blobFiles(r)).toEqual([]);
    const cutShort = await persistence.stageBlob();
    await cutShort.append(Buffer.from('the process dies here'));
    expect(blobFiles(r)).toHaveLength(1);
    new FilePersistence(r).close();
    expect(blobFiles(r)).toEqual([]);
    await cutShort.discard();
    persistence.close();
  });
});
