import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sandboxPerTest, tsvRows } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dirs.js';

const current = sandboxPerTest();

/** A zip of two Markdown pages uploaded with `docsctl storage upload --kind import_file`: the key it printed. */
async function uploadedZip(): Promise<string> {
  const file = path.join(tempDir('import-'), 'docs.zip');
  fs.writeFileSync(file, zipSync({ 'README.md': Buffer.from('# Welcome\n'), 'guide.md': Buffer.from('# Guide\n') }));
  const { stdout } = await current.cli(['storage', 'upload', file, '--kind', 'import_file', '--json']);
  return (JSON.parse(stdout) as { key: string }).key;
}

describe('docsctl imports', () => {
  it('starts a run of storage files into a space and waits for it, lists it, and refuses to cancel it once done', async () => {
    const space = (await current.sb.client('admin').orgs.createSpace('acme', { title: 'Imported' })).data.id;
    const started = await current.cli(['--org', 'acme', 'imports', 'start', '--file', await uploadedZip(), '--space', space, '--wait', '--json']);
    expect(started.stderr).toBe('');
    const run = JSON.parse(started.stdout) as { id: string; status: string; pages: unknown[] };
    expect(run).toMatchObject({ status: 'completed', pages: [expect.anything(), expect.anything()] });
    expect((await current.sb.client('read').spaces.listPages(space)).data.pages.map((page) => page.title)).toEqual(['Welcome', 'Guide']);

    const listed = await current.cli(['--org', 'acme', 'imports', 'list', '--status', 'completed']);
    expect(tsvRows(listed.stdout).map((row) => row.slice(0, 4))).toEqual([[run.id, 'completed', 'file', space]]);

    const cancelled = await current.cli(['--org', 'acme', 'imports', 'cancel', run.id]);
    expect(cancelled.code).toBe(1);
    expect(cancelled.stderr).toMatch(/is completed; only a pending or in-progress run can be cancelled/);
  });

  it('fails --wait with the run reason when the source cannot be read', async () => {
    const space = (await current.sb.client('admin').orgs.createSpace('acme', { title: 'Nowhere' })).data.id;
    const started = await current.cli(['--org', 'acme', 'imports', 'start', '--url', 'http://127.0.0.1:9/', '--space', space, '--wait']);
    expect(started.code).toBe(1);
    expect(started.stderr).toMatch(/^docsctl: Import run \S+ failed: could not fetch/);
  });
});
