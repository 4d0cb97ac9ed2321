import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxPerTest } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dirs.js';

const current = sandboxPerTest();

/** A font file uploaded with `docsctl storage upload`: the key it printed. */
async function uploaded(name: string): Promise<string> {
  const file = path.join(tempDir('font-'), name);
  fs.writeFileSync(file, `wOF2 ${name}`);
  const { stdout } = await current.cli(['storage', 'upload', file, '--kind', 'customization_font', '--json']);
  return (JSON.parse(stdout) as { key: string }).key;
}

describe('docsctl fonts', () => {
  it('creates a font of uploaded files with --face WEIGHT=KEY, adds and removes a weight with edit, and deletes it', async () => {
    const created = await current.cli(['fonts', 'create', '--name', 'Acme Sans', '--face', `400=${await uploaded('Acme.woff2')}`, '--json']);
    expect(created.stderr).toBe('');
    const font = JSON.parse(created.stdout) as { id: string; fontFamily: string; fontFaces: { weight: number }[] };
    expect(font).toMatchObject({ fontFamily: 'Acme Sans', fontFaces: [{ weight: 400 }] });

    const bold = await uploaded('Acme-Bold.woff2');
    expect((await current.cli(['fonts', 'edit', font.id, '--face', `700=${bold}`, '--face', '300='])).stdout).toBe(
      `id\t${font.id}\nfontFamily\tAcme Sans\nfontFaces.length\t2\n`,
    );
    expect((await current.cli(['fonts', 'list'])).stdout).toBe(`${font.id}\tAcme Sans\t2\n`);
    expect((await current.cli(['fonts', 'edit', font.id, '--face', '700='])).stdout).toContain('fontFaces.length\t1\n');

    const refused = await current.cli(['fonts', 'edit', font.id, '--face', '400=']);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('a font needs a face of weight 400') });
    expect((await current.cli(['fonts', 'create', '--name', 'X', '--face', 'bold'])).stderr).toContain('--face bold: give WEIGHT=STORAGE_KEY');

    expect(await current.cli(['fonts', 'delete', font.id, '--yes'])).toMatchObject({ code: 0 });
    expect((await current.cli(['fonts', 'list'])).stdout).toBe('');
  });
});
