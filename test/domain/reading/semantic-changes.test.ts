import { beforeEach, describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { createChangeRequest, mergeChangeRequest } from '../../../src/domain/change-requests/change-requests.js';
import { updateChangeRequestContent } from '../../../src/domain/change-requests/content-changes.js';
import { listPages } from '../../../src/domain/reading/read.js';
import { changeRequestChanges, revisionChanges } from '../../../src/domain/reading/semantic-changes.js';
import { resolveTarget } from '../../../src/domain/change-requests/target.js';
import type { ChangeRequestContentChange } from '../../../src/schemas/content-changes.js';
import { refusal, rules } from '../../helpers/rules.js';
import { subpagesOf } from '../../helpers/revision-pages.js';

let as: (user?: string) => Context;
let space: string;
let cr: string;

const write = (changes: ChangeRequestContentChange[]) => updateChangeRequestContent(as('edit'), space, cr, { changes });
const idOf = (title: string) =>
  [...listPages(as(), space, { changeRequest: cr }).pages, ...listPages(as(), space, { changeRequest: cr }).pages.flatMap(subpagesOf)].find(
    (p) => p.title === title,
  )!.id;
const kinds = (changes: { type: string; page?: { title: string }; file?: { name: string } }[]) =>
  changes.map((c) => `${c.type} ${c.page?.title ?? c.file?.name}`);

beforeEach(async () => {
  const sandbox = rules();
  as = sandbox.as;
  space = createSpace(as(), 'acme', { title: 'S' }).id;
  cr = createChangeRequest(as('edit'), space, {}).id;
  await write([
    { operation: 'insert_page', document: { markdown: '# Intro\n\nWelcome.' } },
    { operation: 'insert_page', document: { markdown: '# Guide' } },
    { operation: 'insert_page', document: { markdown: '# Old' } },
    { operation: 'insert_files', files: [{ name: 'a.txt', contentType: 'text/plain', base64: 'YQ==' }] },
  ]);
  await mergeChangeRequest(as('review'), space, cr);
  cr = createChangeRequest(as('edit'), space, {}).id;
});

describe('semantic changes', () => {
  it('lists what a change request changes against its base: pages created, edited, moved and deleted, files created', async () => {
    const [intro, guide] = [idOf('Intro'), idOf('Guide')];
    await write([
      { operation: 'insert_page', into: guide, document: { markdown: '# Setup' } },
      { operation: 'update_page', page: intro, document: { markdown: '# Welcome\n\nHello.' } },
      { operation: 'update_page', page: guide, into: intro },
      { operation: 'delete_page', page: idOf('Old') },
      { operation: 'insert_files', files: [{ name: 'b.txt', contentType: 'text/plain', base64: 'Yg==' }] },
    ]);
    const { changes, more } = changeRequestChanges(as('read'), space, cr, {});
    expect(kinds(changes)).toEqual(['page_edited Welcome', 'page_moved Guide', 'page_created Setup', 'page_deleted Old', 'file_created b.txt']);
    expect(more).toBeUndefined();
    expect(changes[0]).toMatchObject({
      page: { type: 'document', path: 'intro' },
      attributes: { title: { before: 'Intro', after: 'Welcome' }, document: { before: expect.any(String), after: expect.any(String) } },
    });
    expect(changes[0]).not.toHaveProperty('attributes.slug');
    expect(changes[1]).toEqual({
      type: 'page_moved',
      page: expect.objectContaining({ path: 'intro/guide' }),
      parent: { after: expect.objectContaining({ title: 'Welcome' }) },
    });
  });

  it("counts the front matter in as the page's document: a change of icon is an edit", async () => {
    await write([{ operation: 'update_page', page: idOf('Guide'), icon: 'gear' }]);
    expect(changeRequestChanges(as(), space, cr, {}).changes).toEqual([
      { type: 'page_edited', page: expect.objectContaining({ title: 'Guide' }), attributes: { document: expect.any(Object) } },
    ]);
  });

  it('answers at most limit changes and says how many more there are', async () => {
    await write(Array.from({ length: 12 }, (_, i) => ({ operation: 'insert_page' as const, title: `P${i}`, document: {} })));
    expect(changeRequestChanges(as(), space, cr, {})).toMatchObject({ changes: { length: 10 }, more: 2 });
    expect(changeRequestChanges(as(), space, cr, { limit: 20 })).not.toHaveProperty('more');
  });

  it('lists what a revision changed against its first parent, and names the change request a merge came from', async () => {
    await write([{ operation: 'delete_page', page: idOf('Old') }]);
    const edits = resolveTarget(as(), space, cr, 'read').revision;
    expect(kinds(revisionChanges(as(), space, edits.id, {}).changes)).toEqual(['page_deleted Old']);
    await mergeChangeRequest(as('review'), space, cr);
    const merge = resolveTarget(as(), space, undefined, 'read').revision;
    expect(revisionChanges(as(), space, merge.id, {})).toMatchObject({ mergedFrom: { id: cr }, changes: [{ type: 'page_deleted' }] });
    const first = revisionChanges(as(), space, merge.parents[0]!, {});
    expect(kinds(first.changes)).toEqual(['page_created Intro', 'page_created Guide', 'page_created Old', 'file_created a.txt']);
  });

  it('does not find a revision of another space', async () => {
    const other = createSpace(as(), 'acme', { title: 'Other' });
    expect(await refusal(() => revisionChanges(as(), space, other.revision, {}))).toMatchObject({ reason: 'not-found' });
  });
});
