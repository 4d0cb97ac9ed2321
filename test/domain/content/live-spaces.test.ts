import { describe, expect, it } from 'vitest';
import { createSpace, deleteSpace } from '../../../src/domain/content/spaces.js';
import { addSection } from '../../../src/domain/sites/sections.js';
import { addSpaceToSite, listSiteSpaces, updateSiteSpace } from '../../../src/domain/sites/site-spaces.js';
import { createSite } from '../../../src/domain/sites/sites.js';
import { createTranslation } from '../../../src/domain/translations/translations.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('a space a site shows or a translation reads', () => {
  it('is one of the organization, not deleted, or the request is refused about the field that named it', async () => {
    const ctx = rules().as();
    const elsewhere = createSpace(ctx, 'globex', { title: 'Elsewhere' }).id;
    const deleted = createSpace(ctx, 'acme', { title: 'Deleted' }).id;
    deleteSpace(ctx, deleted);
    const site = createSite(ctx, 'acme', { title: 'Docs', spaces: [createSpace(ctx, 'acme', { title: 'Home' }).id] });
    const siteSpace = listSiteSpaces(ctx, 'acme', site.id, {}).items[0]!.id;
    for (const space of [elsewhere, deleted, 'absent']) {
      const refused = { reason: 'invalid', message: `no space "${space}" in organization "acme"` };
      expect(await refusal(() => createSite(ctx, 'acme', { spaces: [space] }))).toEqual({ ...refused, field: 'spaces' });
      expect(await refusal(() => addSection(ctx, 'acme', site.id, { spaceId: space }))).toEqual({ ...refused, field: 'spaceId' });
      expect(await refusal(() => addSpaceToSite(ctx, 'acme', site.id, { spaceId: space }))).toEqual({ ...refused, field: 'spaceId' });
      expect(await refusal(() => updateSiteSpace(ctx, 'acme', site.id, siteSpace, { spaceId: space }))).toEqual({ ...refused, field: 'spaceId' });
      expect(await refusal(() => createTranslation(ctx, 'acme', { source: { space, language: 'en' }, language: 'de' }))).toEqual({
        ...refused,
        field: 'source.space',
      });
    }
  });
});
