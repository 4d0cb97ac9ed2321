import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient } from 'docsctl';
import { startSandbox, tokenOf, type Running } from '../helpers/sandbox.js';

let sb: Running;
beforeAll(async () => {
  sb = await startSandbox();
  const admin = sb.client('admin');
  for (let i = 0; i < 5; i++) await admin.orgs.createSpace('acme', { title: `Space ${i}` });
});
afterAll(() => sb.close());

/** The client as a program outside docsctl gets it: through the package's own name. */
describe("import { createClient } from 'docsctl'", () => {
  it('calls operations by id, pages through lists, and reports refusals with their status and message', async () => {
    const client = createClient({ apiUrl: sb.url, token: tokenOf('admin') });
    try {
      expect((await client.call('getAuthenticatedUser')).id).toBeTruthy();
      const titles: unknown[] = [];
      for await (const space of client.items('listSpacesInOrganizationById', { params: { organizationId: 'acme' } }, 4)) {
        titles.push((space as { title: string }).title);
      }
      expect(titles).toEqual(['Space 0', 'Space 1', 'Space 2', 'Space 3']);
      const missing = await client.call('getSpaceById', { params: { spaceId: 'nope' } }).catch((error: unknown) => error);
      expect(missing).toBeInstanceOf(ApiError);
      expect(missing).toMatchObject({ status: 404, message: expect.stringMatching(/space/i) });
    } finally {
      await client.http.close();
    }
  });
});
