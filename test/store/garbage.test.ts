import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deleteSpace, duplicateSpace } from '../../src/domain/content/spaces.js';
import { createChangeRequest } from '../../src/domain/change-requests/change-requests.js';
import { commitRevision } from '../../src/domain/revisions/revisions.js';
import { toFileNode } from '../../src/domain/revisions/file-nodes.js';
import { postComment } from '../../src/domain/comments/comments.js';
import { listPages } from '../../src/domain/reading/read.js';
import { openDataDir } from '../../src/sandbox/open.js';
import type { RevisionRecord } from '../../src/store/records.js';
import type { FileNode, PageNode } from '../../src/format/page.js';
import { FilePersistence } from '../../src/store/persistence.js';
import { Store } from '../../src/store/store.js';
import { page, recordFiles, spaceWithHistory } from '../helpers/space-history.js';
import { tempDirs } from '../helpers/temp-dirs.js';

const tempDir = tempDirs('garbage');
/** Sets the objects' write times back past the collector's grace, as an hour's wait would. */
function ageObjects(records: string): void {
  const then = new Date(Date.now() - 2 * 3600_000);
  for (const folder of ['blobs', 'packs']) {
    const dir = path.join(records, folder);
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) fs.utimesSync(path.join(dir, name), then, then);
  }
}

const revision = (id: string, pages: PageNode[], files: FileNode[] = []): RevisionRecord => ({
  id,
  seq: 1,
  type: 'edits',
  parents: [],
  createdAt: 't',
  pages,
  files,
  variables: {},
  reusableContents: [],
});

