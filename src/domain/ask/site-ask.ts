import type { z } from 'zod';
import type { AskAnswer, SiteAskBody, SiteQuestionsQuery } from '../../schemas/ask.js';
import { invalid } from '../../lib/errors.js';
import type { Context } from '../kernel/context.js';
import { requireSite } from '../sites/site.js';
import { siteSpacesInScope, spacesOf } from '../sites/site-search.js';
import { answerFrom, type AnswerFormat } from './answer.js';
import { questionsFrom } from './recommended-questions.js';

/** A site's answer to a question: from the site spaces its scope reads, as the site's search reads them. */
export function askSite(
  ctx: Context,
  organizationId: string,
  siteId: string,
  body: z.infer<typeof SiteAskBody>,
  format: AnswerFormat = 'document',
): Promise<AskAnswer> {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  if (!body.question.trim()) throw invalid('the question is empty; ask something, e.g. "How do I sign in?"', 'question');
  return answerFrom(ctx, spacesOf(ctx, siteSpacesInScope(ctx, site, body.scope)), body.question, format);
}

/**
 * The questions a site recommends: from what a visitor first meets (each section's default content), or
 * from one site space (`siteSpaceId`), or from the site spaces of one space (`spaceId`, GitBook's older form).
 */
export function siteQuestions(ctx: Context, organizationId: string, siteId: string, query: z.infer<typeof SiteQuestionsQuery>): { questions: string[] } {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  if (query.siteSpaceId === undefined && query.spaceId === undefined)
    return questionsFrom(ctx, spacesOf(ctx, siteSpacesInScope(ctx, site, { mode: 'default' })));
  const all = siteSpacesInScope(ctx, site, { mode: 'all' });
  const [field, id, named] =
    query.siteSpaceId !== undefined
      ? (['siteSpaceId', query.siteSpaceId, all.filter((s) => s.id === query.siteSpaceId)] as const)
      : (['spaceId', query.spaceId!, all.filter((s) => s.space === query.spaceId)] as const);
  if (named.length === 0)
    throw invalid(`"${id}" names no site space of site "${site.id}"`, field, {
      operation: 'listSiteSpaces',
      params: { organizationId: site.organization, siteId: site.id },
    });
  return questionsFrom(ctx, spacesOf(ctx, named));
}
