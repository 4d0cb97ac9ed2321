import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { contextOf, openDataDir, type Sandbox } from '../../src/sandbox/open.js';
import { getContent, listPages } from '../../src/domain/reading/read.js';
import { fileBytes } from '../../src/domain/reading/files.js';
import { commitRevision } from '../../src/domain/revisions/revisions.js';
import { listContributors } from '../../src/domain/change-requests/change-requests.js';
import { FilePersistence } from '../../src/store/persistence.js';
import { Store } from '../../src/store/store.js';
import { tempDirs } from '../helpers/temp-dirs.js';

/**
 * A store written by the version before revisions were trees (test/fixtures/store-v1: a space
 * with a zip import and an image, a merged change request, a comment, a deleted space).
 */
const FIXTURE = fileURLToPath(new URL('../fixtures/store-v1', import.meta.url));
const SPACE = 'RJ1zvEuFSkJkD7vYWMzQ';

const tempDir = tempDirs('upgrade');
const open: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

function copyOfFixture(): string {
  const dir = tempDir();
  fs.cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

/** Each revision of the fixture as it was written: pages whole. */
/** The fixture's revisions as written, with the reusable contents they read as: none, as records of the first format hold none. */
const revisionsAsWritten = () =>
  fs
    .readdirSync(path.join(FIXTURE, 'records', 'revisions'))
    .map((name) => ({ reusableContents: [], ...JSON.parse(fs.readFileSync(path.join(FIXTURE, 'records', 'revisions', name), 'utf8')) }));

async function opened(dir: string) {
  const sandbox = await openDataDir(dir);
  open.push(sandbox);
  return { sandbox, ctx: contextOf(sandbox, sandbox.store.get('users', 'ada')!, 'http://127.0.0.1:4000') };
}

const format = (dir: string, id: string) => JSON.parse(fs.readFileSync(path.join(dir, 'records', 'revisions', `${id}.json`), 'utf8')).format;

describe('a store of the first format', () => {
  it('opens with its content as it was, its revisions rewritten as trees, once', async () => {
    const dir = copyOfFixture();
    const { sandbox, ctx } = await opened(dir);
    // Read back from disk by a store of its own, not from what the upgrade kept in memory.
    const fromDisk = new Store(new FilePersistence(path.join(dir, 'records')));
    for (const written of revisionsAsWritten()) {
      expect(fromDisk.getRevision(written.id), written.id).toEqual(written);
      expect(format(dir, written.id)).toBe(2);
    }
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'store.json'), 'utf8')).version).toBe(2);
    expect(listPages(ctx, SPACE).pages.map((p) => p.title)).toEqual(['Welcome', 'Guide', 'Changelog']);
    const content = getContent(ctx, SPACE);
    const logo = fileBytes(sandbox, content.id, content.files[0]!.id);
    expect([logo?.file.name, logo?.bytes.subarray(1, 4).toString()]).toEqual(['logo.png', 'PNG']);
  });

  it("reads each revision of a space's history, which names no space, through the space that reaches it, after new edits too", async () => {
    const { sandbox, ctx } = await opened(copyOfFixture());
    // Its first content, the change request's edit and the merge; the deleted space's revision is another's.
    const history = ['boTBy4ZL1OCTR4aHwz9S', 'U9NkdlGJBVjIdIW9d9PT', 'TMu9hoMCBoEfhxNKsCca', 'tpdyDJxhf0Ds1o0bzTsr'];
    const readable = () => history.map((revision) => getContent(ctx, SPACE, { revision }).id);
    expect(readable()).toEqual(history);
    const space = sandbox.store.get('spaces', SPACE)!;
    const edit = commitRevision(ctx, { space: SPACE, type: 'edits', parents: [space.revision], pages: [] });
    sandbox.store.put('spaces', { ...space, revision: edit.id });
    expect(readable()).toEqual(history);
    expect(() => getContent(ctx, SPACE, { revision: 'IYcAqfDL4IZvmvpRfMFp' })).toThrow('revision "IYcAqfDL4IZvmvpRfMFp" not found');
    // Its change request's revision names no author, and its one comment is on the space: no one to name.
    expect(listContributors(ctx, SPACE, 'F0gfIdYnRAa5v8ok5vOp')).toEqual({ items: [], count: 0 });
  });

  it('takes up an upgrade that was cut short', async () => {
    const dir = copyOfFixture();
    // What a crash after rewriting one record leaves: that record a tree, the others whole, the marker still 1.
    const [first, ...rest] = revisionsAsWritten();
    const store = new Store(new FilePersistence(path.join(dir, 'records')));
    store.putRevision(first);
    expect([format(dir, first.id), format(dir, rest[0].id)]).toEqual([2, undefined]);

    await opened(dir);
    const fromDisk = new Store(new FilePersistence(path.join(dir, 'records')));
    for (const written of [first, ...rest]) {
      expect(fromDisk.getRevision(written.id)).toEqual(written);
      expect(format(dir, written.id)).toBe(2);
    }
  });
});
