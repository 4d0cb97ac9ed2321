import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openMemorySandbox } from '../../../src/sandbox/open.js';
import { controlRoutes } from '../../../src/server/routes/sandbox-control-routes.js';
import { HttpError } from '../../../src/server/errors.js';

describe('issue 22 review 8: a control is registered as the table declares it, or not at all', () => {
  const controls = () =>
    controlRoutes(Fastify(), openMemorySandbox(), () => {
      throw new HttpError(401, 'no token');
    });
  const handler = async () => ({});

  it('refuses a route the table does not hold, and one registered with a token the table says it takes none (or the reverse)', () => {
    expect(() => controls().guarded('GET', '/_sandbox/secrets', handler)).toThrow('GET /_sandbox/secrets is not in SANDBOX_CONTROLS');
    expect(() => controls().guarded('GET', '/_sandbox/pdf/{revisionId}', handler)).toThrow('GET /_sandbox/pdf/{revisionId} takes no token by SANDBOX_CONTROLS');
    expect(() => controls().open('POST', '/_sandbox/clock', handler)).toThrow('POST /_sandbox/clock takes a token by SANDBOX_CONTROLS');
  });
});
