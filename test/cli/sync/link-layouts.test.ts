import { describe, expect, it } from 'vitest';
import { pulledLinks, withLinksRelaid } from '../../../src/cli/sync/link-layouts.js';
import type { LocalPage } from '../../../src/cli/sync/local.js';
import type { ImportedFile } from '../../../src/format/import/tree.js';
import { analyzeMarkdown } from '../../../src/format/markdown/analysis.js';

const CONFIG = { readme: 'README.md', summary: 'SUMMARY.md' };
const page = (path: string, file: string, text: string, pages: LocalPage[] = []): LocalPage => ({
  type: 'document',
  title: path,
  slug: path.split('/').at(-1)!,
  path,
  file,
  text,
  pages,
});
const image: ImportedFile = { name: 'a.png', path: 'images/a.png', read: async () => new Uint8Array() };

/** What a page of the result sends and is compared as, by path. */
function texts(pages: LocalPage[]): Record<string, { text?: string; sent?: string }> {
  return Object.fromEntries(pages.flatMap((p) => [[p.path, { text: p.text, sent: p.sent }], ...Object.entries(texts(p.pages))]));
}

describe('withLinksRelaid: what push sends of a page whose place is not its file’s folder', () => {
  it('sends links written from the page’s place, and compares them as pull writes the page', async () => {
    // The summary puts reference/api/other.md under the guide, and the image under .gitbook/assets/, where the API keeps files.
    const pages = [
      page('home', 'README.md', 'Go to [other](reference/api/other.md#usage).'),
      page('guide', 'guide/README.md', 'See [other](../reference/api/other.md).', [
        page('guide/other', 'reference/api/other.md', '[Home](../../README.md), [guide](../../guide/) and ![a](../../images/a.png).'),
      ]),
    ];
    expect(texts(await withLinksRelaid(pages, [image], CONFIG, []))).toEqual({
      home: { text: 'Go to [other](guide/other.md#usage).', sent: 'Go to [other](guide/other.md#usage).' },
      // The content reads a page the API inserts from its place (`guide` from the top); pull writes it as guide/README.md.
      guide: { text: 'See [other](other.md).', sent: 'See [other](guide/other.md).' },
      'guide/other': {
        text: '[Home](../README.md), [guide](README.md) and ![a](../.gitbook/assets/a.png).',
        sent: '[Home](../README.md), [guide](README.md) and ![a](../.gitbook/assets/a.png).',
      },
    });
  });

  it('sends a page the content keeps a file for from that file’s folder, and leaves a folder laid out as pull writes it as it is', async () => {
    const pages = [
      page('home', 'README.md', 'Hi.'),
      page('guide', 'guide/README.md', 'See [setup](setup.md).', [page('guide/setup', 'guide/setup.md', 'Back [up](README.md).')]),
    ];
    const kept = [{ path: 'guide', git: { path: 'guide/README.md' }, pages: [] }];
    expect(texts(await withLinksRelaid(pages, [], CONFIG, kept))).toEqual({
      home: { text: 'Hi.' },
      guide: { text: 'See [setup](setup.md).' },
      'guide/setup': { text: 'Back [up](README.md).' },
    });
    // Without that file, the content reads the guide from the top.
    expect(texts(await withLinksRelaid(pages, [], CONFIG, [])).guide).toEqual({ text: 'See [setup](setup.md).', sent: 'See [setup](guide/setup.md).' });
  });
});

describe('pulledLinks: what pull writes of a page read from elsewhere than its file', () => {
  const asset = { file: { id: 'F1', name: 'a.png' }, path: '.gitbook/assets/a.png' };
  it('writes links from the file pull writes, whether the page was read from its place or from the file it came from', () => {
    const placed: { page: { id: string; path: string; git?: { path: string } }; file: string; text: string }[] = [
      { page: { id: 'H', path: 'home' }, file: 'README.md', text: 'Go to [other](guide/other.md).' },
      { page: { id: 'G', path: 'guide' }, file: 'guide/README.md', text: 'See [other](guide/other.md) and ![a](.gitbook/assets/a.png).' },
      {
        page: { id: 'O', path: 'guide/other', git: { path: 'reference/api/other.md' } },
        file: 'guide/other.md',
        text: '[Guide](../../guide/README.md), [home](../../README.md).',
      },
    ];
    expect(pulledLinks(placed, [asset], analyzeMarkdown)).toEqual([
      'Go to [other](guide/other.md).',
      'See [other](other.md) and ![a](../.gitbook/assets/a.png).',
      '[Guide](README.md), [home](../README.md).',
    ]);
  });
});
