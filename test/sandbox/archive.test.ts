import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createSpace } from '../../src/domain/content/spaces.js';
import { createChangeRequest } from '../../src/domain/change-requests/change-requests.js';
import { postComment } from '../../src/domain/comments/comments.js';
import { updateChangeRequestContent } from '../../src/domain/change-requests/content-changes.js';
import { addSpaceToSite } from '../../src/domain/sites/site-spaces.js';
import { createSite } from '../../src/domain/sites/sites.js';
import { ArchiveError, importArchive, writeArchive } from '../../src/sandbox/archive.js';
import { contextOf, openDataDir } from '../../src/sandbox/open.js';
import { craftedZip, type CraftedEntry } from '../security/crafted-zip.js';
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
    fs.writeFileSync(archive, zipSync({ 'store.json': Buffer.from('{"format":"docsctl-sandbox","version":2}') }));
    const to = tempDir();
    await expect(importArchive(archive, to)).rejects.toThrow(/holds no secrets\.json/);
    expect(fs.readdirSync(to)).toEqual([]);

    fs.writeFileSync(archive, zipSync({ 'store.json': Buffer.from('{}'), 'secrets.json': Buffer.from('{}'), 'docsctl.lock/holder.json': Buffer.from('{}') }));
    await expect(importArchive(archive, to)).rejects.toThrow(ArchiveError);
    expect(fs.readdirSync(to)).toEqual([]);
  });
});

