import { afterEach, describe, expect, it } from 'vitest';
import { api, servedFixtures } from '../../helpers/serve-process.js';

const served = servedFixtures();
afterEach(served.cleanup);

describe('docsctl serve --jobs manual', () => {
  it('holds background work until it is run through /_sandbox/jobs', async () => {
    const { ready } = await served.serveInProcess(served.dir(), ['--jobs', 'manual', '--no-profile']);
    const specs = `/v1/orgs/${ready.organizationId}/openapi`;
    const text = 'openapi: 3.0.3\ninfo:\n  title: Petstore\n  version: "1"\npaths: {}\n';
    expect((await api(ready, 'POST', specs, { slug: 'pets', source: { text } })).body.processingState).toBe('pending');
    expect((await api(ready, 'GET', '/_sandbox/jobs')).body).toMatchObject({ mode: 'manual', items: [{ kind: 'openapi-processing', state: 'pending' }] });

    await api(ready, 'POST', '/_sandbox/jobs/run-all');
    expect((await api(ready, 'GET', `${specs}/pets`)).body.processingState).toBe('complete');
  });
});
