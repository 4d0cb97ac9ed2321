import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOURNAL_BODY_CAP } from '../../src/server/journal.js';
import { startSandbox, tokenOf, type Running } from '../helpers/sandbox.js';
import type { JournalEntry } from '../../src/schemas/sandbox-journal.js';

let sb: Running;

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(async () => {
  expect((await sb.call('DELETE', '/_sandbox/requests')).status).toBe(204);
});

const journal = async (query = '') => {
  const answer = await sb.call('GET', `/_sandbox/requests${query}`);
  expect(answer.status).toBe(200);
  return answer.body.items as JournalEntry[];
};

describe('the request journal', () => {
  it('records each /v1 request: who, what, the answer and the body, never the token', async () => {
    await sb.call('GET', '/v1/orgs/acme/spaces?limit=5', { user: 'edit' });
    const created = await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Journalled' } });
    await sb.call('GET', '/v1/user', { user: null });
    await sb.call('GET', '/_sandbox/clock');

    const entries = await journal();
    expect(entries).toHaveLength(3);
    const [list, create, anonymous] = entries;
    expect(list).toMatchObject({
      method: 'GET',
      path: '/v1/orgs/acme/spaces?limit=5',
      operationId: 'listSpacesInOrganizationById',
      userId: 'edit',
      status: 200,
    });
    expect(list!.body).toBeUndefined();
    expect(create).toMatchObject({ method: 'POST', operationId: 'createSpace', userId: 'admin', status: 201, body: JSON.stringify({ title: 'Journalled' }) });
    expect(created.status).toBe(201);
    expect(anonymous).toMatchObject({ operationId: 'getAuthenticatedUser', status: 401 });
    expect(anonymous!.userId).toBeUndefined();
    for (const entry of entries) {
      expect(typeof entry.durationMs).toBe('number');
      expect(Date.parse(entry.time)).not.toBeNaN();
    }
    // Ids count up, oldest first.
    expect(entries.map((e) => e.id).every((id, i, ids) => i === 0 || id > ids[i - 1]!)).toBe(true);
    const serialized = JSON.stringify(entries);
    expect(serialized).not.toContain(tokenOf('edit'));
    expect(serialized).not.toContain(tokenOf('admin'));
    expect(serialized).not.toMatch(/authorization|bearer/i);
  });

  it('hides the values of secret-looking query parameters but keeps the rest of the query', async () => {
    await sb.call('GET', '/v1/orgs/acme/spaces?access_token=hunter2&limit=3');
    const [entry] = await journal();
    expect(entry!.path).toBe('/v1/orgs/acme/spaces?access_token=REDACTED&limit=3');
    await sb.call('GET', '/v1/orgs/acme/sites?shareKey=k3y&limit=2&jwt_token=abc');
    expect((await journal()).at(-1)!.path).toBe('/v1/orgs/acme/sites?shareKey=REDACTED&limit=2&jwt_token=REDACTED');
  });

  it('cuts a long body at the cap and says so', async () => {
    const title = 'x'.repeat(JOURNAL_BODY_CAP * 2);
    await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title } });
    const [entry] = await journal();
    expect(entry!.body).toHaveLength(JOURNAL_BODY_CAP);
    expect(entry!.bodyTruncated).toBe(true);
  });

  it('filters by operation, method, status and since (an id or a time), and limits', async () => {
    await sb.call('GET', '/v1/user');
    await sb.call('GET', '/v1/orgs/acme/spaces');
    await sb.call('GET', '/v1/spaces/nosuchspace');
    await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Filtered' } });
    const all = await journal();
    expect(all).toHaveLength(4);

    expect((await journal('?operationId=getAuthenticatedUser')).map((e) => e.path)).toEqual(['/v1/user']);
    expect((await journal('?method=post')).map((e) => e.operationId)).toEqual(['createSpace']);
    expect((await journal('?status=404')).map((e) => e.operationId)).toEqual(['getSpaceById']);
    expect(await journal('?status=2xx')).toHaveLength(3);
    // Following: what came after the id last seen, the first `limit` of it.
    expect((await journal(`?since=${all[1]!.id}`)).map((e) => e.id)).toEqual([all[2]!.id, all[3]!.id]);
    expect((await journal(`?since=${all[0]!.id}&limit=1`)).map((e) => e.id)).toEqual([all[1]!.id]);
    // Without since, the last `limit`, like tail.
    expect((await journal('?limit=2')).map((e) => e.id)).toEqual([all[2]!.id, all[3]!.id]);
    expect(await journal(`?since=${encodeURIComponent(all[0]!.time)}`)).toHaveLength(4);
    expect(await journal('?since=2999-01-01T00:00:00Z')).toEqual([]);
  });

  it('refuses a bad filter with a 400 that names it', async () => {
    for (const [query, field] of [
      ['?operationId=noSuchOperation', 'query.operationId'],
      ['?method=FETCH', 'query.method'],
      ['?status=abc', 'query.status'],
      ['?since=yesterday', 'query.since'],
      ['?limit=0', 'query.limit'],
    ]) {
      const answer = await sb.call('GET', `/_sandbox/requests${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.message, query).toContain(field);
    }
  });

  it('clears, and ids go on counting after', async () => {
    await sb.call('GET', '/v1/user');
    const [before] = await journal();
    expect((await sb.call('DELETE', '/_sandbox/requests')).status).toBe(204);
    expect(await journal()).toEqual([]);
    await sb.call('GET', '/v1/user');
    const [after] = await journal();
    expect(after!.id).toBeGreaterThan(before!.id);
  });

  it('is for admins only', async () => {
    expect((await sb.call('GET', '/_sandbox/requests', { user: 'edit' })).status).toBe(403);
    expect((await sb.call('DELETE', '/_sandbox/requests', { user: 'read' })).status).toBe(403);
    expect((await sb.call('GET', '/_sandbox/requests', { user: null })).status).toBe(401);
  });
});

describe('issue 22.18: the journal redacts credentials whatever the escapes in their names', () => {
  it('reads each parameter name as the server does (percent-escapes, `+`) before judging it', async () => {
    const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Shared' } })).body.id;
    await sb.call('DELETE', '/_sandbox/requests');
    const query = 'share%4Bey=k3y-value&%74oken=t0k3n-value&api%5Fkey=ap1-value&jwt+token=jw7-value&X-Api-Key=x-value&limit=2';
    await sb.call('GET', `/v1/spaces/${space}?${query}`);
    const [entry] = await journal();
    expect(entry!.path).toBe(`/v1/spaces/${space}?share%4Bey=REDACTED&%74oken=REDACTED&api%5Fkey=REDACTED&jwt+token=REDACTED&X-Api-Key=REDACTED&limit=2`);
    expect(JSON.stringify(entry)).not.toMatch(/-value/);
  });
});

describe('a journal of a bounded size', () => {
  it('keeps the newest entries only', async () => {
    const small = await startSandbox(undefined, { journalSize: 3 });
    try {
      for (let i = 0; i < 5; i++) await small.call('GET', `/v1/user?n=${i}`);
      const items = (await small.call('GET', '/_sandbox/requests')).body.items as { path: string }[];
      expect(items.map((e) => e.path)).toEqual(['/v1/user?n=2', '/v1/user?n=3', '/v1/user?n=4']);
    } finally {
      await small.close();
    }
  });

  it('keeps none at size 0', async () => {
    const off = await startSandbox(undefined, { journalSize: 0 });
    try {
      await off.call('GET', '/v1/user');
      expect((await off.call('GET', '/_sandbox/requests')).body.items).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