describe('issue 22.19: serve --import', () => {
  /** The entries of an export of a store holding a space with pages and files, a change request, a comment and a site. */
  async function exported(): Promise<CraftedEntry[]> {
    const from = tempDir();
    const sandbox = await openDataDir(from, rolesSeed());
    const ctx = contextOf(sandbox, sandbox.store.get('users', 'admin')!, 'http://sandbox.test');
    const space = createSpace(ctx, 'acme', { title: 'Guide' }).id;
    const cr = createChangeRequest(ctx, space, { subject: 'Pages' }).id;
    const files = Array.from({ length: 10 }, (_, i) => ({ name: `f${i}.txt`, contentType: 'text/plain', base64: Buffer.from(`file ${i}`).toString('base64') }));
    await updateChangeRequestContent(ctx, space, cr, {
      changes: [
        ...Array.from({ length: 20 }, (_, i) => ({ operation: 'insert_page' as const, document: { markdown: `# Page ${i}` } })),
        { operation: 'insert_files', files },
      ],
    });
    postComment(ctx, { spaceId: space }, { body: { markdown: 'Looks good' } });
    const site = createSite(ctx, 'acme', { title: 'Help' });
    addSpaceToSite(ctx, 'acme', site.id, { spaceId: space });
    const archive = path.join(tempDir(), 'store.zip');
    await writeArchive(from, archive);
    await sandbox.close();
    return Object.entries(unzipSync(fs.readFileSync(archive))).map(([name, data]) => ({ name, data }));
  }
  const importOf = async (entries: CraftedEntry[]) => {
    const archive = path.join(tempDir(), 'crafted.zip');
    fs.writeFileSync(archive, craftedZip(entries));
    const to = tempDir();
    const outcome = await importArchive(archive, to).then(
      () => undefined,
      (error: Error) => error,
    );
    return { outcome, left: fs.readdirSync(to), to };
  };
  const text = (value: string) => Buffer.from(value);

  it('refuses a symbolic link, a record that is not JSON or not of its kind, and an object that is not its hash, naming the entry and leaving the directory empty', async () => {
    const entries = await exported();
    const [blob] = entries.filter((e) => e.name.startsWith('records/blobs/'));
    const user = entries.find((e) => e.name === 'records/users/admin.json')!;
    const cases: [string, CraftedEntry[], RegExp][] = [
      [
        'a symbolic link',
        [...entries, { name: 'records/users/evil.json', data: text('../../../etc/passwd'), mode: 0o120777 }],
        /"records\/users\/evil\.json" is a symbolic link, not a file/,
      ],
      ['a folder', [...entries, { name: 'records/users/dir.json', data: text(''), mode: 0o040755 }], /"records\/users\/dir\.json" is a folder/],
      ['not JSON', [...entries, { name: 'records/spaces/broken.json', data: text('{"id": "broken", ') }], /"records\/spaces\/broken\.json" is not JSON/],
      [
        'not of its kind',
        entries.map((e) => (e === user ? { ...e, data: text('{"id": "admin", "seq": 1}') } : e)),
        /"records\/users\/admin\.json" is not a record of users \(displayName: required/,
      ],
      [
        'another id',
        entries.map((e) => (e === user ? { ...e, name: 'records/users/root.json' } : e)),
        /"records\/users\/root\.json" holds the record "admin", not "root"/,
      ],
      [
        'a revision not of its format',
        [...entries, { name: 'records/revisions/r1.json', data: text('{"id": "r1", "seq": 1}') }],
        /"records\/revisions\/r1\.json" is not a record of revisions/,
      ],
      [
        'an unknown folder',
        [...entries, { name: 'records/plugins/x.json', data: text('{}') }],
        /"records\/plugins\/x\.json" is in "plugins", which is no kind of record/,
      ],
      [
        'a forged blob',
        entries.map((e) => (e === blob ? { ...e, data: text('other bytes') } : e)),
        /"records\/blobs\/[0-9a-f]{64}" does not hold the bytes its name is the SHA-256 of/,
      ],
      ['bad secrets', entries.map((e) => (e.name === 'secrets.json' ? { ...e, data: text('{"tokens": []}') } : e)), /"secrets\.json" is not a store's secrets/],
      [
        'a marker of a newer format',
        entries.map((e) => (e.name === 'store.json' ? { ...e, data: text('{"format": "docsctl-sandbox", "version": 99}') } : e)),
        /"store\.json" is the marker of a store of format 99/,
      ],
    ];
    expect(blob).toBeDefined();
    for (const [what, crafted, message] of cases) {
      const { outcome, left } = await importOf(crafted);
      expect(outcome, what).toBeInstanceOf(ArchiveError);
      expect(outcome!.message, what).toMatch(message);
      expect(left, what).toEqual([]);
    }
  });

  it('takes the export of a store whole, whatever order its entries come in, and one of the first format', async () => {
    const entries = await exported();
    for (const order of [entries, [...entries].reverse()]) {
      const { outcome, to } = await importOf(order);
      expect(outcome).toBeUndefined();
      const imported = await openDataDir(to);
      try {
        expect([...imported.store.all('sites')]).toHaveLength(1);
        expect(imported.store.count('comments')).toBe(1);
      } finally {
        await imported.close();
      }
    }
    const fixture = path.join(import.meta.dirname, '..', 'fixtures', 'store-v1');
    const files = fs.readdirSync(fixture, { recursive: true, encoding: 'utf8' }).filter((name) => fs.statSync(path.join(fixture, name)).isFile());
    const { outcome, to } = await importOf(files.map((name) => ({ name: name.split(path.sep).join('/'), data: fs.readFileSync(path.join(fixture, name)) })));
    expect(outcome).toBeUndefined();
    await (await openDataDir(to)).close();
  });
});

describe('issue 22 review 5b: a store names at least one owner', () => {
  it('serve --import refuses secrets.json whose owners are empty, naming the entry and the field', async () => {
    const from = tempDir();
    await (await openDataDir(from, rolesSeed())).close();
    const archive = path.join(tempDir(), 'store.zip');
    await writeArchive(from, archive);
    const entries = Object.entries(unzipSync(fs.readFileSync(archive))).map(([name, data]) => {
      if (name !== 'secrets.json') return { name, data };
      return { name, data: Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(data).toString('utf8')), owners: [] })) };
    });
    fs.writeFileSync(archive, craftedZip(entries));
    const to = tempDir();
    const outcome = await importArchive(archive, to).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(outcome).toBeInstanceOf(ArchiveError);
    expect(outcome!.message).toMatch(/"secrets\.json" is not a store's secrets \(owners: names no owner/);
    expect(fs.readdirSync(to)).toEqual([]);
  });
});
