import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { PageNode } from '../../src/format/page.js';
import { siteShowing } from '../helpers/site-content.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';

/**
 * What a sandbox works out of its records (search indexes, link analyses, navigations, pages as
 * sent, PDFs) is its own: two sandboxes in one process, as the in-process startSandbox() and every
 * test worker make them, never answer with each other's. Their ids are random, so two rarely share
 * one; these share every id they can (one seed, then one space and one revision by the same ids,
 * written straight into each store), the worst case for a cache keyed by ids, and differ in content.
 */
const SPACE = 'twinSpace0123456789a';
const REVISION = 'twinRevision01234567';
const AT = '2026-01-01T00:00:00.000Z';

/** Each sandbox's page: the same id, slug and title, other words and another link. */
const words = { one: 'aardvark', two: 'bumblebee' } as const;
type Name = keyof typeof words;
const other = (name: Name): Name => (name === 'one' ? 'two' : 'one');

/** The twin space in `sb`, public, its one page about `word` (linking to a site named after it). */
function twinSpace(sb: Running, word: string): void {
  const { store } = sb.sandbox;
  const page: PageNode = {
    id: 'welcome',
    title: 'Welcome',
    slug: 'welcome',
    markdown: `All about the ${word}.\n\nSee [more](https://${word}.test/).\n`,
    createdAt: AT,
    updatedAt: AT,
    pages: [],
  };
  store.putRevision({
    id: REVISION,
    seq: store.nextSeq(),
    type: 'edits',
    parents: [],
    space: SPACE,
    author: 'admin',
    createdAt: AT,
    pages: [page],
    files: [],
    variables: {},
    reusableContents: [],
  });
  const seq = store.nextSeq();
  store.put('spaces', {
    id: SPACE,
    seq,
    order: seq,
    organization: 'acme',
    title: 'Twin',
    emoji: '',
    visibility: 'public',
    editMode: 'live',
    defaultLevel: 'inherit',
    createdAt: AT,
    updatedAt: AT,
    revision: REVISION,
    shareKey: 'twinShareKey0123456789abcdefghij',
  });
}

/** What `sb` shows of the twin space, through the API and on the web: search, links, the PDF, the space published alone, and on a site. */
async function readings(sb: Running, site: string) {
  const text = async (url: string) => (await fetch(url)).text();
  const pdf = new Uint8Array(await (await fetch((await sb.call('GET', `/v1/spaces/${SPACE}/pdf`)).body.url)).arrayBuffer());
  const found = async (word: string) => (await sb.call('GET', `/v1/spaces/${SPACE}/search?query=${word}`)).body.items.length as number;
  return {
    search: { one: await found(words.one), two: await found(words.two) },
    links: (await sb.call('GET', `/v1/spaces/${SPACE}/links`)).body.items.map((link: { targetReference: { url?: string } }) => link.targetReference.url),
    pdf: (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text,
    published: await text(`${sb.url}/published/${SPACE}`),
    site: await text(site),
    siteSearch: await text(`${site}?q=${words.one}`),
  };
}

let sandboxes: Record<Name, { sb: Running; site: string }>;

beforeEach(async () => {
  sandboxes = {} as typeof sandboxes;
  for (const name of ['one', 'two'] as const) {
    // The same seed: the same organization, users and tokens.
    const sb = await startSandbox();
    twinSpace(sb, words[name]);
    sandboxes[name] = { sb, site: (await siteShowing(sb, 'Twins', [{ id: SPACE }])).urls.published! };
  }
});
afterEach(async () => {
  for (const { sb } of Object.values(sandboxes)) await sb.close();
});

describe('two sandboxes in one process', () => {
  it('each read through the API and on the published site shows its own content, whichever was read first', async () => {
    const one = await readings(sandboxes.one.sb, sandboxes.one.site);
    const two = await readings(sandboxes.two.sb, sandboxes.two.site);
    for (const [name, read] of [
      ['one', one],
      ['two', two],
    ] as const) {
      const [own, theirs] = [words[name], words[other(name)]];
      expect(read.search, name).toEqual({ [name]: 1, [other(name)]: 0 });
      expect(read.links, name).toEqual([`https://${own}.test/`]);
      expect(read.pdf, name).toContain(own);
      expect(read.pdf, name).not.toContain(theirs);
      for (const page of [read.published, read.site]) {
        expect(page, name).toContain(`All about the ${own}.`);
        expect(page, name).not.toContain(theirs);
      }
      expect(read.siteSearch.includes('class="result-title"'), name).toBe(name === 'one');
    }
  });

  it('shows what a reset brought back, then content written again under the same ids, not what it showed before', async () => {
    const { sb, site } = sandboxes.one;
    expect(await (await fetch(site)).text()).toContain(`All about the ${words.one}.`);
    expect((await sb.call('POST', '/_sandbox/reset')).status).toBe(200);
    expect((await fetch(`${sb.url}/published/${SPACE}`)).status).toBe(404);
    twinSpace(sb, words.two);
    const again = await readings(sb, (await siteShowing(sb, 'Twins', [{ id: SPACE }])).urls.published!);
    expect(again.search).toEqual({ one: 0, two: 1 });
    expect(again.links).toEqual([`https://${words.two}.test/`]);
    expect(again.pdf).not.toContain(words.one);
    expect(again.published).toContain(`All about the ${words.two}.`);
    expect(again.site).toContain(`All about the ${words.two}.`);
  });
});
