import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { createChangeRequest, mergeChangeRequest, updateChangeRequest } from '../../../src/domain/change-requests/change-requests.js';
import { INLINE_FILE_MAX_BYTES, updateChangeRequestContent } from '../../../src/domain/change-requests/content-changes.js';
import { MARKDOWN_BUDGETS } from '../../../src/domain/workers/markdown-off-thread.js';
import { getPage, listPages } from '../../../src/domain/reading/read.js';
import { fileBytes } from '../../../src/domain/reading/files.js';
import { resolveTarget } from '../../../src/domain/change-requests/target.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import type { ChangeRequestContentChange } from '../../../src/schemas/content-changes.js';
import type { RevisionPage } from '../../../src/schemas/revision.js';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';
import { slugOf, subpagesOf } from '../../helpers/revision-pages.js';

let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
let sandbox: Rules;
let as: (user?: string) => Context;
let space: string;
let cr: string;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  fixtures = await serveFixtures({ '/logo.png': { type: 'image/png', body: PNG } });
});
afterAll(() => fixtures.close());

const write = (changes: ChangeRequestContentChange[], user = 'edit') => updateChangeRequestContent(as(user), space, cr, { changes });
const crRevision = () => resolveTarget(as(), space, cr, 'read').revision;
const pages = () => listPages(as(), space, { changeRequest: cr }).pages;
const titles = (list: RevisionPage[]): unknown[] => list.map((p) => (subpagesOf(p).length ? [p.title, titles(subpagesOf(p))] : p.title));
const markdownOf = async (pageId: string) => ((await getPage(as(), space, pageId, { changeRequest: cr })) as { markdown: string }).markdown;
const idOf = (title: string) => {
  const find = (list: RevisionPage[]): RevisionPage | undefined => list.map((p) => (p.title === title ? p : find(subpagesOf(p)))).find(Boolean);
  return find(pages())!.id;
};

beforeEach(async () => {
  sandbox = rules();
  as = sandbox.as;
  space = createSpace(as(), 'acme', { title: 'S' }).id;
  cr = createChangeRequest(as('edit'), space, { subject: 'docs' }).id;
  await write([
    { operation: 'insert_page', document: { markdown: '# Intro\n\nWelcome.' } },
    { operation: 'insert_page', document: { markdown: '# Guide\n\nRead on.' } },
  ]);
});

describe('insert_page', () => {
  it("reads a page's Markdown as its Git Sync file: it reads back exactly as written", async () => {
    const file = '---\ndescription: How to start\nicon: rocket\ncustom: kept\n---\n\n# Quick start\n\nRun `docsctl`.\n';
    const { changes } = await write([{ operation: 'insert_page', document: { markdown: file } }]);
    expect(changes).toEqual([
      { object: 'created_page', page: { object: 'page', id: expect.any(String), urls: { location: expect.stringContaining('/content/page/') } } },
    ]);
    const id = (changes[0] as { page: { id: string } }).page.id;
    expect(await markdownOf(id)).toBe(file);
    expect(pages().at(-1)).toMatchObject({ title: 'Quick start', slug: 'quick-start', description: 'How to start', icon: 'rocket' });
  });

  it('places a page with into and at, and later changes name it by its ref', async () => {
    await write([
      { operation: 'insert_page', ref: 'setup', into: idOf('Guide'), document: { markdown: '# Setup' } },
      { operation: 'insert_page', into: 'setup', document: { markdown: '# Linux' } },
      { operation: 'insert_page', at: 0, title: 'First', document: {} },
    ]);
    expect(titles(pages())).toEqual(['First', 'Intro', ['Guide', [['Setup', ['Linux']]]]]);
  });

  it('takes the title from the change when the document has no heading, front matter over the fields', async () => {
    await write([
      {
        operation: 'insert_page',
        title: 'Named',
        description: 'from the field',
        hidden: true,
        document: { markdown: '---\ndescription: from the file\n---\nBody' },
      },
    ]);
    expect(pages().at(-1)).toMatchObject({ title: 'Named', description: 'from the file', hidden: true });
    expect(await markdownOf(idOf('Named'))).toBe('---\ndescription: from the file\nhidden: true\n---\n\n# Named\n\nBody\n');
  });

  it('resolves links to refs, to pages and files of the batch, wherever they end up', async () => {
    await write([
      { operation: 'insert_page', document: { markdown: '# Links\n\nSee [setup](./setup.md) and ![logo](./logo).' } },
      { operation: 'insert_page', ref: 'setup', into: idOf('Guide'), document: { markdown: '# Setup' } },
      { operation: 'insert_files', files: [{ ref: 'logo', name: 'logo.png', contentType: 'image/png', base64: PNG.toString('base64') }] },
    ]);
    expect(await markdownOf(idOf('Links'))).toContain('See [setup](/guide/setup) and ![logo](/.gitbook/assets/logo.png).');
  });

  it('gives slugs unique among siblings, and refuses a slug a sibling has', async () => {
    await write([{ operation: 'insert_page', document: { markdown: '# Intro' } }]);
    expect(pages().map(slugOf)).toEqual(['intro', 'guide', 'intro-1']);
    expect(await refusal(() => write([{ operation: 'insert_page', slug: 'guide', document: {} }]))).toEqual({
      reason: 'invalid',
      field: 'changes[0].slug',
      message: 'a sibling page already has slug "guide"; choose another slug',
    });
  });
});

