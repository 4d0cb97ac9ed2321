import type { Resource } from '../verb.js';

export const openapi: Resource = {
  name: 'openapi',
  noun: 'OpenAPI spec',
  description: 'OpenAPI specs and their versions',
  verbs: [],
};
