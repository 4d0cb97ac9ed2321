import * as collections from '../../domain/content/collections.js';
import * as spaces from '../../domain/content/spaces.js';
import type { Handlers } from '../handler.js';

export const spaceRoutes = {
  listCollectionsInOrganizationById: (ctx, { params, query }) => collections.listCollections(ctx, params.organizationId, query),
  createCollection: (ctx, { params, body }) => collections.createCollection(ctx, params.organizationId, body),
  getCollectionById: (ctx, { params }) => collections.getCollection(ctx, params.collectionId),
  updateCollectionById: (ctx, { params, body }) => collections.updateCollection(ctx, params.collectionId, body),
  deleteCollectionById: (ctx, { params }) => collections.deleteCollection(ctx, params.collectionId),
  listSpacesInCollectionById: (ctx, { params, query }) => collections.listCollectionSpaces(ctx, params.collectionId, query),
  moveCollection: (ctx, { params, body }) => collections.moveCollection(ctx, params.collectionId, body),
  transferCollection: (ctx, { params, body }) => collections.transferCollection(ctx, params.collectionId, body.organization),

  listSpacesInOrganizationById: (ctx, { params, query }) => spaces.listOrganizationSpaces(ctx, params.organizationId, query),
  createSpace: (ctx, { params, body }) => spaces.createSpace(ctx, params.organizationId, body),
  getSpaceById: (ctx, { params, query }) => spaces.getSpace(ctx, params.spaceId, query.shareKey),
  updateSpaceById: (ctx, { params, body }) => spaces.updateSpace(ctx, params.spaceId, body),
  deleteSpaceById: (ctx, { params }) => spaces.deleteSpace(ctx, params.spaceId),
  duplicateSpace: (ctx, { params }) => spaces.duplicateSpace(ctx, params.spaceId),
  restoreSpace: (ctx, { params }) => spaces.restoreSpace(ctx, params.spaceId),
  moveSpace: (ctx, { params, body }) => spaces.moveSpace(ctx, params.spaceId, body),
  transferSpace: (ctx, { params, body }) => spaces.transferSpace(ctx, params.spaceId, body.organization),
} satisfies Partial<Handlers>;
