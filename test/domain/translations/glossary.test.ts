import { beforeEach, describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { getGlossaryEntry, listGlossaryEntries, updateGlossaryEntries } from '../../../src/domain/translations/glossary.js';
import { createTranslation, getTranslation, runTranslation } from '../../../src/domain/translations/translations.js';
import { commitRevision, revisionOf } from '../../../src/domain/revisions/revisions.js';
import { GLOSSARY_MAX_ENTRIES } from '../../../src/schemas/glossary.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';

let sandbox: Rules;
beforeEach(() => {
  sandbox = rules();
});

const insert = (translations: Record<string, string>) => ({ type: 'insert' as const, translations });
const entries = (user = 'admin') => listGlossaryEntries(sandbox.as(user), 'acme', {}).items;

describe("an organization's glossary", () => {
  it('applies a batch in order: an entry inserted, updated and another deleted', () => {
    updateGlossaryEntries(sandbox.as(), 'acme', [insert({ en: 'space', fr: 'espace' }), insert({ en: 'page', fr: 'page' })]);
    const [space, page] = entries();
    updateGlossaryEntries(sandbox.as('create'), 'acme', [
      { type: 'update', id: space!.id, translations: { en: 'space', fr: 'espace de travail' } },
      { type: 'delete', id: page!.id },
    ]);
    expect(entries('read').map((entry) => entry.translations)).toEqual([{ en: 'space', fr: 'espace de travail' }]);
    expect(getGlossaryEntry(sandbox.as('read'), 'acme', space!.id).createdAt).toBe(space!.createdAt);
  });

  it('applies all of a batch or none of it, naming the operation that failed', async () => {
    updateGlossaryEntries(sandbox.as(), 'acme', [insert({ en: 'space', fr: 'espace' })]);
    const [space] = entries();
    expect(await refusal(() => updateGlossaryEntries(sandbox.as(), 'acme', [insert({ en: 'site' }), { type: 'delete', id: 'nope' }]))).toMatchObject({
      reason: 'invalid',
      field: 'operations.1.id',
    });
    expect(await refusal(() => updateGlossaryEntries(sandbox.as(), 'acme', [insert({ de: 'Raum', fr: 'espace' })]))).toMatchObject({
      reason: 'invalid',
      field: 'operations.0.translations.fr',
      message: expect.stringContaining(`"espace" is already the fr term of entry "${space!.id}"`),
    });
    expect(
      await refusal(() =>
        updateGlossaryEntries(sandbox.as(), 'acme', [
          { type: 'delete', id: space!.id },
          { type: 'delete', id: space!.id },
        ]),
      ),
    ).toMatchObject({ field: 'operations.1.id' });
    expect(entries().map((entry) => entry.translations)).toEqual([{ en: 'space', fr: 'espace' }]);
  });

  it('frees a term its entry gave up in the same batch', () => {
    updateGlossaryEntries(sandbox.as(), 'acme', [insert({ en: 'space', fr: 'espace' })]);
    const [space] = entries();
    updateGlossaryEntries(sandbox.as(), 'acme', [{ type: 'delete', id: space!.id }, insert({ en: 'space', fr: 'espace' })]);
    expect(entries()).toHaveLength(1);
  });

  it('is bounded', async () => {
    const many = Array.from({ length: GLOSSARY_MAX_ENTRIES + 1 }, (_, i) => insert({ en: `term ${i}` }));
    expect(await refusal(() => updateGlossaryEntries(sandbox.as(), 'acme', many))).toMatchObject({ field: 'operations' });
    expect(entries()).toEqual([]);
  });

  it('lists by the term in a language, entries without one last', () => {
    updateGlossaryEntries(sandbox.as(), 'acme', [
      insert({ en: 'space', fr: 'espace' }),
      insert({ en: 'site' }),
      insert({ en: 'change request', fr: 'demande' }),
    ]);
    const page = listGlossaryEntries(sandbox.as(), 'acme', { orderBy: 'fr', limit: 2 });
    expect(page.items.map((entry) => entry.translations.en)).toEqual(['change request', 'space']);
    const rest = listGlossaryEntries(sandbox.as(), 'acme', { orderBy: 'fr', page: page.next!.page });
    expect(rest.items.map((entry) => entry.translations.en)).toEqual(['site']);
  });

  it('is read by members, written from the create role up, and never seen by another organization', async () => {
    expect(await refusal(() => updateGlossaryEntries(sandbox.as('edit'), 'acme', [insert({ en: 'space' })]))).toMatchObject({ reason: 'forbidden' });
    updateGlossaryEntries(sandbox.as(), 'acme', [insert({ en: 'space' })]);
    expect(await refusal(() => listGlossaryEntries(sandbox.as('outsider'), 'acme', {}))).toMatchObject({ reason: 'not-found' });
  });
});

describe('a translation with a glossary', () => {
  it("puts the glossary's terms in the translated pages, code left as written", async () => {
    const ctx = sandbox.as();
    const space = createSpace(ctx, 'acme', { title: 'Guide' });
    const current = revisionOf(ctx, space.revision);
    const now = ctx.clock.iso();
    const page = { id: 'intro', slug: 'intro', createdAt: now, updatedAt: now, pages: [], title: 'Your space', markdown: 'Open a space, then `space init`.\n' };
    const revision = commitRevision(ctx, { space: space.id, type: 'edits', parents: [current.id], pages: [page], files: [] });
    ctx.store.put('spaces', { ...ctx.store.get('spaces', space.id)!, revision: revision.id });
    updateGlossaryEntries(ctx, 'acme', [insert({ en: 'space', fr: 'espace' }), insert({ en: 'site', de: 'Seite' })]);
    const translation = createTranslation(ctx, 'acme', { source: { space: space.id, language: 'en' }, language: 'fr' });
    runTranslation(ctx, 'acme', translation.id);
    await sandbox.sandbox.jobs.settle();
    const [translated] = revisionOf(ctx, getTranslation(ctx, 'acme', translation.id).result!.revision).pages;
    expect([translated!.title, translated!.markdown]).toEqual(['Your espace', 'Open a espace, then `space init`.\n']);
  });
});
