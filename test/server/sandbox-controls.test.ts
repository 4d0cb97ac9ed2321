import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../src/schemas/operations.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';

let sb: Running;

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

describe('/_sandbox', () => {
  it('needs a token', async () => {
    expect((await sb.call('GET', '/_sandbox/clock', { user: null })).status).toBe(401);
    expect((await sb.call('POST', '/_sandbox/clock', { user: null, body: { advanceSeconds: 1 } })).status).toBe(401);
    expect((await sb.call('GET', '/_sandbox/openapi.json', { user: null })).status).toBe(401);
  });

  it('moves the clock forward only', async () => {
    const before = Date.parse((await sb.call('GET', '/_sandbox/clock')).body.now);
    const after = await sb.call('POST', '/_sandbox/clock', { body: { advanceSeconds: 3600 } });
    expect(Date.parse(after.body.now) - before).toBeGreaterThanOrEqual(3600_000);
    const back = await sb.call('POST', '/_sandbox/clock', { body: { advanceSeconds: -5 } });
    expect(back.status).toBe(400);
    expect(back.body.error.message).toMatch(/body\.advanceSeconds/);
  });

  it('describes every served operation in its OpenAPI document', async () => {
    const doc = (await sb.call('GET', '/_sandbox/openapi.json')).body;
    expect(doc.servers).toEqual([{ url: `${sb.url}/v1` }]);
    for (const operation of Object.values(operations)) {
      const entry = doc.paths[operation.path.replace(/^\/v1/, '')]?.[operation.method.toLowerCase()];
      expect(entry?.operationId, `${operation.method} ${operation.path}`).toBe(operation.id);
      expect(Object.keys(entry.responses)).toContain(String(operation.status));
    }
  });
});
