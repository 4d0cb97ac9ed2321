import { Ajv } from 'ajv';
import schema from '../../src/schemas/gitbook/document.json' with { type: 'json' };
import { DEFAULT_LAYOUT } from '../../src/domain/revisions/present.js';
import { specErrors } from './spec.js';

/** GitBook's document model as a validator: stopping at the first error (fast: a oneOf tries every branch), or listing them all. */
function validator(allErrors: boolean) {
  const ajv = new Ajv({ strict: false, allErrors });
  // The spec's two formats: GitBook's icon names, and timestamps (no document the sandbox gives holds one).
  ajv.addFormat('icon', true);
  ajv.addFormat('date-time', true);
  return ajv.compile(schema);
}
const isDocument = validator(false);
const validate = validator(true);

/** What GitBook's document model (src/schemas/gitbook/document.json) finds wrong with a document: none when it is one. */
export function documentModelErrors(document: unknown): string[] {
  if (isDocument(document) || validate(document)) return [];
  // A oneOf reports every branch it tried; the deepest paths say where the document is wrong.
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}

const NOW = '2026-01-01T00:00:00.000Z';

/** What GitBook's document model and every release's spec (a page of getPageById around it) find wrong with a document. */
export const documentErrors = (document: unknown) => [...documentModelErrors(document), ...pageErrors(document)];
const pageErrors = (document: unknown) =>
  specErrors('getPageById', 200, {
    id: 'page',
    title: 'Page',
    kind: 'sheet',
    type: 'document',
    urls: { app: 'http://sandbox.test/s/space/page' },
    slug: 'page',
    path: 'page',
    createdAt: NOW,
    updatedAt: NOW,
    document,
    pages: [],
    tags: [],
    layout: DEFAULT_LAYOUT,
  });
