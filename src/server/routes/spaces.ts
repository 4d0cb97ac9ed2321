import * as spaces from '../../domain/content/spaces.js';
import type { Handlers } from '../handler.js';

export const spaceRoutes = {
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
