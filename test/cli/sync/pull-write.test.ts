import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFolder, type FolderWriteOptions } from '../../../src/cli/sync/pull-write.js';
import { sha256 } from '../../../src/store/objects.js';
import { tempDir } from '../../helpers/temp-dirs.js';

const files = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([file, text]) => [file, Buffer.from(text)]));
const pagesAndAssets: FolderWriteOptions['owned'] = (relative) => relative.endsWith('.md') || relative.startsWith('.gitbook/assets/');
const hashes = (entries: Record<string, string>) => Object.fromEntries(Object.entries(entries).map(([file, text]) => [file, sha256(Buffer.from(text))]));
const entriesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

describe('writeFolder', () => {
  it('refuses every path from the API that no folder holds safely, naming each, writing nothing', async () => {
    const dir = tempDir('folder-');
    const bad = ['../outside.md', '/etc/passwd', 'a/../../b.md', 'C:\\x.md', 'a\\b.md'];
    await expect(
      writeFolder(dir, files({ 'ok.md': 'x', ...Object.fromEntries(bad.map((file) => [file, 'x'])) }), {
        recorded: undefined,
        owned: pagesAndAssets,
        force: true,
      }),
    ).rejects.toThrow(
      `refusing to pull into ${dir}: the content names paths a folder cannot hold safely on every system: "../outside.md" (a ".." folder), "/etc/passwd" (an absolute path or a drive), "a/../../b.md" (a ".." folder), "C:\\x.md" (an absolute path or a drive), "a\\b.md" (a backslash, which Windows reads as a folder separator); nothing was written`,
    );
    expect(entriesOf(dir)).toEqual([]);
  });

  it('removes what the record says it wrote only inside the folder, only pages and assets, and never through a link', async () => {
    const dir = tempDir('folder-');
    const outside = tempDir('outside-');
    writeFileSync(path.join(outside, 'old.md'), 'mine');
    writeFileSync(path.join(dir, 'package.json'), '{}');
    // A record from a repository one cloned: it names files outside, files that are not the content's, and files behind a link.
    const recorded = hashes({ '../outside/old.md': 'mine', 'package.json': '{}' });
    const done = await writeFolder(dir, files({ 'README.md': '# Hi' }), { recorded, owned: pagesAndAssets, force: false });
    expect(done).toMatchObject({ written: ['README.md'], removed: [] });
    expect(readFileSync(path.join(dir, 'package.json'), 'utf8')).toBe('{}');
    symlinkSync(outside, path.join(dir, 'linked'));
    await expect(
      writeFolder(dir, files({ 'README.md': '# Hi' }), { recorded: hashes({ 'linked/old.md': 'mine' }), owned: pagesAndAssets, force: true }),
    ).rejects.toThrow(`refusing to pull into ${dir}: linked is a symbolic link, which pull never writes through`);
    expect(readFileSync(path.join(outside, 'old.md'), 'utf8')).toBe('mine');
  });

  it('refuses a file where a folder goes and a folder where a file goes, even with force', async () => {
    const dir = tempDir('folder-');
    writeFileSync(path.join(dir, 'guide'), 'a file');
    mkdirSync(path.join(dir, 'intro.md'));
    await expect(
      writeFolder(dir, files({ 'guide/README.md': 'x', 'intro.md': 'y', 'new.md': 'z' }), { recorded: undefined, owned: pagesAndAssets, force: true }),
    ).rejects.toThrow(
      `refusing to pull into ${dir}: guide (a file where pull writes a folder), intro.md (a folder where pull writes a file); move them aside, then pull again; nothing was written`,
    );
    expect(existsSync(path.join(dir, 'new.md'))).toBe(false);
  });

  it('names the first 20 files of many it refuses, and how many more', async () => {
    const dir = tempDir('folder-');
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`p${String(i).padStart(2, '0')}.md`, 'mine']));
    for (const [file, text] of Object.entries(many)) writeFileSync(path.join(dir, file), text);
    await expect(
      writeFolder(dir, files(Object.fromEntries(Object.keys(many).map((file) => [file, 'theirs']))), {
        recorded: undefined,
        owned: pagesAndAssets,
        force: false,
      }),
    ).rejects.toThrow(/: p00\.md, p01\.md, .*, p19\.md and 5 more, which no pull wrote, would be overwritten/);
  });

  it('removes no file without a record, forced or not', async () => {
    const dir = tempDir('folder-');
    writeFileSync(path.join(dir, 'CHANGELOG.md'), 'mine');
    const done = await writeFolder(dir, files({ 'README.md': '# Hi' }), { recorded: undefined, owned: pagesAndAssets, force: true });
    expect(done).toMatchObject({ written: ['README.md'], removed: [] });
    expect(entriesOf(dir)).toEqual(['CHANGELOG.md', 'README.md']);
  });
});