describe('update_page', () => {
  it('rewrites a page from its file, front matter and title included', async () => {
    const file = '---\nemoji: 🎉\n---\n\n# Welcome\n\nNew words.\n';
    const { changes } = await write([{ operation: 'update_page', page: idOf('Intro'), document: { markdown: file } }]);
    expect(changes).toEqual([{ object: 'updated_page', page: expect.objectContaining({ id: idOf('Welcome') }) }]);
    expect(await markdownOf(idOf('Welcome'))).toBe(file);
    expect(pages()[0]).toMatchObject({ title: 'Welcome', slug: 'intro', emoji: '🎉' });
  });

  it('sets and removes fields one by one, in the front matter as written too', async () => {
    await write([{ operation: 'update_page', page: idOf('Intro'), document: { markdown: '---\nicon: gear\nowner: docs\n---\n# Intro\n\nWelcome.' } }]);
    await write([{ operation: 'update_page', page: idOf('Intro'), icon: '', noIndex: true, condition: 'visitor.claims.beta', title: 'Start', slug: 'start' }]);
    expect(pages()[0]).toMatchObject({ title: 'Start', slug: 'start', noIndex: true });
    expect(pages()[0]).not.toHaveProperty('icon');
    expect(await markdownOf(idOf('Start'))).toBe('---\nowner: docs\nnoIndex: true\nif: visitor.claims.beta\n---\n\n# Start\n\nWelcome.\n');
  });

  it('moves a page into another, to the top level, or within its siblings', async () => {
    await write([{ operation: 'update_page', page: idOf('Intro'), into: idOf('Guide') }]);
    expect(titles(pages())).toEqual([['Guide', ['Intro']]]);
    await write([{ operation: 'update_page', page: idOf('Intro'), into: null, at: 0 }]);
    expect(titles(pages())).toEqual(['Intro', 'Guide']);
    await write([{ operation: 'update_page', page: idOf('Intro'), at: 1 }]);
    expect(titles(pages())).toEqual(['Guide', 'Intro']);
  });

  it('refuses a move into the page itself or its subpages, and past the end', async () => {
    await write([{ operation: 'insert_page', into: idOf('Guide'), document: { markdown: '# Child' } }]);
    expect(await refusal(() => write([{ operation: 'update_page', page: idOf('Guide'), into: idOf('Child') }]))).toMatchObject({ field: 'changes[0].into' });
    expect(await refusal(() => write([{ operation: 'update_page', page: idOf('Intro'), at: 5 }]))).toEqual({
      reason: 'invalid',
      field: 'changes[0].at',
      message: '5 is past the end: there is 1 page there; use 0..1, or leave "at" out to go last',
    });
  });
});

