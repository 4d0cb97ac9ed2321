import { getEmbed, getEmbedInSpace } from '../../domain/embeds/embed.js';
import type { Handlers } from '../handler.js';

export const embedRoutes = {
  getEmbedByUrl: (ctx, { query }) => getEmbed(ctx, query.url),
  getEmbedByUrlInSpace: (ctx, { params, query }) => getEmbedInSpace(ctx, params.spaceId, query.url),
} satisfies Partial<Handlers>;
