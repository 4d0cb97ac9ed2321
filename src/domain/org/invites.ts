import type { InviteUsers } from '../../schemas/invite.js';
import { membershipOf, requireOrganization } from './access.js';
import { addMember } from './members.js';
import type { Context } from '../kernel/context.js';
import { invalid, notFound } from '../../lib/errors.js';

/**
 * Admins invite by e-mail (GitBook: "Admins can invite and remove members"). GitBook mails a sign-up link; the
 * sandbox sends no mail and has no sign-up, so an address is invited by adding the sandbox user who holds it, at
 * once, with its role (its own, else the request's, else the organization's default). An address no user holds
 * is refused rather than silently dropped; one who is already a member keeps their role.
 */
export function inviteUsers(ctx: Context, organizationId: string, request: InviteUsers): { users: string[]; invited: number } {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  const invites = request.emails.map((entry, at) => {
    const { email, role } = typeof entry === 'string' ? { email: entry, role: request.role ?? org.defaultRole } : entry;
    const user = ctx.store.recordsIn('users', 'byEmail', email.toLowerCase())[0];
    if (!user) {
      throw invalid(
        `no user of the sandbox has the address "${email}"; the sandbox sends no mail, so invite an address of one of its users (its seed lists them)`,
        `emails[${at}]`,
      );
    }
    return { user: user.id, role };
  });
  const added = [...new Map(invites.map((i) => [i.user, i])).values()].filter((i) => !membershipOf(ctx, org.id, i.user));
  for (const { user, role } of added) addMember(ctx, org.id, user, role, request.sso ?? false);
  return { users: added.map((i) => i.user), invited: added.length };
}

/** Anyone whose address is at one of the organization's e-mail domains may join it, with its default role. */
export function joinByEmailDomain(ctx: Context, organizationId: string): void {
  const org = ctx.store.get('organizations', organizationId);
  if (!org) throw notFound('organization', organizationId);
  if (membershipOf(ctx, org.id)) return;
  const domain = ctx.caller.email.split('@')[1]?.toLowerCase() ?? '';
  if (!org.emailDomains.includes(domain))
    throw invalid(`your e-mail domain "${domain}" is not one organization "${org.id}" accepts; ask an admin for an invite`);
  addMember(ctx, org.id, ctx.caller.id, org.defaultRole);
}
