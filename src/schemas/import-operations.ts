import { listOf } from './common.js';
import { ImportRun, ImportRunParams, ImportRunsQuery, ImportRunStart } from './imports.js';
import { op } from './operation.js';
import { OrganizationPathParams } from './organization.js';

/** GitBook's organization import paths start `/org/`, singular, unlike the rest of the organization's. */
const IMPORTS = '/v1/org/{organizationId}/imports';

/** An organization's import runs: content read from a website or storage files into a space, in the background. */
export const importOperations = {
  listImportRuns: op({
    id: 'listImportRuns',
    method: 'GET',
    path: IMPORTS,
    summary: 'List the import runs of an organization',
    params: OrganizationPathParams,
    query: ImportRunsQuery,
    response: listOf(ImportRun),
  }),
  startImportRun: op({
    id: 'startImportRun',
    method: 'POST',
    path: IMPORTS,
    summary: 'Import content into a space from a website or storage files',
    params: OrganizationPathParams,
    body: ImportRunStart,
    response: ImportRun,
    status: 201,
  }),
  getImportRun: op({
    id: 'getImportRun',
    method: 'GET',
    path: `${IMPORTS}/{importRunId}`,
    summary: 'Get an import run',
    params: ImportRunParams,
    response: ImportRun,
  }),
  cancelImportRun: op({
    id: 'cancelImportRun',
    method: 'POST',
    path: `${IMPORTS}/{importRunId}/cancel`,
    summary: 'Cancel an import run',
    params: ImportRunParams,
    response: ImportRun,
  }),
};