describe('delete_page and revert_page', () => {
  it('deletes a page with its subpages', async () => {
    await write([{ operation: 'insert_page', into: idOf('Guide'), document: { markdown: '# Child' } }]);
    const [guide, child] = [idOf('Guide'), idOf('Child')];
    const { changes } = await write([{ operation: 'delete_page', page: guide }]);
    expect(changes).toEqual([
      { object: 'deleted_page', page: guide },
      { object: 'deleted_page', page: child },
    ]);
    expect(titles(pages())).toEqual(['Intro']);
  });

  it('reverts a page to the base revision: an added page goes, a deleted one comes back, an edited one is reset', async () => {
    await mergeChangeRequest(as('review'), space, cr);
    cr = createChangeRequest(as('edit'), space, {}).id;
    const [intro, guide] = [idOf('Intro'), idOf('Guide')];
    await write([
      { operation: 'update_page', page: intro, title: 'Renamed', document: { markdown: 'Changed.' } },
      { operation: 'delete_page', page: guide },
      { operation: 'insert_page', ref: 'new', document: { markdown: '# New' } },
    ]);
    const { changes } = await write([
      { operation: 'revert_page', page: intro },
      { operation: 'revert_page', page: guide },
      { operation: 'revert_page', page: idOf('New') },
    ]);
    expect(changes.map((c) => c.object)).toEqual(['updated_page', 'created_page', 'deleted_page']);
    expect(titles(pages())).toEqual(['Intro', 'Guide']);
    expect(await markdownOf(intro)).toBe('# Intro\n\nWelcome.\n');
  });

  it('reverts a page to a revision of the space, and refuses one of another space', async () => {
    const before = crRevision().id;
    await write([{ operation: 'update_page', page: idOf('Intro'), document: { markdown: '# Intro\n\nLater.' } }]);
    await write([{ operation: 'revert_page', page: idOf('Intro'), revision: before }]);
    expect(await markdownOf(idOf('Intro'))).toBe('# Intro\n\nWelcome.\n');
    const other = createSpace(as(), 'acme', { title: 'Other' });
    expect(await refusal(() => write([{ operation: 'revert_page', page: idOf('Intro'), revision: other.revision }]))).toMatchObject({
      reason: 'invalid',
      field: 'changes[0].revision',
    });
  });
});

describe('insert_files', () => {
  it('stores files sent inline and fetched, and lists them as inserted', async () => {
    const { insertedFiles } = await write([
      {
        operation: 'insert_files',
        files: [
          { name: 'a.png', contentType: 'image/png', base64: PNG.toString('base64') },
          { name: 'logo.png', url: fixtures.url('/logo.png') },
        ],
      },
    ]);
    expect(insertedFiles).toEqual([
      expect.objectContaining({ name: 'a.png', contentType: 'image/png', size: PNG.length, dimensions: { width: 1, height: 1 } }),
      expect.objectContaining({ name: 'logo.png', contentType: 'image/png', size: PNG.length }),
    ]);
    const stored = crRevision().files;
    expect(stored.map((f) => f.path)).toEqual(['.gitbook/assets/a.png', '.gitbook/assets/logo.png']);
    expect(fileBytes(as(), crRevision().id, stored[1]!.id)!.bytes.equals(PNG)).toBe(true);
  });

  it('refuses an inline file over 1 MiB, and a URL that cannot be fetched, naming the file', async () => {
    const big = Buffer.alloc(INLINE_FILE_MAX_BYTES + 1).toString('base64');
    expect(
      await refusal(() => write([{ operation: 'insert_files', files: [{ name: 'big.bin', contentType: 'application/octet-stream', base64: big }] }])),
    ).toMatchObject({
      reason: 'invalid',
      field: 'changes[0].files[0].base64',
      message: expect.stringContaining('at most 1048576 bytes'),
    });
    expect(await refusal(() => write([{ operation: 'insert_files', files: [{ name: 'x.png', url: fixtures.url('/missing.png') }] }]))).toMatchObject({
      reason: 'invalid',
      field: 'changes[0].files[0].url',
      message: expect.stringContaining('answered 404'),
    });
  });
});

