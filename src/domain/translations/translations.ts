import type { z } from 'zod';
import { SpaceTitle } from '../../schemas/content.js';
import type { Translation, TranslationCreate } from '../../schemas/translation.js';
import type { TranslationRecord } from '../../store/records.js';
import type { PageNode } from '../../format/page.js';
import { titleWithTerms, withTerms, type Term } from '../../format/glossary-terms.js';
import { glossaryTerms } from './glossary.js';
import { requireOrganization } from '../org/access.js';
import type { Context } from '../kernel/context.js';
import { invalid, notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { paginate, type Page, type PageQuery } from '../kernel/pagination.js';
import { commitRevision, revisionOf } from '../revisions/revisions.js';
import { atLeast } from '../kernel/roles.js';
import { locationOf } from '../kernel/locations.js';
import { createSpace, requireLiveSpaceIn } from '../content/spaces.js';

const EMPTY_INSTRUCTIONS: TranslationRecord['instructions'] = { object: 'document', data: {}, nodes: [] };
const ZERO_STATS: TranslationRecord['stats'] = {
  runs: 0,
  totalWords: 0,
  totalPages: 0,
  totalDuration: 0,
  latestRunDuration: 0,
  latestPages: 0,
  latestWords: 0,
};

function presentTranslation(ctx: Context, t: TranslationRecord): Translation {
  const role = requireOrganization(ctx, t.organization).member.role;
  return {
    object: 'translation',
    id: t.id,
    status: t.status,
    source: t.source,
    language: t.language,
    instructions: t.instructions as Translation['instructions'],
    // A translation's language never changes, so its result is in the language it names.
    ...(t.result ? { result: { ...t.result, language: t.language } } : {}),
    ...(t.lastRunError ? { lastRunError: t.lastRunError } : {}),
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    stats: t.stats,
    permissions: { view: atLeast(role, 'read'), edit: atLeast(role, 'create') },
    urls: { location: locationOf(ctx, 'getTranslation', { organizationId: t.organization, translationId: t.id }) },
  };
}

function requireTranslation(ctx: Context, organizationId: string, id: string, minimum: 'read' | 'create'): TranslationRecord {
  const { org } = requireOrganization(ctx, organizationId, minimum);
  const translation = ctx.store.get('translations', id);
  if (!translation || translation.organization !== org.id) throw notFound('translation', id);
  return translation;
}

export function listTranslations(ctx: Context, organizationId: string, query: PageQuery): Page<Translation> {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  return paginate(ctx.store.index('translations', 'byOrganization', org.id), query, (id) => presentTranslation(ctx, ctx.store.get('translations', id)!));
}

export function createTranslation(ctx: Context, organizationId: string, body: z.infer<typeof TranslationCreate>): Translation {
  const { org } = requireOrganization(ctx, organizationId, 'create');
  requireLiveSpaceIn(ctx, org.id, body.source.space, 'source.space');
  if (body.language === body.source.language) throw invalid(`the source is already in "${body.language}"; choose another language`, 'language');
  const now = ctx.clock.iso();
  const translation = ctx.store.put('translations', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    organization: org.id,
    source: body.source,
    language: body.language,
    instructions: body.instructions ?? EMPTY_INSTRUCTIONS,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    stats: ZERO_STATS,
  });
  return presentTranslation(ctx, translation);
}

export function getTranslation(ctx: Context, organizationId: string, id: string): Translation {
  return presentTranslation(ctx, requireTranslation(ctx, organizationId, id, 'read'));
}

export function updateInstructions(ctx: Context, organizationId: string, id: string, instructions: TranslationRecord['instructions']): Translation {
  const translation = requireTranslation(ctx, organizationId, id, 'create');
  return presentTranslation(ctx, ctx.store.put('translations', { ...translation, instructions, updatedAt: ctx.clock.iso() }));
}

