import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxControls, type ControlAccess, type SandboxControlId, type SandboxControlTable } from '../../src/schemas/sandbox-controls.js';
import type { Seed } from '../../src/sandbox/seed.js';
import { sessionCookie } from '../helpers/web.js';
import { rolesSeed, startSandbox, tokenOf, type Running } from '../helpers/sandbox.js';

/**
 * Regression tests for issue 22.4: any valid token moved the sandbox clock (purging every
 * organization's deleted spaces for good), and the admin of any organization drove every other
 * control — reset, restore, the export with everyone's tokens, the journal with everyone's bodies.
 * In the roles seed, `admin` (acme's first admin) is the owner; `outsider` administers globex only.
 */
let sb: Running;
afterEach(() => sb.close());

/**
 * The roles seed, with `ops` (a member of no organization) marked as an owner, and `coadmin` a
 * second admin of acme, the owner's own organization.
 */
const seedWithOwner = (): Seed => {
  const seed = rolesSeed();
  const [acme, ...others] = seed.organizations;
  return {
    users: [
      ...seed.users,
      { id: 'ops', displayName: 'Ops', email: 'ops@ops.test', token: tokenOf('ops'), owner: true },
      { id: 'coadmin', displayName: 'Co Admin', email: 'coadmin@acme.test', token: tokenOf('coadmin') },
    ],
    organizations: [{ ...acme!, members: [...acme!.members, { user: 'coadmin', role: 'admin' }] }, ...others],
  };
};

type Control = SandboxControlTable[SandboxControlId];
type Access = ControlAccess;
const accessOf = (control: Control): Access => control.access;
const ALL: Access[] = ['owner', 'organization admin', 'token', 'anyone'];

/** A control's path with something in each parameter, and a body it could take: what reaches the access check. */
const requestOf = (control: Control) => ({
  path: control.path.replace(/\{\w+\}/g, 'x'),
  body:
    control.method === 'POST' || control.method === 'PUT'
      ? { name: 'x', advanceSeconds: 1, mode: 'auto', visibility: 'public', match: {}, drop: true }
      : undefined,
});

/**
 * Who may use a control, pinned here: a control the table opens wider than this fails. Every
 * control not named is the owner's alone.
 */
const NOT_THE_OWNERS_ALONE: Record<string, Access> = {
  'GET /_sandbox/openapi.json': 'token',
  'GET /_sandbox/requests': 'organization admin',
  'PUT /_sandbox/spaces/{spaceId}/visibility': 'organization admin',
  'GET /_sandbox/files/{revisionId}/{fileId}': 'anyone',
  'GET /_sandbox/pdf/{revisionId}': 'anyone',
  'PUT /_sandbox/storage/{uploadId}': 'anyone',
  // What a visitor's browser loads for a page set in a custom font: it sends no token.
  'GET /_sandbox/fonts/{fontId}/{file}': 'anyone',
};

/** Each caller, and the access levels that let them through. */
const CALLERS: [who: string, user: string | null, through: Access[]][] = [
  ['the owner `serve` printed', 'admin', ALL],
  ['a seed user marked as an owner', 'ops', ALL],
  ["a second admin of the owner's own organization", 'coadmin', ['organization admin', 'token', 'anyone']],
  ['the admin of another organization', 'outsider', ['organization admin', 'token', 'anyone']],
  ['a reader', 'read', ['token', 'anyone']],
  ['no token', null, ['anyone']],
];

