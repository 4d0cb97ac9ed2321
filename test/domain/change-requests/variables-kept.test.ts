import { zipSync, strToU8 } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSpace, duplicateSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { createChangeRequest, mergeChangeRequest, pullIntoChangeRequest } from '../../../src/domain/change-requests/change-requests.js';
import { updateChangeRequestContent } from '../../../src/domain/change-requests/content-changes.js';
import { getPage } from '../../../src/domain/reading/read.js';
import { semanticChanges } from '../../../src/domain/reading/semantic-changes.js';
import { resolveTarget } from '../../../src/domain/change-requests/target.js';
import { importContent } from '../../../src/domain/import/import-content.js';
import { applyTemplate } from '../../../src/domain/import/templates.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import { createTranslation, runTranslation } from '../../../src/domain/translations/translations.js';
import type { RevisionRecord } from '../../../src/store/records.js';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { rules, type Rules } from '../../helpers/rules.js';

/**
 * Space variables are part of a revision: every path that makes a new revision of a space (or of
 * a change request) carries them over, or they are lost without a word.
 */
const VARIABLES = { product: 'Acme', version: '2.1' };

let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
let sandbox: Rules;
let as: (user?: string) => Context;
let space: string;

beforeAll(async () => {
  fixtures = await serveFixtures({
    '/a.md': { type: 'text/markdown', body: '# A\n\nSome text.\n' },
    '/a.html': { type: 'text/html', body: '<html><head><title>H</title></head><body><h1>H</h1><p>Text.</p></body></html>' },
    '/docs.zip': { type: 'application/zip', body: Buffer.from(zipSync({ 'README.md': strToU8('# Home\n'), 'guide.md': strToU8('# Guide\n') })) },
  });
});
afterAll(() => fixtures.close());

/** Sets the space's variables as GitBook's app does: a new revision of the space with them (no operation of the API sets them). */
function setVariables(variables: Record<string, string>): void {
  const { store } = sandbox.sandbox;
  const record = store.get('spaces', space)!;
  const current = store.getRevision(record.revision)!;
  const revision = commitRevision(as(), { space, type: 'edits', parents: [current.id], pages: current.pages, files: current.files, variables });
  store.put('spaces', { ...record, revision: revision.id });
}

const spaceRevision = (id = space): RevisionRecord => resolveTarget(as(), id, undefined, 'read').revision;

beforeEach(async () => {
  sandbox = rules();
  as = sandbox.as;
  space = createSpace(as(), 'acme', { title: 'S' }).id;
  await importContent(as(), space, { source: 'markdown', url: fixtures.url('/a.md') });
  setVariables(VARIABLES);
});

describe('space variables survive every new revision', () => {
  it("a change request's update from its space, and its merge", async () => {
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' }).id;
    await importContent(as(), space, { source: 'markdown', url: fixtures.url('/a.md') });
    await pullIntoChangeRequest(as('edit'), space, cr);
    expect(resolveTarget(as(), space, cr, 'read').revision.variables).toEqual(VARIABLES);
    await updateChangeRequestContent(as('edit'), space, cr, { changes: [{ operation: 'insert_page', document: { markdown: '# New' } }] });
    await mergeChangeRequest(as('review'), space, cr);
    expect(spaceRevision().variables).toEqual(VARIABLES);
  });

  it("a merge applies the change request's edit of a variable the space changed too, as its update keeps it", async () => {
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' }).id;
    setVariables({ ...VARIABLES, version: '3.0-space' });
    const { store } = sandbox.sandbox;
    const record = store.get('changeRequests', cr)!;
    const current = store.getRevision(record.revision)!;
    const edited = commitRevision(as(), { space, type: 'edits', parents: [current.id], pages: current.pages, variables: { ...VARIABLES, version: '3.0-cr' } });
    store.put('changeRequests', { ...record, revision: edited.id });
    await mergeChangeRequest(as('review'), space, cr);
    expect(spaceRevision().variables).toEqual({ ...VARIABLES, version: '3.0-cr' });
  });

  it('a batch of content changes', async () => {
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' }).id;
    await updateChangeRequestContent(as('edit'), space, cr, { changes: [{ operation: 'insert_page', document: { markdown: '# New' } }] });
    expect(resolveTarget(as(), space, cr, 'read').revision.variables).toEqual(VARIABLES);
  });

  it.each([
    ['markdown', '/a.md'],
    ['html', '/a.html'],
    ['zip', '/docs.zip'],
    ['website', '/a.html'],
  ] as const)('an import of %s, appended to the content', async (source, url) => {
    const before = spaceRevision().id;
    await importContent(as(), space, { source, url: fixtures.url(url) });
    expect(spaceRevision().id).not.toBe(before);
    expect(spaceRevision().variables).toEqual(VARIABLES);
  });

  it('a template', () => {
    applyTemplate(as(), space, { id: 'product-docs' });
    expect(spaceRevision().pages.length).toBeGreaterThan(1);
    expect(spaceRevision().variables).toEqual(VARIABLES);
  });

  it('a translation, whose result space takes its source’s variables', async () => {
    const translation = createTranslation(as(), 'acme', { source: { space, language: 'en' }, language: 'de' });
    runTranslation(as(), 'acme', translation.id);
    await sandbox.sandbox.jobs.settle();
    const result = sandbox.sandbox.store.get('translations', translation.id)!.result!;
    expect(spaceRevision(result.space).variables).toEqual(VARIABLES);
  });

  it('a duplicate of the space', () => {
    const copy = duplicateSpace(as(), space);
    expect(spaceRevision(copy.id).pages.map((p) => p.title)).toEqual(['A']);
    expect(spaceRevision(copy.id).variables).toEqual(VARIABLES);
  });
});

describe("a page's variables", () => {
  it('are read from its front matter, shown with the page, and reported when they change', async () => {
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' }).id;
    const { changes } = await updateChangeRequestContent(as('edit'), space, cr, {
      changes: [{ operation: 'insert_page', document: { markdown: '---\nvars:\n  step: one\n---\n\n# Steps\n' } }],
    });
    const id = (changes[0] as { page: { id: string } }).page.id;
    expect(await getPage(as(), space, id, { changeRequest: cr })).toMatchObject({ variables: { step: 'one' } });
    const before = resolveTarget(as(), space, cr, 'read').revision;
    await updateChangeRequestContent(as('edit'), space, cr, {
      changes: [{ operation: 'update_page', page: id, document: { markdown: '---\nvars:\n  step: two\n---\n\n# Steps\n' } }],
    });
    const after = resolveTarget(as(), space, cr, 'read').revision;
    expect(semanticChanges(as(), before, after)).toContainEqual(
      expect.objectContaining({ type: 'page_edited', attributes: expect.objectContaining({ variables: { before: { step: 'one' }, after: { step: 'two' } } }) }),
    );
  });
});

describe('an import in Git Sync layout sets the variables of its vars.yaml', () => {
  it('sets the names it gives and keeps the others', async () => {
    const zip = zipSync({ 'README.md': strToU8('# Home\n'), '.gitbook/vars.yaml': strToU8('version: "3.0"\nbeta: true\n') });
    const served = await serveFixtures({ '/vars.zip': { type: 'application/zip', body: Buffer.from(zip) } });
    try {
      await importContent(as(), space, { source: 'zip', url: served.url('/vars.zip') });
    } finally {
      await served.close();
    }
    expect(spaceRevision().variables).toEqual({ product: 'Acme', version: '3.0', beta: true });
    expect(spaceRevision().files).toEqual([]);
  });
});
