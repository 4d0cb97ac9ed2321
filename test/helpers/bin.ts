import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { CliResult } from './cli.js';
import { BIN } from './serve-process.js';
import { tempDir } from './temp-dirs.js';

/**
 * The built `bin/docsctl` as a user runs it, in a pipe: its own config directory and nothing of
 * this process's environment but PATH (no DOCSCTL_*, no VISUAL, no CI), stdin from `stdin`.
 */
export function runBin(args: string[], options: { configDir: string; env?: NodeJS.ProcessEnv; stdin?: string }): Promise<CliResult> {
  const child = spawn(process.execPath, [BIN, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, DOCSCTL_CONFIG_DIR: options.configDir, ...options.env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(options.stdin ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** A config directory of its own: the binary run with it, and its config file as written. */
export function freshConfig() {
  const configDir = tempDir('docsctl-config-');
  const file = path.join(configDir, 'config.json');
  return {
    configDir,
    file,
    docsctl: (args: string[], options: { env?: NodeJS.ProcessEnv; stdin?: string } = {}) => runBin(args, { configDir, ...options }),
    stored: () => JSON.parse(fs.readFileSync(file, 'utf8')),
  };
}
