import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Running } from '../helpers/sandbox.js';

let sb: Running;

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const spaceTitles = async () => (await sb.call('GET', '/v1/orgs/acme/spaces')).body.items.map((s: { title: string }) => s.title);

describe('/_sandbox/reset and /_sandbox/snapshots', () => {
  it('are for admins only', async () => {
    for (const [method, path] of [
      ['POST', '/_sandbox/reset'],
      ['GET', '/_sandbox/snapshots'],
      ['POST', '/_sandbox/snapshots'],
      ['POST', '/_sandbox/snapshots/x/restore'],
      ['DELETE', '/_sandbox/snapshots/x'],
    ] as const) {
      const body = method === 'POST' ? { name: 'x' } : undefined;
      expect((await sb.call(method, path, { user: 'read', body })).status, `${method} ${path}`).toBe(403);
      expect((await sb.call(method, path, { user: null, body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('name the field that is wrong, and the snapshot that is not there', async () => {
    const bad = await sb.call('POST', '/_sandbox/snapshots', { body: { name: '../etc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/body\.name/);
    expect((await sb.call('POST', '/_sandbox/snapshots', { body: {} })).body.error.message).toMatch(/body\.name: required/);
    const badPath = await sb.call('POST', '/_sandbox/snapshots/.initial/restore');
    expect(badPath.status).toBe(400);
    expect(badPath.body.error.message).toMatch(/path\.name/);
    const unknown = await sb.call('POST', '/_sandbox/snapshots/nope/restore');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toMatch(/no snapshot "nope"/);
    expect((await sb.call('DELETE', '/_sandbox/snapshots/nope')).status).toBe(404);
  });

  it('save, list, restore, replace and delete a snapshot; reset goes back to the seed', async () => {
    await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'First' } });
    const saved = await sb.call('POST', '/_sandbox/snapshots', { body: { name: 'one-space' } });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: 'one-space', replaced: false });
    expect(saved.body.records).toBeGreaterThan(0);

    await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Second' } });
    expect(await spaceTitles()).toEqual(['First', 'Second']);
    const restored = await sb.call('POST', '/_sandbox/snapshots/one-space/restore');
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ restored: 'one-space' });
    expect(await spaceTitles()).toEqual(['First']);

    const list = await sb.call('GET', '/_sandbox/snapshots');
    expect(list.body.items).toEqual([{ name: 'one-space', createdAt: saved.body.createdAt, records: saved.body.records }]);
    const again = await sb.call('POST', '/_sandbox/snapshots', { body: { name: 'one-space' } });
    expect(again.status).toBe(200);
    expect(again.body.replaced).toBe(true);

    const reset = await sb.call('POST', '/_sandbox/reset');
    expect(reset.status).toBe(200);
    expect(reset.body.restored).toBe('initial');
    expect(await spaceTitles()).toEqual([]);
    // The seed's tokens still work.
    expect((await sb.call('GET', '/v1/user')).status).toBe(200);

    expect((await sb.call('DELETE', '/_sandbox/snapshots/one-space')).status).toBe(204);
    expect((await sb.call('GET', '/_sandbox/snapshots')).body.items).toEqual([]);
  });
});

describe('what a reset and a restore do beside the records', () => {
  const SPEC = 'openapi: 3.0.3\ninfo:\n  title: Petstore\n  version: "1"\npaths: {}\n';

  it('fail the work held for the state left, so that it never runs against the one brought back', async () => {
    await sb.call('POST', '/_sandbox/snapshots', { body: { name: 'before-spec' } });
    await sb.call('POST', '/_sandbox/jobs/mode', { body: { mode: 'manual' } });
    try {
      expect((await sb.call('POST', '/v1/orgs/acme/openapi', { body: { slug: 'held', source: { text: SPEC } } })).body.processingState).toBe('pending');
      const [job] = (await sb.call('GET', '/_sandbox/jobs?state=pending')).body.items;
      expect((await sb.call('POST', '/_sandbox/snapshots/before-spec/restore')).status).toBe(200);
      expect((await sb.call('GET', '/v1/orgs/acme/openapi/held')).status).toBe(404);
      expect((await sb.call('GET', '/_sandbox/jobs?state=pending')).body.items).toEqual([]);
      const failed = (await sb.call('GET', '/_sandbox/jobs?state=failed')).body.items.find((j: { id: string }) => j.id === job.id);
      expect(failed.error).toBe('the sandbox went back to snapshot "before-spec" before this work ran');
      expect((await sb.call('POST', `/_sandbox/jobs/${job.id}/run`)).status).toBe(409);

      // A state saved while work was pending comes back with that work failed, as after a restart: no job would finish it.
      await sb.call('POST', '/v1/orgs/acme/openapi', { body: { slug: 'pending-then', source: { text: SPEC } } });
      await sb.call('POST', '/_sandbox/snapshots', { body: { name: 'with-pending' } });
      await sb.call('POST', '/_sandbox/jobs/run-all');
      expect((await sb.call('GET', '/v1/orgs/acme/openapi/pending-then')).body.processingState).toBe('complete');
      await sb.call('POST', '/_sandbox/snapshots/with-pending/restore');
      const settled = (await sb.call('GET', '/v1/orgs/acme/openapi/pending-then')).body;
      expect(settled).toMatchObject({ processingState: 'complete', lastProcessErrorCode: 'FETCH_ERROR' });
      expect(settled.lastProcessedErrors[0].message).toBe(
        'the sandbox went back to snapshot "with-pending" before this work ran; send the spec\'s source again to process it',
      );
    } finally {
      await sb.call('POST', '/_sandbox/jobs/mode', { body: { mode: 'auto' } });
    }
  });

  it('a reset also forgets the request journal and the injected faults; a restore keeps them', async () => {
    await sb.call('POST', '/_sandbox/faults', { body: { match: { operationId: 'getSpaceById' }, respond: { status: 503 } } });
    await sb.call('GET', '/v1/orgs/acme/spaces');
    await sb.call('POST', '/_sandbox/snapshots', { body: { name: 'kept' } });
    await sb.call('POST', '/_sandbox/snapshots/kept/restore');
    expect((await sb.call('GET', '/_sandbox/faults')).body.items).toHaveLength(1);
    expect((await sb.call('GET', '/_sandbox/requests')).body.items.length).toBeGreaterThan(0);
    await sb.call('POST', '/_sandbox/reset');
    expect((await sb.call('GET', '/_sandbox/faults')).body.items).toEqual([]);
    expect((await sb.call('GET', '/_sandbox/requests')).body.items).toEqual([]);
  });
});
