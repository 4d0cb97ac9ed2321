import type { AskAnswer } from '../../schemas/ask.js';
import { analyzeMarkdown } from '../../format/markdown/analysis.js';
import { pageDocument } from '../../format/document.js';
import { sectionsOf } from '../search/search-sections.js';
import { byScore } from '../search/search-index.js';
import { readableSpaces, searchSpaces } from '../search/search.js';
import { findPage, revisionOf } from '../revisions/revisions.js';
import type { Context } from '../kernel/context.js';
import type { SpaceRecord } from '../../store/records.js';
import { invalid } from '../../lib/errors.js';

/** How much of the organization's content an answer holds: the best pages, and of each its best sections. */
const PAGES_PER_ANSWER = 3;
const SECTIONS_PER_PAGE = 2;
const FOLLOWUPS_PER_ANSWER = 3;

/** The sentence every answer begins with, so that nobody takes the sandbox's answer for a model's. */
export const ASSEMBLED = "This answer was assembled by docsctl's sandbox from the sections of your docs that best match the question; no model wrote it.";

export type AnswerFormat = 'document' | 'markdown';

/**
 * GitBook's AI answer, made without a model: the best matching sections of the organization's search (their
 * text, under their titles), their pages as its sources, and as follow-up questions the other headings of
 * those pages. The search decides everything, so the same question of the same content gets the same answer.
 */
export function askOrganization(ctx: Context, organizationId: string, question: string, format: AnswerFormat = 'document'): Promise<AskAnswer> {
  if (!question.trim()) throw invalid('the question is empty; ask something, e.g. "How do I sign in?"', 'query');
  return answerFrom(ctx, readableSpaces(ctx, organizationId), question, format);
}

/** The answer the content of these spaces gives a question: what the organization's answer and a site's are made of. */
export async function answerFrom(ctx: Context, spaces: SpaceRecord[], question: string, format: AnswerFormat): Promise<AskAnswer> {
  const found = await searchSpaces(ctx, spaces, question);
  const pages = found
    .flatMap(({ id, pages }) => pages.map((page) => ({ ...page, space: ctx.store.get('spaces', id)! })))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, PAGES_PER_ANSWER)
    .map((page) => ({ ...page, sections: [...page.sections].sort(byScore).slice(0, SECTIONS_PER_PAGE) }));
  if (pages.length === 0) {
    const markdown = `${ASSEMBLED}\n\nNothing in your docs matches “${question}”: no answer could be assembled. Try other words, or the titles of your pages.`;
    return { answer: formatted(markdown, format), followupQuestions: [], sources: [] };
  }
  const parts = pages.flatMap((page) =>
    page.sections.map((section) => {
      const title = section.title === page.title ? page.title : `${page.title}: ${section.title}`;
      return `## ${title}\n\n${section.body || page.description || page.title}\n\nFrom [${page.title}](${section.urls.app})`;
    }),
  );
  const used = new Set(pages.flatMap((page) => page.sections.map((section) => section.title)));
  const headings = pages.flatMap(({ id, space }) => {
    const found = findPage(revisionOf(ctx, space.revision).pages, id);
    if (!found) return [];
    return sectionsOf(found.page, analyzeMarkdown(found.page.markdown))
      .filter((section) => section.anchor !== '' && !used.has(section.title))
      .map((section) => section.title);
  });
  return {
    answer: formatted([ASSEMBLED, ...parts].join('\n\n'), format),
    followupQuestions: [...new Set(headings)].slice(0, FOLLOWUPS_PER_ANSWER).map((heading) => `What do the docs say about ${heading}?`),
    sources: pages.map((page) => ({
      type: 'page' as const,
      reason: `Holds the sections ${page.sections.map((s) => `“${s.title}”`).join(' and ')}, which match the question best.`,
      page: page.id,
      revision: page.space.revision,
      space: page.space.id,
      sections: page.sections.map((section) => section.id),
    })),
  };
}

function formatted(markdown: string, format: AnswerFormat): AskAnswer['answer'] {
  return format === 'markdown' ? { markdown } : { document: pageDocument(analyzeMarkdown(markdown)) };
}
