import * as z from 'zod';
import { Id, JsonDocument, Timestamp } from './common.js';
import { Language } from './content.js';

export const TranslationSource = z.object({ space: Id, language: Language });

export const Translation = z.object({
  object: z.literal('translation'),
  id: z.string(),
  status: z.enum(['pending', 'running', 'completed']),
  source: TranslationSource,
  language: Language,
  instructions: JsonDocument,
  result: z.object({ space: z.string(), revision: z.string(), language: Language }).optional(),
  /** Why the last run failed, when it did (the previous result stays). A sandbox addition. */
  lastRunError: z.string().optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  stats: z.object({
    runs: z.number().int(),
    totalWords: z.number().int(),
    totalPages: z.number().int(),
    totalDuration: z.number().int(),
    latestRunDuration: z.number().int(),
    latestPages: z.number().int(),
    latestWords: z.number().int(),
  }),
  permissions: z.object({ view: z.boolean(), edit: z.boolean() }),
  urls: z.object({ location: z.url() }),
});
export type Translation = z.infer<typeof Translation>;

export const TranslationCreate = z.object({ source: TranslationSource, language: Language, instructions: JsonDocument.optional() });
export const TranslationUpdate = z.object({ instructions: JsonDocument });
export const TranslationParams = z.object({ organizationId: Id, translationId: Id });
