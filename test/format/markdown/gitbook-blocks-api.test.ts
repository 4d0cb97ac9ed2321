import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import { startSandbox, type Running } from '../../helpers/sandbox.js';
import { specErrors } from '../../helpers/spec.js';

/**
 * A page holding every GitBook block, read through the API as the official client reads it:
 * its document, parsed in a worker thread, conforms to GitBook's spec; its PDF, rendered in
 * another, prints what the blocks hold.
 */
const EVERY_BLOCK = fs.readFileSync(new URL('../../fixtures/gitbook-blocks.md', import.meta.url), 'utf8');

let sb: Running;
let space: string;

beforeAll(async () => {
  sb = await startSandbox();
  space = (await sb.client('create').orgs.createSpace('acme', { title: 'Blocks' })).data.id;
  const record = sb.sandbox.store.get('spaces', space)!;
  const now = new Date().toISOString();
  const pages = [{ id: 'blocks', title: 'Blocks', slug: 'blocks', markdown: EVERY_BLOCK, createdAt: now, updatedAt: now, pages: [] }];
  const revision = commitRevision(
    { ...sb.sandbox, caller: sb.sandbox.store.get('users', 'create')! },
    { space, type: 'edits', parents: [record.revision], pages },
  );
  sb.sandbox.store.put('spaces', { ...record, revision: revision.id });
});
afterAll(async () => {
  await sb.close();
});

describe('a page of every GitBook block, through the API', () => {
  it('reads as a document the spec accepts, each block as its GitBook node', async () => {
    const response = await sb.client('read').spaces.getPageById(space, 'blocks', { format: 'document' });
    expect(specErrors('getPageById', response.status, response.data)).toEqual([]);
    const { nodes } = (response.data as unknown as { document: { nodes: { type: string; data?: Record<string, unknown> }[] } }).document;
    const node = (type: string) => nodes.find((n) => n.type === type);
    for (const type of ['hint', 'tabs', 'stepper', 'embed', 'content-ref', 'images', 'expandable', 'table', 'math', 'swagger'])
      expect(node(type), type).toBeDefined();
    expect(node('hint')!.data).toEqual({ style: 'warning' });
    expect(node('code')!.data).toMatchObject({ title: 'index.js', syntax: 'javascript', lineNumbers: true, overflow: 'wrap' });
    expect(node('table')!.data).toMatchObject({ view: { type: 'cards' } });
    expect(node('images')).toMatchObject({ nodes: [{ type: 'image', fragments: [{ fragment: 'caption' }] }] });
  });

  it("prints in a PDF a tab's title and a hint's text", async () => {
    const cr = (await sb.client('edit').spaces.createChangeRequest(space, {})).data;
    const { url } = (await sb.client('edit').spaces.getChangeRequestPdf(space, cr.id)).data;
    const pdf = await getDocumentProxy(new Uint8Array(await (await fetch(url)).arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const words of ['Homebrew', 'Mind the zanzibar flag.', 'index.js']) expect(text).toContain(words);
  });

  it('answers 404 for a PDF of a page the content lacks, by the API and by the URL', async () => {
    const cr = (await sb.client('edit').spaces.createChangeRequest(space, {})).data;
    expect((await sb.call('GET', `/v1/spaces/${space}/change-requests/${cr.id}/pdf?page=bogus`)).status).toBe(404);
    const { url } = (await sb.client('edit').spaces.getChangeRequestPdf(space, cr.id)).data;
    const bogus = await fetch(`${url}?page=bogus`);
    expect([bogus.status, await bogus.text()]).toEqual([404, expect.stringContaining('bogus')]);
  });
});
