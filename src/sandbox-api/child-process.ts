import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Served, StartSandboxOptions } from './options.js';

/** The CLI beside this module, two folders up from the bundle (dist/bundle/) and from the sources (src/sandbox-api/) alike. */
const BIN = fileURLToPath(new URL('../../bin/docsctl', import.meta.url));

/**
 * The sandbox as `docsctl serve --json --port 0 --no-profile` in a process of its own (ephemeral
 * unless `dataDir` is given): ready once its one line of JSON is out, stopped with SIGTERM.
 */
export async function serveInChildProcess(options: StartSandboxOptions): Promise<Served> {
  // --seed reads a file: one in a directory of its own, gone once the server has read it.
  const seedDir = options.seed ? fs.mkdtempSync(path.join(os.tmpdir(), 'docsctl-seed-')) : undefined;
  const seedFile = seedDir && path.join(seedDir, 'seed.json');
  if (seedFile) fs.writeFileSync(seedFile, JSON.stringify(options.seed));
  const args = [
    BIN,
    'serve',
    '--json',
    '--port',
    '0',
    '--no-profile',
    ...(options.dataDir ? ['--data', options.dataDir] : ['--ephemeral']),
    ...(seedFile ? ['--seed', seedFile] : []),
    ...(options.jobs ? ['--jobs', options.jobs] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  try {
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        if (stdout.includes('\n')) resolve(stdout.slice(0, stdout.indexOf('\n')));
      });
      child.once('error', reject);
      child.once('exit', (code, signal) => reject(new Error(`docsctl serve ended before it was ready (${signal ?? `exit ${code}`}): ${stderr.trim()}`)));
    });
    const ready = JSON.parse(line) as Omit<Served, 'stop'>;
    return {
      ...ready,
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    if (seedDir) fs.rmSync(seedDir, { recursive: true, force: true });
  }
}
