import type { FastifyRequest } from 'fastify';
import { setSpaceVisibility } from '../../domain/content/published-space.js';
import type { Context } from '../../domain/kernel/context.js';
import type { UserRecord } from '../../store/records.js';
import type { ControlHandlers } from '../handler.js';

/**
 * `PUT /_sandbox/spaces/SPACE/visibility {"visibility":"public"}`: publishes a space at its `urls.published`
 * (or makes it private again), as GitBook's app could and its API cannot. It acts on one organization's
 * content only, so an admin of it may use it (the rules check the caller's role on the space), not the owner alone.
 */
export function spaceVisibilityHandler(contextFor: (request: FastifyRequest, caller: UserRecord) => Context): Pick<ControlHandlers, 'setSpaceVisibility'> {
  return {
    setSpaceVisibility: ({ params, body }, { request, caller }) => setSpaceVisibility(contextFor(request, caller), params.spaceId, body.visibility),
  };
}
