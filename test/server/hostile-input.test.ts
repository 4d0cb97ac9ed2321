import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/schemas/common.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';

let sb: Running;
let spaceId: string;

beforeAll(async () => {
  sb = await startSandbox();
  spaceId = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Target' } })).body.id;
});
afterAll(() => sb.close());

/** Every refusal is a 4xx in the API's error shape, with a message that says what to fix. */
async function refused(method: string, path: string, options: Parameters<Running['call']>[2], status: number, message?: RegExp) {
  const response = await sb.call(method, path, options);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(ErrorBody.safeParse(response.body).success, JSON.stringify(response.body)).toBe(true);
  expect(response.body.error.code).toBe(status);
  if (message) expect(response.body.error.message).toMatch(message);
  return response.body.error.message as string;
}

describe('authentication', () => {
  it('refuses a missing or unknown token with 401, never echoing the token', async () => {
    await refused('GET', '/v1/orgs', { user: null }, 401, /Authorization: Bearer/);
    const message = await refused('GET', '/v1/orgs', { user: null, headers: { authorization: 'Bearer not-a-real-token-xyz' } }, 401);
    expect(message).not.toContain('not-a-real-token-xyz');
    await refused('GET', '/v1/orgs', { user: null, headers: { authorization: 'Basic abc' } }, 401);
  });
});

describe('bodies', () => {
  it('names the field and the rule for wrong types and lengths', async () => {
    await refused('POST', '/v1/orgs/acme/spaces', { body: { title: 42 } }, 400, /body\.title: .*string/);
    await refused('POST', '/v1/orgs/acme/spaces', { body: { title: 'x'.repeat(51) } }, 400, /body\.title: .*50/);
    await refused('PATCH', '/v1/orgs/acme', { body: { title: 'x' } }, 400, /body\.title: .*2/);
    await refused('PATCH', '/v1/orgs/acme', { body: { logo: 'not a url' } }, 400, /body\.logo/);
    await refused('PUT', '/v1/orgs/acme/teams', { body: {} }, 400, /body\.title/);
    await refused('PATCH', `/v1/spaces/${spaceId}`, { body: { editMode: 'frozen' } }, 400, /body\.editMode/);
    await refused('PATCH', '/v1/orgs/acme/members/read', { body: { role: 'owner' } }, 400, /body\.role/);
    await refused('POST', `/v1/spaces/${spaceId}/transfer`, { body: [] }, 400, /body/);
    await refused('POST', `/v1/spaces/${spaceId}/move`, { body: { position: { before: { type: 'page', page: 'x' } } } }, 400, /body\.position/);
  });

  it('refuses malformed JSON with 400 and a body over the limit with 413', async () => {
    await refused('POST', '/v1/orgs/acme/spaces', { rawBody: '{"title": ' }, 400, /JSON/);
    await refused('POST', '/v1/orgs/acme/spaces', { rawBody: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }) }, 413, /too large/);
  });

  it('refuses prototype-poisoning keys', async () => {
    await refused('POST', '/v1/orgs/acme/spaces', { rawBody: '{"title":"p","__proto__":{"admin":true}}' }, 400);
    await refused('POST', '/v1/orgs/acme/spaces', { rawBody: '{"title":"p","constructor":{"prototype":{"admin":true}}}' }, 400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses deep nesting with a 400 instead of exhausting the stack', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    await refused('POST', '/v1/orgs/acme/spaces', { rawBody: `{"title":"deep","extra":${deep}}` }, 400, /nested more than 100 levels/);
    const nestedTitle = `{"title":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`;
    await refused('POST', '/v1/orgs/acme/spaces', { rawBody: nestedTitle }, 400, /nested more than 100 levels/);
    const shallow = `{"title":"fine","extra":${'['.repeat(90)}${']'.repeat(90)}}`;
    expect((await sb.call('POST', '/v1/orgs/acme/spaces', { rawBody: shallow })).status).toBe(201);
  });

  it('refuses a body of another content type', async () => {
    await refused('POST', '/v1/orgs/acme/spaces', { rawBody: 'title=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415);
  });
});

describe('query values', () => {
  it('accepts limit 1..1000 only, as a whole number', async () => {
    for (const limit of ['0', '1001', '-1', 'abc', '1.5', '']) {
      await refused('GET', `/v1/orgs/acme/spaces?limit=${limit}`, {}, 400, /query\.limit/);
    }
    await refused('GET', '/v1/orgs/acme/spaces?limit=1&limit=2', {}, 400, /query\.limit/);
    expect((await sb.call('GET', '/v1/orgs/acme/spaces?limit=1000')).status).toBe(200);
  });

  it('refuses a page cursor it did not issue', async () => {
    await refused('GET', '/v1/orgs/acme/spaces?page=garbage', {}, 400, /query\.page/);
    await refused('GET', `/v1/orgs/acme/spaces?page=${Buffer.from('{"a":1}').toString('base64url')}`, {}, 400, /query\.page/);
  });

  it('refuses unknown enum values', async () => {
    await refused('GET', '/v1/orgs/acme/members?order=sideways', {}, 400, /query\.order/);
    await refused('GET', '/v1/orgs/acme/members?role=owner', {}, 400, /query\.role/);
    await refused('GET', '/v1/orgs/acme/collections?nested=maybe', {}, 400, /query\.nested/);
  });
});

describe('identifiers in paths', () => {
  it('treats a path-traversal or oversized id as not found, without touching the disk', async () => {
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '..', '%2e%2e', 'a%00b', 'x'.repeat(65), 'sp%20ace']) {
      await refused('DELETE', `/v1/collections/${id}`, {}, 404);
      // A URL reads `..` as the folder above: /v1/spaces/.. is /v1/, GitBook's API information, never a space.
      if (id === '..' || id === '%2e%2e') expect((await sb.call('GET', `/v1/spaces/${id}`)).body).toMatchObject({ version: '0.202.0' });
      else await refused('GET', `/v1/spaces/${id}`, {}, 404);
    }
  });

  it('answers 404 in the error shape for an unknown endpoint', async () => {
    await refused('GET', '/v1/nothing-here', {}, 404, /no such endpoint/);
  });

  it('lets a DELETE of something absent succeed', async () => {
    for (const path of [
      '/v1/spaces/absent',
      '/v1/collections/absent',
      '/v1/orgs/acme/teams/absent',
      '/v1/orgs/acme/saml/absent',
      '/v1/orgs/acme/members/absent',
    ]) {
      expect((await sb.call('DELETE', path)).status, path).toBe(204);
    }
  });
});
