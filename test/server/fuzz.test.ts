import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../src/schemas/operations.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

const SCALARS = [null, true, false, 0, -1, 1e308, 3.5, '', 'x', 'x'.repeat(5000), '../../etc/passwd', 'admin', 'acme', '__proto__', '💥', {}, []];

function value(next: () => number, depth = 0): unknown {
  const pick = next();
  if (depth < 3 && pick < 0.15) return Array.from({ length: Math.floor(next() * 3) }, () => value(next, depth + 1));
  if (depth < 3 && pick < 0.3) {
    const keys = [
      'title',
      'parent',
      'role',
      'members',
      'add',
      'remove',
      'memberships',
      'position',
      'organization',
      'editMode',
      'label',
      'ssoURL',
      'emailDomains',
      'before',
      'after',
      'type',
      'space',
    ];
    return Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, () => [keys[Math.floor(next() * keys.length)]!, value(next, depth + 1)]));
  }
  return SCALARS[Math.floor(next() * SCALARS.length)];
}

let sb: Running;
beforeAll(async () => {
  sb = await startSandbox();
  await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'existing' } });
});
afterAll(() => sb.close());

// Path segments as they go on the wire, already encoded.
const ids = ['acme', 'globex', 'admin', 'read', 'absent', '..', 'x'.repeat(70), '%2F', '%00', encodeURIComponent('💥')];

// Fifteen rounds over every operation, each a test with inputs of its own seed: a round's time is what a test's timeout bounds, whatever the table's size.
describe('random input to every operation', () => {
  it.each(Array.from({ length: 15 }, (_, round) => round))('never gets a 5xx, and every refusal has the error shape (round %i)', async (round) => {
    const next = random(20261122 + round);
    const failures: string[] = [];
    for (const operation of Object.values(operations)) {
      const path = operation.path.replace(/\{\w+\}/g, () => ids[Math.floor(next() * ids.length)]!);
      const query = Object.keys(operation.query.shape)
        .filter(() => next() < 0.5)
        .map((k) => `${k}=${encodeURIComponent(String(value(next)))}`)
        .join('&');
      const body = value(next);
      const user = ['admin', 'read', 'guest', 'outsider', null][Math.floor(next() * 5)]!;
      const url = `${path}${query ? `?${query}` : ''}`;
      const response = await sb.call(operation.method, url, { body: operation.method === 'GET' ? undefined : body, user });
      if (response.status >= 500) failures.push(`${operation.method} ${url} ${JSON.stringify(body).slice(0, 200)} → ${response.status}`);
      if (response.status >= 400 && response.body?.error?.code !== response.status) {
        failures.push(`${operation.method} ${url} → ${response.status} without the error shape`);
      }
    }
    expect(failures).toEqual([]);
  });
});
