import { zipSync, strToU8 } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSpace, duplicateSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { createChangeRequest, mergeChangeRequest, pullIntoChangeRequest } from '../../../src/domain/change-requests/change-requests.js';
import { updateChangeRequestContent } from '../../../src/domain/change-requests/content-changes.js';
import { resolveTarget } from '../../../src/domain/change-requests/target.js';
import { semanticChanges } from '../../../src/domain/reading/semantic-changes.js';
import { importContent } from '../../../src/domain/import/import-content.js';
import { applyTemplate } from '../../../src/domain/import/templates.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import { createTranslation, runTranslation } from '../../../src/domain/translations/translations.js';
import type { ReusableContentNode } from '../../../src/format/page.js';
import type { RevisionRecord } from '../../../src/store/records.js';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { rules, type Rules } from '../../helpers/rules.js';

/**
 * Reusable contents are part of a revision, as variables are: every path that makes a new
 * revision of a space (or of a change request) carries them over, or they are lost without a word.
 */
const SNIPPETS = zipSync({
  'README.md': strToU8('# Home\n\n{% include ".gitbook/includes/support.md" %}\n'),
  '.gitbook/includes/support.md': strToU8('---\ntitle: Support\n---\n\nWrite to us.\n'),
  '.gitbook/includes/beta.md': strToU8('---\ntitle: Beta\n---\n\nThis is a beta.\n'),
});

let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
let sandbox: Rules;
let as: (user?: string) => Context;
let space: string;
let imported: ReusableContentNode[];

beforeAll(async () => {
  fixtures = await serveFixtures({
    '/a.md': { type: 'text/markdown', body: '# A\n\nSome text.\n' },
    '/snippets.zip': { type: 'application/zip', body: Buffer.from(SNIPPETS) },
    '/docs.zip': { type: 'application/zip', body: Buffer.from(zipSync({ 'README.md': strToU8('# Home\n'), 'guide.md': strToU8('# Guide\n') })) },
    '/edited.zip': {
      type: 'application/zip',
      body: Buffer.from(zipSync({ 'README.md': strToU8('# Again\n'), '.gitbook/includes/support.md': strToU8('---\ntitle: Support\n---\n\nCall us.\n') })),
    },
  });
});
afterAll(() => fixtures.close());

const spaceRevision = (id = space): RevisionRecord => resolveTarget(as(), id, undefined, 'read').revision;
const titles = (revision: RevisionRecord) => revision.reusableContents.map((c) => c.title);

beforeEach(async () => {
  sandbox = rules();
  as = sandbox.as;
  space = createSpace(as(), 'acme', { title: 'S' }).id;
  await importContent(as(), space, { source: 'zip', url: fixtures.url('/snippets.zip') });
  imported = spaceRevision().reusableContents;
});

describe('an import in Git Sync layout', () => {
  it('reads .gitbook/includes/ as reusable contents, not files, titled by their front matter', () => {
    expect(titles(spaceRevision())).toEqual(['Support', 'Beta']);
    expect(imported.find((c) => c.title === 'Support')).toMatchObject({ name: 'support.md', markdown: 'Write to us.' });
    expect(spaceRevision().files).toEqual([]);
  });

  it('replaces the reusable contents of the files it brings and keeps the others', async () => {
    await importContent(as(), space, { source: 'zip', url: fixtures.url('/edited.zip') });
    const contents = spaceRevision().reusableContents;
    expect(contents.map((c) => [c.title, c.markdown])).toEqual([
      ['Beta', 'This is a beta.'],
      ['Support', 'Call us.'],
    ]);
    // The same file, the same reusable content: pages that include it still name it.
    expect(contents.find((c) => c.title === 'Support')!.id).toBe(imported.find((c) => c.title === 'Support')!.id);
  });
});

