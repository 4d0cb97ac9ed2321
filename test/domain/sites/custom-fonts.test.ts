import { describe, expect, it } from 'vitest';
import { generateStorageUploadUrl, receiveStorageUpload } from '../../../src/domain/content/storage-uploads.js';
import {
  createCustomFont,
  customFontFile,
  deleteCustomFont,
  getCustomFont,
  listCustomFonts,
  siteFontOf,
  updateCustomFont,
} from '../../../src/domain/sites/custom-fonts.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { refusal, rules } from '../../helpers/rules.js';

const REGULAR = Buffer.from('wOF2 regular face');
const BOLD = Buffer.from('wOF2 bold face, heavier');

/** A font file uploaded to the organization's storage (its bytes sent, unless `send` is false): its key. */
function upload(ctx: Context, organization: string, bytes: Buffer, name = 'Acme.woff2', send = true): string {
  const answer = generateStorageUploadUrl(ctx, organization, {
    file: { name, type: name.endsWith('.ttf') ? 'font/ttf' : 'font/woff2', size: bytes.length },
    kind: 'customization_font',
  });
  const url = new URL(answer.url);
  if (send)
    receiveStorageUpload(
      ctx,
      url.pathname.split('/').at(-1)!,
      { expires: url.searchParams.get('expires')!, signature: url.searchParams.get('signature')! },
      bytes,
    );
  return answer.key;
}

const setUp = () => {
  const { as, sandbox } = rules();
  const regular = upload(as('create'), 'acme', REGULAR);
  const bold = upload(as('create'), 'acme', BOLD, 'Acme-Bold.woff2');
  return { as, sandbox, regular, bold };
};

