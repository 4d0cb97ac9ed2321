import { spawn } from 'node:child_process';
import type { CliResult } from './cli.js';
import { BIN } from './serve-process.js';

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
