import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError, RateLimitError } from '../../src/index.js';
import { startSandbox, type RunningSandbox } from '../../src/sandbox-api/index.js';

// What docsctl's client retries (src/client/http.ts), against a sandbox that fails on purpose:
// a 429 always (the request was not done), a 502/503/504 or a dropped connection only when
// sending it again cannot do it twice (GET, HEAD, PUT, DELETE), three times at most.
let sandbox: RunningSandbox;
let organizationId: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  organizationId = sandbox.organizationId;
  await sandbox.snapshot('start');
});
beforeEach(async () => {
  await sandbox.restore('start');
  await sandbox.clearFaults();
  await sandbox.controls.clearRequests();
});
afterAll(() => sandbox.stop());

/** The statuses the sandbox answered an operation with, in order (null: dropped). */
const answered = async (operationId: string) => (await sandbox.requests({ operationId })).map((entry) => entry.status);
const spaces = async () => (await sandbox.client.call('listSpacesInOrganizationById', { params: { organizationId }, query: {} })).items;
// A 429 says when to come back; these say at once, so that the tests do not wait for the rate limiter's window.
const now = { 'Retry-After': '0' };

describe('the client against injected faults', () => {
  it('retries a rate-limited read until it is answered', async () => {
    await sandbox.fault({ match: { operationId: 'getAuthenticatedUser' }, respond: { status: 429, headers: now }, times: 2 });
    expect((await sandbox.client.call('getAuthenticatedUser')).id).toBe(sandbox.userId);
    expect(await answered('getAuthenticatedUser')).toEqual([429, 429, 200]);
  });

  it('retries a rate-limited write, which the 429 kept from being done: one space is made', async () => {
    await sandbox.fault({ match: { operationId: 'createSpace' }, respond: { status: 429, headers: now }, times: 1 });
    await sandbox.client.call('createSpace', { params: { organizationId }, body: { title: 'Once' } });
    expect(await answered('createSpace')).toEqual([429, 201]);
    expect((await spaces()).map((space) => space.title)).toEqual(['Once']);
  });

  it('gives up after three retries with a RateLimitError', async () => {
    await sandbox.fault({ match: { operationId: 'getAuthenticatedUser' }, respond: { status: 429, headers: now } });
    await expect(sandbox.client.call('getAuthenticatedUser')).rejects.toBeInstanceOf(RateLimitError);
    expect(await answered('getAuthenticatedUser')).toEqual([429, 429, 429, 429]);
  });

  it('retries a read through a 503, and through a dropped connection', async () => {
    await sandbox.fault({ match: { operationId: 'getAuthenticatedUser' }, respond: { status: 503, headers: now }, times: 1 });
    await sandbox.fault({ match: { operationId: 'getAuthenticatedUser' }, drop: true, times: 1 });
    expect((await sandbox.client.call('getAuthenticatedUser')).id).toBe(sandbox.userId);
    expect(await answered('getAuthenticatedUser')).toEqual([503, null, 200]);
  });

  it("does not send a write again after a 503 (it might have been done): the error is the caller's", async () => {
    await sandbox.fault({ match: { operationId: 'createSpace' }, respond: { status: 503 }, times: 1 });
    const failed = sandbox.client.call('createSpace', { params: { organizationId }, body: { title: 'Maybe' } });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 503 });
    expect(await answered('createSpace')).toEqual([503]);
  });

  it('does not send a write again after a dropped connection', async () => {
    await sandbox.fault({ match: { operationId: 'createSpace' }, drop: true, times: 1 });
    await expect(sandbox.client.call('createSpace', { params: { organizationId }, body: { title: 'Maybe' } })).rejects.toBeInstanceOf(NetworkError);
    expect(await answered('createSpace')).toEqual([null]);
    expect(await spaces()).toEqual([]);
  });

  it('does not retry a 500: a server error is no passing unavailability', async () => {
    await sandbox.fault({ match: { operationId: 'getAuthenticatedUser' }, respond: { status: 500 }, times: 1 });
    await expect(sandbox.client.call('getAuthenticatedUser')).rejects.toMatchObject({ status: 500 });
    expect(await answered('getAuthenticatedUser')).toEqual([500]);
  });
});