describe('a custom font', () => {
  it('is made of uploaded files, answered as GitBook defines it with each face served by the sandbox', () => {
    const { as, sandbox, regular, bold } = setUp();
    const font = createCustomFont(as('create'), 'acme', {
      fontFamily: 'Acme Sans',
      fontFaces: [
        { weight: 700, storageKey: bold },
        { weight: 400, storageKey: regular },
      ],
    });
    expect(font).toEqual({
      id: expect.any(String),
      custom: true,
      fontFamily: 'Acme Sans',
      fontFaces: [
        {
          weight: 400,
          sources: [{ url: expect.stringMatching(new RegExp(`^http://sandbox\\.test/_sandbox/fonts/${font.id}/400-[0-9a-f]{16}\\.woff2$`)), format: 'woff2' }],
        },
        { weight: 700, sources: [{ url: expect.stringMatching(/\/700-[0-9a-f]{16}\.woff2$/), format: 'woff2' }] },
      ],
      permissions: { edit: true },
    });
    const file = new URL(font.fontFaces[1]!.sources[0]!.url).pathname.split('/').at(-1)!;
    expect(customFontFile(sandbox, font.id, file)).toEqual({ bytes: BOLD, type: 'font/woff2' });
    expect(getCustomFont(as('read'), 'acme', font.id)).toEqual({ ...font, permissions: { edit: false } });
    expect(listCustomFonts(as('read'), 'acme')).toEqual({ items: [{ ...font, permissions: { edit: false } }], count: 1 });
  });

  it('needs its regular face (412), and keys of files this organization uploaded, bytes and all', async () => {
    const { as, regular, bold } = setUp();
    const create =
      (fontFaces: { weight: number; storageKey: string }[], user = 'create') =>
      () =>
        createCustomFont(as(user), 'acme', { fontFamily: 'Acme Sans', fontFaces });
    expect(await refusal(create([{ weight: 700, storageKey: bold }]))).toEqual({
      reason: 'precondition',
      message: 'fontFaces: a font needs a face of weight 400 (regular); add one',
    });
    const elsewhere = upload(as('admin'), 'globex', REGULAR);
    expect(await refusal(create([{ weight: 400, storageKey: elsewhere }]))).toMatchObject({ reason: 'invalid', field: 'fontFaces.0.storageKey' });
    expect(
      await refusal(
        create([
          { weight: 400, storageKey: regular },
          { weight: 700, storageKey: 'acme/customization_font/nothing/x.woff2' },
        ]),
      ),
    ).toEqual({
      reason: 'invalid',
      field: 'fontFaces.1.storageKey',
      message: "names no file of this organization's storage: upload the file (generateStorageUploadURL, then PUT its bytes) and send the key it answered",
    });
    const unsent = upload(as('create'), 'acme', REGULAR, 'Late.woff2', false);
    expect(await refusal(create([{ weight: 400, storageKey: unsent }]))).toMatchObject({
      reason: 'invalid',
      field: 'fontFaces.0.storageKey',
      message: expect.stringContaining('whose bytes were never sent'),
    });
    const ttf = upload(as('create'), 'acme', REGULAR, 'Acme.ttf');
    expect(await refusal(create([{ weight: 400, storageKey: ttf }]))).toMatchObject({
      field: 'fontFaces.0.storageKey',
      message: expect.stringContaining('not a WOFF2 or WOFF font'),
    });
    expect(
      await refusal(
        create([
          { weight: 400, storageKey: regular },
          { weight: 400, storageKey: bold },
        ]),
      ),
    ).toMatchObject({ reason: 'invalid', field: 'fontFaces.1.weight' });
    expect(await refusal(create([{ weight: 400, storageKey: regular }], 'edit'))).toMatchObject({ reason: 'forbidden' });
  });

  it('is renamed, and gets faces added, replaced and removed by weight, its regular one kept', async () => {
    const { as, regular, bold } = setUp();
    const font = createCustomFont(as('create'), 'acme', { fontFamily: 'Acme Sans', fontFaces: [{ weight: 400, storageKey: regular }] });
    const grown = updateCustomFont(as('create'), 'acme', font.id, { fontFamily: 'Acme Text', fontFaces: [{ weight: 700, storageKey: bold }] });
    expect(grown.fontFamily).toBe('Acme Text');
    expect(grown.fontFaces.map((f) => f.weight)).toEqual([400, 700]);
    expect(await refusal(() => updateCustomFont(as('create'), 'acme', font.id, { fontFaces: [{ weight: 400, storageKey: null }] }))).toMatchObject({
      reason: 'precondition',
    });
    const shrunk = updateCustomFont(as('create'), 'acme', font.id, { fontFaces: [{ weight: 700, storageKey: null }] });
    expect(shrunk).toEqual({ ...font, fontFamily: 'Acme Text' });
    expect(getCustomFont(as('read'), 'acme', font.id).fontFaces).toHaveLength(1);
  });

  it("is another organization's to no one: not found to read or change, and not deleted", async () => {
    const { as, regular } = setUp();
    const font = createCustomFont(as('create'), 'acme', { fontFamily: 'Acme Sans', fontFaces: [{ weight: 400, storageKey: regular }] });
    expect(await refusal(() => getCustomFont(as('admin'), 'globex', font.id))).toMatchObject({ reason: 'not-found' });
    expect(await refusal(() => updateCustomFont(as('admin'), 'globex', font.id, { fontFamily: 'Mine' }))).toMatchObject({ reason: 'not-found' });
    expect(await refusal(() => getCustomFont(as('outsider'), 'acme', font.id))).toMatchObject({ reason: 'not-found' });
    expect(deleteCustomFont(as('admin'), 'globex', font.id)).toBe(false);
    expect(listCustomFonts(as('admin'), 'globex').items).toEqual([]);
    expect(getCustomFont(as('read'), 'acme', font.id).id).toBe(font.id);
  });

  it('is what a site naming it loads, until it is deleted: then its files are gone and the site has its default font', () => {
    const { as, sandbox, regular } = setUp();
    const font = createCustomFont(as('create'), 'acme', { fontFamily: 'Acme Sans', fontFaces: [{ weight: 400, storageKey: regular }] });
    const { permissions: _, ...definition } = font;
    const loaded = siteFontOf(sandbox, 'acme', definition);
    expect(loaded).toEqual({
      family: 'Acme Sans',
      faces: [{ weight: 400, path: new URL(font.fontFaces[0]!.sources[0]!.url).pathname, format: 'woff2' }],
    });
    expect(siteFontOf(sandbox, 'globex', definition)).toBeUndefined();
    expect(siteFontOf(sandbox, 'acme', 'Inter')).toBeUndefined();
    expect(deleteCustomFont(as('create'), 'acme', font.id)).toBe(true);
    expect(deleteCustomFont(as('create'), 'acme', font.id)).toBe(false);
    expect(siteFontOf(sandbox, 'acme', definition)).toBeUndefined();
    expect(customFontFile(sandbox, font.id, loaded!.faces[0]!.path.split('/').at(-1)!)).toBeUndefined();
  });
});