describe('a batch is all or nothing', () => {
  it.each<[string, ChangeRequestContentChange[], string]>([
    ['an unknown page', [{ operation: 'delete_page', page: 'nope' }], 'changes[0].page'],
    [
      'a later change that fails',
      [
        { operation: 'insert_page', document: {} },
        { operation: 'update_page', page: 'x', title: 'T' },
      ],
      'changes[1].page',
    ],
    [
      'a ref given twice',
      [
        { operation: 'insert_page', ref: 'a', document: {} },
        { operation: 'insert_page', ref: 'a', document: {} },
      ],
      'changes[1].ref',
    ],
    ["a ref that is a page's path", [{ operation: 'insert_page', ref: 'intro', document: {} }], 'changes[0].ref'],
    ['a JSON document with no data', [{ operation: 'insert_page', document: { document: { object: 'document', nodes: [] } } }], 'changes[0].document.document'],
    ['blocks to revert', [{ operation: 'revert_page', page: 'x', block: ['b'] }], 'changes[0].block'],
    ['a page to revert that neither side has', [{ operation: 'revert_page', page: 'nope' }], 'changes[0].page'],
    ["a revision to revert to that is not the space's", [{ operation: 'revert_page', page: 'x', revision: 'nope' }], 'changes[0].revision'],
    ['an insert past the end', [{ operation: 'insert_page', at: 3, document: {} }], 'changes[0].at'],
    ['an insert into an unknown page', [{ operation: 'insert_page', into: 'nope', document: {} }], 'changes[0].into'],
    ['a page over 1 MiB', [{ operation: 'insert_page', document: { markdown: 'x'.repeat(1024 * 1024 + 1) } }], 'changes[0].document'],
    [
      'bytes that are not base64',
      [{ operation: 'insert_files', files: [{ name: 'a', contentType: 'text/plain', base64: 'a$b' }] }],
      'changes[0].files[0].base64',
    ],
    [
      'a file ref that a page ref has',
      [
        { operation: 'insert_page', ref: 'a', document: {} },
        { operation: 'insert_files', files: [{ ref: 'a', name: 'a', contentType: 'text/plain', base64: 'YQ==' }] },
      ],
      'changes[1].files[0].ref',
    ],
    ['a URL the fetch policy refuses', [{ operation: 'insert_files', files: [{ name: 'a', url: 'file:///etc/passwd' }] }], 'changes[0].files[0].url'],
  ])('refuses %s, and writes nothing', async (_what, changes, field) => {
    const before = crRevision().id;
    expect(await refusal(() => write(changes))).toMatchObject({ reason: 'invalid', field });
    expect(crRevision().id).toBe(before);
  });

  it.each<[string, (ids: { intro: string; guide: string; group: string }) => ChangeRequestContentChange, string]>([
    ['a document for a group', ({ group }) => ({ operation: 'update_page', page: group, document: {} }), 'changes[0].document'],
    ['a group moved under a page', ({ group, intro }) => ({ operation: 'update_page', page: group, into: intro }), 'changes[0].into'],
    ['a move beside a page of the same slug', ({ intro, guide }) => ({ operation: 'update_page', page: intro, into: guide }), 'changes[0].into'],
    ['a slug a sibling has', ({ intro }) => ({ operation: 'update_page', page: intro, slug: 'guide' }), 'changes[0].slug'],
  ])('refuses %s, and writes nothing', async (_what, change, field) => {
    await write([{ operation: 'insert_page', into: idOf('Guide'), document: { markdown: '# Intro' } }]);
    const { store } = sandbox.sandbox;
    const current = crRevision();
    // A group of pages, as a Git Sync summary's headings make them; the API inserts document pages only.
    const group = { ...current.pages[0]!, id: 'group', slug: 'group', type: 'group' as const, markdown: '', pages: [] };
    const revision = commitRevision(as(), { space, type: 'edits', parents: [current.id], pages: [...current.pages, group], files: [] });
    store.put('changeRequests', { ...store.get('changeRequests', cr)!, revision: revision.id });
    expect(await refusal(() => write([change({ intro: idOf('Intro'), guide: idOf('Guide'), group: 'group' })]))).toMatchObject({ reason: 'invalid', field });
    expect(crRevision().id).toBe(revision.id);
  });

  it('writes a batch as one revision of the change request, whose parent is the one before', async () => {
    const before = crRevision().id;
    await write([
      { operation: 'insert_page', document: {} },
      { operation: 'insert_page', document: {} },
    ]);
    expect(crRevision().parents).toEqual([before]);
  });

  it('is refused on a merged or archived change request (409), and to readers (403)', async () => {
    expect(await refusal(() => write([{ operation: 'insert_page', document: {} }], 'read'))).toMatchObject({ reason: 'forbidden' });
    updateChangeRequest(as('edit'), space, cr, { status: 'archived' });
    expect(await refusal(() => write([{ operation: 'insert_page', document: {} }]))).toMatchObject({
      reason: 'conflict',
      message: expect.stringContaining('archived'),
    });
    updateChangeRequest(as('edit'), space, cr, { status: 'open' });
    await mergeChangeRequest(as('review'), space, cr);
    expect(await refusal(() => write([{ operation: 'insert_page', document: {} }]))).toMatchObject({
      reason: 'conflict',
      message: expect.stringContaining('merged'),
    });
  });
});

