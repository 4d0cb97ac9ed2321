import { describe, expect, it } from 'vitest';
import { pulledFolder } from '../../../src/cli/sync/pulled.js';
import type { RemoteContent, RemoteFile, RemotePage } from '../../../src/cli/sync/remote.js';
import { LAYOUT } from '../../helpers/page-layout.js';

const documentPage = (id: string, path: string, pages: RemotePage[] = []): RemotePage =>
  ({
    id,
    title: id,
    slug: path.split('/').at(-1)!,
    path,
    kind: 'sheet',
    type: 'document',
    urls: { app: `https://app.test/${path}` },
    layout: LAYOUT,
    pages,
  }) as RemotePage;
const file = (id: string, name: string): RemoteFile => ({ id, name, contentType: 'image/png', downloadURL: `https://files.test/v0/${id}?token=t`, size: 1 });
const config = { readme: 'README.md', summary: 'SUMMARY.md' };

describe('pulledFolder', () => {
  it('names files under .gitbook/assets/, the newest of a name keeping it, the others numbered as GitBook numbers them', async () => {
    const files = [file('f1', 'logo.png'), file('f2', 'Logo.png'), file('f3', 'logo.png'), file('f4', '../../etc/passwd'), file('f5', '..')];
    const content: RemoteContent = { revision: 'r', pages: [], files, markdown: new Map() };
    expect((await pulledFolder(content, config)).assets.map(({ file: f, path }) => [f.id, path])).toEqual([
      ['f1', '.gitbook/assets/logo (2).png'],
      ['f2', '.gitbook/assets/Logo (1).png'],
      ['f3', '.gitbook/assets/logo.png'],
      ['f4', '.gitbook/assets/.._.._etc_passwd'],
      ['f5', '.gitbook/assets/_'],
    ]);
  });

  it("refers to files by their path from the page's file, whether the API named them by URL or by /files/<id>", async () => {
    const pages = [documentPage('intro', 'intro'), documentPage('guide', 'guide', [documentPage('install', 'guide/install')])];
    const markdown = new Map([
      ['intro', '# Intro\n\n![Logo](https://files.test/v0/f1?token=t)\n'],
      ['guide', '# Guide\n\n<img src="https://files.test/v0/f1?token=t" alt="">\n\n[The shot](/files/f2) and [another](/files/f22), `/files/f2` in code.\n'],
      ['install', '# Install\n\n{% file src="/files/f2" %}\n'],
    ]);
    const folder = await pulledFolder(
      { revision: 'r', pages, files: [file('f1', 'logo.png'), file('f2', 'editor shot.png'), file('f22', 'other.png')], markdown },
      config,
    );
    expect(folder.pages.map(({ file: f, text }) => [f, text])).toEqual([
      ['README.md', '# Intro\n\n![Logo](.gitbook/assets/logo.png)\n'],
      [
        'guide/README.md',
        '# Guide\n\n<img src="../.gitbook/assets/logo.png" alt="">\n\n[The shot](../.gitbook/assets/editor%20shot.png) and [another](../.gitbook/assets/other.png), `../.gitbook/assets/editor%20shot.png` in code.\n',
      ],
      ['guide/install.md', '# Install\n\n{% file src="../.gitbook/assets/editor%20shot.png" %}\n'],
    ]);
    expect(folder.summary).toBe('# Table of contents\n\n* [intro](README.md)\n* [guide](guide/README.md)\n  * [install](guide/install.md)\n');
  });
});
