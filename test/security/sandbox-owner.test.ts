import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_CONTROLS } from '../../src/schemas/sandbox-controls.js';
import type { Seed } from '../../src/sandbox/seed.js';
import { logIn } from '../helpers/web.js';
import { rolesSeed, startSandbox, tokenOf, type Running } from '../helpers/sandbox.js';

/**
 * Regression tests for issue 22.4: any valid token moved the sandbox clock (purging every
 * organization's deleted spaces for good), and the admin of any organization drove every other
 * control — reset, restore, the export with everyone's tokens, the journal with everyone's bodies.
 * In the roles seed, `admin` (acme's first admin) is the owner; `outsider` administers globex only.
 */
let sb: Running;
afterEach(() => sb.close());

/** The roles seed, with `ops` (a member of no organization) marked as an owner. */
const seedWithOwner = (): Seed => {
  const seed = rolesSeed();
  return { ...seed, users: [...seed.users, { id: 'ops', displayName: 'Ops', email: 'ops@ops.test', token: tokenOf('ops'), owner: true }] };
};

/** A control's path with something in each parameter, and a body it could take: what reaches the access check. */
const requestOf = (control: (typeof SANDBOX_CONTROLS)[number]) => ({
  path: control.path.replace(/\{\w+\}/g, 'x'),
  body: control.method === 'POST' || control.method === 'PUT' ? { name: 'x', advanceSeconds: 1, mode: 'auto', match: {}, drop: true } : undefined,
});

describe("issue 22.4: the sandbox's controls are its owner's", () => {
  beforeEach(async () => {
    sb = await startSandbox(seedWithOwner());
  });

  it('refuses every control to a reader and to the admin of another organization, saying whose token it takes', async () => {
    const ownerOnly = SANDBOX_CONTROLS.filter((control) => control.access === undefined);
    expect(ownerOnly.map((c) => `${c.method} ${c.path}`)).toEqual(expect.arrayContaining(['GET /_sandbox/clock', 'POST /_sandbox/clock', 'POST /_sandbox/reset', 'GET /_sandbox/export', 'POST /_sandbox/faults', 'GET /_sandbox/jobs', 'POST /_sandbox/snapshots', 'DELETE /_sandbox/requests']));
    for (const control of ownerOnly) {
      const { path, body } = requestOf(control);
      for (const user of ['read', 'outsider']) {
        const answer = await sb.call(control.method, path, { user, body });
        expect([answer.status, answer.body?.error.message], `${user}: ${control.method} ${path}`).toEqual([403, expect.stringContaining("the sandbox owner's token: the one `docsctl serve` printed")]);
      }
    }
    // A reader is no admin: the journal is refused to them too.
    expect((await sb.call('GET', '/_sandbox/requests', { user: 'read' })).status).toBe(403);
  });

  it("never lets another organization's admin move the clock and purge acme's deleted spaces", async () => {
    const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Deleted, not gone' } })).body.id;
    expect((await sb.call('DELETE', `/v1/spaces/${space}`)).status).toBe(204);
    const before = (await sb.call('GET', '/_sandbox/clock')).body.now;
    for (const user of ['outsider', 'read']) expect((await sb.call('POST', '/_sandbox/clock', { user, body: { advanceSeconds: 8 * 24 * 3600 } })).status).toBe(403);
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
    const home = await (await fetch(`${sb.url}/`, { headers: { cookie: (await logIn(sb.url, tokenOf('outsider'))).cookie! } })).text();
    expect(home).toContain(`/v1/spaces/${globex}`);
    expect(home).not.toContain(acme);
    expect(home).not.toContain('<code>GET /v1/user</code>');
  });
});
