import { StorageUploadKind } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import type { Harness } from './harness.js';

/**
 * An organization's custom fonts through GitBook's client: made of files uploaded to its storage,
 * read, renamed and given faces, their files served by the sandbox, and deleted (205, then 204).
 */
export function customFontScenarios(h: Harness) {
  describe('custom fonts', () => {
    const { client, conform } = h;

    /** A font file in the organization's storage, its bytes sent: its key. */
    const upload = async (name: string, bytes: Buffer<ArrayBuffer>) => {
      const signed = await conform(
        'generateStorageUploadURL',
        client('create').orgs.generateStorageUploadUrl('acme', {
          file: { name, type: 'font/woff2', size: bytes.length },
          kind: StorageUploadKind.CustomizationFont,
        }),
      );
      expect((await fetch(signed.url, { method: 'PUT', headers: { 'content-type': 'font/woff2' }, body: bytes })).status).toBe(200);
      return signed.key;
    };

    it('creates a font of uploaded files, reads, lists and edits it, serves its files, and deletes it', async () => {
      const regular = Buffer.from('wOF2 the regular face');
      const bold = Buffer.from('wOF2 the bold face');
      const font = await conform(
        'createCustomFont',
        client('create').orgs.createCustomFont('acme', {
          fontFamily: 'Acme Sans',
          fontFaces: [{ weight: 400, storageKey: await upload('Acme.woff2', regular) }],
        }),
      );
      expect(font).toMatchObject({
        custom: true,
        fontFamily: 'Acme Sans',
        fontFaces: [{ weight: 400, sources: [{ format: 'woff2' }] }],
        permissions: { edit: true },
      });
      const file = await fetch(font.fontFaces[0]!.sources[0]!.url);
      expect(file.headers.get('content-type')).toBe('font/woff2');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await file.arrayBuffer()).equals(regular)).toBe(true);

      expect(await conform('getCustomFont', client('read').orgs.getCustomFont('acme', font.id))).toEqual({ ...font, permissions: { edit: false } });
      const edited = await conform(
        'updateCustomFont',
        client('create').orgs.updateCustomFont('acme', font.id, {
          fontFamily: 'Acme Text',
          fontFaces: [{ weight: 700, storageKey: await upload('Acme-Bold.woff2', bold) }],
        }),
      );
      expect(edited.fontFaces.map((face) => face.weight)).toEqual([400, 700]);
      const listed = await conform('listCustomFonts', client('read').orgs.listCustomFonts('acme'));
      expect(listed.items.map((item) => item.fontFamily)).toEqual(['Acme Text']);

      const deleted = client('create').orgs.deleteCustomFont('acme', font.id);
      expect((await deleted).status).toBe(205);
      await conform('deleteCustomFont', deleted);
      expect((await client('create').orgs.deleteCustomFont('acme', font.id)).status).toBe(204);
      await expect(client('read').orgs.getCustomFont('acme', font.id)).rejects.toMatchObject({ code: 404 });
      expect((await fetch(font.fontFaces[0]!.sources[0]!.url)).status).toBe(404);
    });

    it('refuses a font without its regular face with a 412, and a key of no upload with a 400 naming the face', async () => {
      const key = await upload('Acme-Bold.woff2', Buffer.from('wOF2 bold'));
      await expect(
        client('create').orgs.createCustomFont('acme', { fontFamily: 'Acme Sans', fontFaces: [{ weight: 700, storageKey: key }] }),
      ).rejects.toMatchObject({
        code: 412,
        errorMessage: 'fontFaces: a font needs a face of weight 400 (regular); add one',
      });
      await expect(
        client('create').orgs.createCustomFont('acme', {
          fontFamily: 'Acme Sans',
          fontFaces: [{ weight: 400, storageKey: 'globex/customization_font/x/A.woff2' }],
        }),
      ).rejects.toMatchObject({
        code: 400,
        errorMessage: expect.stringMatching(/^body\.fontFaces\.0\.storageKey: names no file of this organization's storage/),
      });
    });
  });
}
