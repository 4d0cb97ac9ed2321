import type { Seed } from '../schemas/seed.js';
import { newId, newToken } from '../domain/kernel/ids.js';
import type { Store } from '../store/store.js';
import type { OrganizationRecord } from '../store/records.js';
import type { Access } from './secrets.js';
import { firstAdmin } from './first-admin.js';

// The format lives with the schemas, so that the Node API (docsctl/sandbox) ships its type.
export { Seed } from '../schemas/seed.js';

/** What an empty data directory gets without `--seed`: one organization, its admin and a fresh token. */
export function defaultSeed(): Seed {
  const user = newId();
  return {
    users: [{ id: user, displayName: 'Sandbox Admin', email: 'admin@sandbox.test', token: newToken() }],
    organizations: [{ id: newId(), title: 'Sandbox', emailDomains: [], members: [{ user, role: 'admin' }] }],
  };
}

/**
 * Writes a seed's records; returns what is kept apart from them: the tokens, and the sandbox's
 * owners, the first organization's first admin (whose token `serve` prints) first.
 */
export function applySeed(store: Store, seed: Seed, now: string): Access {
  for (const user of seed.users) {
    store.put('users', { id: user.id, seq: store.nextSeq(), displayName: user.displayName, email: user.email });
  }
  for (const org of seed.organizations) {
    const record: OrganizationRecord = {
      id: org.id,
      seq: store.nextSeq(),
      title: org.title,
      createdAt: now,
      emailDomains: org.emailDomains ?? [],
      defaultRole: 'read',
      sso: false,
      ai: false,
      inviteLinks: true,
    };
    store.put('organizations', record);
    for (const member of org.members) {
      store.put('members', {
        id: `${org.id}.${member.user}`,
        seq: store.nextSeq(),
        organization: org.id,
        user: member.user,
        role: member.role,
        joinedAt: now,
        sso: false,
      });
    }
  }
  return {
    tokens: Object.fromEntries(seed.users.map((u) => [u.token, u.id])),
    owners: [...new Set([firstAdmin(store), ...seed.users.filter((u) => u.owner).map((u) => u.id)])],
  };
}
