import { fillPath } from '../../schemas/operation.js';
import { operations, type Operations } from '../../schemas/operations.js';
import { controlPath, type SandboxControlId, type SandboxControlTable } from '../../schemas/sandbox-controls.js';
import { webPath, type WebParams, type WebRouteId, type WebRoutes } from '../../schemas/web-routes.js';
import type { z } from 'zod';
import type { Context } from './context.js';

/** Operations that read one resource: their paths are where resources are found. */
type Getter =
  | 'getUserById'
  | 'getOrganizationById'
  | 'getOrganizationSAMLProviderById'
  | 'getCollectionById'
  | 'getSpaceById'
  | 'getChangeRequestById'
  | 'getChangeRequestReviewById'
  | 'getCommentInSpace'
  | 'getCommentInChangeRequest'
  | 'getCommentReplyInSpace'
  | 'getCommentReplyInChangeRequest'
  | 'getOpenAPISpecBySlug'
  | 'getOpenAPISpecVersionById'
  | 'getOpenAPISpecVersionContentById'
  | 'getTranslation'
  | 'getGlossaryEntry'
  | 'getOrganizationAgentInstructions'
  | 'getSiteById'
  | 'getCustomHostname'
  | 'getSiteChannelById'
  | 'getSiteMcpServerById'
  | 'getSiteAgentSettingsById'
  | 'getPageInChangeRequestById'
  | 'getImportRun';

type Base = Pick<Context, 'baseUrl'>;

/** A path with each parameter filled in with its value, as given (ids need no escaping). */
const filled = (path: string, params: object) => fillPath(path, (name) => (params as Record<string, string>)[name]!);

/** A resource's API address (its `urls.location`): the path of the operation that reads it, filled in. */
export function locationOf<K extends Getter>(ctx: Base, operation: K, params: z.infer<Operations[K]['params']>): string {
  return `${ctx.baseUrl}${filled(operations[operation].path, params)}`;
}

/** Where a browser is shown something (its `urls.app`, `urls.published`): the path of the route that shows it (src/schemas/web-routes.ts), filled in. */
export function appUrl<R extends WebRouteId>(ctx: Base, route: R, params: WebParams<WebRoutes[R]['path']>): string {
  return `${ctx.baseUrl}${webPath[route](params)}`;
}

/** A URL the sandbox serves beside the API (a file's bytes, a revision as PDF): the path of its control, filled in. */
export function controlUrl<K extends SandboxControlId>(ctx: Base, control: K, params: z.infer<SandboxControlTable[K]['params']>): string {
  return `${ctx.baseUrl}${controlPath(control, params)}`;
}
