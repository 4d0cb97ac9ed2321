import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Running } from '../helpers/sandbox.js';

let sb: Running;

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(async () => {
  expect((await sb.call('DELETE', '/_sandbox/faults')).status).toBe(204);
  expect((await sb.call('DELETE', '/_sandbox/requests')).status).toBe(204);
});

const addFault = async (body: unknown) => {
  const answer = await sb.call('POST', '/_sandbox/faults', { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: string };
};
const spaceTitles = async () => ((await sb.call('GET', '/v1/orgs/acme/spaces')).body.items as { title: string }[]).map((s) => s.title);

describe('injected faults', () => {
  it("answers 429 with GitBook's rate-limit headers and Retry-After, in the API's error shape", async () => {
    const fault = await addFault({ match: { operationId: 'getAuthenticatedUser' }, respond: { status: 429 } });
    const answer = await sb.call('GET', '/v1/user');
    expect(answer.status).toBe(429);
    expect(answer.body.error.code).toBe(429);
    expect(answer.body.error.message).toContain(fault.id);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.headers.get('x-ratelimit-limit')).toBe('60');
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(answer.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000 - 1);
    // Other operations are untouched.
    expect((await sb.call('GET', '/v1/orgs/acme/spaces')).status).toBe(200);
  });

  it('sends the headers and body it is given instead', async () => {
    await addFault({ match: { path: '/v1/user' }, respond: { status: 429, headers: { 'Retry-After': '7' }, body: { message: 'slow down' } } });
    const answer = await sb.call('GET', '/v1/user');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(answer.body).toEqual({ message: 'slow down' });
  });

  it('applies `times` times, then goes; the list shows what is left', async () => {
    const fault = await addFault({ match: { method: 'GET', path: '/v1/orgs/*' }, respond: { status: 503 }, times: 2 });
    expect((await sb.call('GET', '/v1/orgs/acme/spaces')).status).toBe(503);
    expect((await sb.call('GET', '/_sandbox/faults')).body.items).toEqual([{ ...fault, times: 1 }]);
    expect((await sb.call('GET', '/v1/orgs/acme')).status).toBe(503);
    expect((await sb.call('GET', '/v1/orgs/acme/spaces')).status).toBe(200);
    expect((await sb.call('GET', '/_sandbox/faults')).body.items).toEqual([]);
  });

  it('answers a faulted write before its handler runs: nothing is written', async () => {
    await addFault({ match: { operationId: 'createSpace' }, respond: { status: 500 } });
    const answer = await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Never made' } });
    expect(answer.status).toBe(500);
    expect(await spaceTitles()).not.toContain('Never made');
  });

  it('holds a request back, then serves it', async () => {
    const fault = await addFault({ match: { operationId: 'createSpace' }, delayMs: 1000 });
    const delayed = sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Delayed' } });
    // Meanwhile the request has not been answered, nor written.
    const journalled = (await sb.call('GET', '/_sandbox/requests?operationId=createSpace')).body.items;
    expect(journalled).toEqual([]);
    expect((await delayed).status).toBe(201);
    expect(await spaceTitles()).toContain('Delayed');
    const [entry] = (await sb.call('GET', '/_sandbox/requests?operationId=createSpace')).body.items;
    expect(entry).toMatchObject({ status: 201, fault: fault.id });
  });

  it('drops a request: the client sees its connection fail, and the journal says so', async () => {
    const fault = await addFault({ match: { path: '/v1/user' }, drop: true });
    await expect(sb.call('GET', '/v1/user')).rejects.toThrow();
    expect((await sb.call('GET', '/_sandbox/requests')).body.items).toMatchObject([{ path: '/v1/user', status: null, fault: fault.id }]);
  });

  it('journals a faulted answer with its status and the fault', async () => {
    const fault = await addFault({ match: { path: '/v1/user' }, respond: { status: 502 } });
    await sb.call('GET', '/v1/user');
    expect((await sb.call('GET', '/_sandbox/requests')).body.items).toMatchObject([{ status: 502, fault: fault.id, operationId: 'getAuthenticatedUser' }]);
  });

  it('never applies at probability 0', async () => {
    await addFault({ match: {}, respond: { status: 500 }, probability: 0 });
    for (let i = 0; i < 20; i++) expect((await sb.call('GET', '/v1/user')).status).toBe(200);
  });

  it('never applies to the sandbox controls themselves', async () => {
    await addFault({ match: {}, respond: { status: 503 } });
    expect((await sb.call('GET', '/v1/user')).status).toBe(503);
    expect((await sb.call('GET', '/_sandbox/faults')).status).toBe(200);
    expect((await sb.call('GET', '/_sandbox/clock')).status).toBe(200);
  });

  it('removes one fault by id, and says when there is none', async () => {
    const kept = await addFault({ match: { path: '/v1/orgs/*' }, respond: { status: 500 } });
    const removed = await addFault({ match: { path: '/v1/user' }, respond: { status: 500 } });
    expect((await sb.call('DELETE', `/_sandbox/faults/${removed.id}`)).status).toBe(204);
    expect((await sb.call('GET', '/v1/user')).status).toBe(200);
    expect((await sb.call('GET', '/_sandbox/faults')).body.items.map((f: { id: string }) => f.id)).toEqual([kept.id]);
    const missing = await sb.call('DELETE', `/_sandbox/faults/${removed.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toContain(removed.id);
  });

  it('is for admins only', async () => {
    expect((await sb.call('POST', '/_sandbox/faults', { user: 'edit', body: { match: {}, drop: true } })).status).toBe(403);
    expect((await sb.call('GET', '/_sandbox/faults', { user: 'read' })).status).toBe(403);
    expect((await sb.call('DELETE', '/_sandbox/faults', { user: 'create' })).status).toBe(403);
    expect((await sb.call('GET', '/_sandbox/faults')).body.items).toEqual([]);
  });

  it('refuses a bad rule with a 400 that names the field', async () => {
    for (const [body, field] of [
      [{ match: {} }, 'body.respond'],
      [{ match: {}, respond: { status: 503 }, drop: true }, 'body.drop'],
      [{ match: {}, respond: { status: 404 } }, 'body.respond.status'],
      [{ match: {}, delayMs: 600_000 }, 'body.delayMs'],
      [{ match: {}, drop: true, probability: 2 }, 'body.probability'],
      [{ match: {}, drop: true, times: 0 }, 'body.times'],
      [{ match: { operationId: 'nope' }, drop: true }, 'body.match.operationId'],
      [{ match: { path: 'user' }, drop: true }, 'body.match.path'],
      [{ match: {}, respond: { status: 503, headers: { 'x-a': 'b\r\nc: d' } } }, 'body.respond.headers.x-a'],
      [{ drop: true }, 'body.match'],
    ] as const) {
      const answer = await sb.call('POST', '/_sandbox/faults', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message, JSON.stringify(body)).toContain(field);
    }
  });
});
