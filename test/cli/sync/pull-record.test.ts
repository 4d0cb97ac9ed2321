import { mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PULL_RECORD, readPullRecord, writePullRecord } from '../../../src/cli/sync/pull-record.js';
import { tempDir } from '../../helpers/temp-dirs.js';

describe('the record of a pull', () => {
  it('is read back as written, and is none where no pull wrote one', async () => {
    const dir = tempDir('folder-');
    expect(await readPullRecord(dir)).toBeUndefined();
    expect(await readPullRecord(path.join(dir, 'missing'))).toBeUndefined();
    const files = { 'b.md': 'b'.repeat(64), 'a.md': 'a'.repeat(64) };
    await writePullRecord(dir, files);
    expect(await readPullRecord(dir)).toEqual({ version: 1, files });
    // The same record again leaves the file as it was, its time too.
    const written = statSync(path.join(dir, PULL_RECORD)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writePullRecord(dir, { 'a.md': 'a'.repeat(64), 'b.md': 'b'.repeat(64) });
    expect(statSync(path.join(dir, PULL_RECORD)).mtimeMs).toBe(written);
  });

  it.each([
    ['a link', (file: string) => symlinkSync(path.join(path.dirname(file), 'elsewhere.json'), file), 'is a symbolic link, which pull never follows'],
    ['a folder', (file: string) => mkdirSync(file), 'is not a file'],
    ['not JSON', (file: string) => writeFileSync(file, '{'), 'is not JSON'],
    ['of another shape', (file: string) => writeFileSync(file, '{"version": 1, "files": {"a.md": "not a hash"}}'), 'is not a record docsctl pull wrote'],
  ])('is refused when it is %s, naming it and what to do', async (_, make, why) => {
    const dir = tempDir('folder-');
    make(path.join(dir, PULL_RECORD));
    await expect(readPullRecord(dir)).rejects.toThrow(`${path.join(dir, PULL_RECORD)} ${why}; remove it and pull again`);
  });
});
