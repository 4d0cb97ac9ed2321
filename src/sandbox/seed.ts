import type { Seed } from '../schemas/seed.js';
import { newId, newToken } from '../domain/kernel/ids.js';
import type { Store } from '../store/store.js';
import type { OrganizationRecord } from '../store/records.js';

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

/** Writes a seed's records; returns the tokens, which are kept apart from the records. */
export function applySeed(store: Store, seed: Seed, now: string): Record<string, string> {
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
  return Object.fromEntries(seed.users.map((u) => [u.token, u.id]));
}
