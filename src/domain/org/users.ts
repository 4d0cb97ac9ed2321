import type { User } from '../../schemas/user.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../../lib/errors.js';
import { membershipOf } from './access.js';
import { presentUser } from './organizations.js';

/** Whether the caller already sees the user's e-mail address elsewhere: their own, or a fellow member's in a members list. */
function sharesAnOrganization(ctx: Context, userId: string): boolean {
  if (userId === ctx.caller.id) return true;
  return ctx.store.recordsIn('members', 'byUser', userId).some((member) => membershipOf(ctx, member.organization) !== undefined);
}

/**
 * Someone with an account, as GitBook's getUserById shows them: "publicly available information", so any
 * signed-in caller may read anyone, but the e-mail address only goes to whoever would see it anyway.
 */
export function getUser(ctx: Context, userId: string): User {
  const user = ctx.store.get('users', userId);
  if (!user) throw notFound('user', userId);
  const { email, ...shown } = presentUser(ctx, user);
  return sharesAnOrganization(ctx, user.id) ? { ...shown, email } : shown;
}
