import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Running } from '../helpers/sandbox.js';

/**
 * Regression tests for a red-team finding: a `create` member raised a space's default level to
 * `admin` and then, with every reader, deleted it or transferred it to an organization of their own.
 */
const people = ['boss', 'mallory', 'reader', 'stranger'];
const token = (user: string) => `token-${user}-0123456789abcdef`;

let sb: Running;
let space: string;
let collection: string;

beforeAll(async () => {
  sb = await startSandbox({
    users: people.map((id) => ({ id, displayName: id, email: `${id}@acme.test`, token: token(id) })),
    organizations: [
      {
        id: 'acme',
        title: 'Acme',
        members: [
          { user: 'boss', role: 'admin' },
          { user: 'mallory', role: 'create' },
          { user: 'reader', role: 'read' },
        ],
      },
      {
        id: 'evil',
        title: 'Evil Corp',
        members: [
          { user: 'mallory', role: 'admin' },
          { user: 'stranger', role: 'admin' },
        ],
      },
    ],
  });
  collection = (await as('boss', 'POST', '/v1/orgs/acme/collections', { title: 'Handbook' })).body.id;
  space = (await as('boss', 'POST', '/v1/orgs/acme/spaces', { title: 'Policies', parent: collection })).body.id;
});
afterAll(() => sb.close());

const as = (user: string, method: string, path: string, body?: unknown) => sb.call(method, path, { token: token(user), body });

describe('default levels', () => {
  it('refuses a member granting more than their own organization role', async () => {
    for (const path of [`/v1/spaces/${space}`, `/v1/collections/${collection}`]) {
      const refused = await as('mallory', 'PATCH', path, { defaultLevel: 'admin' });
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.message).toMatch(/defaultLevel "admin".*more than your own role.*\(create\)/);
      expect((await as('boss', 'GET', path)).body.defaultLevel).toBe('inherit');
    }
  });

  it('lets a member grant what they hold, and an organization admin grant admin', async () => {
    expect((await as('mallory', 'PATCH', `/v1/spaces/${space}`, { defaultLevel: 'create' })).body.defaultLevel).toBe('create');
    expect((await as('boss', 'PATCH', `/v1/spaces/${space}`, { defaultLevel: 'admin' })).body.defaultLevel).toBe('admin');
    expect((await as('boss', 'PATCH', `/v1/collections/${collection}`, { defaultLevel: 'admin' })).body.defaultLevel).toBe('admin');
  });
});

describe('deleting, restoring and transferring', () => {
  it('is for admins of the organization, whatever level the content grants', async () => {
    await as('boss', 'PATCH', `/v1/spaces/${space}`, { defaultLevel: 'admin' });
    await as('boss', 'PATCH', `/v1/collections/${collection}`, { defaultLevel: 'admin' });
    const attempts: [string, string, string, unknown?][] = [
      ['mallory', 'POST', `/v1/spaces/${space}/transfer`, { organization: 'evil' }],
      ['mallory', 'POST', `/v1/collections/${collection}/transfer`, { organization: 'evil' }],
      ['mallory', 'DELETE', `/v1/spaces/${space}`],
      ['reader', 'DELETE', `/v1/spaces/${space}`],
      ['reader', 'DELETE', `/v1/collections/${collection}`],
    ];
    for (const [user, method, path, body] of attempts) {
      const response = await as(user, method, path, body);
      expect(response.status, `${user} ${method} ${path}`).toBe(403);
      expect(response.body.error.message).toMatch(/needs the admin role .* organization "acme"/);
    }
    const after = await as('boss', 'GET', `/v1/spaces/${space}`);
    expect([after.body.organization, after.body.parent, after.body.deletedAt]).toEqual(['acme', collection, undefined]);
  });

  it('keeps restoring for organization admins', async () => {
    const doomed = (await as('boss', 'POST', '/v1/orgs/acme/spaces', { title: 'Doomed' })).body.id;
    await as('boss', 'PATCH', `/v1/spaces/${doomed}`, { defaultLevel: 'admin' });
    expect((await as('boss', 'DELETE', `/v1/spaces/${doomed}`)).status).toBe(204);
    expect((await as('mallory', 'POST', `/v1/spaces/${doomed}/restore`)).status).toBe(403);
    expect((await as('boss', 'POST', `/v1/spaces/${doomed}/restore`)).status).toBe(200);
  });
});

describe('content of another organization', () => {
  it('is not found, without naming the organization that holds it', async () => {
    const cr = (await as('boss', 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'Draft' })).body.id;
    const probes = [`/v1/spaces/${space}`, `/v1/collections/${collection}`, `/v1/spaces/${space}/content`, `/v1/spaces/${space}/change-requests/${cr}`];
    for (const path of probes) {
      const response = await as('stranger', 'GET', path);
      expect(response.status, path).toBe(404);
      expect(response.body.error.message, path).not.toContain('acme');
    }
    const unknown = await as('stranger', 'GET', '/v1/spaces/no-such-space');
    const hidden = await as('stranger', 'GET', `/v1/spaces/${space}`);
    expect(hidden.body.error.message.replace(space, 'ID')).toBe(unknown.body.error.message.replace('no-such-space', 'ID'));
  });
});
