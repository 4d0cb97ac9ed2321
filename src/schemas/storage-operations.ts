import { O } from './organization-operations.js';
import { OrganizationPathParams } from './organization.js';
import { op } from './operation.js';
import { StorageUploadRequest, StorageUploadURL } from './storage.js';

/** The organization's storage: a signed URL to upload a file to, whose bytes content changes then take by that URL. */
export const storageOperations = {
  generateStorageUploadURL: op({
    id: 'generateStorageUploadURL',
    method: 'POST',
    path: `${O}/storage/upload`,
    summary: 'Create a signed URL to upload a file',
    params: OrganizationPathParams,
    body: StorageUploadRequest,
    response: StorageUploadURL,
    status: 201,
  }),
};
