import { describe, expect, it } from 'vitest';
import { requestLine } from '../../../src/cli/render/request-line.js';
import type { JournalEntry } from '../../../src/schemas/sandbox-journal.js';

const entry = (fields: Partial<JournalEntry>): JournalEntry => ({
  id: 1,
  time: '2026-11-25T16:20:58.123Z',
  method: 'GET',
  path: '/v1/user',
  operationId: 'getAuthenticatedUser',
  status: 200,
  durationMs: 1.25,
  ...fields,
});

describe('a request line of serve --log', () => {
  it('reads time, status, method, path, operation and duration', () => {
    expect(requestLine(entry({}), false)).toBe('2026-11-25 16:20:58  200  GET    /v1/user  getAuthenticatedUser  1.25 ms');
  });

  it('colours the status by its class on a terminal, and names a fault', () => {
    expect(requestLine(entry({ status: 200 }), true)).toContain('\x1b[32m200\x1b[0m');
    expect(requestLine(entry({ status: 404 }), true)).toContain('\x1b[33m404\x1b[0m');
    expect(requestLine(entry({ status: 503, fault: 'fault_1' }), true)).toMatch(/\x1b\[31m503\x1b\[0m.*\[fault_1\]/);
    expect(requestLine(entry({ status: null, fault: 'fault_2' }), false)).toMatch(/ drop .*\[fault_2\]$/);
  });

  it('shows a path of an unknown endpoint with no operation, its controls escaped', () => {
    expect(requestLine(entry({ path: '/v1/nope\x1b[2J', operationId: undefined, status: 404 }), false)).toContain('/v1/nope\\x1b[2J  -  ');
  });
});
