import type { AgentInstructions } from '../../schemas/agent-instructions.js';
import type { AgentInstructionsRecord } from '../../store/records.js';
import { notFound } from '../../lib/errors.js';
import type { Context } from '../kernel/context.js';
import { locationOf } from '../kernel/locations.js';
import { requireOrganization } from './access.js';

function presentInstructions(ctx: Context, organization: string, record: AgentInstructionsRecord): AgentInstructions {
  return {
    object: 'agent-instructions',
    instructions: record.instructions as AgentInstructions['instructions'],
    updatedAt: record.updatedAt,
    updatedBy: record.updatedBy,
    urls: { location: locationOf(ctx, 'getOrganizationAgentInstructions', { organizationId: organization }) },
  };
}

/** The instructions members read; an organization that never set any has none to read. */
export function getAgentInstructions(ctx: Context, organizationId: string): AgentInstructions {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  const record = ctx.store.get('agentInstructions', org.id);
  if (!record) throw notFound('agent instructions of organization', org.id);
  return presentInstructions(ctx, org.id, record);
}

/** Set by an admin, as GitBook's organization settings are: the whole document at once. */
export function setAgentInstructions(ctx: Context, organizationId: string, instructions: AgentInstructions['instructions']): AgentInstructions {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  const previous = ctx.store.get('agentInstructions', org.id);
  const record = ctx.store.put('agentInstructions', {
    id: org.id,
    seq: previous?.seq ?? ctx.store.nextSeq(),
    instructions,
    updatedAt: ctx.clock.iso(),
    updatedBy: ctx.caller.id,
  });
  return presentInstructions(ctx, org.id, record);
}
