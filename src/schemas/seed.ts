import * as z from 'zod';
import { EmailDomain, OrganizationTitle } from './organization.js';
import { Id, MemberRole } from './common.js';

/** The `--seed FILE` format. Unknown fields are allowed and ignored. */
export const Seed = z
  .object({
    users: z.array(
      z.object({
        id: Id,
        displayName: z.string().min(1).max(256),
        email: z.email(),
        token: z.string().min(16, 'must be at least 16 characters').max(256),
        /** Whether this user's token drives the sandbox's controls too, beside the first organization's first admin's. */
        owner: z.boolean().optional(),
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
    unique(
      seed.users.map((u) => u.id),
      'user id',
      ['users'],
    );
    unique(
      seed.users.map((u) => u.token),
      'token',
      ['users'],
    );
    unique(
      seed.users.map((u) => u.email.toLowerCase()),
      'email',
      ['users'],
    );
    unique(
      seed.organizations.map((o) => o.id),
      'organization id',
      ['organizations'],
    );
    seed.organizations.forEach((org, i) => {
      unique(
        org.members.map((m) => m.user),
        'member',
        ['organizations', i, 'members'],
      );
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