describe('collecting garbage', () => {
  it('removes what a space purged for good alone reached, and keeps what a live space still reads', async () => {
    const dir = tempDir();
    const sandbox = await openDataDir(dir);
    try {
      const { ctx, space } = spaceWithHistory(sandbox, 'Doomed', 20, 12);
      const cr = createChangeRequest(ctx, space, { subject: 'Draft' });
      postComment(ctx, { spaceId: space }, { body: { markdown: 'Hi' } });
      const copy = duplicateSpace(ctx, space);
      const before = { revisions: recordFiles(dir, 'revisions').length };
      const copyPages = listPages(ctx, copy.id);

      deleteSpace(ctx, space);
      sandbox.clock.advance(8 * 24 * 3600);
      const { purgeExpiredSpaces } = await import('../../src/domain/content/retention.js');
      expect(purgeExpiredSpaces(sandbox)).toBe(1);

      expect([sandbox.store.get('changeRequests', cr.id), sandbox.store.count('comments')]).toEqual([undefined, 0]);
      // The copy's history starts at the original's last revision: that one, and its ancestors, stay, as git keeps history.
      expect(recordFiles(dir, 'revisions').length).toBe(before.revisions);
      const fresh = new Store(new FilePersistence(path.join(dir, 'records')));
      expect(listPages({ ...ctx, store: fresh }, copy.id)).toEqual(copyPages);
    } finally {
      await sandbox.close();
    }
  });

  it('removes the history of a deleted space down to the objects only it wrote', async () => {
    const dir = tempDir();
    const sandbox = await openDataDir(dir);
    try {
      spaceWithHistory(sandbox, 'Kept', 10, 3);
      const objectsOfKept = recordFiles(dir, 'blobs').length + recordFiles(dir, 'packs').length;
      const { ctx, space } = spaceWithHistory(sandbox, 'Doomed', 10, 5);
      expect(recordFiles(dir, 'blobs').length + recordFiles(dir, 'packs').length).toBeGreaterThan(objectsOfKept);
      deleteSpace(ctx, space);
      sandbox.clock.advance(8 * 24 * 3600);
      ageObjects(path.join(dir, 'records'));
      const { purgeExpiredSpaces } = await import('../../src/domain/content/retention.js');
      purgeExpiredSpaces(sandbox);
      expect(recordFiles(dir, 'blobs').length + recordFiles(dir, 'packs').length).toBe(objectsOfKept);
    } finally {
      await sandbox.close();
    }
  });

  it("keeps an open change request's own commits and files, which its space's history does not reach", async () => {
    const dir = tempDir();
    const sandbox = await openDataDir(dir);
    try {
      const { ctx, space } = spaceWithHistory(sandbox, 'Drafted', 10, 2);
      const cr = createChangeRequest(ctx, space, { subject: 'Draft' });
      const record = () => sandbox.store.get('changeRequests', cr.id)!;
      const commits: RevisionRecord[] = [];
      for (let change = 1; change <= 3; change++) {
        const base = sandbox.store.getRevision(record().revision)!;
        const file = toFileNode(ctx, { name: `f${change}.txt`, path: `f${change}.txt`, bytes: Buffer.from(`draft file ${change}`) });
        const pages = base.pages.map((p, i) => (i === change ? page(i, `Draft edit ${change}`) : p));
        commits.push(commitRevision(ctx, { space, type: 'edits', parents: [base.id], pages, files: [...base.files, file] }));
        sandbox.store.put('changeRequests', { ...record(), revision: commits.at(-1)!.id });
      }
      const { space: doomed } = spaceWithHistory(sandbox, 'Doomed', 10, 2);
      deleteSpace(ctx, doomed);
      sandbox.clock.advance(8 * 24 * 3600);
      ageObjects(path.join(dir, 'records'));
      const before = recordFiles(dir, 'revisions').length;
      const { purgeExpiredSpaces } = await import('../../src/domain/content/retention.js');
      expect(purgeExpiredSpaces(sandbox)).toBe(1);
      expect(recordFiles(dir, 'revisions').length).toBeLessThan(before);

      const fresh = new Store(new FilePersistence(path.join(dir, 'records')));
      for (const commit of commits) expect(fresh.getRevision(commit.id)).toEqual(commit);
      expect(commits.at(-1)!.files.map((file) => fresh.getBlob(file.blob)?.toString())).toEqual([1, 2, 3].map((n) => `draft file ${n}`));
    } finally {
      await sandbox.close();
    }
  });

  it('writes again, after a collection, the objects it swept that a new revision needs', () => {
    const records = tempDir();
    const store = new Store(new FilePersistence(records));
    // Enough pages for a pack, and one alone for loose objects; nothing names either revision.
    const many = Array.from({ length: 20 }, (_, i) => page(i));
    const alone = page(99, 'X');
    store.putRevision(revision('r1', many));
    store.putRevision(revision('r2', [alone]));
    ageObjects(records);
    expect(store.collectGarbage()).toMatchObject({ revisions: 2, packs: 1 });
    expect([fs.readdirSync(path.join(records, 'blobs')), fs.readdirSync(path.join(records, 'packs'))]).toEqual([[], []]);

    // The same page objects, and new ones with the same Markdown.
    store.putRevision(revision('r3', many));
    store.putRevision(revision('r4', [page(99, 'X'), alone]));
    const reopened = new Store(new FilePersistence(records));
    expect(reopened.getRevision('r3')!.pages).toEqual(many);
    expect(reopened.getRevision('r4')!.pages).toEqual([page(99, 'X'), alone]);
  });

  it('spares objects written within the grace period, whether stored ahead of their revision or named again', () => {
    const records = tempDir();
    const store = new Store(new FilePersistence(records));
    // A file an earlier import left unnamed, long ago.
    const logo = Buffer.from('logo');
    const old = store.putBlob(logo);
    ageObjects(records);

    // An import in steps: its Markdown and files first (the old file named again), then a collection, then its revision.
    const pages = Array.from({ length: 20 }, (_, i) => page(i));
    store.putPageBodies(pages);
    const file: FileNode = { id: 'f', name: 'logo.png', path: 'logo.png', contentType: 'image/png', size: logo.length, blob: store.putBlob(logo) };
    expect(file.blob).toBe(old);
    expect(store.collectGarbage()).toEqual({ revisions: 0, blobs: 0, packs: 0 });
    store.putRevision(revision('r1', pages, [file]));
    store.put('spaces', {
      id: 's',
      seq: 1,
      order: 1,
      organization: 'o',
      title: 's',
      emoji: '',
      visibility: 'private',
      createdAt: 't',
      updatedAt: 't',
      editMode: 'live',
      defaultLevel: 'inherit',
      revision: 'r1',
      shareKey: 'k',
    });

    ageObjects(records);
    expect(store.collectGarbage()).toEqual({ revisions: 0, blobs: 0, packs: 0 });
    const reopened = new Store(new FilePersistence(records));
    expect(reopened.getRevision('r1')).toMatchObject({ pages, files: [file] });
    expect(reopened.getBlob(file.blob)?.toString()).toBe('logo');
  });
});
