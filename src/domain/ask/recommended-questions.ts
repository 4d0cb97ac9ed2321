import { walkPages, revisionOf } from '../revisions/revisions.js';
import { readableSpaces } from '../search/search.js';
import type { Context } from '../kernel/context.js';
import type { SpaceRecord } from '../../store/records.js';

const QUESTIONS = 5;

/**
 * Questions worth asking of the organization's content, without a model: the titles of the first pages
 * a reader meets, space by space in reading order, each turned into a question. Groups and links hold no
 * text of their own, so they are passed over. The same content always recommends the same questions.
 */
export function recommendedQuestions(ctx: Context, organizationId: string): { questions: string[] } {
  return questionsFrom(ctx, readableSpaces(ctx, organizationId));
}

/** The questions the content of these spaces recommends, in their order. */
export function questionsFrom(ctx: Context, spaces: SpaceRecord[]): { questions: string[] } {
  const titles = new Set<string>();
  for (const space of spaces) {
    for (const { page } of walkPages(revisionOf(ctx, space.revision).pages)) {
      if (titles.size >= QUESTIONS) break;
      if (page.type === undefined && page.title.trim()) titles.add(page.title.trim());
    }
  }
  return { questions: [...titles].map((title) => `What should I know about ${title}?`) };
}
