import { beforeEach, describe, expect, it } from 'vitest';
import { askOrganization, ASSEMBLED } from '../../../src/domain/ask/answer.js';
import { recommendedQuestions } from '../../../src/domain/ask/recommended-questions.js';
import { askSite, siteQuestions } from '../../../src/domain/ask/site-ask.js';
import { addSection } from '../../../src/domain/sites/sections.js';
import { createSite } from '../../../src/domain/sites/sites.js';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import type { PageNode } from '../../../src/format/page.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';

const NOW = '2026-01-01T00:00:00.000Z';
const page = (id: string, title: string, markdown: string, extra: Partial<PageNode> = {}): PageNode => ({
  id,
  title,
  slug: id,
  markdown,
  createdAt: NOW,
  updatedAt: NOW,
  pages: [],
  ...extra,
});

const PAGES = [
  page(
    'deploy',
    'Deploying',
    '# Deploying\n\nShip it with the deploy command.\n\n## Rollback\n\nTo undo a deploy, run rollback.\n\n## Regions\n\nPick a region.\n',
  ),
  page('links', 'Elsewhere', '', { type: 'link' }),
  page('billing', 'Billing', 'Invoices arrive monthly.\n\n## Refunds\n\nAsk support for a refund.\n'),
];

describe("asking the organization's content", () => {
  let sandbox: Rules;
  let space: string;

  beforeEach(() => {
    sandbox = rules();
    space = createSpace(sandbox.as(), 'acme', { title: 'Ops' }).id;
    fill(space, PAGES);
  });

  /** Writes a space's next revision, as an edit in the app would. */
  function fill(spaceId: string, pages: PageNode[]): void {
    const { store } = sandbox.sandbox;
    const record = store.get('spaces', spaceId)!;
    const next = commitRevision(sandbox.as(), { space: spaceId, type: 'edits', parents: [record.revision], pages });
    store.put('spaces', { ...record, revision: next.id });
  }

  it('answers with the matching section, citing the page and revision that hold it', async () => {
    const { answer, sources, followupQuestions } = await askOrganization(sandbox.as('read'), 'acme', 'undo rollback', 'markdown');
    const markdown = (answer as { markdown: string }).markdown;
    expect(markdown.startsWith(ASSEMBLED)).toBe(true);
    expect(markdown).toContain('To undo a deploy, run rollback.');
    expect(markdown).not.toContain('Invoices');
    const revision = sandbox.sandbox.store.get('spaces', space)!.revision;
    expect(sources).toEqual([expect.objectContaining({ type: 'page', page: 'deploy', space, revision, sections: ['deploy#1'] })]);
    // The page's other headings, never the one the answer already holds.
    expect(followupQuestions).toEqual(['What do the docs say about Deploying?', 'What do the docs say about Regions?']);
  });

  it('gives the same answer to the same question of the same content', async () => {
    const first = await askOrganization(sandbox.as('read'), 'acme', 'refund invoices');
    expect(await askOrganization(sandbox.as('read'), 'acme', 'refund invoices')).toEqual(first);
    expect(first.answer).toMatchObject({ document: { object: 'document', nodes: expect.arrayContaining([expect.objectContaining({ type: 'paragraph' })]) } });
  });

  it('says that nothing was found when nothing matches, with no sources', async () => {
    const { answer, sources, followupQuestions } = await askOrganization(sandbox.as('read'), 'acme', 'zeppelin', 'markdown');
    expect((answer as { markdown: string }).markdown).toContain('Nothing in your docs matches “zeppelin”');
    expect(sources).toEqual([]);
    expect(followupQuestions).toEqual([]);
  });

  it('refuses an empty question, naming the field', async () => {
    expect(await refusal(() => askOrganization(sandbox.as('read'), 'acme', '  '))).toMatchObject({ reason: 'invalid', field: 'query' });
  });

  it("does not answer from another organization's content", async () => {
    expect(await refusal(() => askOrganization(sandbox.as('outsider'), 'acme', 'rollback'))).toMatchObject({ reason: 'not-found' });
  });

  it('recommends the titles of the first document pages as questions, passing links over', () => {
    expect(recommendedQuestions(sandbox.as('read'), 'acme')).toEqual({
      questions: ['What should I know about Deploying?', 'What should I know about Billing?'],
    });
  });

  describe('of a site', () => {
    let site: string;
    let other: string;
    let siteSpace: string;

    beforeEach(() => {
      site = createSite(sandbox.as(), 'acme', { title: 'Ops site' }).id;
      other = createSpace(sandbox.as(), 'acme', { title: 'Elsewhere' }).id;
      fill(other, [page('undo', 'Undo', 'A rollback elsewhere.\n')]);
      siteSpace = addSection(sandbox.as(), 'acme', site, { spaceId: space, title: 'Ops' }).siteSpaces[0]!.id;
    });

    it('answers from the site spaces its scope reads, never from spaces the site does not show', async () => {
      const answer = await askSite(sandbox.as('read'), 'acme', site, { question: 'rollback', scope: { mode: 'default' } });
      expect(answer.sources.map((s) => s.space)).toEqual([space]);
      expect((await askOrganization(sandbox.as('read'), 'acme', 'rollback')).sources.map((s) => s.space)).toContain(other);
      expect(
        await refusal(() => askSite(sandbox.as('read'), 'acme', site, { question: 'rollback', scope: { mode: 'specific', siteSpaceIds: ['nope'] } })),
      ).toMatchObject({ reason: 'invalid', field: 'scope.siteSpaceIds.0' });
    });

    it("recommends the questions of a site space, and refuses one that is not the site's, naming the field", async () => {
      const expected = ['What should I know about Deploying?', 'What should I know about Billing?'];
      expect(siteQuestions(sandbox.as('read'), 'acme', site, {}).questions).toEqual(expected);
      expect(siteQuestions(sandbox.as('read'), 'acme', site, { siteSpaceId: siteSpace }).questions).toEqual(expected);
      expect(siteQuestions(sandbox.as('read'), 'acme', site, { spaceId: space }).questions).toEqual(expected);
      expect(await refusal(() => siteQuestions(sandbox.as('read'), 'acme', site, { spaceId: other }))).toMatchObject({ reason: 'invalid', field: 'spaceId' });
    });
  });
});
