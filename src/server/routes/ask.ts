import { askOrganization } from '../../domain/ask/answer.js';
import { recommendedQuestions } from '../../domain/ask/recommended-questions.js';
import { askSite, siteQuestions } from '../../domain/ask/site-ask.js';
import type { Handlers } from '../handler.js';

export const askRoutes = {
  askInOrganization: async (ctx, { params, query, body }) => ({ answer: await askOrganization(ctx, params.organizationId, body.query, query.format) }),
  streamAskInOrganization: async (ctx, { params, query }) => [
    { type: 'answer' as const, answer: await askOrganization(ctx, params.organizationId, query.query, query.format) },
  ],
  getRecommendedQuestionsInOrganization: (ctx, { params }) => recommendedQuestions(ctx, params.organizationId),
  streamRecommendedQuestionsInOrganization: (ctx, { params }) => recommendedQuestions(ctx, params.organizationId).questions.map((question) => ({ question })),
  streamAskInSite: async (ctx, { params, query, body }) => [
    { type: 'answer' as const, answer: await askSite(ctx, params.organizationId, params.siteId, body, query.format) },
  ],
  streamRecommendedQuestionsInSite: (ctx, { params, query }) =>
    siteQuestions(ctx, params.organizationId, params.siteId, query).questions.map((question) => ({ question })),
} satisfies Partial<Handlers>;
