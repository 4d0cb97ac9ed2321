import type { AgentConversation } from '../../schemas/agent-conversations.js';
import type { AgentConversationRecord } from '../../store/records.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Context } from '../kernel/context.js';
import { newId } from '../kernel/ids.js';
import { atLeast } from '../kernel/roles.js';
import { paginate, type Page, type PageQuery } from '../kernel/pagination.js';
import { requireOrganization } from './access.js';

// GitBook's agent shares a conversation with everyone who may see its context unless it was made private, which
// no operation of the API does: every conversation the sandbox holds is shared with the organization's members.
const present = (record: AgentConversationRecord): AgentConversation => ({
  object: 'agent-conversation',
  id: record.conversation,
  ...(record.title !== undefined ? { title: record.title } : {}),
  shared: true,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

const find = (ctx: Context, organization: string, conversation: string): AgentConversationRecord | undefined => {
  const [entry] = [...ctx.store.index('agentConversations', 'byConversation', `${organization}/${conversation}`)];
  return entry && ctx.store.get('agentConversations', entry[1]);
};

export function listAgentConversations(ctx: Context, organizationId: string, query: PageQuery): Page<AgentConversation> {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  return paginate(ctx.store.index('agentConversations', 'byOrganization', org.id), query, (id) => present(ctx.store.get('agentConversations', id)!));
}

/** Makes the conversation its client names, once: provisioning it again changes nothing. */
export function provisionAgentConversation(ctx: Context, organizationId: string, conversation: string): void {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  if (find(ctx, org.id, conversation)) return;
  const now = ctx.clock.iso();
  ctx.store.put('agentConversations', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    organization: org.id,
    conversation,
    createdBy: ctx.caller.id,
    createdAt: now,
    updatedAt: now,
  });
}

/** A conversation its creator, or an admin, may rename or delete; other members only read it. */
function requireOwn(ctx: Context, organizationId: string, conversation: string): AgentConversationRecord | undefined {
  const { org, member } = requireOrganization(ctx, organizationId, 'read');
  const record = find(ctx, org.id, conversation);
  if (record && record.createdBy !== ctx.caller.id && !atLeast(member.role, 'admin'))
    throw forbidden(`conversation "${conversation}" is ${record.createdBy}'s: only they or an admin may change it`);
  return record;
}

export function renameAgentConversation(ctx: Context, organizationId: string, conversation: string, title: string): AgentConversation {
  const record = requireOwn(ctx, organizationId, conversation);
  if (!record) throw notFound('agent conversation', conversation);
  return present(ctx.store.put('agentConversations', { ...record, title, updatedAt: ctx.clock.iso() }));
}

/** Whether there was a conversation to delete. */
export function deleteAgentConversation(ctx: Context, organizationId: string, conversation: string): boolean {
  const record = requireOwn(ctx, organizationId, conversation);
  if (record) ctx.store.remove('agentConversations', record.id);
  return record !== undefined;
}
