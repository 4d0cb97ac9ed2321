import { SpacePathParams } from './content.js';
import { Embed, EmbedQuery } from './embed.js';
import { op } from './operation.js';
import { S } from './organization-operations.js';

/** A URL as an embed: read from its page where the fetch policy lets the sandbox fetch it, else made from the URL. */
export const embedOperations = {
  getEmbedByUrl: op({
    id: 'getEmbedByUrl',
    method: 'GET',
    path: '/v1/urls/embed',
    summary: 'Resolve a URL to an embed',
    query: EmbedQuery,
    response: Embed,
  }),
  getEmbedByUrlInSpace: op({
    id: 'getEmbedByUrlInSpace',
    method: 'GET',
    path: `${S}/embed`,
    summary: 'Resolve a URL to an embed within a space',
    params: SpacePathParams,
    query: EmbedQuery,
    response: Embed,
  }),
};
