import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CONTENDERS = 4;
const ROUNDS = 3;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docsctl-lock-race-'));
const lockModule = path.join(work, 'lock.mjs');

beforeAll(async () => {
  await build({ entryPoints: [new URL('../../src/store/lock.ts', import.meta.url).pathname], outfile: lockModule, bundle: true, format: 'esm', platform: 'node', logLevel: 'warning' });
});

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/**
 * A process that waits for the given instant, tries to lock `dir`, says 'won' or why it was refused,
 * then keeps what it won until `until`, when it exits without releasing it: the next round's
 * abandoned lock. Held a second past the instant, so that a contender a busy machine starts
 * late still finds it held, not abandoned.
 */
function contender(dir: string, at: number, until: number): Promise<string> {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    while (Date.now() < ${at});
    try { lockDataDir(${JSON.stringify(dir)}); console.log('won'); } catch (error) { console.log('refused: ' + error.message); }
    setTimeout(() => process.exit(0), Math.max(0, ${until} - Date.now()));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve) => child.on('exit', () => resolve(out.trim())));
}

describe('processes racing for an abandoned lock', () => {
  it(`lets exactly one of ${CONTENDERS} take it, ${ROUNDS} times over`, async () => {
    const dir = path.join(work, 'data');
    for (let round = 0; round < ROUNDS; round++) {
      const at = Date.now() + 500;
      const outcomes = await Promise.all(Array.from({ length: CONTENDERS }, () => contender(dir, at, at + 1_000)));
      expect(outcomes.filter((o) => o === 'won'), `round ${round}:\n${outcomes.join('\n')}`).toHaveLength(1);
    }
  }, 30_000);
});
