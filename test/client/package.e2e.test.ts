import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, AuthenticationError, ConflictError, NetworkError, NotFoundError, PermissionError, RateLimitError, createClient } from 'docsctl';
import { startSandbox, tokenOf, type Running } from '../helpers/sandbox.js';

let sb: Running;
beforeAll(async () => {
  sb = await startSandbox();
  const admin = sb.client('admin');
  for (let i = 0; i < 103; i++) await admin.orgs.createSpace('acme', { title: `Space ${String(i).padStart(3, '0')}` });
});
afterAll(() => sb.close());

/** The client as a program outside docsctl gets it: through the package's own name. */
describe("import { createClient } from 'docsctl'", () => {
  it('calls operations by id, pages through lists, and reports refusals with their status and message', async () => {
    const client = createClient({ apiUrl: sb.url, token: tokenOf('admin') });
    try {
      expect((await client.call('getAuthenticatedUser')).id).toBe('admin');
      const titles = async (limit?: number) => {
        const seen: string[] = [];
        for await (const space of client.items('listSpacesInOrganizationById', { params: { organizationId: 'acme' } }, limit)) seen.push(space.title);
        return seen;
      };
      expect(await titles(4)).toEqual(['Space 000', 'Space 001', 'Space 002', 'Space 003']);
      // Past the API's page size of 100: the next page is followed, and only as far as asked.
      expect(await titles(101)).toEqual(Array.from({ length: 101 }, (_, i) => `Space ${String(i).padStart(3, '0')}`));
      expect(await titles()).toHaveLength(103);
      const missing = await client.call('getSpaceById', { params: { spaceId: 'nope' } }).catch((error: unknown) => error);
      expect(missing).toBeInstanceOf(NotFoundError);
      expect(missing).toBeInstanceOf(ApiError);
      expect(missing).toMatchObject({
        name: 'NotFoundError',
        status: 404,
        message: expect.stringMatching(/space/i),
        method: 'GET',
        url: `${sb.url}/v1/spaces/nope`,
      });
    } finally {
      await client.close();
    }
  });

  it('fails with an error class for each status a caller acts on, each an ApiError, and a NetworkError when nothing answers', async () => {
    // Answers every request with the status its last path segment names.
    const server = http.createServer((request, response) => {
      const status = Number(request.url?.split('/').pop());
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: status, message: `status ${status}` } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = createClient({ apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: 'any-token', retries: 0 });
    const failure = (status: number) => client.call('getSpaceById', { params: { spaceId: String(status) } }).catch((error: unknown) => error as ApiError);
    try {
      for (const [status, type] of [
        [401, AuthenticationError],
        [403, PermissionError],
        [404, NotFoundError],
        [409, ConflictError],
        [429, RateLimitError],
        [400, ApiError],
      ] as const) {
        const error = await failure(status);
        expect(error).toBeInstanceOf(type);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ name: type.name, status, message: `status ${status}` });
      }
      // Only the five have classes: any other status is the base class itself.
      expect((await failure(500)).constructor).toBe(ApiError);
    } finally {
      await client.close();
      await new Promise((resolve) => server.close(resolve));
    }
    const nowhere = createClient({ apiUrl: 'http://127.0.0.1:9', token: 'any-token', retries: 0 });
    await expect(nowhere.call('getAuthenticatedUser')).rejects.toMatchObject({ name: 'NetworkError', constructor: NetworkError });
    await nowhere.close();
  });
});
