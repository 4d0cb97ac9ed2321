import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { createSpec, getSpec, replaceSpec } from '../../../src/domain/openapi/specs.js';
import { createTranslation, getTranslation, runTranslation } from '../../../src/domain/translations/translations.js';
import { contextOf, openDataDir } from '../../../src/sandbox/open.js';
import { rolesSeed } from '../../helpers/sandbox.js';
import { tempDirs } from '../../helpers/temp-dirs.js';

const dataDir = tempDirs('interrupted');

describe('work held when the sandbox stopped', () => {
  it('is reported failed on the next open, with how to do it again', async () => {
    const dir = dataDir();
    const first = await openDataDir(dir, rolesSeed(), undefined, { jobs: 'manual' });
    const admin = (sandbox: typeof first) => contextOf(sandbox, sandbox.store.get('users', 'admin')!, 'http://sandbox.test');
    const source = { text: 'openapi: 3.0.3\ninfo:\n  title: Petstore\n  version: "1"\npaths: {}\n' };
    expect(createSpec(admin(first), 'acme', { slug: 'held', source }).processingState).toBe('pending');
    const space = createSpace(admin(first), 'acme', { title: 'Source' }).id;
    const translation = createTranslation(admin(first), 'acme', { source: { space, language: 'en' }, language: 'de' }).id;
    runTranslation(admin(first), 'acme', translation);
    await first.close();

    const second = await openDataDir(dir);
    try {
      expect(getSpec(admin(second), 'acme', 'held')).toMatchObject({
        processingState: 'complete',
        lastProcessErrorCode: 'FETCH_ERROR',
        lastProcessedErrors: [{ message: "the sandbox stopped before this work ran; send the spec's source again to process it" }],
      });
      expect(getTranslation(admin(second), 'acme', translation)).toMatchObject({
        status: 'completed',
        lastRunError: 'the sandbox stopped before this work ran; run the translation again',
      });
      // As the message says: the same text, sent again, is processed this time.
      expect(replaceSpec(admin(second), 'acme', 'held', { source }).spec.processingState).toBe('pending');
      await second.jobs.settle();
      expect(getSpec(admin(second), 'acme', 'held')).toMatchObject({ processingState: 'complete', lastVersion: expect.any(String) });
      expect(getSpec(admin(second), 'acme', 'held').lastProcessErrorCode).toBeUndefined();
    } finally {
      await second.close();
    }
  });
});
