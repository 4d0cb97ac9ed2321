import { Ajv } from 'ajv';
import schema from '../../src/schemas/gitbook/document.json' with { type: 'json' };

const ajv = new Ajv({ strict: false, allErrors: true });
// The spec's two formats: GitBook's icon names, and timestamps (no document the sandbox gives holds one).
ajv.addFormat('icon', true);
ajv.addFormat('date-time', true);
const validate = ajv.compile(schema);

/** What GitBook's document model (src/schemas/gitbook/document.json) finds wrong with a document: none when it is one. */
export function documentModelErrors(document: unknown): string[] {
  if (validate(document)) return [];
  // A oneOf reports every branch it tried; the deepest paths say where the document is wrong.
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}
