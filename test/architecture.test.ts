import fs from 'node:fs';
import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(file) : file.endsWith('.ts') ? [file] : [];
  });

/**
 * The shape of the code: `src/` has no import cycle (a module that, through others, imports
 * itself), so every folder can be read — and tested — from the bottom up.
 */
describe('src/', () => {
  it('has no import cycle', async () => {
    const graph = await madge('src', { fileExtensions: ['ts'], tsConfig: 'tsconfig.json' });
    expect(graph.circular()).toEqual([]);
  });

  // zod's `z` object holds all of zod, which the CLI's bundle then loads at every start (~15 ms);
  // through `import * as z`, the bundler keeps only what docsctl uses.
  it('imports zod as a namespace, never its z object', () => {
    const zObject = /^import\s+\{[^}]*\bz\b[^}]*\}\s+from\s+'zod'/m;
    expect(sources('src').filter((file) => zObject.test(fs.readFileSync(file, 'utf8')))).toEqual([]);
  });
});
