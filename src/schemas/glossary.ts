import * as z from 'zod';
import { Id, ListQuery, Timestamp } from './common.js';
import { Language } from './content.js';
import { OrganizationPathParams } from './organization.js';

/** How many entries an organization's glossary may hold: a glossary, not a dictionary. */
export const GLOSSARY_MAX_ENTRIES = 5000;

/** A term, as GitBook's spec bounds it: one line of 1..255 characters. */
const Term = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[^\n\r]*$/, 'must be one line');

/** A term in each language it is known in: `{"en": "space", "fr": "espace"}`. */
export const GlossaryTranslations = z
  .partialRecord(Language, Term)
  .refine((translations) => Object.keys(translations).length > 0, 'must give the term in at least one language');

export const GlossaryEntry = z.object({
  object: z.literal('glossary-entry'),
  id: z.string(),
  translations: GlossaryTranslations,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  urls: z.object({ location: z.url() }),
});
export type GlossaryEntry = z.infer<typeof GlossaryEntry>;

export const GlossaryListQuery = ListQuery.extend({
  orderBy: Language.optional().describe('sort by the term in this language (entries without one last); by default, oldest first'),
});

export const GlossaryOperation = z.discriminatedUnion('type', [
  z.object({ type: z.literal('insert'), translations: GlossaryTranslations }),
  z.object({ type: z.literal('update'), id: Id, translations: GlossaryTranslations }),
  z.object({ type: z.literal('delete'), id: Id }),
]);
export type GlossaryOperation = z.infer<typeof GlossaryOperation>;

export const GlossaryUpdate = z.object({ operations: z.array(GlossaryOperation).max(GLOSSARY_MAX_ENTRIES) });

export const GlossaryEntryParams = OrganizationPathParams.extend({ glossaryEntryId: Id });
