import { blockModule } from './block-module.js';
import { sourceParagraph } from './paragraph.js';
import { specBlockMarkdown, specRef, unkeptOf, writesBack } from './spec-block.js';

/** `{% openapi-webhook spec name method %}`: a webhook of an organization's spec (OpenAPI 3.1's `webhooks`). */
export const openapiWebhook = blockModule({
  reads: ['openapi-webhook'],
  typeOf: () => 'openapi-webhook',
  toDocument: ({ spec, name, method, source }) =>
    writesBack(source, 'openapi-webhook', { spec, name, method })
      ? { object: 'block', type: 'openapi-webhook', data: { ref: specRef(spec), name, method }, isVoid: true }
      : sourceParagraph(source),
  toMarkdown: (node, write) => specBlockMarkdown('openapi-webhook', node.data.ref, { name: node.data.name, method: node.data.method }, write),
  unwritable: unkeptOf('openapi-webhook', 'headless'),
});
