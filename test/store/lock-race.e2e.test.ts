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
  await build({
    entryPoints: [new URL('../../src/store/lock.ts', import.meta.url).pathname],
    outfile: lockModule,
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
});

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/**
 * A process that waits for the given instant, tries to lock `dir`, says 'won' or why it was refused,
 * then keeps what it won until its stdin closes, when it exits without releasing it: the next
 * round's abandoned lock. It is let go only once every contender has tried, so one that a busy
 * machine starts late still finds the lock held, not abandoned.
 */
function contender(dir: string, at: number): { outcome: Promise<string>; exited: Promise<void>; release: () => void } {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    while (Date.now() < ${at});
    try { lockDataDir(${JSON.stringify(dir)}); console.log('won'); } catch (error) { console.log('refused: ' + error.message); }
    process.stdin.on('end', () => process.exit(0)).resume();
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const outcome = new Promise<string>((resolve) =>
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.trim());
    }),
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { outcome, exited, release: () => child.stdin.end() };
}

describe('processes racing for an abandoned lock', () => {
  it(`lets exactly one of ${CONTENDERS} take it, ${ROUNDS} times over`, async () => {
    const dir = path.join(work, 'data');
    for (let round = 0; round < ROUNDS; round++) {
      const at = Date.now() + 500;
      const contenders = Array.from({ length: CONTENDERS }, () => contender(dir, at));
      const outcomes = await Promise.all(contenders.map((c) => c.outcome));
      for (const c of contenders) c.release();
      await Promise.all(contenders.map((c) => c.exited));
      expect(
        outcomes.filter((o) => o === 'won'),
        `round ${round}:\n${outcomes.join('\n')}`,
      ).toHaveLength(1);
    }
  }, 30_000);
});
