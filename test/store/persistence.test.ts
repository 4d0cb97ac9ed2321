import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs.js';
import { FilePersistence } from '../../src/store/persistence.js';

const root = tempDirs('persistence');

describe('FilePersistence', () => {
  it('removes, when it opens, the temporary files that writes cut short by a crash left, blobs included', () => {
    const r = root();
    const first = new FilePersistence(r);
    const bytes = Buffer.from('kept');
    const hash = createHash('sha256').update(bytes).digest('hex');
    first.writeBlob(hash, bytes);
    first.write('spaces', 's1', { id: 's1' });
    first.close();
    // What `kill -9` in the middle of writeFileDurably leaves: `<file>.<pid>.tmp`.
    const orphanBlob = path.join(r, 'blobs', `${'a'.repeat(64)}.4242.tmp`);
    const orphanRecord = path.join(r, 'spaces', 's2.json.4242.tmp');
    fs.writeFileSync(orphanBlob, Buffer.alloc(1024));
    fs.writeFileSync(orphanRecord, '{"id":');

    const reopened = new FilePersistence(r);
    expect(reopened.loadAll('spaces')).toEqual([{ id: 's1' }]);
    expect(fs.existsSync(orphanBlob)).toBe(false);
    expect(fs.existsSync(orphanRecord)).toBe(false);
    expect(fs.readdirSync(path.join(r, 'blobs'))).toEqual([hash]);
    expect(reopened.readBlob(hash)?.toString()).toBe('kept');
    reopened.close();
  });
});
