import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { STORAGE_FILE_MAX_BYTES, type StorageUploadRequest, type StorageUploadURL } from '../../schemas/storage.js';
import type { StorageUploadRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { newId } from '../kernel/ids.js';
import { controlUrl } from '../kernel/locations.js';
import { requireOrganization } from '../org/access.js';

/** How long an upload URL takes bytes: long enough for a slow link, short enough that a leaked one soon stops working. */
export const UPLOAD_URL_TTL_SECONDS = 60 * 60;

/** Where a storage upload URL points, whatever host the caller reached the sandbox by. */
const UPLOAD_PATH = /^\/_sandbox\/storage\/([A-Za-z0-9_-]{1,64})$/;

type Signer = Pick<Context, 'secrets'>;

/**
 * The signature an upload URL carries: an HMAC of the upload and its expiry, under a key derived
 * from the sandbox's own, kept apart from the visitor claims that key signs. The URL names no user
 * and carries no API token: whoever holds it may send the bytes of that one upload until it expires.
 */
function signatureOf({ secrets }: Signer, uploadId: string, expires: number): string {
  const key = createHmac('sha256', secrets.visitorKey).update('storage-upload').digest();
  return createHmac('sha256', key).update(`${uploadId}.${expires}`).digest('hex');
}

function signedBy(signer: Signer, uploadId: string, expires: number, signature: string): boolean {
  const expected = Buffer.from(signatureOf(signer, uploadId, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A signed URL to upload one file to the organization's storage (generateStorageUploadURL), and the
 * key it will be stored at: whoever may edit content in the organization may upload. A file larger
 * than the sandbox takes is refused here, before any byte is sent.
 */
export function generateStorageUploadUrl(ctx: Context, organizationId: string, body: z.infer<typeof StorageUploadRequest>): StorageUploadURL {
  const { org } = requireOrganization(ctx, organizationId, 'edit');
  if (body.file.size > STORAGE_FILE_MAX_BYTES)
    throw invalid(
      `is ${body.file.size} bytes; the sandbox stores files of at most ${STORAGE_FILE_MAX_BYTES} bytes (${STORAGE_FILE_MAX_BYTES / 2 ** 20} MiB): make the file smaller`,
      'file.size',
    );
  const id = newId();
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
  const record = ctx.store.put('storageUploads', {
    id,
    seq: ctx.store.nextSeq(),
    organization: org.id,
    createdBy: ctx.caller.id,
    createdAt: ctx.clock.iso(),
    expiresAt: new Date(expires * 1000).toISOString(),
    kind: body.kind,
    key: `${org.id}/${body.kind}/${id}/${body.file.name}`,
    name: body.file.name,
    type: body.file.type,
    size: body.file.size,
  });
  const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(ctx, id, expires) });
  return { object: 'storage-signed-url', url: `${controlUrl(ctx, 'uploadStorageObject', { uploadId: id })}?${query}`, key: record.key };
}

/**
 * The bytes sent to an upload URL, stored as the organization's blob: the URL must be the one the
 * sandbox signed, not yet expired, and the bytes as many as were declared. Sending again while the
 * URL holds replaces them, as a storage bucket's signed PUT does.
 */
export function receiveStorageUpload(
  ctx: Pick<Context, 'store' | 'clock' | 'secrets'>,
  uploadId: string,
  { expires, signature }: { expires: string; signature: string },
  bytes: Buffer,
): { key: string; size: number } {
  const upload = ctx.store.get('storageUploads', uploadId);
  if (!upload) throw notFound('upload', uploadId);
  const expiresAt = Number(expires);
  if (!signedBy(ctx, uploadId, expiresAt, signature) || new Date(expiresAt * 1000).toISOString() !== upload.expiresAt)
    throw forbidden(`this URL was not signed for upload "${uploadId}": send the bytes to the exact url generateStorageUploadURL answered`);
  if (ctx.clock.now().getTime() >= expiresAt * 1000)
    throw forbidden(`the upload URL expired at ${upload.expiresAt}; ask for another with generateStorageUploadURL`);
  if (bytes.length !== upload.size)
    throw invalid(`holds ${bytes.length} bytes; the upload was declared with ${upload.size} (file.size): send the whole file, or ask for a URL with its size`);
  const stored = ctx.store.put('storageUploads', { ...upload, blob: ctx.store.putBlob(bytes), uploadedAt: ctx.clock.iso() });
  return { key: stored.key, size: bytes.length };
}

/**
 * The upload a content change names by its upload URL (an `insert_files` file's `url`): the
 * organization's own, its bytes sent. `undefined` when the URL is not a storage upload URL of
 * the sandbox's (signed by it), which is then fetched as any URL is.
 */
export function uploadNamedBy(ctx: Context, url: string, organizationId: string, field: string): (StorageUploadRecord & { blob: string }) | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const uploadId = UPLOAD_PATH.exec(parsed.pathname)?.[1];
  const expires = Number(parsed.searchParams.get('expires'));
  const signature = parsed.searchParams.get('signature') ?? '';
  if (!uploadId || !/^[0-9a-f]{64}$/.test(signature) || !signedBy(ctx, uploadId, expires, signature)) return undefined;
  const upload = ctx.store.get('storageUploads', uploadId);
  // Another organization's upload is as absent as one never made.
  if (!upload || upload.organization !== organizationId) throw invalid(`names upload "${uploadId}", which this organization does not hold`, field);
  if (!upload.blob) throw invalid(`names upload "${uploadId}", whose bytes were never sent: PUT the file to this URL first, then send the change`, field);
  return { ...upload, blob: upload.blob };
}

/**
 * The upload a key names (the `key` generateStorageUploadURL answered), as a font's face takes it:
 * the organization's own, its bytes sent. Another organization's key is as absent as one never made.
 */
export function uploadWithKey(ctx: Pick<Context, 'store'>, key: string, organizationId: string, field: string): StorageUploadRecord & { blob: string } {
  const upload = ctx.store.get('storageUploads', key.split('/')[2] ?? '');
  if (!upload || upload.key !== key || upload.organization !== organizationId)
    throw invalid(
      `names no file of this organization's storage: upload the file (generateStorageUploadURL, then PUT its bytes) and send the key it answered`,
      field,
    );
  if (!upload.blob) throw invalid(`names upload "${upload.id}", whose bytes were never sent: PUT the file to its upload URL first`, field);
  return { ...upload, blob: upload.blob };
}
