import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { EventEmitter, once } from 'node:events';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { createChangeRequest } from '../../../src/domain/change-requests/change-requests.js';
import { updateChangeRequestContent } from '../../../src/domain/change-requests/content-changes.js';
import { fileBytes } from '../../../src/domain/reading/files.js';
import { resolveTarget } from '../../../src/domain/change-requests/target.js';
import { contextOf, openDataDir, type Sandbox } from '../../../src/sandbox/open.js';
import type { ChangeRequestContentChange } from '../../../src/schemas/content-changes.js';
import { FilePersistence } from '../../../src/store/persistence.js';
import { serveWith } from '../../helpers/fixtures-server.js';
import { refusal } from '../../helpers/rules.js';
import { rolesSeed } from '../../helpers/sandbox.js';
import { tempDir } from '../../helpers/temp-dirs.js';

/**
 * Issue 22.5: `insert_files` by URL held every file of a batch in memory until the batch was
 * written (100 files of 10 MiB: 1.16 GB of RSS). Each file now goes to the store's disk as it
 * comes. The fixture server proves it without measuring memory: it sends each file in two
 * halves, and the second half only once the store's persistence has written the first to the
 * file's staged blob; and it is asked for a file only once the blob of the one before is whole.
 */
const MiB = 1024 * 1024;
const FILES = Array.from({ length: 4 }, () => randomBytes(MiB));
/** How long the server waits for a write that should come before it gives up on it (and notes it): a bound, not a pace. */
const PATIENCE_MS = 5_000;

/** Every file under a folder: its path in it and its size. */
function filesUnder(root: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) files.set(path.relative(root, full), fs.statSync(full, { throwIfNoEntry: false })?.size ?? 0);
  }
  return files;
}

/** The blobs the store's persistence staged, in the order it staged them (a batch fetches its files one after another): the bytes written to each, and whether it is whole. */
let stages: { written: number; finished: boolean }[] = [];
const stageWrites = new EventEmitter();
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with the persistence it was called on
const stageBlob = FilePersistence.prototype.stageBlob;

/** Whether every write waited for came in time: after one did not, the server waits no more, so a failing test fails once. */
let patient = true;

/** Resolves true once the `index`th staged blob has had `bytes` written to it, false if it is not in time. */
async function written(index: number, bytes: number): Promise<boolean> {
  const signal = AbortSignal.timeout(patient ? PATIENCE_MS : 0);
  while ((stages[index]?.written ?? 0) < bytes) {
    if (
      !(await once(stageWrites, 'write', { signal }).then(
        () => true,
        () => false,
      ))
    )
      return (patient = false);
  }
  return true;
}

let dir: string;
let sandbox: Sandbox;
let as: (user?: string) => Context;
let space: string;
let cr: string;
/** For each file asked for: whether the blob of the one before was whole, and whether its first half was written before the second was sent. */
let seen: { previousWhole: boolean; halfWritten: boolean }[] = [];

let site: Awaited<ReturnType<typeof serveWith>>;

beforeAll(async () => {
  site = await serveWith(async (request, response) => {
    const index = Number(/^\/file-(\d+)\.bin$/.exec(request.url ?? '')?.[1] ?? NaN);
    const bytes = FILES[index];
    if (!bytes) return void response.writeHead(404).end();
    const previousWhole = index === 0 || stages[index - 1]?.finished === true;
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(bytes.length) });
    const half = bytes.length / 2;
    response.write(bytes.subarray(0, half));
    seen.push({ previousWhole, halfWritten: await written(index, half) });
    response.end(bytes.subarray(half));
  });
});
afterAll(() => site.close());

beforeEach(async () => {
  stages = [];
  seen = [];
  patient = true;
  vi.spyOn(FilePersistence.prototype, 'stageBlob').mockImplementation(async function (this: FilePersistence) {
    const stage = await stageBlob.call(this);
    const noted = { written: 0, finished: false };
    stages.push(noted);
    return {
      ...stage,
      append: async (bytes) => {
        await stage.append(bytes);
        noted.written += bytes.length;
        stageWrites.emit('write');
      },
      finish: async () => {
        await stage.finish();
        noted.finished = true;
      },
    };
  });
  dir = tempDir('content-changes-fetch-');
  sandbox = await openDataDir(dir, rolesSeed());
  as = (user = 'admin') => contextOf(sandbox, sandbox.store.get('users', user)!, 'http://sandbox.test');
  space = createSpace(as(), 'acme', { title: 'Files' }).id;
  cr = createChangeRequest(as('edit'), space, { subject: 'files' }).id;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await sandbox.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const write = (changes: ChangeRequestContentChange[]) => updateChangeRequestContent(as('edit'), space, cr, { changes });
const crRevision = () => resolveTarget(as(), space, cr, 'read').revision;
const fileChange = (names: string[]): ChangeRequestContentChange => ({
  operation: 'insert_files',
  files: names.map((name) => ({ name, url: site.url(`/${name}`) })),
});

describe('issue 22.5 (review 13): insert_files by URL streams each file to the store as it comes', () => {
  it('has every file on disk, each as it arrives, before the next is asked for; then stores them all', async () => {
    const names = FILES.map((_, i) => `file-${i}.bin`);
    const { insertedFiles } = await write([fileChange(names.slice(0, 2)), fileChange(names.slice(2))]);
    expect(seen).toEqual(FILES.map(() => ({ previousWhole: true, halfWritten: true })));
    expect(insertedFiles.map((file) => [file.name, file.size])).toEqual(names.map((name) => [name, MiB]));
    const revision = crRevision();
    for (const [i, file] of revision.files.entries()) expect(fileBytes(as(), revision.id, file.id)!.bytes.equals(FILES[i]!), file.name).toBe(true);
    // Nothing staged is left beside what was stored.
    expect([...filesUnder(dir).keys()].filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('leaves nothing behind when a file of the batch cannot be fetched, those fetched before it included', async () => {
    const before = filesUnder(dir);
    const revision = crRevision().id;
    expect(await refusal(() => write([fileChange(['file-0.bin', 'file-1.bin', 'missing.bin'])]))).toMatchObject({
      reason: 'invalid',
      field: 'changes[0].files[2].url',
      message: expect.stringContaining('answered 404'),
    });
    expect(crRevision().id).toBe(revision);
    expect(filesUnder(dir)).toEqual(before);
  });
});
