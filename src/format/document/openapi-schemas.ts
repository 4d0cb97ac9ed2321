import { blockModule } from './block-module.js';
import { sourceParagraph } from './paragraph.js';
import { specBlockMarkdown, specRef, unkeptOf, writesBack } from './spec-block.js';

/** A schemas block's arguments after its spec: the schemas' names, comma-separated, and whether they show grouped, where said. */
const argsOf = (schemas: readonly string[], grouped: boolean | undefined) => ({
  schemas: schemas.join(','),
  grouped: grouped === undefined ? undefined : String(grouped),
});

/** `{% openapi-schemas spec schemas grouped %}`: schemas of an organization's spec. */
export const openapiSchemas = blockModule({
  reads: ['openapi-schemas'],
  typeOf: () => 'openapi-schemas',
  toDocument: ({ spec, schemas, grouped, source }) =>
    writesBack(source, 'openapi-schemas', { spec, ...argsOf(schemas, grouped) })
      ? { object: 'block', type: 'openapi-schemas', data: { ref: specRef(spec), schemas, ...(grouped === undefined ? {} : { grouped }) }, isVoid: true }
      : sourceParagraph(source),
  toMarkdown: (node, write) => specBlockMarkdown('openapi-schemas', node.data.ref, argsOf(node.data.schemas, node.data.grouped), write),
  unwritable: unkeptOf('openapi-schemas', 'title'),
});
