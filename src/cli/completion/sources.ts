import { createClient } from '../../client/client.js';
import type { Runtime } from '../runtime.js';
import { printable } from '../render/terminal-text.js';

/** What completion can ask the live API (or the saved profiles) for, as gh completes branch names. */
export const SOURCES = ['spaces', 'change-requests', 'sites', 'openapi-specs', 'profiles'] as const;
export type Source = (typeof SOURCES)[number];

/** A value to offer and what it is, e.g. a space's ID and its title. */
export type Candidate = [value: string, description: string];

/** A TAB that waits longer than this is worse than one that offers nothing; DOCSCTL_COMPLETE_BUDGET_MS changes it (a slow link, the tests). */
const BUDGET_MS = 300;

export function budgetOf(env: NodeJS.ProcessEnv): number {
  const given = Number(env.DOCSCTL_COMPLETE_BUDGET_MS);
  return Number.isInteger(given) && given > 0 ? given : BUDGET_MS;
}
/** One page of each list: enough to choose from, and one request. */
const PAGE = '100';

/**
 * The candidates of a source for the connection the line names (`--profile`, `--org`…): one round of
 * requests, no retry, each given the budget. `change-requests` needs the space they belong to.
 */
export async function candidates(runtime: Runtime, source: Source, space?: string): Promise<Candidate[]> {
  if (source === 'profiles') return runtime.profiles.names().map((name) => [name, runtime.profiles.get(name)?.apiUrl ?? '']);
  const { apiUrl, token } = runtime.authenticated();
  const client = createClient({ apiUrl, token, retries: 0, timeoutMs: budgetOf(runtime.io.env), operations: runtime.operations });
  try {
    const query = { limit: PAGE };
    switch (source) {
      case 'spaces': {
        const { items } = await client.call('listSpacesInOrganizationById', { params: { organizationId: runtime.org() }, query });
        return items.map((space) => [space.id, space.title]);
      }
      case 'change-requests': {
        if (!space) return [];
        // Those one may still view, review or merge: the open ones (what the API lists by default), then the drafts.
        const lists = await Promise.all(
          (['open', 'draft'] as const).map((status) => client.call('listChangeRequestsForSpace', { params: { spaceId: space }, query: { ...query, status } })),
        );
        return lists.flatMap(({ items }) => items.map((cr): Candidate => [String(cr.number), cr.subject ?? '']));
      }
      case 'sites': {
        const { items } = await client.call('listSites', { params: { organizationId: runtime.org() }, query });
        return items.map((site) => [site.id, site.title]);
      }
      case 'openapi-specs': {
        const { items } = await client.call('listOpenAPISpecs', { params: { organizationId: runtime.org() }, query });
        return items.map((spec) => [spec.slug, [spec.visibility, spec.sourceURL].filter(Boolean).join(', ')]);
      }
    }
  } finally {
    await client.close();
  }
}

/**
 * `value<TAB>description` lines, as fish reads them and the bash and zsh scripts split them; the
 * API's text made one safe line. A value is kept as it is, spaces and all: each shell quotes it.
 */
export const candidateLines = (found: Candidate[]): string => found.map(([value, description]) => `${printable(value)}\t${printable(description)}\n`).join('');
