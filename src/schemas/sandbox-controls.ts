import * as z from 'zod';
import { Fault, FaultInput } from './sandbox-faults.js';
import { JournalEntry, JournalQuery } from './sandbox-journal.js';

/** A control under `/_sandbox/`, as the sandbox's OpenAPI document describes it. */
export interface SandboxControl {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  status: 200 | 201 | 204;
  response?: z.ZodType;
}

const Items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** The controls described in `GET /_sandbox/openapi.json`, beside the API's operations. */
export const SANDBOX_CONTROLS: SandboxControl[] = [
  { method: 'GET', path: '/_sandbox/requests', summary: 'List journalled /v1 requests, oldest first', query: JournalQuery, status: 200, response: Items(JournalEntry) },
  { method: 'DELETE', path: '/_sandbox/requests', summary: 'Clear the request journal', status: 204 },
  { method: 'POST', path: '/_sandbox/faults', summary: 'Inject a fault into /v1', body: FaultInput, status: 201, response: Fault },
  { method: 'GET', path: '/_sandbox/faults', summary: 'List injected faults, with the times they have left', status: 200, response: Items(Fault) },
  { method: 'DELETE', path: '/_sandbox/faults', summary: 'Remove every injected fault', status: 204 },
  { method: 'DELETE', path: '/_sandbox/faults/{faultId}', summary: 'Remove an injected fault', params: z.object({ faultId: z.string() }), status: 204 },
];
