import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSpace, deleteSpace } from '../../src/domain/content/spaces.js';
import { contextOf, identity, openDataDir, openMemorySandbox, type Sandbox } from '../../src/sandbox/open.js';
import { Seed } from '../../src/sandbox/seed.js';
import { tempDirs } from '../helpers/temp-dirs.js';
import { importArchive, writeArchive } from '../../src/sandbox/archive.js';
import { DataDirError } from '../../src/store/lock.js';

const seed: Seed = {
  users: [
    { id: 'rita', displayName: 'Rita', email: 'rita@acme.test', token: 'rita-token-0123456789' },
    { id: 'ada', displayName: 'Ada', email: 'ada@acme.test', token: 'ada-token-0123456789' },
  ],
  organizations: [
    {
      id: 'acme',
      title: 'Acme',
      members: [
        { user: 'rita', role: 'read' },
        { user: 'ada', role: 'admin' },
      ],
    },
  ],
};

const open: Sandbox[] = [];
const dataDir = tempDirs('open');
const opened = async (dir: string, withSeed?: Seed) => {
  const sandbox = await openDataDir(dir, withSeed);
  open.push(sandbox);
  return sandbox;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

describe('a seed', () => {
  it('is refused when it names a member who is no user, twice the same id, or a first organization without an admin', () => {
    const message = (value: unknown) => Seed.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(message({ ...seed, organizations: [{ id: 'acme', title: 'Acme', members: [{ user: 'nobody', role: 'admin' }] }] })).toContain(
      'organizations.0.members.0.user: no user "nobody" in users',
    );
    expect(message({ ...seed, users: [...seed.users, seed.users[0]] })?.join()).toMatch(/"rita" appears twice/);
    expect(message({ ...seed, organizations: [{ id: 'acme', title: 'Acme', members: [{ user: 'rita', role: 'read' }] }] })).toContain(
      'organizations.0.members: the first organization needs an admin member',
    );
  });
});

describe('a sandbox', () => {
  it('in memory names the first organization and its first admin, with a token that is theirs', () => {
    const sandbox = openMemorySandbox(seed);
    expect(identity(sandbox)).toEqual({ organizationId: 'acme', userId: 'ada', token: 'ada-token-0123456789' });
    expect(sandbox.secrets.userForToken('ada-token-0123456789')).toBe('ada');
  });

  it('initialises an empty directory from its seed, and reopens it as it is without the seed again', async () => {
    const dir = dataDir();
    const first = await opened(dir, seed);
    const ctx = contextOf(first, first.store.get('users', 'ada')!, 'http://sandbox.test');
    const space = createSpace(ctx, 'acme', { title: 'Kept' });
    await first.close();
    open.splice(0);
    const again = await opened(dir, { ...seed, organizations: [{ id: 'other', title: 'Other', members: [{ user: 'ada', role: 'admin' }] }] });
    expect(again.store.get('spaces', space.id)?.title).toBe('Kept');
    expect(again.store.get('organizations', 'other')).toBeUndefined();
    expect(identity(again).token).toBe('ada-token-0123456789');
  });

  it('refuses a directory holding files that are not a store, and touches none of them', async () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    await expect(openDataDir(dir)).rejects.toThrow(DataDirError);
    expect(fs.readdirSync(dir)).toEqual(['notes.txt']);
  });

  it('starts again an initialisation that was cut short before its marker was written', async () => {
    const dir = dataDir();
    fs.mkdirSync(path.join(dir, 'records', 'spaces'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'records', 'spaces', 'half.json'), '{"id":"half"');
    const sandbox = await opened(dir, seed);
    expect([sandbox.store.count('spaces'), identity(sandbox).organizationId]).toEqual([0, 'acme']);
  });

  it('purges, when it opens, the deleted spaces whose retention ran out while no server ran', async () => {
    const dir = dataDir();
    const first = await opened(dir, seed);
    const ctx = contextOf(first, first.store.get('users', 'ada')!, 'http://sandbox.test');
    const doomed = createSpace(ctx, 'acme', { title: 'Doomed' });
    deleteSpace(ctx, doomed.id);
    first.clock.advance(8 * 24 * 3600);
    await first.close();
    open.splice(0);
    const again = await opened(dir);
    expect(again.store.get('spaces', doomed.id)).toBeUndefined();
    expect(fs.existsSync(path.join(dir, 'records', 'spaces', `${doomed.id}.json`))).toBe(false);
  });
});

describe("issue 22.4: a sandbox's owners", () => {
  const withOwner: Seed = { ...seed, users: seed.users.map((u) => (u.id === 'rita' ? { ...u, owner: true } : u)) };

  it('are the first admin, whose token serve prints, and the seed users marked as owners', () => {
    const sandbox = openMemorySandbox(withOwner);
    expect(sandbox.secrets.owners).toEqual(['ada', 'rita']);
    expect(openMemorySandbox(seed).secrets.owners).toEqual(['ada']);
  });

  it('stay through a restart, an export and import, a reset and a restore; serve goes on printing the first', async () => {
    const dir = dataDir();
    const first = await opened(dir, withOwner);
    first.snapshots.save('before');
    first.snapshots.reset();
    first.snapshots.restore('before');
    // Another admin in the first one's place changes no owner, nor whom serve names.
    first.store.put('members', { ...first.store.get('members', 'acme.ada')!, role: 'read' });
    first.store.put('members', { ...first.store.get('members', 'acme.rita')!, role: 'admin' });
    const archive = path.join(dataDir(), 'store.zip');
    await writeArchive(dir, archive);
    await first.close();
    open.splice(0);
    const again = await opened(dir);
    expect([again.secrets.owners, identity(again).userId]).toEqual([['ada', 'rita'], 'ada']);
    const to = path.join(dataDir(), 'imported');
    await importArchive(archive, to);
    expect((await opened(to)).secrets.owners).toEqual(['ada', 'rita']);
  });

  it('of a store made before owners were kept are its first admin, written down when it is opened', async () => {
    const dir = dataDir();
    await (await opened(dir, withOwner)).close();
    open.splice(0);
    const file = path.join(dir, 'secrets.json');
    const { owners: _, ...before } = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify(before));
    expect((await opened(dir)).secrets.owners).toEqual(['ada']);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).owners).toEqual(['ada']);
  });
});
