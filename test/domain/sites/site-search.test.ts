import { beforeEach, describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import { pagesIndexed } from '../../../src/domain/search/search-indexes.js';
import { addSection } from '../../../src/domain/sites/sections.js';
import { prewarmSiteSearch, searchSite } from '../../../src/domain/sites/site-search.js';
import { addSpaceToSite } from '../../../src/domain/sites/site-spaces.js';
import { createSite } from '../../../src/domain/sites/sites.js';
import type { PageNode } from '../../../src/format/page.js';
import type { SiteSearchRequest } from '../../../src/schemas/site-search.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';

const NOW = '2026-01-01T00:00:00.000Z';
const page = (id: string, title: string, markdown: string): PageNode => ({ id, title, slug: id, markdown, createdAt: NOW, updatedAt: NOW, pages: [] });

describe('searching a site', () => {
  let sandbox: Rules;
  let site: string;
  /** Site space ids: the first section's space, the second section's default and its variant. */
  let intro: string, api: string, apiV2: string;

  /** A space whose content is these pages. */
  function spaceOf(title: string, pages: PageNode[]): string {
    const ctx = sandbox.as();
    const space = createSpace(ctx, 'acme', { title });
    const next = commitRevision(ctx, { space: space.id, type: 'edits', parents: [space.revision], pages });
    sandbox.sandbox.store.put('spaces', { ...sandbox.sandbox.store.get('spaces', space.id)!, revision: next.id });
    return space.id;
  }

  const titles = async (body: Omit<SiteSearchRequest, 'query'>, query = 'token') =>
    (await searchSite(sandbox.as('read'), 'acme', site, {}, { query, ...body })).items.map((s) => [s.title, s.pages.map((p) => p.title)]);

  /** The titles of the spaces found, in alphabetical order (results come best first). */
  const found = async (body: Omit<SiteSearchRequest, 'query'>) => (await titles(body)).map(([title]) => title as string).sort();

  beforeEach(() => {
    sandbox = rules();
    const ctx = sandbox.as();
    site = createSite(ctx, 'acme', { title: 'Portal' }).id;
    const section = (title: string, pages: PageNode[]) => addSection(ctx, 'acme', site, { spaceId: spaceOf(title, pages), title });
    intro = section('Intro', [page('start', 'Getting started', 'Ask for a token first.\n')]).siteSpaces[0]!.id;
    const reference = section('API', [page('auth', 'Authentication', 'Send the token in a header.\n')]);
    api = reference.siteSpaces[0]!.id;
    apiV2 = addSpaceToSite(ctx, 'acme', site, {
      spaceId: spaceOf('API v2', [page('tokens', 'Tokens', 'A token of v2 expires.\n')]),
      sectionId: reference.id,
    }).id;
  });

  it("finds a page in a second section, and a variant's only when the scope reads every variant", async () => {
    expect((await titles({ scope: { mode: 'default' } })).sort()).toEqual([
      ['API', ['Authentication']],
      ['Intro', ['Getting started']],
    ]);
    expect(await titles({ scope: { mode: 'all' } }, 'expires')).toEqual([['API v2', ['Tokens']]]);
    expect(await titles({ scope: { mode: 'default' } }, 'expires')).toEqual([]);
  });

  it('reads the current site space with the defaults, or alone, or only the others', async () => {
    expect(await found({ scope: { mode: 'default', currentSiteSpace: apiV2 } })).toEqual(['API', 'API v2', 'Intro']);
    expect(await titles({ scope: { mode: 'default', currentSiteSpace: apiV2, restrictTo: 'currentSiteSpace' } })).toEqual([['API v2', ['Tokens']]]);
    expect(await found({ scope: { mode: 'default', currentSiteSpace: intro, restrictTo: 'otherSiteSpaces' } })).toEqual(['API']);
    expect(await found({ scope: { mode: 'specific', siteSpaceIds: [apiV2, api] } })).toEqual(['API', 'API v2']);
  });

  it("takes GitBook's deprecated forms of the scope", async () => {
    expect(await found({ siteSpaceIds: [intro] })).toEqual(['Intro']);
    expect(await found({ mode: 'current', siteSpaceId: apiV2 })).toEqual(['API', 'API v2', 'Intro']);
    expect(await found({ mode: 'all' })).toEqual(['API', 'API v2', 'Intro']);
  });

  it('refuses a search without a scope, a site space of another site, and restrictTo without the current site space', async () => {
    expect(await refusal(() => titles({}))).toMatchObject({ reason: 'invalid', field: 'scope' });
    const other = createSite(sandbox.as(), 'acme', { title: 'Other', spaces: [spaceOf('Else', [])] }).id;
    const foreign = [...sandbox.sandbox.store.index('siteSpaces', 'bySite', other)][0]![1];
    expect(await refusal(() => titles({ scope: { mode: 'specific', siteSpaceIds: [foreign] } }))).toMatchObject({
      reason: 'invalid',
      field: 'scope.siteSpaceIds.0',
    });
    expect(await refusal(() => titles({ scope: { mode: 'default', restrictTo: 'otherSiteSpaces' } }))).toMatchObject({ field: 'scope.currentSiteSpace' });
    expect(await refusal(() => titles({ scope: { mode: 'all' }, siteSpaceIds: [intro] }))).toMatchObject({ field: 'scope' });
  });

  it('prewarmed, the next search indexes nothing', async () => {
    const ctx = sandbox.as('read');
    const before = pagesIndexed(ctx);
    await prewarmSiteSearch(ctx, 'acme', site);
    expect(pagesIndexed(ctx) - before).toBe(3);
    expect((await found({ scope: { mode: 'all' } })).length).toBe(3);
    expect(pagesIndexed(ctx) - before).toBe(3);
  });
});