describe("a revision's semantic changes", () => {
  it('name the reusable contents created, edited (title, body) and deleted', async () => {
    const first = spaceRevision();
    expect(semanticChanges(as(), { ...first, reusableContents: [] }, first).map((c) => c.type)).toEqual(
      expect.arrayContaining(['reusable_content_created', 'reusable_content_created']),
    );
    await importContent(as(), space, { source: 'zip', url: fixtures.url('/edited.zip') });
    const edited = spaceRevision();
    const support = edited.reusableContents.find((c) => c.title === 'Support')!;
    const changes = semanticChanges(as(), first, edited).filter((c) => c.type.startsWith('reusable_content'));
    expect(changes).toEqual([
      {
        type: 'reusable_content_edited',
        reusableContent: expect.objectContaining({ id: support.id, title: 'Support' }),
        attributes: { document: { before: expect.any(String), after: expect.any(String) } },
      },
    ]);
    const gone = { ...edited, reusableContents: edited.reusableContents.filter((c) => c.id !== support.id) };
    expect(semanticChanges(as(), edited, gone)).toEqual([{ type: 'reusable_content_deleted', reusableContent: expect.objectContaining({ id: support.id }) }]);
  });
});

describe('reusable contents survive every new revision', () => {
  it("a change request's update from its space, and its merge", async () => {
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' }).id;
    await importContent(as(), space, { source: 'markdown', url: fixtures.url('/a.md') });
    await pullIntoChangeRequest(as('edit'), space, cr);
    expect(resolveTarget(as(), space, cr, 'read').revision.reusableContents).toEqual(imported);
    await updateChangeRequestContent(as('edit'), space, cr, { changes: [{ operation: 'insert_page', document: { markdown: '# New' } }] });
    await mergeChangeRequest(as('review'), space, cr);
    expect(spaceRevision().reusableContents).toEqual(imported);
  });

  it("a merge takes the change request's edit of one and the space's removal of another", async () => {
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' }).id;
    const { store } = sandbox.sandbox;
    const rewrite = (kind: 'spaces' | 'changeRequests', id: string, change: (contents: ReusableContentNode[]) => ReusableContentNode[]) => {
      const record = store.get(kind, id)!;
      const current = store.getRevision(record.revision)!;
      const revision = commitRevision(as(), { ...current, space, type: 'edits', parents: [current.id], reusableContents: change(current.reusableContents) });
      store.put(kind, { ...record, revision: revision.id });
    };
    rewrite('changeRequests', cr, (contents) => contents.map((c) => (c.title === 'Support' ? { ...c, markdown: 'Edited in the change request.' } : c)));
    rewrite('spaces', space, (contents) => contents.filter((c) => c.title !== 'Beta'));
    await mergeChangeRequest(as('review'), space, cr);
    expect(spaceRevision().reusableContents.map((c) => [c.title, c.markdown])).toEqual([['Support', 'Edited in the change request.']]);
  });

  it.each([
    ['markdown', '/a.md'],
    ['zip', '/docs.zip'],
  ] as const)('an import of %s, appended to the content', async (source, url) => {
    await importContent(as(), space, { source, url: fixtures.url(url) });
    expect(spaceRevision().reusableContents).toEqual(imported);
  });

  it('a template', () => {
    applyTemplate(as(), space, { id: 'product-docs' });
    expect(spaceRevision().reusableContents).toEqual(imported);
  });

  it('a translation, whose result space takes its source’s reusable contents', async () => {
    const translation = createTranslation(as(), 'acme', { source: { space, language: 'en' }, language: 'de' });
    runTranslation(as(), 'acme', translation.id);
    await sandbox.sandbox.jobs.settle();
    const result = sandbox.sandbox.store.get('translations', translation.id)!.result!;
    expect(spaceRevision(result.space).reusableContents).toEqual(imported);
  });

  it('a duplicate of the space', () => {
    expect(spaceRevision(duplicateSpace(as(), space).id).reusableContents).toEqual(imported);
  });
});
