import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { startSandbox, type Running } from '../../helpers/sandbox.js';

const SPEC = 'openapi: 3.0.3\ninfo:\n  title: Petstore\n  version: "1"\npaths: {}\n';

let sb: Running;
let site: Awaited<ReturnType<typeof serveFixtures>>;

beforeAll(async () => {
  sb = await startSandbox();
  site = await serveFixtures({ '/': { type: 'text/html', body: '<html><head><title>Home</title></head><body><h1>Home</h1></body></html>' } });
});
afterAll(async () => {
  await sb.close();
  await site.close();
});
beforeEach(async () => {
  expect((await sb.call('POST', '/_sandbox/jobs/mode', { body: { mode: 'manual' } })).body.mode).toBe('manual');
});
// Whatever a case left held runs, so that the next starts with nothing pending.
afterEach(() => sb.call('POST', '/_sandbox/jobs/mode', { body: { mode: 'auto' } }));

const createSpec = async (slug: string) => (await sb.call('POST', '/v1/orgs/acme/openapi', { body: { slug, source: { text: SPEC } } })).body;
const getSpec = async (slug: string) => (await sb.call('GET', `/v1/orgs/acme/openapi/${slug}`)).body;
const pending = async (kind?: string) => (await sb.call('GET', `/_sandbox/jobs?state=pending${kind ? `&kind=${kind}` : ''}`)).body.items;

async function startTranslation() {
  const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Source' } })).body.id;
  await sb.call('POST', `/v1/spaces/${space}/content/template`, { body: { id: 'knowledge-base' } });
  const translation = (await sb.call('POST', '/v1/orgs/acme/translations', { body: { source: { space, language: 'en' }, language: 'de' } })).body;
  expect((await sb.call('POST', `/v1/orgs/acme/translations/${translation.id}/run`)).status).toBe(204);
  return translation.id as string;
}

describe('jobs held in manual mode', () => {
  it("hold an OpenAPI spec's processing: pending until its job runs, then complete", async () => {
    expect((await createSpec('held')).processingState).toBe('pending');
    const [job] = await pending('openapi-processing');
    expect(job).toMatchObject({ kind: 'openapi-processing', state: 'pending', subject: { organization: 'acme', spec: expect.any(String) } });
    expect((await getSpec('held')).processingState).toBe('pending');

    const ran = await sb.call('POST', `/_sandbox/jobs/${job.id}/run`);
    expect(ran.status).toBe(200);
    expect(ran.body).toMatchObject({ id: job.id, state: 'done', startedAt: expect.any(String), finishedAt: expect.any(String) });
    expect(await getSpec('held')).toMatchObject({ processingState: 'complete', lastVersion: expect.any(String) });
  });

  it('keep a translation run unfinished until it runs', async () => {
    const id = await startTranslation();
    const [job] = await pending('translation');
    expect(job.subject).toEqual({ organization: 'acme', translation: id });
    expect((await sb.call('GET', `/v1/orgs/acme/translations/${id}`)).body.status).toBe('running');

    await sb.call('POST', `/_sandbox/jobs/${job.id}/run`);
    const done = (await sb.call('GET', `/v1/orgs/acme/translations/${id}`)).body;
    expect(done).toMatchObject({ status: 'completed', result: { space: expect.any(String) }, stats: { runs: 1 } });
  });

  it('hold a website import: the request is answered once its job has run', async () => {
    const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Site' } })).body.id;
    const answer = sb.call('POST', `/v1/spaces/${space}/content/import`, { body: { source: 'website', url: site.url('/') } });
    let held = await pending('import');
    while (held.length === 0) held = await pending('import');
    expect(held[0].subject).toEqual({ organization: 'acme', space });
    expect((await sb.call('GET', `/v1/spaces/${space}/content/pages`)).body.pages).toEqual([]);

    await sb.call('POST', `/_sandbox/jobs/${held[0].id}/run`);
    expect(await answer).toMatchObject({ status: 201, body: { importedResources: 1 } });
    expect((await sb.call('GET', `/v1/spaces/${space}/content/pages`)).body.pages.map((p: { title: string }) => p.title)).toEqual(['Home']);
  });

  it('run all together in the order they were asked for', async () => {
    await createSpec('first');
    const translation = await startTranslation();
    await createSpec('second');
    const ran = await sb.call('POST', '/_sandbox/jobs/run-all');
    expect(ran.body.items.map((j: { kind: string; state: string }) => `${j.kind}:${j.state}`)).toEqual([
      'openapi-processing:done',
      'translation:done',
      'openapi-processing:done',
    ]);
    expect(ran.body.items[1].subject.translation).toBe(translation);
    expect(await pending()).toEqual([]);
    expect((await getSpec('second')).processingState).toBe('complete');
  });

  it('all run when the mode goes back to auto, and new work runs at once', async () => {
    await createSpec('switch');
    const switched = await sb.call('POST', '/_sandbox/jobs/mode', { body: { mode: 'auto' } });
    expect(switched.body).toMatchObject({ mode: 'auto', items: [{ kind: 'openapi-processing', state: 'done' }] });
    expect((await getSpec('switch')).processingState).toBe('complete');
    expect((await sb.call('GET', '/_sandbox/jobs')).body.mode).toBe('auto');
  });
});

describe('running a job by hand', () => {
  it('is refused for a job that is not pending (409) or unknown (404)', async () => {
    await createSpec('twice');
    const [job] = await pending();
    await sb.call('POST', `/_sandbox/jobs/${job.id}/run`);
    const again = await sb.call('POST', `/_sandbox/jobs/${job.id}/run`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/is done; only a pending job can be run/);
    expect((await sb.call('POST', '/_sandbox/jobs/nosuchjob/run')).status).toBe(404);
  });
});

describe('the jobs controls', () => {
  it('need the token of an admin', async () => {
    expect((await sb.call('GET', '/_sandbox/jobs', { user: null })).status).toBe(401);
    expect((await sb.call('GET', '/_sandbox/jobs', { user: 'read' })).status).toBe(403);
    expect((await sb.call('POST', '/_sandbox/jobs/mode', { user: 'create', body: { mode: 'auto' } })).status).toBe(403);
    expect((await sb.call('POST', '/_sandbox/jobs/run-all', { user: 'edit' })).status).toBe(403);
  });

  it('refuse a mode or filter they do not know, naming the field', async () => {
    const mode = await sb.call('POST', '/_sandbox/jobs/mode', { body: { mode: 'sometimes' } });
    expect(mode.status).toBe(400);
    expect(mode.body.error.message).toMatch(/body\.mode/);
    const filter = await sb.call('GET', '/_sandbox/jobs?state=stuck');
    expect(filter.status).toBe(400);
    expect(filter.body.error.message).toMatch(/query\.state/);
  });
});
