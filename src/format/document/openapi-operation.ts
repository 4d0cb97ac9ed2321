import { blockModule } from './block-module.js';
import { sourceParagraph } from './paragraph.js';
import { specBlockMarkdown, specRef, unkeptOf, writesBack } from './spec-block.js';

/**
 * GitBook's id of an operation's block, the anchor its published page gives it: its method and
 * path as one slug (`GET /orgs/{organizationId}/members` → `get-orgs-organizationid-members`).
 */
export const operationId = (method: string, path: string) =>
  `${method} ${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `{% openapi-operation spec path method %}`: an operation of an organization's spec. */
export const openapiOperation = blockModule({
  reads: ['openapi-operation'],
  typeOf: () => 'openapi-operation',
  toDocument: ({ spec, path, method, source }) =>
    writesBack(source, 'openapi-operation', { spec, path, method })
      ? { object: 'block', type: 'openapi-operation', data: { ref: specRef(spec), path, method }, isVoid: true, meta: { id: operationId(method, path) } }
      : sourceParagraph(source),
  toMarkdown: (node, write) => specBlockMarkdown('openapi-operation', node.data.ref, { path: node.data.path, method: node.data.method }, write),
  unwritable: unkeptOf('openapi-operation', 'headless'),
});
