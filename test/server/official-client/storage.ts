import type { ChangeRequestContentUpdate } from '@gitbook/api-current';
import { StorageUploadKind } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { STORAGE_FILE_MAX_BYTES } from '../../../src/schemas/storage.js';
import { oneRelease, type Harness } from './harness.js';

/**
 * The organization's storage: a signed upload URL, the bytes sent to it without a token, and a
 * content change that takes the file by that URL, read back as it was sent.
 */
export function storageScenarios(h: Harness) {
  describe('storage uploads', () => {
    const { client, conform } = h;
    const ask = (name: string, type: string, size: number) =>
      conform(
        'generateStorageUploadURL',
        client('edit').orgs.generateStorageUploadUrl('acme', { file: { name, type, size }, kind: StorageUploadKind.CustomizationFont }),
      );

    it('gives a signed URL the bytes go to without a token, which a change then inserts, read back as sent', async () => {
      const bytes = Buffer.alloc(3 * 1024 * 1024, 42);
      const signed = await ask('photo.png', 'image/png', bytes.length);
      expect(signed).toMatchObject({ object: 'storage-signed-url', key: expect.stringMatching(/^acme\/customization_font\/.+\/photo\.png$/) });
      const sent = await fetch(signed.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes });
      expect(sent.status).toBe(200);
      expect(await sent.json()).toEqual({ key: signed.key, size: bytes.length });

      const space = (await client('admin').orgs.createSpace('acme', { title: 'Uploads' })).data.id;
      const cr = (await client('edit').spaces.createChangeRequest(space, { subject: 'photo' })).data.id;
      const update = (
        await oneRelease(client('edit')).updateChangeRequestContent(
          space,
          cr,
          { changes: [{ operation: 'insert_files', files: [{ name: 'photo.png', url: signed.url }] }] },
          { compat: false },
        )
      ).data as ChangeRequestContentUpdate;
      const [file] = update.insertedFiles!;
      expect(file).toMatchObject({ name: 'photo.png', contentType: 'image/png', size: bytes.length });
      expect(Buffer.from(await (await fetch(file!.downloadURL)).arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('stores a JSON file as its bytes, refuses a URL signed otherwise, and a body past the limit with a 413', async () => {
      const json = Buffer.from('{"not": "parsed"}\n');
      const signed = await ask('data.json', 'application/json', json.length);
      const forged = signed.url.replace(/signature=[0-9a-f]{2}/, 'signature=00');
      const refused = await fetch(forged, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: json });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: 403, message: expect.stringContaining('was not signed for upload') } });
      expect((await fetch(signed.url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: json })).status).toBe(200);

      const big = await fetch(signed.url, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(STORAGE_FILE_MAX_BYTES + 1),
      });
      expect(big.status).toBe(413);
      expect(await big.json()).toMatchObject({ error: { code: 413, message: expect.stringContaining('at most 10 MiB') } });
    });

    it('refuses to sign for a file larger than the sandbox stores, naming the field', async () => {
      const size = STORAGE_FILE_MAX_BYTES + 1;
      await expect(
        client('edit').orgs.generateStorageUploadUrl('acme', {
          file: { name: 'huge.bin', type: 'application/octet-stream', size },
          kind: StorageUploadKind.CustomizationFont,
        }),
      ).rejects.toMatchObject({
        code: 400,
        errorMessage: `body.file.size: is ${size} bytes; the sandbox stores files of at most ${STORAGE_FILE_MAX_BYTES} bytes (10 MiB): make the file smaller`,
      });
    });
  });
}
