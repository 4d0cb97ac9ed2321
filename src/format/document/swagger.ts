import { blockModule } from './block-module.js';
import { escapeText } from './inline-markdown.js';
import { container } from './markdown-syntax.js';
import { mediaRef } from './refs.js';

/** `{% swagger %}` (an OpenAPI operation of a spec file or URL) as GitBook's API block. */
export const swagger = blockModule({
  reads: ['openapi'],
  typeOf: () => 'swagger',
  toDocument: (block, { refOf }) => ({
    object: 'block',
    type: 'swagger',
    data: { ref: mediaRef(refOf, block.src), path: block.path, method: block.method },
    isVoid: true,
  }),
  toMarkdown: (node, { hrefOf }) => {
    const src = hrefOf(node.data.ref);
    return container('openapi', `[${escapeText(src, false)}](${src})`, { src, path: node.data.path, method: node.data.method });
  },
});