/** Front matter of `bytes` bytes at least, of many keys: what held the event loop for seconds when its duplicate keys were sought pairwise. */
const manyKeys = (bytes: number) => {
  let yaml = 'description: Many keys\n';
  for (let i = 0; yaml.length < bytes; i++) yaml += `key${i}: value\n`;
  return yaml;
};

describe('issue 22.1: front matter is read off the event loop, within its limit', () => {
  it('refuses a page whose front matter is over 64 KiB, naming the page and the limit, and writes nothing', async () => {
    const before = crRevision().id;
    const markdown = `---\n${manyKeys(300 * 1024)}---\n\n# Keys\n`;
    expect(await refusal(() => write([{ operation: 'insert_page', document: { markdown } }]))).toEqual({
      reason: 'invalid',
      field: 'changes[0].document',
      message: `page "Keys" has ${Buffer.byteLength(manyKeys(300 * 1024))} bytes of front matter; a page's front matter holds at most 65536 bytes (64 KiB): keep it to the page's fields`,
    });
    expect(crRevision().id).toBe(before);
  });

  it('reads a large front matter in a worker, within its budget: one it cannot read in time sets no field and is kept as written', async () => {
    const markdown = `---\n${manyKeys(60 * 1024)}---\n\n# Keys\n`;
    await updateChangeRequestContent({ ...as('edit'), markdownBudgets: { ...MARKDOWN_BUDGETS, analysisMs: 1 } }, space, cr, {
      changes: [{ operation: 'insert_page', document: { markdown } }],
    });
    expect(pages().at(-1)).not.toHaveProperty('description');
    expect(await markdownOf(idOf('Keys'))).toBe(markdown);
    // Within its budget, the same front matter sets its fields.
    await write([{ operation: 'update_page', page: idOf('Keys'), document: { markdown } }]);
    expect(pages().at(-1)).toMatchObject({ title: 'Keys', description: 'Many keys' });
  });

  it('edits front matter as written once per page, whatever the number of changes that set its fields', async () => {
    await write([
      { operation: 'insert_page', ref: 'new', document: { markdown: '---\nowner: docs\nicon: gear\n---\n# New\n' }, emoji: '🎉' },
      { operation: 'update_page', page: 'new', icon: '' },
      { operation: 'update_page', page: idOf('Intro'), document: { markdown: '---\n# kept\nowner: docs\n---\n# Intro\n' } },
      { operation: 'update_page', page: idOf('Intro'), noIndex: true },
      { operation: 'update_page', page: idOf('Intro'), noIndex: false, description: 'Start here' },
    ]);
    expect(await markdownOf(idOf('New'))).toBe('---\nowner: docs\nemoji: 🎉\n---\n\n# New\n');
    expect(await markdownOf(idOf('Intro'))).toBe('---\n# kept\nowner: docs\nnoIndex: false\ndescription: Start here\n---\n\n# Intro\n');
    expect(pages()[0]).toMatchObject({ noIndex: false, description: 'Start here' });
  });
});

describe('issue 22.16: a condition in front matter has the limit of one sent as a field', () => {
  it('refuses an "if:" over 1,024 characters, naming the page and the limit', async () => {
    const condition = `visitor.claims.plan === "${'x'.repeat(1024)}"`;
    expect(await refusal(() => write([{ operation: 'insert_page', document: { markdown: `---\nif: ${JSON.stringify(condition)}\n---\n# Gated\n` } }]))).toEqual(
      {
        reason: 'invalid',
        field: 'changes[0].document',
        message: `page "Gated" has a condition ("if:" in its front matter) of ${condition.length} characters; a condition holds at most 1024`,
      },
    );
    await write([{ operation: 'insert_page', document: { markdown: `---\nif: ${JSON.stringify(condition.slice(0, 1024))}\n---\n# Gated\n` } }]);
    expect(crRevision().pages.at(-1)).toMatchObject({ title: 'Gated', condition: condition.slice(0, 1024) });
  });
});
