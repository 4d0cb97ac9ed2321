import * as z from 'zod';
import { EmailDomain, OrganizationTitle } from '../schemas/organization.js';
import { Id, MemberRole } from '../schemas/common.js';
import { newId, newToken } from '../domain/kernel/ids.js';
import type { Store } from '../store/store.js';
import type { OrganizationRecord } from '../store/records.js';

/** The `--seed FILE` format. Unknown fields are allowed and ignored. */
export const Seed = z
  .object({
    users: z.array(
      z.object({
        id: Id,
        displayName: z.string().min(1).max(256),
        email: z.email(),
        token: z.string().min(16, 'must be at least 16 characters').max(256),
      }),
    ),
    organizations: z
      .array(
        z.object({
          id: Id,
          title: OrganizationTitle,
          emailDomains: z.array(EmailDomain).optional(),
          members: z.array(z.object({ user: Id, role: MemberRole })),
        }),
      )
      .min(1, 'needs at least one organization'),
  })
  .superRefine((seed, ctx) => {
    const users = new Set(seed.users.map((u) => u.id));
    const unique = (values: string[], what: string, path: (string | number)[]) => {
      const seen = new Set<string>();
      for (const value of values) {
        if (seen.has(value)) ctx.addIssue({ code: 'custom', path, message: `${what} "${value}" appears twice` });
        seen.add(value);
      }
    };
    unique(seed.users.map((u) => u.id), 'user id', ['users']);
    unique(seed.users.map((u) => u.token), 'token', ['users']);
    unique(seed.users.map((u) => u.email.toLowerCase()), 'email', ['users']);
    unique(seed.organizations.map((o) => o.id), 'organization id', ['organizations']);
    seed.organizations.forEach((org, i) => {
      unique(org.members.map((m) => m.user), 'member', ['organizations', i, 'members']);
      org.members.forEach((m, j) => {
        if (!users.has(m.user)) {
          ctx.addIssue({ code: 'custom', path: ['organizations', i, 'members', j, 'user'], message: `no user "${m.user}" in users` });
        }
      });
    });
    if (!seed.organizations[0]?.members.some((m) => m.role === 'admin')) {
      ctx.addIssue({ code: 'custom', path: ['organizations', 0, 'members'], message: 'the first organization needs an admin member' });
    }
  });
export type Seed = z.infer<typeof Seed>;

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
