import * as collections from '../../domain/content/collections.js';
import type { Handlers } from '../handler.js';

export const collectionRoutes = {
  listCollectionsInOrganizationById: (ctx, { params, query }) => collections.listCollections(ctx, params.organizationId, query),
  createCollection: (ctx, { params, body }) => collections.createCollection(ctx, params.organizationId, body),
  getCollectionById: (ctx, { params }) => collections.getCollection(ctx, params.collectionId),
  updateCollectionById: (ctx, { params, body }) => collections.updateCollection(ctx, params.collectionId, body),
  deleteCollectionById: (ctx, { params }) => collections.deleteCollection(ctx, params.collectionId),
  listSpacesInCollectionById: (ctx, { params, query }) => collections.listCollectionSpaces(ctx, params.collectionId, query),
  moveCollection: (ctx, { params, body }) => collections.moveCollection(ctx, params.collectionId, body),
  transferCollection: (ctx, { params, body }) => collections.transferCollection(ctx, params.collectionId, body.organization),
} satisfies Partial<Handlers>;
