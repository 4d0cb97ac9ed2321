import type { FastifyRequest } from 'fastify';
import { setSpaceVisibility } from '../../domain/content/published-space.js';
import type { Context } from '../../domain/kernel/context.js';
import { SpaceParams, VisibilityChange } from '../../schemas/sandbox-controls.js';
import type { UserRecord } from '../../store/records.js';
import { parsed } from './sandbox-access.js';
import type { ControlRoutes } from './sandbox-control-routes.js';

/**
 * `PUT /_sandbox/spaces/SPACE/visibility {"visibility":"public"}`: publishes a space at its `urls.published`
 * (or makes it private again), as GitBook's app could and its API cannot. It acts on one organization's
 * content only, so an admin of it may use it (the rules check the caller's role on the space), not the owner alone.
 */
export function registerSpaceVisibilityControl(controls: ControlRoutes, contextFor: (request: FastifyRequest, caller: UserRecord) => Context): void {
  controls.guarded('PUT', '/_sandbox/spaces/{spaceId}/visibility', async (request, _reply, caller) => {
    const { spaceId } = parsed(SpaceParams, request.params, 'path');
    const { visibility } = parsed(VisibilityChange, request.body);
    return setSpaceVisibility(contextFor(request, caller), spaceId, visibility);
  });
}
