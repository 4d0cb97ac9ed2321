import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Running } from '../helpers/sandbox.js';

let sb: Running;

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

async function walk(path: string, limit: number, between?: (pageIndex: number) => Promise<void>) {
  const seen: string[] = [];
  let page: string | undefined;
  let pages = 0;
  do {
    const response = await sb.call('GET', `${path}?limit=${limit}${page ? `&page=${page}` : ''}`);
    expect(response.status).toBe(200);
    expect(response.body.items.length).toBeLessThanOrEqual(limit);
    seen.push(...response.body.items.map((i: { id: string }) => i.id));
    page = response.body.next?.page;
    await between?.(pages++);
  } while (page);
  return seen;
}

describe('walking a list', () => {
  it('returns every item exactly once, with the total count', async () => {
    const created: string[] = [];
    for (let i = 0; i < 53; i++) created.push((await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: `S${i}` } })).body.id);
    const first = await sb.call('GET', '/v1/orgs/acme/spaces?limit=10');
    expect(first.body.count).toBe(53);
    expect(await walk('/v1/orgs/acme/spaces', 10)).toEqual(created);
    expect(await walk('/v1/orgs/acme/spaces', 1000)).toEqual(created);
    const last = await sb.call('GET', '/v1/orgs/acme/spaces?limit=53');
    expect(last.body.next).toBeUndefined();
  });

  it('neither repeats nor skips surviving items when others are added and deleted between pages', async () => {
    const before = await walk('/v1/orgs/acme/spaces', 1000);
    const deleted = new Set<string>();
    const seen = await walk('/v1/orgs/acme/spaces', 7, async (pageIndex) => {
      const victim = before[pageIndex * 3 + 20];
      if (victim && !deleted.has(victim)) {
        deleted.add(victim);
        await sb.call('DELETE', `/v1/spaces/${victim}`);
      }
      await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: `late ${pageIndex}` } });
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) if (!deleted.has(id)) expect(seen).toContain(id);
  });

  it('pages members in the requested order', async () => {
    const asc = await walk('/v1/orgs/acme/members', 3);
    const members = await sb.call('GET', '/v1/orgs/acme/members?order=asc&limit=1000');
    expect(members.body.items.map((m: { id: string }) => m.id).reverse()).toEqual(asc);
  });
});
