import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchBudget, FetchFailure, fetchSource } from '../../../src/domain/fetch/fetch.js';
import { OPEN_FETCH_POLICY } from '../../../src/domain/fetch/fetch-policy.js';
import { serveWith } from '../../helpers/fixtures-server.js';
import { startSandbox, type Running } from '../../helpers/sandbox.js';

/**
 * Regression tests for a red-team finding (issue 9, hole 11): a source whose body stopped
 * coming, or broke off, after its headers made the import a 500.
 */
let sb: Running;
let site: Awaited<ReturnType<typeof serveWith>>;

beforeAll(async () => {
  sb = await startSandbox();
  site = await serveWith((request, response) => {
    response.writeHead(200, { 'content-type': 'text/markdown', 'content-length': '100000' });
    response.write('# Half a page\n\nThe rest never comes');
    // /reset breaks the connection off; /stall keeps it open and silent.
    if (request.url === '/reset.md') setTimeout(() => response.socket?.resetAndDestroy(), 50);
  });
});
afterAll(async () => {
  await sb.close();
  await site.close();
});

describe('a body cut off after the headers', () => {
  it('is a 400 saying the source could not be fetched, when the connection breaks off', async () => {
    const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Cut off' } })).body.id;
    const response = await sb.call('POST', `/v1/spaces/${space}/content/import`, { body: { source: 'markdown', url: site.url('/reset.md') } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/could not fetch/);
    expect((await sb.call('GET', `/v1/spaces/${space}/content/pages`)).body.pages).toEqual([]);
  });

  it('is a timed-out FetchFailure when the body stops coming', async () => {
    const failure = await fetchSource(site.url('/stall.md'), OPEN_FETCH_POLICY, { budget: FetchBudget.of(300, 1024 * 1024) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FetchFailure);
    expect(failure).toMatchObject({ timedOut: true, reason: 'invalid' });
  });
});
