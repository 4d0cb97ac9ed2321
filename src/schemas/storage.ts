import * as z from 'zod';
import { Id, Url } from './common.js';

/**
 * The most bytes one file brought into content by URL may have: what the sandbox fetches of a URL
 * (FETCH_MAX_BYTES), and so what an upload may hold and `docsctl push` may send.
 */
export const STORAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** A file about to be uploaded, as GitBook's spec describes it (StorageFileMetadata). */
export const StorageFileMetadata = z.object({
  name: z.string().min(1).max(256).describe('the file name, with its extension'),
  type: z.string().min(1).max(255).describe('its MIME type, e.g. image/png'),
  size: z.number().int().min(0).describe('its size in bytes'),
});

/** What the upload is for (StorageUploadKind). */
export const StorageUploadKind = z.enum(['customization_font', 'import_file', 'organization_file']);

export const StorageUploadRequest = z.object({ file: StorageFileMetadata, kind: StorageUploadKind });

/** Where to send the bytes (`url`, signed and expiring), and the file's key in storage once they are there. */
export const StorageUploadURL = z.object({
  object: z.literal('storage-signed-url'),
  url: Url,
  key: z.string(),
});
export type StorageUploadURL = z.infer<typeof StorageUploadURL>;

/** The upload target's path: the upload's id. */
export const StorageObjectParams = z.object({ uploadId: Id });
/** What an upload URL carries: when it stops working (seconds since the epoch) and its signature. */
export const StorageObjectQuery = z.object({
  expires: z.string().regex(/^\d{1,12}$/, 'must be seconds since the epoch'),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be the signature the upload URL carried'),
});

/** What the upload target answers once the bytes are stored. */
export const StoredUpload = z.object({ key: z.string(), size: z.number().int() });
