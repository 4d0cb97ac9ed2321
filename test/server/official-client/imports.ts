import { StorageUploadKind } from '@gitbook/api-current';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { oneRelease, type Harness } from './harness.js';

/**
 * The organization's import runs through GitBook's client (today's; the first release has none):
 * a zip uploaded to storage imported into a space in the background, followed to completion, the
 * pages in the space; a held run cancelled, a finished one refused.
 */
export function importScenarios(h: Harness) {
  describe('import runs', () => {
    const { client, conform } = h;

    /** A zip of two Markdown pages in the organization's storage, its bytes sent: its key. */
    const uploadZip = async () => {
      const bytes = Buffer.from(zipSync({ 'README.md': Buffer.from('# Welcome\n\nHello.\n'), 'guide.md': Buffer.from('# Guide\n\nSteps.\n') }));
      const signed = (
        await client('edit').orgs.generateStorageUploadUrl('acme', {
          file: { name: 'docs.zip', type: 'application/zip', size: bytes.length },
          // The first release's enum has only the font kind; the sandbox takes today's.
          kind: StorageUploadKind.ImportFile as never,
        })
      ).data;
      expect((await fetch(signed.url, { method: 'PUT', headers: { 'content-type': 'application/zip' }, body: bytes })).status).toBe(200);
      return signed.key;
    };

    it('imports a zip of storage into a space in the background, shown completed with its pages, then listed', async () => {
      const space = (await client('admin').orgs.createSpace('acme', { title: 'Imported' })).data.id;
      const api = oneRelease(client('edit'));
      const run = await conform('startImportRun', api.startImportRun('acme', { source: { type: 'file', files: [await uploadZip()] }, target: { space } }));
      expect(run).toMatchObject({ object: 'import-run', target: { space }, createdBy: 'edit' });
      await h.sb.sandbox.jobs.settle();
      const done = await conform('getImportRun', api.getImportRun('acme', run.id));
      expect(done).toMatchObject({
        status: 'completed',
        pages: [
          { type: 'page', status: 'complete' },
          { type: 'page', status: 'complete' },
        ],
      });
      const pages = (await client('read').spaces.listPages(space)).data.pages.map((page) => page.title);
      expect(pages).toEqual(['Welcome', 'Guide']);
      const listed = await conform('listImportRuns', oneRelease(client('read')).listImportRuns('acme', { space, status: 'completed' }));
      expect(listed.items.map((item) => item.id)).toEqual([run.id]);
    });

    it('cancels a run still pending, which never writes, and refuses to cancel it again', async () => {
      const space = (await client('admin').orgs.createSpace('acme', { title: 'Held' })).data.id;
      const api = oneRelease(client('edit'));
      await h.sb.sandbox.jobs.setMode('manual');
      try {
        const run = await conform('startImportRun', api.startImportRun('acme', { source: { type: 'file', files: [await uploadZip()] }, target: { space } }));
        expect(run.status).toBe('pending');
        expect(await conform('cancelImportRun', api.cancelImportRun('acme', run.id))).toMatchObject({ status: 'cancelled' });
        await expect(api.cancelImportRun('acme', run.id)).rejects.toMatchObject({
          code: 400,
          errorMessage: `import run "${run.id}" is cancelled; only a pending or in-progress run can be cancelled`,
        });
      } finally {
        await h.sb.sandbox.jobs.setMode('auto');
      }
      expect((await client('read').spaces.listPages(space)).data.pages).toEqual([]);
    });

    it('refuses a reader, and a target space of another organization', async () => {
      const space = (await client('admin').orgs.createSpace('acme', { title: 'Guarded' })).data.id;
      const body = { source: { type: 'website' as const, url: 'https://example.com' }, target: { space } };
      await expect(oneRelease(client('read')).startImportRun('acme', body)).rejects.toMatchObject({ code: 403 });
      await expect(oneRelease(client('admin')).startImportRun('globex', body)).rejects.toMatchObject({ code: 404 });
    });
  });
}
