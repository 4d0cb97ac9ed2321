import { beforeEach, describe, expect, it } from 'vitest';
import { listOrganizationChangeRequests } from '../../../src/domain/change-requests/change-requests.js';
import { createSpace, deleteSpace } from '../../../src/domain/content/spaces.js';
import { commitRevision, revisionOf } from '../../../src/domain/revisions/revisions.js';
import { addSpaceToSite } from '../../../src/domain/sites/site-spaces.js';
import { createSite, getSite, updateSite } from '../../../src/domain/sites/sites.js';
import { ensureStyleguide, listOrganizationStyleguides, listStyleguideTemplates } from '../../../src/domain/sites/styleguide.js';
import { listStyleguideRuns, startStyleguideRun } from '../../../src/domain/sites/styleguide-runs.js';
import type { PageNode } from '../../../src/format/page.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';

const NOW = '2026-01-01T00:00:00.000Z';
const page = (id: string, title: string, markdown: string): PageNode => ({ id, title, slug: id, markdown, createdAt: NOW, updatedAt: NOW, pages: [] });

describe("a site's style guide", () => {
  let sandbox: Rules;
  let site: string;
  let guide = '';

  /** Writes these pages as the space's content. */
  function write(spaceId: string, pages: PageNode[]) {
    const store = sandbox.sandbox.store;
    const space = store.get('spaces', spaceId)!;
    const next = commitRevision(sandbox.as(), { space: space.id, type: 'edits', parents: [space.revision], pages });
    store.put('spaces', { ...space, revision: next.id });
  }

  /** A space of the site, holding these pages. */
  function siteSpace(title: string, pages: PageNode[]): string {
    const { id } = createSpace(sandbox.as(), 'acme', { title });
    write(id, pages);
    addSpaceToSite(sandbox.as(), 'acme', site, { spaceId: id });
    return id;
  }

  const markdownOf = (revision: string) => revisionOf(sandbox.as(), revision).pages.map((p) => p.markdown);

  beforeEach(() => {
    sandbox = rules();
    site = createSite(sandbox.as(), 'acme', { title: 'Help', spaces: 'empty' }).id;
  });

  it('is made once, by those who may change the site, and marked as a style guide; asking again answers the same space', async () => {
    expect(await refusal(() => ensureStyleguide(sandbox.as('edit'), 'acme', site))).toMatchObject({ reason: 'forbidden' });
    const first = ensureStyleguide(sandbox.as('create'), 'acme', site);
    expect(first).toMatchObject({ object: 'space', type: 'styleguide', title: 'Help style guide' });
    expect(ensureStyleguide(sandbox.as('create'), 'acme', site, { template: 'plain-language' })).toEqual(first);
    expect(getSite(sandbox.as('read'), 'acme', site).styleguide).toEqual({ kind: 'space', space: first.id });
    expect(listOrganizationStyleguides(sandbox.as('read'), 'acme').styleguides).toEqual([
      { space: expect.objectContaining({ id: first.id, type: 'styleguide' }), sites: [expect.objectContaining({ id: site })] },
    ]);
  });

  it('once its space is deleted, is gone from the site, and asking again makes a new one', () => {
    const first = ensureStyleguide(sandbox.as(), 'acme', site).id;
    deleteSpace(sandbox.as(), first);
    expect(getSite(sandbox.as(), 'acme', site).styleguide).toBeUndefined();
    expect(ensureStyleguide(sandbox.as(), 'acme', site).id).not.toBe(first);
  });

  it("is seeded with a built-in template's page, and an unknown template is refused naming those there are", async () => {
    expect(await refusal(() => ensureStyleguide(sandbox.as(), 'acme', site, { template: 'shakespeare' }))).toMatchObject({
      reason: 'invalid',
      field: 'template',
      message: expect.stringContaining('"plain-language"'),
    });
    const { revision } = ensureStyleguide(sandbox.as(), 'acme', site, { template: 'plain-language' });
    const template = listStyleguideTemplates(sandbox.as('read'), 'acme').templates.find((t) => t.id === 'plain-language')!;
    expect(markdownOf(revision)).toEqual([template.markdown]);
  });

  it("is shared with another site by the site's `styleguide`, only a style guide of the organization, and detached by null", async () => {
    const shared = ensureStyleguide(sandbox.as(), 'acme', site).id;
    const other = createSite(sandbox.as(), 'acme', { title: 'Other', spaces: 'empty' }).id;
    expect(updateSite(sandbox.as('create'), 'acme', other, { styleguide: shared }).styleguide).toEqual({ kind: 'space', space: shared });
    expect(ensureStyleguide(sandbox.as(), 'acme', other).id).toBe(shared);
    const sites = () => listOrganizationStyleguides(sandbox.as('read'), 'acme').styleguides.map((s) => s.sites.map((x) => x.id));
    expect(sites()).toEqual([[site, other]]);
    const plain = createSpace(sandbox.as(), 'acme', { title: 'Plain' }).id;
    expect(await refusal(() => updateSite(sandbox.as(), 'acme', other, { styleguide: plain }))).toMatchObject({ reason: 'invalid', field: 'styleguide' });
    expect(updateSite(sandbox.as(), 'acme', other, { styleguide: null }).styleguide).toBeUndefined();
    expect(sites()).toEqual([[site]]);
  });

  describe('a check run', () => {
    let docs: string;

    beforeEach(() => {
      guide = ensureStyleguide(sandbox.as(), 'acme', site).id;
      write(guide, [page('words', 'Words', '## Words\n\n- Use "sign in", not "login".\n- Use select instead of click on')]);
      docs = siteSpace('Docs', [
        page('start', 'Start', 'To login, click on the button.\n\n```sh\nlogin --token T\n```'),
        page('faq', 'FAQ', 'Nothing to fix here.'),
      ]);
    });

    it("opens a draft change request marked with the run, whose content has the style guide's words in its prose only", () => {
      const { run, changeRequests } = startStyleguideRun(sandbox.as('edit'), 'acme', site, { spaces: [docs] });
      expect(run).toMatchObject({ object: 'styleguide-run', site, styleguide: guide, spaces: [docs], createdBy: { id: 'edit' } });
      expect(changeRequests).toEqual([
        expect.objectContaining({
          space: docs,
          status: 'draft',
          subject: 'Style guide check',
          styleguide: { site, run: run.id, changedPages: 1, checkedAt: expect.any(String) },
        }),
      ]);
      expect(markdownOf(changeRequests[0]!.revision)).toEqual(['To sign in, select the button.\n\n```sh\nlogin --token T\n```\n', 'Nothing to fix here.']);
      // The space itself is unchanged until the change request is merged.
      expect(markdownOf(sandbox.sandbox.store.get('spaces', docs)!.revision)[0]).toBe('To login, click on the button.\n\n```sh\nlogin --token T\n```');
    });

    it('takes over the change request a run left open, which keeps the run that opened it; the runs list newest first', () => {
      const first = startStyleguideRun(sandbox.as(), 'acme', site, { spaces: [docs] });
      write(guide, [page('words', 'Words', '- Use "FAQ page", not "Nothing".')]);
      const second = startStyleguideRun(sandbox.as(), 'acme', site, { spaces: [docs] });
      expect(second.changeRequests.map((cr) => [cr.id, cr.styleguide?.run, cr.styleguide?.changedPages])).toEqual([
        [first.changeRequests[0]!.id, first.run.id, 1],
      ]);
      expect(markdownOf(second.changeRequests[0]!.revision)[1]).toBe('FAQ page to fix here.\n');
      expect(listStyleguideRuns(sandbox.as('read'), 'acme', site, {}).items.map((run) => run.id)).toEqual([second.run.id, first.run.id]);
    });

    it("is what the organization's change requests filter by", () => {
      const other = siteSpace('Other', [page('x', 'X', 'Please login.')]);
      const first = startStyleguideRun(sandbox.as(), 'acme', site, { spaces: [docs] });
      const second = startStyleguideRun(sandbox.as(), 'acme', site, { spaces: [docs, other] });
      const byRun = (run: string) =>
        listOrganizationChangeRequests(sandbox.as('read'), 'acme', { styleguideRun: run, status: 'draft' }).items.map((cr) => cr.space);
      expect(byRun(first.run.id)).toEqual([docs]);
      expect(byRun(second.run.id)).toEqual([other]);
      expect(byRun('nosuchrun')).toEqual([]);
    });

    it("refuses a site without a style guide, the style guide itself, a space not on the site, and a space the caller can't edit, opening nothing", async () => {
      const bare = createSite(sandbox.as(), 'acme', { title: 'Bare', spaces: 'empty' }).id;
      expect(await refusal(() => startStyleguideRun(sandbox.as(), 'acme', bare, { spaces: [docs] }))).toMatchObject({
        reason: 'not-found',
        message: `site "${bare}" has no style guide; create it first`,
      });
      expect(await refusal(() => startStyleguideRun(sandbox.as(), 'acme', site, { spaces: [docs, guide] }))).toMatchObject({
        reason: 'invalid',
        field: 'spaces.1',
      });
      const elsewhere = createSpace(sandbox.as(), 'acme', { title: 'Elsewhere' }).id;
      expect(await refusal(() => startStyleguideRun(sandbox.as(), 'acme', site, { spaces: [elsewhere] }))).toMatchObject({
        reason: 'invalid',
        field: 'spaces.0',
      });
      expect(await refusal(() => startStyleguideRun(sandbox.as(), 'acme', site, { spaces: [docs, docs] }))).toMatchObject({
        reason: 'invalid',
        field: 'spaces.1',
      });
      expect(await refusal(() => startStyleguideRun(sandbox.as('read'), 'acme', site, { spaces: [docs] }))).toMatchObject({ reason: 'forbidden' });
      expect(listStyleguideRuns(sandbox.as(), 'acme', site, {}).items).toEqual([]);
      expect(listOrganizationChangeRequests(sandbox.as(), 'acme', { status: 'draft' }).items).toEqual([]);
    });
  });
});
