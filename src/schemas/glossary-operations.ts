import { listOf } from './common.js';
import { GlossaryEntry, GlossaryEntryParams, GlossaryListQuery, GlossaryUpdate } from './glossary.js';
import { op } from './operation.js';
import { OrganizationPathParams } from './organization.js';
import { O } from './organization-operations.js';

/** An organization's translation glossary: the terms its translations keep as given. */
export const glossaryOperations = {
  listGlossaryEntries: op({
    id: 'listGlossaryEntries',
    method: 'GET',
    path: `${O}/translations-glossary`,
    summary: "List the organization's glossary entries",
    params: OrganizationPathParams,
    query: GlossaryListQuery,
    response: listOf(GlossaryEntry),
  }),
  updateGlossaryEntries: op({
    id: 'updateGlossaryEntries',
    method: 'PUT',
    path: `${O}/translations-glossary`,
    summary: 'Insert, update and delete glossary entries, all or none',
    params: OrganizationPathParams,
    body: GlossaryUpdate,
  }),
  getGlossaryEntry: op({
    id: 'getGlossaryEntry',
    method: 'GET',
    path: `${O}/translations-glossary/{glossaryEntryId}`,
    summary: 'Get a glossary entry',
    params: GlossaryEntryParams,
    response: GlossaryEntry,
  }),
};
