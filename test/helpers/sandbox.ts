import type { FastifyInstance } from 'fastify';
import { createApp, type AppOptions } from '../../src/server/app.js';
import { openMemorySandbox, type Sandbox } from '../../src/sandbox/open.js';
import type { Seed } from '../../src/sandbox/seed.js';
import type { MemberRole } from '../../src/schemas/common.js';
import { request, type Answer, type RequestOptions } from './http.js';
import { gitbookReleases, type OfficialClient, type Release } from './releases.js';

export const ROLES: MemberRole[] = ['admin', 'create', 'review', 'edit', 'comment', 'read'];

/**
 * Two organizations: `acme` with one user per role, a guest-to-be and `extra` (a reader
 * to act upon), and `globex`, administered by `admin` and `outsider`, who is not in acme.
 */
export function rolesSeed(): Seed {
  const users = [...ROLES, 'guest', 'extra', 'outsider'].map((name) => ({
    id: name,
    displayName: `${name[0]!.toUpperCase()}${name.slice(1)} User`,
    email: `${name}@acme.test`,
    token: `token-${name}-0123456789abcdef`,
  }));
  return {
    users,
    organizations: [
      {
        id: 'acme',
        title: 'Acme Docs',
        emailDomains: ['acme.test'],
        members: [...ROLES.map((role) => ({ user: role, role })), { user: 'guest', role: 'read' as const }, { user: 'extra', role: 'read' as const }],
      },
      {
        id: 'globex',
        title: 'Globex',
        members: [
          { user: 'admin', role: 'admin' as const },
          { user: 'outsider', role: 'admin' as const },
        ],
      },
    ],
  };
}

export const tokenOf = (user: string) => `token-${user}-0123456789abcdef`;

export interface Running {
  url: string;
  app: FastifyInstance;
  sandbox: Sandbox;
  /** GitBook's official client acting as a seed's user: of its first release unless told which. */
  client<R extends Release = '0.137.0'>(user: string, release?: R): OfficialClient<R>;
  /**
   * A raw request, for what the official client cannot send: as one of the seed's users (admin by
   * default, none for null), or with `token`, any token (a user of another seed's, a revoked or
   * malformed one), sent as it is.
   */
  call(method: string, path: string, options?: RequestOptions & { user?: string | null }): Promise<Answer>;
  close(): Promise<void>;
}

/** An in-process sandbox on an ephemeral loopback port. */
export async function startSandbox(seed: Seed = rolesSeed(), options: AppOptions = {}): Promise<Running> {
  const sandbox = openMemorySandbox(seed);
  const app = createApp(sandbox, options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    app,
    sandbox,
    client: <R extends Release>(user: string, release = '0.137.0' as R) =>
      new gitbookReleases[release].GitBookAPI({ endpoint: url, authToken: tokenOf(user) }) as OfficialClient<R>,
    call: (method, path, { user = 'admin', token = user === null ? undefined : tokenOf(user), ...options } = {}) =>
      request(url, method, path, { ...options, token }),
    close: async () => {
      // Ends at once, whatever a browser still holds open (a keep-alive connection, a request its page left going).
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await sandbox.close();
    },
  };
}
