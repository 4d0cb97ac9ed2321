import { describe, expect, it } from 'vitest';
import { createChangeRequest } from '../../../src/domain/change-requests/change-requests.js';
import { updateChangeRequestContent } from '../../../src/domain/change-requests/content-changes.js';
import { resolveTarget } from '../../../src/domain/change-requests/target.js';
import { generateStorageUploadUrl, receiveStorageUpload, UPLOAD_URL_TTL_SECONDS } from '../../../src/domain/content/storage-uploads.js';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { fileBytes } from '../../../src/domain/reading/files.js';
import { STORAGE_FILE_MAX_BYTES } from '../../../src/schemas/storage.js';
import { refusal, rules } from '../../helpers/rules.js';

const BYTES = Buffer.alloc(3 * 1024 * 1024, 7);
const ask = (size = BYTES.length) => ({ file: { name: 'photo.png', type: 'image/png', size }, kind: 'organization_file' as const });
/** What the upload URL carries: its upload's id and its query. */
const partsOf = (url: string) => {
  const parsed = new URL(url);
  return { id: parsed.pathname.split('/').at(-1)!, query: { expires: parsed.searchParams.get('expires')!, signature: parsed.searchParams.get('signature')! } };
};

describe('an upload URL', () => {
  it('is signed for one upload, carries no token, and names where the file is kept', () => {
    const { as } = rules();
    const answer = generateStorageUploadUrl(as('edit'), 'acme', ask());
    expect(answer).toMatchObject({ object: 'storage-signed-url', key: expect.stringMatching(/^acme\/organization_file\/[A-Za-z0-9]{20}\/photo\.png$/) });
    expect(answer.url).toMatch(/^http:\/\/sandbox\.test\/_sandbox\/storage\/[A-Za-z0-9]{20}\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(answer.url).not.toContain('token');
  });

  it('is for whoever may edit in the organization, and for files the sandbox can take', async () => {
    const { as } = rules();
    expect(await refusal(() => generateStorageUploadUrl(as('comment'), 'acme', ask()))).toMatchObject({ reason: 'forbidden' });
    expect(await refusal(() => generateStorageUploadUrl(as('outsider'), 'acme', ask()))).toMatchObject({ reason: 'not-found' });
    expect(await refusal(() => generateStorageUploadUrl(as('edit'), 'acme', ask(STORAGE_FILE_MAX_BYTES + 1)))).toEqual({
      reason: 'invalid',
      field: 'file.size',
      message: `is ${STORAGE_FILE_MAX_BYTES + 1} bytes; the sandbox stores files of at most ${STORAGE_FILE_MAX_BYTES} bytes (10 MiB): make the file smaller`,
    });
  });
});

describe('sending the bytes', () => {
  it('stores them for the organization, as many as were declared, while the URL holds', async () => {
    const { as, sandbox, travel } = rules();
    const { id, query } = partsOf(generateStorageUploadUrl(as('edit'), 'acme', ask()).url);
    expect(await refusal(() => receiveStorageUpload(sandbox, id, query, BYTES.subarray(1)))).toMatchObject({
      reason: 'invalid',
      message: `holds ${BYTES.length - 1} bytes; the upload was declared with ${BYTES.length} (file.size): send the whole file, or ask for a URL with its size`,
    });
    expect(await refusal(() => receiveStorageUpload(sandbox, id, { ...query, signature: '0'.repeat(64) }, BYTES))).toMatchObject({ reason: 'forbidden' });
    expect(await refusal(() => receiveStorageUpload(sandbox, id, { ...query, expires: String(Number(query.expires) + 60) }, BYTES))).toMatchObject({
      reason: 'forbidden',
    });
    expect(receiveStorageUpload(sandbox, id, query, BYTES)).toEqual({ key: expect.stringContaining(`/${id}/photo.png`), size: BYTES.length });
    expect(sandbox.store.getBlob(sandbox.store.get('storageUploads', id)!.blob!)!.equals(BYTES)).toBe(true);
    travel(UPLOAD_URL_TTL_SECONDS / 86400);
    expect(await refusal(() => receiveStorageUpload(sandbox, id, query, BYTES))).toMatchObject({
      reason: 'forbidden',
      message: expect.stringMatching(/^the upload URL expired at .*; ask for another with generateStorageUploadURL$/),
    });
  });
});

describe('a content change naming an upload URL', () => {
  it('inserts the uploaded bytes as a file of the change request, read back as they were sent', async () => {
    const { as, sandbox } = rules();
    const space = createSpace(as(), 'acme', { title: 'S' }).id;
    const cr = createChangeRequest(as('edit'), space, { subject: 'photo' }).id;
    const { url } = generateStorageUploadUrl(as('edit'), 'acme', ask());
    const { id, query } = partsOf(url);
    const insert = () => updateChangeRequestContent(as('edit'), space, cr, { changes: [{ operation: 'insert_files', files: [{ name: 'photo.png', url }] }] });
    expect(await refusal(insert)).toMatchObject({
      reason: 'invalid',
      field: 'changes[0].files[0].url',
      message: expect.stringContaining('PUT the file to this URL first'),
    });
    receiveStorageUpload(sandbox, id, query, BYTES);
    const { insertedFiles } = await insert();
    expect(insertedFiles).toEqual([expect.objectContaining({ name: 'photo.png', contentType: 'image/png', size: BYTES.length })]);
    const revision = resolveTarget(as(), space, cr, 'read').revision;
    expect(fileBytes(as(), revision.id, revision.files[0]!.id)!.bytes.equals(BYTES)).toBe(true);
  });

  it("is refused in another organization's space: an upload is its organization's", async () => {
    const { as, sandbox } = rules();
    const { url } = generateStorageUploadUrl(as(), 'acme', ask());
    const { id, query } = partsOf(url);
    receiveStorageUpload(sandbox, id, query, BYTES);
    const space = createSpace(as(), 'globex', { title: 'Theirs' }).id;
    const cr = createChangeRequest(as(), space, { subject: 'x' }).id;
    expect(
      await refusal(() => updateChangeRequestContent(as(), space, cr, { changes: [{ operation: 'insert_files', files: [{ name: 'photo.png', url }] }] })),
    ).toMatchObject({ reason: 'invalid', field: 'changes[0].files[0].url', message: `names upload "${id}", which this organization does not hold` });
  });
});
