import type { Context } from '../../domain/kernel/context.js';
import { DomainError } from '../../lib/errors.js';
import type { Page } from '../../domain/kernel/pagination.js';
import { listMyOrganizations } from '../../domain/org/organizations.js';
import { listOrganizationSpaces } from '../../domain/content/spaces.js';
import { listSites } from '../../domain/sites/sites.js';
import { listOrganizationChangeRequests } from '../../domain/change-requests/change-requests.js';
import type { Organization } from '../../schemas/organization.js';
import type { Space } from '../../schemas/content.js';
import type { Site } from '../../schemas/site.js';
import type { ChangeRequest } from '../../schemas/revision.js';
import type { Shown } from '../layout/listing.js';

/** As many of a kind as the home page lists; the CLI lists the rest. */
const SHOWN = 50;

export interface OrganizationOverview {
  organization: Organization;
  spaces: Shown<Space>;
  sites: Shown<Site>;
  /** Open change requests, each with the title of its space. */
  changeRequests: Shown<ChangeRequest & { spaceTitle: string }>;
}

/** A list the caller may not read (a guest's organization's) is shown as empty, as the API would refuse it. */
export function readable<T>(list: () => Page<T>): Page<T> {
  try {
    return list();
  } catch (error) {
    if (error instanceof DomainError) return { items: [], count: 0 };
    throw error;
  }
}

/** What an organization holds that the caller can see, read through the same rules as the API. */
export function organizationOverview(ctx: Context, organization: Organization): OrganizationOverview {
  const spaces = readable(() => listOrganizationSpaces(ctx, organization.id, { limit: 100 }));
  const live = spaces.items.filter((space) => !space.deletedAt);
  const titles = new Map(spaces.items.map((space) => [space.id, space.title]));
  const sites = readable(() => listSites(ctx, organization.id, { limit: SHOWN }));
  const open = readable(() => listOrganizationChangeRequests(ctx, organization.id, { limit: SHOWN, status: 'open' }));
  return {
    organization,
    spaces: { items: live.slice(0, SHOWN), count: live.length + (spaces.count - spaces.items.length) },
    sites: { items: sites.items, count: sites.count },
    changeRequests: { items: open.items.map((cr) => ({ ...cr, spaceTitle: titles.get(cr.space) ?? cr.space })), count: open.count },
  };
}

/** What the sandbox holds that the caller can see, organization by organization. */
export function sandboxOverview(ctx: Context): OrganizationOverview[] {
  return listMyOrganizations(ctx, { limit: 100 }).items.map((organization) => organizationOverview(ctx, organization));
}
