import * as fonts from '../../domain/sites/custom-fonts.js';
import { Emptied, type Handlers } from '../handler.js';

export const customFontRoutes = {
  listCustomFonts: (ctx, { params }) => fonts.listCustomFonts(ctx, params.organizationId),
  createCustomFont: (ctx, { params, body }) => fonts.createCustomFont(ctx, params.organizationId, body),
  getCustomFont: (ctx, { params }) => fonts.getCustomFont(ctx, params.organizationId, params.fontId),
  updateCustomFont: (ctx, { params, body }) => fonts.updateCustomFont(ctx, params.organizationId, params.fontId, body),
  deleteCustomFont: (ctx, { params }) => (fonts.deleteCustomFont(ctx, params.organizationId, params.fontId) ? new Emptied() : undefined),
} satisfies Partial<Handlers>;
