import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FilePersistence, memoryPersistence } from '../../src/store/persistence.js';
import type { RevisionRecord, SpaceRecord } from '../../src/store/records.js';
import { tempDirs } from '../helpers/temp-dirs.js';
import { Store, type IndexName } from '../../src/store/store.js';

const space = (id: string, seq: number, fields: Partial<SpaceRecord> = {}): SpaceRecord => ({
  id,
  seq,
  order: seq,
  organization: 'acme',
  title: id,
  emoji: '',
  visibility: 'private',
  createdAt: 't',
  updatedAt: 't',
  editMode: 'live',
  defaultLevel: 'inherit',
  revision: 'r',
  shareKey: 'k',
  ...fields,
});
const ids = (store: Store, index: IndexName<'spaces'>, key: string) => [...store.index('spaces', index, key)].map(([, id]) => id);

const tempStoreDir = tempDirs('store');

describe('Store', () => {
  it('keeps each index group in list order: the order key, then the id', () => {
    const store = new Store(memoryPersistence());
    store.put('spaces', space('b', 2));
    store.put('spaces', space('a', 3, { order: 2 }));
    store.put('spaces', space('c', 1, { order: 5 }));
    expect(ids(store, 'byOrganization', 'acme')).toEqual(['a', 'b', 'c']);
  });

  it('moves a record between groups when the field its index reads changes, and leaves out what an index skips', () => {
    const store = new Store(memoryPersistence());
    store.put('spaces', space('s', 1));
    expect(ids(store, 'byParent', 'top:acme')).toEqual(['s']);
    store.put('spaces', space('s', 1, { parent: 'guides' }));
    expect([ids(store, 'byParent', 'top:acme'), ids(store, 'byParent', 'guides')]).toEqual([[], ['s']]);
    store.put('spaces', space('s', 1, { parent: 'guides', deletedAt: 't' }));
    expect([ids(store, 'byOrganization', 'acme'), ids(store, 'byParent', 'guides'), ids(store, 'deleted', 'deleted')]).toEqual([[], [], ['s']]);
    store.remove('spaces', 's');
    expect(store.get('spaces', 's')).toBeUndefined();
  });

  it('gives the records of a group as a copy that the store may change under', () => {
    const store = new Store(memoryPersistence());
    for (let i = 1; i <= 3; i++) store.put('spaces', space(`s${i}`, i));
    const listed = store.recordsIn('spaces', 'byOrganization', 'acme');
    for (const record of listed) store.remove('spaces', record.id);
    expect([listed.map((r) => r.id), store.count('spaces')]).toEqual([['s1', 's2', 's3'], 0]);
  });

  it('reopens what it wrote, with the creation order going on from the records', () => {
    const dir = tempStoreDir();
    const first = new Store(new FilePersistence(dir));
    first.put('spaces', space('kept', first.nextSeq()));
    first.put('spaces', space('gone', first.nextSeq()));
    first.remove('spaces', 'gone');
    const again = new Store(new FilePersistence(dir));
    expect([...again.all('spaces')].map((s) => s.id)).toEqual(['kept']);
    expect(again.nextSeq()).toBe(2);
  });

  it("reopens a revision's reusable contents, and a revision written before them with none", () => {
    const dir = tempStoreDir();
    const support = { id: 'rc1', name: 'support.md', title: 'Support', frontMatter: 'title: Support\n', markdown: 'Write to us.' };
    const revision: Omit<RevisionRecord, 'id' | 'reusableContents'> = {
      seq: 1,
      type: 'edits',
      parents: [],
      createdAt: 't',
      pages: [],
      files: [],
      variables: {},
    };
    const first = new Store(new FilePersistence(dir));
    first.putRevision({ ...revision, id: 'with', reusableContents: [support] });
    first.putRevision({ ...revision, id: 'without', reusableContents: [] });
    const again = new Store(new FilePersistence(dir));
    expect(again.getRevision('with')?.reusableContents).toEqual([support]);
    expect(again.getRevision('without')?.reusableContents).toEqual([]);
    // A revision's record holds no reusable contents where it has none: records written before them read the same.
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'revisions', 'without.json'), 'utf8'))).not.toHaveProperty('reusableContents');
  });

  it('stores bytes once under their SHA-256, and reads only what looks like one', () => {
    const dir = tempStoreDir();
    const store = new Store(new FilePersistence(dir));
    const hash = store.putBlob(Buffer.from('logo'));
    expect(store.putBlob(Buffer.from('logo'))).toBe(hash);
    expect(fs.readdirSync(path.join(dir, 'blobs'))).toEqual([hash]);
    expect(store.getBlob(hash)?.toString()).toBe('logo');
    expect(store.getBlob('../../secrets.json')).toBeUndefined();
  });
});
