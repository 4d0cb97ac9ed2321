import { receiveStorageUpload } from '../../domain/content/storage-uploads.js';
import type { Sandbox } from '../../sandbox/open.js';
import type { ControlHandlers } from '../handler.js';

/** The upload target of storage upload URLs: authorized by the signature the URL carries, never by a token. */
export function storageHandlers(sandbox: Sandbox): Pick<ControlHandlers, 'uploadStorageObject'> {
  return { uploadStorageObject: ({ params, query, body }) => receiveStorageUpload(sandbox, params.uploadId, query, body) };
}
