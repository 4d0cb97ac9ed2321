import * as glossary from '../../domain/translations/glossary.js';
import * as translations from '../../domain/translations/translations.js';
import type { Handlers } from '../handler.js';

export const translationRoutes = {
  listTranslations: (ctx, { params, query }) => translations.listTranslations(ctx, params.organizationId, query),
  createTranslation: (ctx, { params, body }) => translations.createTranslation(ctx, params.organizationId, body),
  getTranslation: (ctx, { params }) => translations.getTranslation(ctx, params.organizationId, params.translationId),
  updateTranslation: (ctx, { params, body }) => translations.updateInstructions(ctx, params.organizationId, params.translationId, body.instructions),
  deleteTranslation: (ctx, { params }) => translations.deleteTranslation(ctx, params.organizationId, params.translationId),
  runTranslation: (ctx, { params }) => translations.runTranslation(ctx, params.organizationId, params.translationId),
  listGlossaryEntries: (ctx, { params, query }) => glossary.listGlossaryEntries(ctx, params.organizationId, query),
  updateGlossaryEntries: (ctx, { params, body }) => glossary.updateGlossaryEntries(ctx, params.organizationId, body.operations),
  getGlossaryEntry: (ctx, { params }) => glossary.getGlossaryEntry(ctx, params.organizationId, params.glossaryEntryId),
} satisfies Partial<Handlers>;
