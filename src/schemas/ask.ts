import * as z from 'zod';
import { Id, query } from './common.js';
import { SiteInsightsSession } from './site-insights.js';
import { SiteSearchScope } from './site-search.js';
import { DocumentRead } from './revision.js';

/** A question to the organization's content; `previousQueries` is deprecated by GitBook and has no effect here. */
export const AskBody = z.object({
  query: z.string().min(1).max(512).describe('the question, in a few words or a sentence'),
  previousQueries: z.array(z.string().max(512)).max(10).optional(),
});

const AskFormat = z.enum(['document', 'markdown']).optional().describe('the answer as a GitBook JSON document (default) or as Markdown');
/** `details` asks GitBook for how it searched; the sandbox's answer has no such details, so it changes nothing. */
export const AskQuery = z.object({ format: AskFormat, details: query.boolean.optional() });
export const StreamAskQuery = AskQuery.extend({ query: AskBody.shape.query });

/** A page an answer was taken from: its space, the revision read, and the sections whose text the answer holds. */
export const AskSource = z.object({
  type: z.literal('page'),
  reason: z.string().optional(),
  page: z.string(),
  revision: z.string(),
  space: z.string(),
  sections: z.array(z.string()),
});

export const AskAnswerContent = z.union([z.object({ markdown: z.string() }), z.object({ document: DocumentRead })]);

export const AskAnswer = z.object({
  answer: AskAnswerContent,
  followupQuestions: z.array(z.string()),
  sources: z.array(AskSource),
});
export type AskAnswer = z.infer<typeof AskAnswer>;

export const AskResult = z.object({ answer: AskAnswer });

/** The events of a streamed answer, in order: GitBook sends the answer whole, in one event. */
export const AskStream = z.array(z.object({ type: z.literal('answer'), answer: AskAnswer }));

export const RecommendedQuestions = z.object({ questions: z.array(z.string()) });
/** The events of streamed questions, one question each. */
export const RecommendedQuestionStream = z.array(z.object({ question: z.string() }));

/**
 * A question to a site's content, as its assistant asks it: read from the site spaces its scope reads. The
 * `context` (the site space the reader is on, the goal of an agent) never changes where the answer comes from,
 * and the sandbox's answer does not depend on it; nor is the `session` counted in the site's insights.
 */
export const SiteAskBody = z.object({
  question: z.string().min(1).max(512).describe('the question, in a few words or a sentence'),
  context: z.object({ siteSpaceId: Id.optional(), goal: z.string().max(1024).optional() }).optional(),
  scope: SiteSearchScope,
  session: SiteInsightsSession.optional(),
});
export const SiteAskQuery = z.object({ format: AskFormat });
/** The questions of one site space (or of the site spaces of one space, GitBook's deprecated form) rather than the site's default content. */
export const SiteQuestionsQuery = z.object({
  siteSpaceId: Id.optional().describe('the site space to recommend questions for'),
  spaceId: Id.optional().describe('deprecated: use siteSpaceId'),
});
