import { z } from 'zod';
import { expect } from 'vitest';
import { operations } from '../../../src/schemas/operations.js';
import type { Running } from '../../helpers/sandbox.js';
import type { OfficialClient, Release } from '../../helpers/releases.js';
import { specErrors } from '../../helpers/spec.js';

type OperationId = keyof typeof operations;

/**
 * What a scenario of the official-client suite runs with: one release's client, a sandbox of its
 * own, and `conform`, which checks an answer and counts its operation as driven by the release.
 */
export interface Harness {
  release: Release;
  /** The release's sandbox, once the suite has started it. */
  readonly sb: Running;
  client: (user: string) => OfficialClient;
  /** A call's answer, checked against the spec of every release that has the operation. */
  conform: <P extends Promise<{ status: number; data: unknown }>>(operationId: OperationId, call: P) => Promise<Awaited<P>['data']>;
  /** The operations whose answers were checked, as the scenarios ran. */
  driven: Set<string>;
}

export function harness(release: Release, sandbox: () => Running): Harness {
  const driven = new Set<string>();
  return {
    release,
    get sb() {
      return sandbox();
    },
    client: (user) => sandbox().client(user, release),
    driven,
    conform: async (operationId, call) => {
      const response = await call;
      driven.add(operationId);
      // The client reads an empty body as null or an empty string.
      const body = response.data === null || response.data === '' ? undefined : response.data;
      // Soft, so that one body outside the spec does not hide what the rest of the scenario checks.
      expect.soft(specErrors(operationId, response.status, body), `${operationId} answered a body outside the spec`).toEqual([]);
      return response.data;
    },
  };
}

type First = OfficialClient<'0.137.0'>;
type Today = OfficialClient<'0.202.0'>;

type Namespace = 'spaces' | 'orgs';
type Arguments<F> = F extends (...args: infer A) => unknown ? A : never;
type Answer<F> = F extends (...args: never[]) => infer R ? R : never;

/**
 * A call of a method both releases' clients have with signatures that differ (today's takes more
 * fields, or an enum of more members): on either client, TypeScript would intersect the two
 * signatures' parameters, and the same enum generated into two packages intersects to nothing. So
 * the arguments are checked against each release's signature in turn (the first's infers them,
 * today's must accept them, or `method` is refused), and the client's own method is called.
 */
export function callBoth<N extends Namespace, M extends keyof First[N] & keyof Today[N], A extends Arguments<First[N][M]>>(
  api: OfficialClient,
  namespace: N,
  method: M & (A extends Arguments<Today[N][M]> ? unknown : never),
  ...args: A
): Answer<First[N][M]> | Answer<Today[N][M]> {
  // Checked above against both signatures; the two clients' namespaces cannot be indexed as one.
  const own = (api[namespace] as First[N] | Today[N])[method] as (...args: A) => Answer<First[N][M]> | Answer<Today[N][M]>;
  return own(...args);
}

/**
 * The operations of the table only one release's client has a method for: today's spec dropped
 * the first ones, the first release's did not have the others yet.
 */
const ONE_RELEASE = {
  first: {
    spaces: [
      'transferSpace',
      'importContent',
      'importContentInChangeRequest',
      'listSpaceLinks',
      'listPageLinksInSpace',
      'listPageLinksInChangeRequest',
      'listSpaceFileBacklinks',
      'listChangeRequestFileBacklinks',
    ],
    orgs: ['addSectionToGroup', 'removeSectionFromGroup'],
  },
  today: {
    spaces: [
      'getChangeRequestReviewById',
      'updateChangeRequestContent',
      'listSpacePageMetaLinks',
      'listRevisionPageMetaLinks',
      'listChangeRequestPageMetaLinks',
    ],
    orgs: [
      'joinOrganization',
      'listChangeRequestsForOrganization',
      'bulkUpsertSiteRedirects',
      'listGlossaryEntries',
      'updateGlossaryEntries',
      'getGlossaryEntry',
      'getOrganizationAgentInstructions',
      'updateOrganizationAgentInstructions',
      'listOrganizationAgentConversations',
      'provisionOrganizationAgentConversation',
      'updateOrganizationAgentConversation',
      'deleteOrganizationAgentConversation',
      'applyTemplateToSite',
      'duplicateSiteSpace',
      'getSiteAgentSettingsById',
      'updateSiteAgentSettingsById',
      'prewarmSiteSearch',
      'createSiteStyleguideById',
      'createSiteStyleguideRun',
      'listSiteStyleguideRuns',
      'listOrganizationStyleguides',
      'listStyleguideTemplates',
    ],
  },
} as const;
type OneRelease = Pick<First['spaces'], (typeof ONE_RELEASE.first.spaces)[number]> &
  Pick<First['orgs'], (typeof ONE_RELEASE.first.orgs)[number]> &
  Pick<Today['spaces'], (typeof ONE_RELEASE.today.spaces)[number]> &
  Pick<Today['orgs'], (typeof ONE_RELEASE.today.orgs)[number]>;

/**
 * The calls of those operations, whichever the client: its own method where it has one; where it
 * has none, the table's method and path through its own request core (the same authentication,
 * User-Agent and errors), answered in the same shape. A method the client has is always its own,
 * so an operation of a release's spec is always driven by that release's method.
 */
export function oneRelease(api: OfficialClient): OneRelease {
  const calls = Object.values(ONE_RELEASE).flatMap((namespaces) =>
    Object.entries(namespaces).flatMap(([namespace, ids]) =>
      (ids as readonly OperationId[]).map((id) => {
        const own = (api[namespace as 'spaces' | 'orgs'] as Record<string, unknown>)[id];
        if (own) return [id, own];
        const { method, path, response, body } = operations[id];
        const call = (...args: unknown[]) => {
          // Path parameters first, as the generated methods take them; then the body, if any, then the query.
          const filled = path.replace(/^\/v1/, '').replace(/\{\w+\}/g, () => encodeURIComponent(String(args.shift())));
          const [data, query] = body instanceof z.ZodUndefined ? [undefined, args[0]] : args;
          return api.request({
            method,
            path: filled,
            ...(data === undefined ? {} : { body: data, type: 'application/json' as never }),
            ...(query === undefined ? {} : { query: query as object }),
            secure: true,
            // An empty answer (a 204, or a 200 without a body) is not JSON to parse.
            format: response instanceof z.ZodUndefined ? undefined : 'json',
          });
        };
        return [id, call];
      }),
    ),
  );
  return Object.fromEntries(calls) as OneRelease;
}
