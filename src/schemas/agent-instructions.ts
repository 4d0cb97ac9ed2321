import * as z from 'zod';
import { JsonDocument, Timestamp } from './common.js';

/** What the organization tells GitBook's Docs agent, as a document. */
export const AgentInstructions = z.object({
  object: z.literal('agent-instructions'),
  instructions: JsonDocument,
  updatedAt: Timestamp,
  /** The member who last set them. */
  updatedBy: z.string(),
  urls: z.object({ location: z.string() }),
});
export type AgentInstructions = z.infer<typeof AgentInstructions>;

export const AgentInstructionsPut = z.object({ instructions: JsonDocument });
