import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type Running } from '../helpers/sandbox.js';

let sb: Running;
const post = async (path: string, body?: object, user?: string) => sb.call('POST', path, { body, user });
const create = async (kind: 'spaces' | 'collections', title: string, parent?: string) =>
  (await post(`/v1/orgs/acme/${kind}`, { title, parent })).body as { id: string; parent?: string };
const clock = (days: number) => post('/_sandbox/clock', { advanceSeconds: days * 86400 });

beforeEach(async () => {
  sb = await startSandbox();
});
afterEach(() => sb.close());

describe('moving spaces and collections', () => {
  it('refuses an invalid position, an unknown collection, a move into itself and a move that changes nothing', async () => {
    const outer = await create('collections', 'Outer');
    const inner = await create('collections', 'Inner', outer.id);
    const a = await create('spaces', 'A', outer.id);
    const elsewhere = await create('spaces', 'Elsewhere');

    const badPosition = await post(`/v1/spaces/${a.id}/move`, { position: { after: { type: 'space', space: elsewhere.id } } });
    expect(badPosition.status).toBe(400);
    expect(badPosition.body.error.message).toMatch(/not in the target collection/);
    expect((await post(`/v1/spaces/${a.id}/move`, { parent: 'nope' })).status).toBe(400);
    expect((await post(`/v1/collections/${outer.id}/move`, { parent: inner.id })).status).toBe(400);
    expect((await post(`/v1/collections/${outer.id}/move`, { parent: outer.id })).status).toBe(400);
    expect((await post(`/v1/spaces/${a.id}/move`, { parent: outer.id })).status).toBe(409);
    expect((await post(`/v1/spaces/${a.id}/move`, {})).status).toBe(409);
    expect((await post('/v1/spaces/absent/move', { parent: null })).status).toBe(404);

    const moved = await post(`/v1/spaces/${a.id}/move`, { parent: null, position: { before: { type: 'space', space: elsewhere.id } } });
    expect(moved.status).toBe(200);
    expect(moved.body.parent).toBeUndefined();
    const top = await sb.call('GET', '/v1/orgs/acme/spaces');
    expect(top.body.items.map((s: { title: string }) => s.title)).toEqual(['A', 'Elsewhere']);
  });

  it('orders a collection\'s spaces by position after moves among them', async () => {
    const c = await create('collections', 'C');
    const [x, y, z] = [await create('spaces', 'X', c.id), await create('spaces', 'Y', c.id), await create('spaces', 'Z', c.id)];
    expect((await post(`/v1/spaces/${z.id}/move`, { position: { before: { type: 'space', space: x.id } } })).status).toBe(200);
    expect((await post(`/v1/spaces/${x.id}/move`, { position: { after: { type: 'space', space: y.id } } })).status).toBe(200);
    const listed = await sb.call('GET', `/v1/collections/${c.id}/spaces`);
    expect(listed.body.items.map((s: { title: string }) => s.title)).toEqual(['Z', 'Y', 'X']);
    expect((await post(`/v1/spaces/${y.id}/move`, { position: { after: { type: 'space', space: z.id } } })).status).toBe(409);
  });
});

describe('transfers', () => {
  it('refuses the same organization, an organization the caller is not in, and a nested collection', async () => {
    const outer = await create('collections', 'Outer');
    const inner = await create('collections', 'Inner', outer.id);
    const space = await create('spaces', 'S', inner.id);
    expect((await post(`/v1/spaces/${space.id}/transfer`, { organization: 'acme' })).status).toBe(409);
    expect((await post(`/v1/spaces/${space.id}/transfer`, { organization: 'initech' })).status).toBe(404);
    const nested = await post(`/v1/collections/${inner.id}/transfer`, { organization: 'globex' });
    expect(nested.status).toBe(412);
    expect(nested.body.error.message).toMatch(/top level/);
    const whole = await post(`/v1/collections/${outer.id}/transfer`, { organization: 'globex' });
    expect(whole.status).toBe(200);
    const moved = await sb.call('GET', `/v1/spaces/${space.id}`);
    expect(moved.body).toMatchObject({ organization: 'globex', parent: inner.id });
    expect((await sb.call('GET', '/v1/orgs/acme/spaces')).body.count).toBe(0);
    expect((await sb.call('GET', `/v1/orgs/globex/collections`)).body.count).toBe(2);
  });
});

