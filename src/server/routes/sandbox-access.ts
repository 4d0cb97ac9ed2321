import type { FastifyRequest } from 'fastify';
import type { Sandbox } from '../../sandbox/open.js';
import type { ControlAccess } from '../../schemas/sandbox-controls.js';
import type { JournalEntry } from '../../schemas/sandbox-journal.js';
import type { UserRecord } from '../../store/records.js';
import { HttpError } from '../errors.js';

type Authenticate = (request: FastifyRequest) => UserRecord;
type Guarded = Pick<Sandbox, 'store' | 'secrets'>;

/** The organizations a user is an admin of. */
const administered = (sandbox: Pick<Sandbox, 'store'>, user: UserRecord): Set<string> =>
  new Set(sandbox.store.recordsIn('members', 'byUser', user.id).flatMap((m) => (m.role === 'admin' ? [m.organization] : [])));

const isSandboxOwner = (sandbox: Pick<Sandbox, 'secrets'>, user: UserRecord): boolean => sandbox.secrets.isOwner(user.id);

/**
 * Who may drive the sandbox's controls (the clock, reset, snapshots, export, journal, faults,
 * jobs): its owner, since they act on every organization at once. Anyone else with a valid
 * token gets a 403 that says whose token it takes.
 */
function sandboxOwner(sandbox: Guarded, authenticate: Authenticate): Authenticate {
  return (request) => {
    const user = authenticate(request);
    if (!isSandboxOwner(sandbox, user)) {
      throw new HttpError(403, 'sandbox controls take the sandbox owner\'s token: the one `docsctl serve` printed, or a seed user\'s marked "owner": true');
    }
    return user;
  };
}

/**
 * Who may use the controls that act on one organization's content only (publishing a space) or
 * show it (its part of the journal): the owner and an organization admin; the rules, or the
 * route, then keep an admin to their own organization.
 */
function ownerOrOrganizationAdmin(sandbox: Guarded, authenticate: Authenticate): Authenticate {
  return (request) => {
    const user = authenticate(request);
    if (!isSandboxOwner(sandbox, user) && administered(sandbox, user).size === 0) {
      throw new HttpError(403, "this control takes the sandbox owner's token (the one `docsctl serve` printed) or an organization admin's");
    }
    return user;
  };
}

/** A control's `access` but `anyone`, which takes no token, so nothing to check. */
export type TokenAccess = Exclude<ControlAccess, 'anyone'>;

const GUARDS: Record<TokenAccess, (sandbox: Guarded, authenticate: Authenticate) => Authenticate> = {
  owner: sandboxOwner,
  'organization admin': ownerOrOrganizationAdmin,
  token: (_, authenticate) => authenticate,
};

/** The check a control's `access` names: the user it lets through, or the 401 or 403 it answers. */
export const guardFor = (sandbox: Guarded, authenticate: Authenticate, access: TokenAccess): Authenticate => GUARDS[access](sandbox, authenticate);

/**
 * The journal entries a user may read: every one to the owner; to anyone else their own, and
 * those whose path concerned an organization they administer — never one of another organization's.
 */
export function journalReadableBy(sandbox: Pick<Sandbox, 'store' | 'secrets'>, user: UserRecord): (entry: JournalEntry) => boolean {
  if (isSandboxOwner(sandbox, user)) return () => true;
  const organizations = administered(sandbox, user);
  return (entry) => entry.userId === user.id || (entry.organizationId !== undefined && organizations.has(entry.organizationId));
}
