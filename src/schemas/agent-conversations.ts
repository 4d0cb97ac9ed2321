import * as z from 'zod';
import { Id, Timestamp } from './common.js';
import { OrganizationPathParams } from './organization.js';

/** A conversation with GitBook's agent in an organization, as its client provisioned it. */
export const AgentConversation = z.object({
  object: z.literal('agent-conversation'),
  id: z.string(),
  /** Absent until one is given (GitBook's agent makes it from the first message; the sandbox runs no agent). */
  title: z.string().optional(),
  shared: z.boolean(),
  /** The change request it edits in, once it has one: never, in the sandbox. */
  changeRequest: z.string().optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AgentConversation = z.infer<typeof AgentConversation>;

export const AgentConversationParams = OrganizationPathParams.extend({ conversationId: Id });
export const AgentConversationUpdate = z.object({ title: z.string().min(1).max(256) });