describe('deleting and restoring spaces', () => {
  it('keeps a deleted space restorable for 7 days, out of every list, and refuses other changes meanwhile', async () => {
    const space = await create('spaces', 'Gone soon');
    expect((await sb.call('DELETE', `/v1/spaces/${space.id}`)).status).toBe(204);
    expect((await sb.call('GET', '/v1/orgs/acme/spaces')).body.count).toBe(0);
    expect((await sb.call('GET', '/v1/orgs/acme/members/read')).body.spaces).toBe(0);
    const patch = await sb.call('PATCH', `/v1/spaces/${space.id}`, { body: { title: 'x' } });
    expect(patch.status).toBe(409);
    expect(patch.body.error.message).toMatch(/restore/);
    await clock(6.9);
    const restored = await post(`/v1/spaces/${space.id}/restore`);
    expect(restored.status).toBe(200);
    expect((await post(`/v1/spaces/${space.id}/restore`)).status).toBe(409);
    expect((await sb.call('GET', '/v1/orgs/acme/members/read')).body.spaces).toBe(1);
  });

  it('removes a space for good once 7 days have passed', async () => {
    const space = await create('spaces', 'Gone');
    await sb.call('DELETE', `/v1/spaces/${space.id}`);
    await clock(7);
    expect((await post(`/v1/spaces/${space.id}/restore`)).status).toBe(404);
    expect((await sb.call('GET', `/v1/spaces/${space.id}`)).status).toBe(404);
    expect(sb.sandbox.store.get('spaces', space.id)).toBeUndefined();
    expect((await sb.call('DELETE', `/v1/spaces/${space.id}`)).status).toBe(204);
  });

  it('deletes a collection\'s spaces with it, and restores them at the top level', async () => {
    const c = await create('collections', 'C');
    const space = await create('spaces', 'Inside', c.id);
    expect((await sb.call('DELETE', `/v1/collections/${c.id}`)).status).toBe(204);
    expect((await sb.call('GET', `/v1/collections/${c.id}`)).status).toBe(404);
    const restored = await post(`/v1/spaces/${space.id}/restore`);
    expect(restored.body.parent).toBeUndefined();
  });

  it('stamps times from the sandbox clock', async () => {
    const now = Date.parse((await sb.call('GET', '/_sandbox/clock')).body.now);
    await clock(30);
    const space = await create('spaces', 'Later');
    const createdAt = Date.parse((await sb.call('GET', `/v1/spaces/${space.id}`)).body.createdAt);
    expect(createdAt - now).toBeGreaterThanOrEqual(30 * 86400_000);
  });
});

describe('organizations and members', () => {
  it('keeps at least one admin', async () => {
    const demote = await sb.call('PATCH', '/v1/orgs/globex/members/admin', { body: { role: 'read' } });
    expect(demote.status).toBe(200);
    const last = await sb.call('PATCH', '/v1/orgs/globex/members/outsider', { body: { role: 'read' }, user: 'outsider' });
    expect(last.status).toBe(409);
  });

  it('refuses a hostname another organization holds', async () => {
    expect((await sb.call('PATCH', '/v1/orgs/acme', { body: { hostname: 'docs' } })).status).toBe(200);
    expect((await sb.call('PATCH', '/v1/orgs/globex', { body: { hostname: 'docs' } })).status).toBe(409);
  });

  it('tells organizations of an e-mail domain only to people of that domain or their members', async () => {
    await sb.call('PATCH', '/v1/orgs/globex', { body: { emailDomains: ['globex.test'] } });
    const asStranger = await sb.call('GET', '/v1/email-domains/globex.test/orgs', { user: 'read' });
    expect(asStranger.body.organizations).toEqual([]);
    const asMember = await sb.call('GET', '/v1/email-domains/globex.test/orgs', { user: 'outsider' });
    expect(asMember.body.organizations.map((o: { id: string }) => o.id)).toEqual(['globex']);
  });

  it('removes a member from their teams when they leave the organization', async () => {
    const team = (await sb.call('PUT', '/v1/orgs/acme/teams', { body: { title: 'T', members: ['read', 'edit'] } })).body;
    await sb.call('DELETE', '/v1/orgs/acme/members/read');
    expect((await sb.call('GET', `/v1/orgs/acme/teams/${team.id}`)).body.members).toBe(1);
  });

  it('refuses team members who are not in the organization, naming them', async () => {
    const response = await sb.call('PUT', '/v1/orgs/acme/teams', { body: { title: 'T', members: ['outsider'] } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/body\.members\.0: "outsider" is not a member/);
  });
});
