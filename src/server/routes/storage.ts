import * as storage from '../../domain/content/storage-uploads.js';
import type { Handlers } from '../handler.js';

export const storageRoutes = {
  generateStorageUploadURL: (ctx, { params, body }) => storage.generateStorageUploadUrl(ctx, params.organizationId, body),
} satisfies Partial<Handlers>;
