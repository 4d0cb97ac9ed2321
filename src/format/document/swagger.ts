import { blockModule } from './block-module.js';
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
});
