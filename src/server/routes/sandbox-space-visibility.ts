import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setSpaceVisibility } from '../../domain/content/published-space.js';
import type { Context } from '../../domain/kernel/context.js';
import { SpaceParams, VisibilityChange } from '../../schemas/sandbox-controls.js';
import type { UserRecord } from '../../store/records.js';
import type { Sandbox } from '../../sandbox/open.js';
import { ownerOrOrganizationAdmin, parsed } from './sandbox-access.js';

/**
 * `PUT /_sandbox/spaces/SPACE/visibility {"visibility":"public"}`: publishes a space at its `urls.published`
 * (or makes it private again), as GitBook's app could and its API cannot. It acts on one organization's
 * content only, so an admin of it may use it (the rules check the caller's role on the space), not the owner alone.
 */
export function registerSpaceVisibilityControl(
  app: FastifyInstance,
  sandbox: Sandbox,
  authenticate: (request: FastifyRequest) => UserRecord,
  contextFor: (request: FastifyRequest, caller: UserRecord) => Context,
): void {
  const admin = ownerOrOrganizationAdmin(sandbox, authenticate);
  app.put<{ Params: { spaceId: string } }>('/_sandbox/spaces/:spaceId/visibility', async (request) => {
    const caller = admin(request);
    const { spaceId } = parsed(SpaceParams, request.params, 'path');
    const { visibility } = parsed(VisibilityChange, request.body);
    return setSpaceVisibility(contextFor(request, caller), spaceId, visibility);
  });
}
