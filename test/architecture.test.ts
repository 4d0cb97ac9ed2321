import madge from 'madge';
import { describe, expect, it } from 'vitest';

/**
 * The shape of the code: `src/` has no import cycle (a module that, through others, imports
 * itself), so every folder can be read — and tested — from the bottom up.
 */
describe('src/', () => {
  it('has no import cycle', async () => {
    const graph = await madge('src', { fileExtensions: ['ts'], tsConfig: 'tsconfig.json' });
    expect(graph.circular()).toEqual([]);
  });
});