export function deleteTranslation(ctx: Context, organizationId: string, id: string): void {
  const { org } = requireOrganization(ctx, organizationId, 'create');
  if (ctx.store.get('translations', id)?.organization === org.id) ctx.store.remove('translations', id);
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The title of a translation's space: the source's, cut to leave room for the language within what a space title may hold. */
export function translatedTitle(title: string, language: string): string {
  const suffix = ` (${language})`;
  return `${title.slice(0, SpaceTitle.maxLength! - suffix.length)}${suffix}`;
}

/**
 * Translates every page of the source space's current content, title and body; then the glossary's
 * terms are put in, so that they read as the organization wants whatever the translator made of them
 * (the sandbox's default translator copies the text: its translations differ from their source by the
 * glossary alone).
 */
async function translatePages(ctx: Context, pages: PageNode[], language: string, terms: Term[], count: { pages: number; words: number }): Promise<PageNode[]> {
  const out: PageNode[] = [];
  for (const page of pages) {
    count.pages++;
    count.words += words(page.title) + words(page.markdown);
    const title = titleWithTerms((await ctx.translate(page.title, language)).trim(), terms) || page.title;
    const markdown = page.markdown ? withTerms(await ctx.translate(page.markdown, language), terms) : '';
    out.push({ ...page, title, markdown, pages: await translatePages(ctx, page.pages, language, terms, count) });
  }
  return out;
}

/**
 * A run: translate the source space's current content and write it as a new revision of the
 * result space (made on the first run). A failed run leaves the previous result as it was
 * and records why.
 */
async function run(ctx: Context, id: string): Promise<void> {
  const started = Date.now();
  const translation = ctx.store.get('translations', id)!;
  const source = ctx.store.get('spaces', translation.source.space);
  const count = { pages: 0, words: 0 };
  let outcome: Partial<TranslationRecord>;
  try {
    if (!source || source.deletedAt) throw new Error(`the source space "${translation.source.space}" no longer exists`);
    const content = revisionOf(ctx, source.revision);
    const terms = glossaryTerms(ctx, translation.organization, translation.source.language, translation.language);
    const pages = await translatePages(ctx, content.pages, translation.language, terms, count);
    const existing = translation.result && ctx.store.get('spaces', translation.result.space);
    const target =
      existing && !existing.deletedAt
        ? existing
        : ctx.store.get(
            'spaces',
            createSpace(ctx, translation.organization, { title: translatedTitle(source.title, translation.language), language: translation.language }).id,
          )!;
    const revision = commitRevision(ctx, {
      space: target.id,
      type: 'edits',
      parents: [target.revision],
      pages,
      files: content.files,
      variables: content.variables,
      reusableContents: content.reusableContents,
    });
    ctx.store.put('spaces', { ...ctx.store.get('spaces', target.id)!, revision: revision.id, updatedAt: ctx.clock.iso() });
    outcome = { result: { space: target.id, revision: revision.id } };
  } catch (error) {
    outcome = { lastRunError: (error as Error).message };
  }
  const duration = Date.now() - started;
  const current = ctx.store.get('translations', id);
  if (!current) return;
  const { lastRunError: _previous, ...rest } = current;
  const s = current.stats;
  ctx.store.put('translations', {
    ...rest,
    ...outcome,
    status: 'completed',
    updatedAt: ctx.clock.iso(),
    stats: {
      runs: s.runs + 1,
      totalWords: s.totalWords + count.words,
      totalPages: s.totalPages + count.pages,
      totalDuration: s.totalDuration + duration,
      latestRunDuration: duration,
      latestPages: count.pages,
      latestWords: count.words,
    },
  });
}

export function runTranslation(ctx: Context, organizationId: string, id: string): void {
  const translation = requireTranslation(ctx, organizationId, id, 'create');
  if (translation.status === 'running') return;
  ctx.store.put('translations', { ...translation, status: 'running', updatedAt: ctx.clock.iso() });
  ctx.jobs.background('translation', { organization: translation.organization, translation: id }, () => run(ctx, id));
}
