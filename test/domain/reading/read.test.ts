import { beforeEach, describe, expect, it } from 'vitest';
import { createSpace, duplicateSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { createChangeRequest, mergeChangeRequest } from '../../../src/domain/change-requests/change-requests.js';
import { getFile, listFiles } from '../../../src/domain/reading/files.js';
import { getContent, getDocument, getPage, getPageByPath, listPages } from '../../../src/domain/reading/read.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import type { FileNode, PageNode } from '../../../src/format/page.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';
import type { RevisionPage } from '../../../src/schemas/revision.js';
import { subpagesOf } from '../../helpers/revision-pages.js';

let sandbox: Rules;
let as: (user?: string) => Context;
let space: string;

const T0 = '2026-01-01T00:00:00.000Z';
const page = (id: string, markdown: string, pages: PageNode[] = [], slug = id): PageNode => ({
  id,
  title: id,
  slug,
  markdown,
  createdAt: T0,
  updatedAt: T0,
  pages,
});
const logo: FileNode = { id: 'logo', name: 'logo.png', path: '.gitbook/assets/logo.png', contentType: 'image/png', size: 3, blob: 'none' };

/** Writes the next revision of a space or a change request, as an editor would through the app; returns its id. */
function write(pointer: { kind: 'spaces' | 'changeRequests'; id: string }, pages: PageNode[], files: FileNode[] = [], user = 'edit'): string {
  const { store } = sandbox.sandbox;
  const record = store.get(pointer.kind, pointer.id)!;
  const revision = commitRevision(as(user), { space, type: 'edits', parents: [record.revision], pages, files });
  store.put(pointer.kind, { ...record, revision: revision.id });
  return revision.id;
}

const titles = (pages: RevisionPage[]): string[] => pages.flatMap((p) => [p.title, ...titles(subpagesOf(p))]);

beforeEach(() => {
  sandbox = rules();
  as = sandbox.as;
  space = createSpace(as(), 'acme', { title: 'Docs' }).id;
});

describe("revisions of a space's history", () => {
  it('stay readable, pages and files, after later changes to the space and its change requests', async () => {
    const first = write({ kind: 'spaces', id: space }, [page('guide', 'Guide v1', [page('install', 'Install v1')])], [logo]);
    const second = write({ kind: 'spaces', id: space }, [page('guide', 'Guide v2')]);
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' });
    const inCr = write({ kind: 'changeRequests', id: cr.id }, [page('guide', 'Guide v3'), page('faq', 'FAQ')]);
    await mergeChangeRequest(as('review'), space, cr.id);

    expect(getContent(as('read'), space, { revision: first })).toMatchObject({ id: first, parents: [expect.any(String)], files: [{ id: 'logo' }] });
    expect(titles(listPages(as('read'), space, { revision: first }).pages)).toEqual(['guide', 'install']);
    expect(titles(listPages(as('read'), space, { revision: second }).pages)).toEqual(['guide']);
    expect(titles(listPages(as('read'), space, { revision: inCr }).pages)).toEqual(['guide', 'faq']);
    expect(await getPage(as('read'), space, 'install', { revision: first })).toMatchObject({
      path: 'guide/install',
      markdown: expect.stringContaining('Install v1'),
    });
    expect(await getPage(as('read'), space, 'guide', { revision: second })).toMatchObject({ markdown: expect.stringContaining('Guide v2') });
    expect(listFiles(as('read'), space, {}, { revision: first }).items.map((f) => [f.id, f.downloadURL])).toEqual([
      ['logo', expect.stringContaining(`/_sandbox/files/${first}/logo`)],
    ]);
    expect(getFile(as('read'), space, 'logo', { revision: first })).toMatchObject({ name: 'logo.png' });

    expect(await refusal(() => getPage(as('read'), space, 'install', { revision: second }))).toMatchObject({
      reason: 'not-found',
      message: 'page "install" not found',
    });
    expect(await refusal(() => getFile(as('read'), space, 'logo', { revision: second }))).toMatchObject({
      reason: 'not-found',
      message: 'file "logo" not found',
    });
  });

  it('are not found through another space, its duplicate included, nor when they never were', async () => {
    const first = write({ kind: 'spaces', id: space }, [page('guide', 'Guide')]);
    const other = createSpace(as(), 'acme', { title: 'Other' }).id;
    const copy = duplicateSpace(as(), space).id;
    // The duplicate's content came from this revision (its first parent), but is not it.
    for (const elsewhere of [other, copy]) {
      expect(await refusal(() => getContent(as(), elsewhere, { revision: first }))).toEqual({ reason: 'not-found', message: `revision "${first}" not found` });
    }
    expect(await refusal(() => listPages(as(), space, { revision: 'never-written' }))).toEqual({
      reason: 'not-found',
      message: 'revision "never-written" not found',
    });
  });

  it('are read with the read role, and hidden from outside the organization', async () => {
    const first = write({ kind: 'spaces', id: space }, [page('guide', 'Guide')]);
    expect(getContent(as('read'), space, { revision: first }).id).toBe(first);
    expect(await refusal(() => getContent(as('outsider'), space, { revision: first }))).toMatchObject({
      reason: 'not-found',
      message: `space "${space}" not found`,
    });
  });
});

describe('pages by path', () => {
  beforeEach(() => {
    write({ kind: 'spaces', id: space }, [
      page('guide', 'Guide', [page('install', 'How to install', [page('linux', 'On Linux')])]),
      { ...page('reference', ''), type: 'group', pages: [page('api', 'The API')] },
    ]);
  });

  it.each([
    ['guide', 'guide'],
    ['guide/install', 'install'],
    ['guide/install/linux', 'linux'],
    ['/guide/install/', 'install'],
    ['reference', 'reference'],
    ['reference/api', 'api'],
  ])('%s is page %s', async (path, id) => {
    expect((await getPageByPath(as('read'), space, path)).id).toBe(id);
  });

  it.each(['install', 'guide/linux', 'guide/install/linux/more', 'Guide/Install', ''])('%j is a 404 naming the path', async (path) => {
    expect(await refusal(() => getPageByPath(as('read'), space, path))).toEqual({
      reason: 'not-found',
      message: `page at path "${path.replace(/^\/+|\/+$/g, '')}" not found`,
    });
  });

  it("reads a change request's pages and an old revision's by their paths, as a document too", async () => {
    const before = sandbox.sandbox.store.get('spaces', space)!.revision;
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' });
    write({ kind: 'changeRequests', id: cr.id }, [page('guide', 'Guide', [page('setup', 'Set it up')])]);
    write({ kind: 'spaces', id: space }, []);
    expect(await getPageByPath(as('read'), space, 'guide/setup', { changeRequest: '1' })).toMatchObject({ id: 'setup', path: 'guide/setup' });
    expect(await refusal(() => getPageByPath(as('read'), space, 'guide/setup'))).toMatchObject({ reason: 'not-found' });
    const old = await getPageByPath(as('read'), space, 'guide/install', { revision: before, format: 'document' });
    expect(old).toMatchObject({ id: 'install', document: { object: 'document' } });
    expect(old).not.toHaveProperty('markdown');
  });
});

describe('format.markdown.refs', () => {
  it("gives a page's links to pages, anchors of pages and files as GitBook's stable refs; URLs, same-page anchors and code stay as written", async () => {
    const body = [
      '[Install](guide/install.md) and [its setup](guide/install.md#setup), [top](#top), [site](https://example.com)',
      '',
      '<figure><img src=".gitbook/assets/logo.png" alt=""></figure>',
      '',
      '```md',
      '[Install](guide/install.md)',
      '```',
    ].join('\n');
    write({ kind: 'spaces', id: space }, [page('intro', body), page('guide', 'Guide', [page('install', 'Install')])], [logo]);
    const read = async (refs?: 'stable' | 'relative') => ((await getPage(as(), space, 'intro', refs ? { refs } : {})) as { markdown: string }).markdown;
    expect(await read('stable')).toBe(
      [
        '# intro',
        '',
        '[Install](/pages/install) and [its setup](/pages/install#setup), [top](#top), [site](https://example.com)',
        '',
        '<figure><img src="/files/logo" alt=""></figure>',
        '',
        '```md',
        '[Install](guide/install.md)',
        '```',
        '',
      ].join('\n'),
    );
    expect(await read('relative')).toBe(await read());
    expect(await read()).toContain('[Install](guide/install.md)');
  });
});

describe('documents by id', () => {
  it("finds a page's body by the documentId its page names, in the space's content or a change request, and only in its space", async () => {
    write({ kind: 'spaces', id: space }, [page('intro', 'Welcome to **the docs**.'), page('empty', '')]);
    const intro = (await getPage(as(), space, 'intro')) as { documentId?: string };
    expect((await getPage(as(), space, 'empty')) as object).not.toHaveProperty('documentId');
    const shown = (await getPage(as(), space, 'intro', { format: 'document' })) as { document: unknown };
    expect(await getDocument(as(), space, intro.documentId!)).toEqual(shown.document);

    const cr = createChangeRequest(as('edit'), space, { subject: 'x' });
    write({ kind: 'changeRequests', id: cr.id }, [page('intro', 'Welcome, reworded.')]);
    const draft = (await getPage(as(), space, 'intro', { changeRequest: cr.id })) as { documentId?: string };
    expect(draft.documentId).not.toBe(intro.documentId);
    expect(JSON.stringify(await getDocument(as(), space, draft.documentId!))).toContain('Welcome, reworded.');

    const other = createSpace(as(), 'acme', { title: 'Other' }).id;
    expect(await refusal(() => getDocument(as(), other, intro.documentId!))).toMatchObject({
      reason: 'not-found',
      message: `document "${intro.documentId}" not found`,
    });
  });
});

describe('evaluated', () => {
  it("shows expressions naming the space's or the page's variables as their values, merged into the text around them; others stay expressions", async () => {
    const { store } = sandbox.sandbox;
    const record = store.get('spaces', space)!;
    const body =
      'Install <code class="expression">space.vars.product</code> v<code class="expression">page.vars.version</code> as <code class="expression">visitor.claims.plan</code>.';
    const revision = commitRevision(as('edit'), {
      space,
      type: 'edits',
      parents: [record.revision],
      pages: [{ ...page('intro', body), variables: { version: 3 } }],
      files: [],
      variables: { product: 'docsctl' },
    });
    store.put('spaces', { ...record, revision: revision.id });
    const paragraph = async (evaluated?: true | 'deterministic-only') =>
      ((await getPage(as(), space, 'intro', { format: 'document', ...(evaluated ? { evaluated } : {}) })) as { document: { nodes: { nodes: unknown[] }[] } })
        .document.nodes[0]!.nodes;
    expect(await paragraph('deterministic-only')).toEqual([
      expect.objectContaining({ object: 'text', leaves: [{ object: 'leaf', text: 'Install docsctl v3 as ', marks: [] }] }),
      expect.objectContaining({ object: 'inline', type: 'expression', data: { expression: 'visitor.claims.plan' } }),
      expect.objectContaining({ object: 'text', leaves: [{ object: 'leaf', text: '.', marks: [] }] }),
    ]);
    expect(await paragraph(true)).toEqual(await paragraph('deterministic-only'));
    expect((await paragraph()).filter((node) => (node as { type?: string }).type === 'expression')).toHaveLength(3);
  });
});
