import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpace } from '../../src/domain/content/spaces.js';
import { importContent } from '../../src/domain/import/import-content.js';
import { resolveTarget } from '../../src/domain/change-requests/target.js';
import { serveFixtures } from '../helpers/fixtures-server.js';
import { refusal, rules, type Rules } from '../helpers/rules.js';

/**
 * HTML shaped to be slow or deep to read: thousands of unclosed tags (which an HTML parser's
 * repair takes cubic time over, 38 s for 4,000) and tags nested past what converting to
 * Markdown can recurse through.
 */
const UNCLOSED = `<html><body><h1>Unclosed</h1>${'<b>word '.repeat(4_000)}</body></html>`;
/** What sloppy real pages hold: paragraphs and items their next one closes, a few formatting tags left open. */
const SLOPPY = `<html><body><h1>Sloppy</h1><ul>${'<li>item '.repeat(5_000)}</ul>${'<p>para '.repeat(5_000)}${'<i>open '.repeat(100)}</body></html>`;
const DEEP = `<html><body><h1>Deep</h1>${'<div>'.repeat(20_000)}bottom${'</div>'.repeat(20_000)}</body></html>`;

let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
let sandbox: Rules;
beforeAll(async () => {
  fixtures = await serveFixtures({
    '/unclosed.html': { type: 'text/html', body: UNCLOSED },
    '/deep.html': { type: 'text/html', body: DEEP },
    '/sloppy.html': { type: 'text/html', body: SLOPPY },
    '/site/': { type: 'text/html', body: '<html><body><h1>Home</h1><a href="/site/deep.html">deep</a> <a href="/site/fine.html">fine</a></body></html>' },
    '/site/deep.html': { type: 'text/html', body: DEEP },
    '/site/fine.html': { type: 'text/html', body: '<html><body><h1>Fine</h1><p>ok</p></body></html>' },
  });
  sandbox = rules();
});
afterAll(() => fixtures.close());

const pagesOf = (space: string) => resolveTarget(sandbox.as(), space, undefined, 'read').revision.pages;

describe('hostile HTML imported', () => {
  it('with tags left open the way real pages leave them is read whole', async () => {
    const space = createSpace(sandbox.as(), 'acme', { title: 'Sloppy' }).id;
    await importContent(sandbox.as(), space, { source: 'html', url: fixtures.url('/sloppy.html') });
    const [page] = pagesOf(space);
    expect(page!.title).toBe('Sloppy');
    expect(page!.markdown.match(/item/g)).toHaveLength(5_000);
    expect(page!.markdown.match(/open/g)).toHaveLength(100);
  });

  it.each([
    ['of thousands of unclosed tags, each holding the rest', '/unclosed.html'],
    ['nested past 256 levels', '/deep.html'],
  ])('%s is a 400 that says so, and changes nothing', async (_, url) => {
    const space = createSpace(sandbox.as(), 'acme', { title: 'Deep' }).id;
    expect(await refusal(() => importContent(sandbox.as(), space, { source: 'html', url: fixtures.url(url) }))).toMatchObject({
      reason: 'invalid',
      message: expect.stringMatching(/nests its HTML more than 256 levels deep/),
    });
    expect(pagesOf(space)).toEqual([]);
  });

  it('nested too deep in a website crawl leaves that page out, and the crawl goes on', async () => {
    const space = createSpace(sandbox.as(), 'acme', { title: 'Site' }).id;
    await importContent(sandbox.as(), space, { source: 'website', url: fixtures.url('/site/') });
    expect(pagesOf(space).map((p) => p.title)).toEqual(['Home', 'Fine']);
  });
});
