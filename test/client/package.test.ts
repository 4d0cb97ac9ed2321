import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient } from 'docsctl';
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
        for await (const space of client.items('listSpacesInOrganizationById', { params: { organizationId: 'acme' } }, limit)) seen.push((space as { title: string }).title);
        return seen;
      };
      expect(await titles(4)).toEqual(['Space 000', 'Space 001', 'Space 002', 'Space 003']);
      // Past the API's page size of 100: the next page is followed, and only as far as asked.
      expect(await titles(101)).toEqual(Array.from({ length: 101 }, (_, i) => `Space ${String(i).padStart(3, '0')}`));
      expect(await titles()).toHaveLength(103);
      const missing = await client.call('getSpaceById', { params: { spaceId: 'nope' } }).catch((error: unknown) => error);
      expect(missing).toBeInstanceOf(ApiError);
      expect(missing).toMatchObject({ status: 404, message: expect.stringMatching(/space/i) });
    } finally {
      await client.close();
    }
  });
});
