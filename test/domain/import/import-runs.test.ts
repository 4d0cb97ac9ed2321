import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { generateStorageUploadUrl, receiveStorageUpload } from '../../../src/domain/content/storage-uploads.js';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { cancelImportRun, getImportRun, listImportRuns, startImportRun } from '../../../src/domain/import/import-runs.js';
import { revisionOf } from '../../../src/domain/revisions/revisions.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { refusal, rules } from '../../helpers/rules.js';

/** A file put in the organization's storage as a client would (a signed URL, then its bytes): its key. */
function stored(ctx: Context, name: string, bytes: Uint8Array): string {
  const { url, key } = generateStorageUploadUrl(ctx, 'acme', { kind: 'import_file', file: { name, type: 'application/zip', size: bytes.length } });
  const signed = new URL(url);
  const uploadId = signed.pathname.split('/').at(-1)!;
  receiveStorageUpload(ctx, uploadId, { expires: signed.searchParams.get('expires')!, signature: signed.searchParams.get('signature')! }, Buffer.from(bytes));
  return key;
}

const repository = () => zipSync({ 'README.md': Buffer.from('# Welcome\n\nHello.\n'), 'guide.md': Buffer.from('# Guide\n\nSteps.\n') });

function setUp(jobs: 'auto' | 'manual' = 'auto') {
  const r = rules(undefined, { jobs });
  const ctx = r.as('admin');
  const space = createSpace(ctx, 'acme', { title: 'Imported' }).id;
  const key = stored(ctx, 'docs.zip', repository());
  const start = () => startImportRun(ctx, 'acme', { source: { type: 'file', files: [key] }, target: { space } });
  const titles = () => revisionOf(ctx, r.sandbox.store.get('spaces', space)!.revision).pages.map((page) => page.title);
  return { ...r, ctx, space, start, titles };
}

describe('import runs', () => {
  it('import a zip of storage into the space in the background, and complete naming the pages they added', async () => {
    const { sandbox, ctx, start, titles } = setUp();
    const run = start();
    await sandbox.jobs.settle();
    const done = getImportRun(ctx, 'acme', run.id);
    expect(done.status).toBe('completed');
    expect(done.completedAt).toBeDefined();
    expect(titles()).toEqual(['Welcome', 'Guide']);
    expect(done.pages?.map((page) => page.type)).toEqual(['page', 'page']);
  });

  it('show pending while held, and once cancelled never write', async () => {
    const { sandbox, ctx, start, titles } = setUp('manual');
    const run = start();
    expect(getImportRun(ctx, 'acme', run.id).status).toBe('pending');
    expect(cancelImportRun(ctx, 'acme', run.id).status).toBe('cancelled');
    await sandbox.jobs.runAll();
    expect(getImportRun(ctx, 'acme', run.id).status).toBe('cancelled');
    expect(titles()).toEqual([]);
  });

  it('refuse to cancel a finished run', async () => {
    const { sandbox, ctx, start } = setUp();
    const run = start();
    await sandbox.jobs.settle();
    expect(await refusal(() => cancelImportRun(ctx, 'acme', run.id))).toMatchObject({ reason: 'invalid', message: expect.stringMatching(/is completed/) });
  });

  it('fail with the reason when a file cannot be read, writing nothing', async () => {
    const { sandbox, ctx, space, titles } = setUp();
    const key = stored(ctx, 'broken.zip', Buffer.from('not a zip'));
    const run = startImportRun(ctx, 'acme', { source: { type: 'file', files: [key] }, target: { space } });
    await sandbox.jobs.settle();
    const failed = getImportRun(ctx, 'acme', run.id);
    expect(failed.status).toBe('failed');
    expect(failed.reason).toBeTruthy();
    expect(titles()).toEqual([]);
  });

  it('list most recent first, filtered by status', async () => {
    const { sandbox, ctx, start } = setUp('manual');
    const first = start();
    const second = start();
    cancelImportRun(ctx, 'acme', first.id);
    expect(listImportRuns(ctx, 'acme', {}).items.map((run) => run.id)).toEqual([second.id, first.id]);
    expect(listImportRuns(ctx, 'acme', { status: 'active' }).items.map((run) => run.id)).toEqual([second.id]);
    expect(listImportRuns(ctx, 'acme', { status: 'cancelled' }).items.map((run) => run.id)).toEqual([first.id]);
    await sandbox.jobs.runAll();
    expect(listImportRuns(ctx, 'acme', { status: 'completed' }).items.map((run) => run.id)).toEqual([second.id]);
  });

  it('refuse a source the sandbox cannot read, a target of another organization, and a reader', async () => {
    const { ctx, as, space } = setUp();
    const text = stored(ctx, 'notes.txt', Buffer.from('hello'));
    expect(await refusal(() => startImportRun(ctx, 'acme', { source: { type: 'file', files: [text] }, target: { space } }))).toMatchObject({
      reason: 'invalid',
      field: 'source.files.0',
    });
    expect(
      await refusal(() => startImportRun(ctx, 'acme', { source: { type: 'file', files: ['acme/import_file/x/y.zip'] }, target: { space } })),
    ).toMatchObject({
      reason: 'invalid',
      field: 'source.files.0',
    });
    expect(await refusal(() => startImportRun(ctx, 'globex', { source: { type: 'website', url: 'https://example.com' }, target: { space } }))).toMatchObject({
      reason: 'not-found',
    });
    expect(
      await refusal(() => startImportRun(as('read'), 'acme', { source: { type: 'website', url: 'https://example.com' }, target: { space } })),
    ).toMatchObject({
      reason: 'forbidden',
    });
  });

  it('are hidden from other organizations', async () => {
    const { as, start } = setUp();
    const run = start();
    expect(await refusal(() => getImportRun(as('outsider'), 'acme', run.id))).toMatchObject({ reason: 'not-found' });
    expect(await refusal(() => getImportRun(as('admin'), 'globex', run.id))).toMatchObject({ reason: 'not-found' });
  });
});