describe("issue 22.4: the sandbox's controls are its owner's", () => {
  beforeEach(async () => {
    sb = await startSandbox(seedWithOwner());
  });

  it('review 8: each control takes the access the table declares, no more', () => {
    const declared = Object.fromEntries(
      Object.values(sandboxControls)
        .filter((c) => accessOf(c) !== 'owner')
        .map((c) => [`${c.method} ${c.path}`, accessOf(c)]),
    );
    expect(declared).toEqual(NOT_THE_OWNERS_ALONE);
  });

  it('review 8 and 13: lets each caller through every control its access level allows, and answers any other 401 or 403 saying whose token it takes', async () => {
    for (const control of Object.values(sandboxControls)) {
      const { path, body } = requestOf(control);
      for (const [who, user, through] of CALLERS) {
        const answer = await sb.call(control.method, path, { user, body });
        const what = `${who}: ${control.method} ${control.path} (${accessOf(control)})`;
        if (through.includes(accessOf(control))) expect(answer.status, what).not.toBeOneOf([401, 403]);
        else if (user === null) expect(answer.status, what).toBe(401);
        else expect([answer.status, answer.body?.error.message], what).toEqual([403, expect.stringContaining("the sandbox owner's token")]);
      }
    }
  });

  it("never lets another organization's admin move the clock and purge acme's deleted spaces", async () => {
    const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Deleted, not gone' } })).body.id;
    expect((await sb.call('DELETE', `/v1/spaces/${space}`)).status).toBe(204);
    const before = (await sb.call('GET', '/_sandbox/clock')).body.now;
    for (const user of ['outsider', 'read'])
      expect((await sb.call('POST', '/_sandbox/clock', { user, body: { advanceSeconds: 8 * 24 * 3600 } })).status).toBe(403);
    expect(Date.parse((await sb.call('GET', '/_sandbox/clock')).body.now) - Date.parse(before)).toBeLessThan(60_000);
    expect((await sb.call('POST', `/v1/spaces/${space}/restore`)).status).toBe(200);
  });

  it('lets the owner, and a seed user marked as an owner, drive them', async () => {
    for (const user of ['admin', 'ops']) {
      expect((await sb.call('POST', '/_sandbox/clock', { user, body: { advanceSeconds: 60 } })).status, user).toBe(200);
      expect((await sb.call('POST', '/_sandbox/snapshots', { user, body: { name: `by-${user}` } })).status, user).toBe(201);
      expect((await sb.call('POST', `/_sandbox/snapshots/by-${user}/restore`, { user })).status, user).toBe(200);
      expect((await sb.call('POST', '/_sandbox/faults', { user, body: { match: { operationId: 'getSpaceById' }, drop: true } })).status, user).toBe(201);
      expect((await sb.call('DELETE', '/_sandbox/faults', { user })).status, user).toBe(204);
      expect((await sb.call('GET', '/_sandbox/jobs', { user })).status, user).toBe(200);
      expect((await sb.call('GET', '/_sandbox/requests', { user })).status, user).toBe(200);
      // In memory there is nothing to export: the owner is let through to be told so.
      expect((await sb.call('GET', '/_sandbox/export', { user })).status, user).toBe(404);
      expect((await sb.call('POST', '/_sandbox/reset', { user })).status, user).toBe(200);
    }
    // A reset leaves the owners as they were.
    expect((await sb.call('GET', '/_sandbox/clock', { user: 'ops' })).status).toBe(200);
  });

  it("leaves publishing a space to an admin of its organization, and no one else's", async () => {
    const acme = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Acme' } })).body.id;
    const globex = (await sb.call('POST', '/v1/orgs/globex/spaces', { user: 'outsider', body: { title: 'Globex' } })).body.id;
    const publish = (space: string, user: string) => sb.call('PUT', `/_sandbox/spaces/${space}/visibility`, { user, body: { visibility: 'public' } });
    expect((await publish(globex, 'outsider')).status).toBe(200);
    expect((await publish(acme, 'outsider')).status).toBe(404);
    expect((await publish(acme, 'read')).status).toBe(403);
  });
});

describe("issue 22.4: an organization admin reads their organization's part of the journal only", () => {
  /** Requests of acme's and of globex's, some by `admin`, who is an admin of both. */
  async function traffic() {
    const acme = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Acme secret plans' } })).body.id;
    const globex = (await sb.call('POST', '/v1/orgs/globex/spaces', { body: { title: 'Globex roadmap' } })).body.id;
    await sb.call('GET', `/v1/spaces/${acme}`, { user: 'edit' });
    await sb.call('GET', `/v1/spaces/${globex}`, { user: 'outsider' });
    await sb.call('GET', '/v1/user');
    return { acme, globex };
  }

  beforeEach(async () => {
    sb = await startSandbox();
  });

  it("shows the admin of globex globex's requests, whoever sent them, and their own: nothing of acme's", async () => {
    const { acme, globex } = await traffic();
    const answer = await sb.call('GET', '/_sandbox/requests', { user: 'outsider' });
    expect(answer.status).toBe(200);
    const paths = (answer.body.items as { path: string; organizationId?: string }[]).map((e) => `${e.organizationId} ${e.path}`);
    expect(paths).toEqual(['globex /v1/orgs/globex/spaces', `globex /v1/spaces/${globex}`]);
    expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(`Acme secret plans|${acme}|/v1/user`));
    // The owner reads the whole journal.
    expect((await sb.call('GET', '/_sandbox/requests')).body.items).toHaveLength(5);
  });

  it("and so does the sandbox home's list of recent requests", async () => {
    const { acme, globex } = await traffic();
    const home = await (await fetch(`${sb.url}/`, { headers: { cookie: await sessionCookie(sb.url, tokenOf('outsider')) } })).text();
    expect(home).toContain(`/v1/spaces/${globex}`);
    expect(home).not.toContain(acme);
    expect(home).not.toContain('<code>GET /v1/user</code>');
  });
});
