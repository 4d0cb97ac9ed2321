import { describe, expect, it } from 'vitest';
import { oneRelease, type Harness } from './harness.js';

/** The organization's translation glossary: today's, so the first release's client sends it through its request core. */
export function glossaryScenarios(h: Harness) {
  const { client, conform } = h;

  describe('translation glossary', () => {
    it('inserts, updates and deletes entries in one batch, and lists them by a language', async () => {
      const api = oneRelease(client('create'));
      const update = (operations: unknown[]) => api.updateGlossaryEntries('acme', { operations } as never);
      const inserted = update([
        { type: 'insert', translations: { en: 'space', fr: 'espace' } },
        { type: 'insert', translations: { en: 'change request', fr: 'demande de modification' } },
      ]);
      expect((await inserted).status).toBe(204);
      await conform('updateGlossaryEntries', inserted);
      const listed = await conform('listGlossaryEntries', api.listGlossaryEntries('acme', { orderBy: 'fr' } as never));
      expect(listed.items.map((entry) => entry.translations.fr)).toEqual(['demande de modification', 'espace']);
      const space = listed.items.find((entry) => entry.translations.en === 'space')!;
      await update([{ type: 'update', id: space.id, translations: { en: 'space', fr: 'espace de travail' } }]);
      const read = await conform('getGlossaryEntry', api.getGlossaryEntry('acme', space.id));
      expect(read).toMatchObject({ object: 'glossary-entry', translations: { fr: 'espace de travail' } });
      // All or none: the second operation names no entry, so the first is not applied either.
      await expect(
        update([
          { type: 'delete', id: space.id },
          { type: 'delete', id: 'nope' },
        ]),
      ).rejects.toMatchObject({ code: 400 });
      expect((await api.listGlossaryEntries('acme')).data.count).toBe(2);
      await update(listed.items.map((entry) => ({ type: 'delete', id: entry.id })));
      await expect(api.getGlossaryEntry('acme', space.id)).rejects.toMatchObject({ code: 404 });
    });
  });
}
