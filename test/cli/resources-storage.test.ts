import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxPerTest } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dirs.js';

const current = sandboxPerTest();

describe('docsctl storage upload', () => {
  it("asks for an upload URL and sends the file's bytes to it: the organization then holds them", async () => {
    const file = path.join(tempDir('upload-'), 'diagram.png');
    const bytes = Buffer.alloc(2 * 1024 * 1024, 'diagram');
    fs.writeFileSync(file, bytes);
    const { code, stdout, stderr } = await current.cli(['storage', 'upload', file, '--json']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const answer = JSON.parse(stdout) as { object: string; url: string; key: string };
    expect(answer).toMatchObject({ object: 'storage-signed-url', key: expect.stringMatching(/^acme\/organization_file\/.+\/diagram\.png$/) });
    const [upload] = current.sb.sandbox.store.recordsIn('storageUploads', 'byOrganization', 'acme');
    expect(current.sb.sandbox.store.getBlob(upload!.blob!)!.equals(bytes)).toBe(true);

    const table = await current.cli(['storage', 'upload', file]);
    expect(table.stdout).toMatch(
      /^key\tacme\/organization_file\/\S+\/diagram\.png\nurl\thttp:\/\/127\.0\.0\.1:\d+\/_sandbox\/storage\/\S+\?expires=\d+&signature=[0-9a-f]{64}\n$/,
    );
  });
});
