import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from './http.js';
import { serveInProcess, type InProcessServe } from './serve-in-process.js';
import { dirSet, tempDir } from './temp-dirs.js';

export { tempDir };

export const BIN = fileURLToPath(new URL('../../bin/docsctl', import.meta.url));

export interface Ready {
  url: string;
  token: string;
  organizationId: string;
  userId: string;
}

export interface ServeProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

/** Runs `docsctl serve ARGS` as a real process: the built binary (or an installed one), as a user runs it, with profiles kept in `configDir`. */
export function spawnServe(args: string[], configDir = tempDir('docsctl-config-'), bin = BIN): ServeProcess {
  const child = spawn(process.execPath, [bin, 'serve', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DOCSCTL_CONFIG_DIR: configDir } });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  // 'close', not 'exit': a process may exit before its output is all read, and a test reads its stderr once it has.
  const exited = new Promise<number | string>((resolve) => child.on('close', (code, signal) => resolve(code ?? signal ?? -1)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Waits for the first full line on stdout, or fails with what the process said. */
export async function readyLine(proc: ServeProcess, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (!proc.stdout().includes('\n')) {
    if (proc.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`serve did not get ready: exit ${proc.child.exitCode}, stderr: ${proc.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return proc.stdout().split('\n')[0]!;
}

/** `serve --json --port 0 --data DIR`, ready. */
export async function startServe(dataDir: string, extra: string[] = [], configDir?: string, bin?: string): Promise<{ proc: ServeProcess; ready: Ready }> {
  const proc = spawnServe(['--json', '--port', '0', '--data', dataDir, ...extra], configDir, bin);
  return { proc, ready: JSON.parse(await readyLine(proc)) as Ready };
}

/** A seed file beside the data directory `d` (a file in it would make it no empty directory), holding `seed`. */
export function writeSeed(d: string, seed: unknown): string {
  const file = path.join(d, '..', `${path.basename(d)}-seed.json`);
  fs.writeFileSync(file, JSON.stringify(seed));
  return file;
}

/** A request to a running serve, as its admin. */
export const api = (ready: Ready, method: string, urlPath: string, body?: unknown) => request(ready.url, method, urlPath, { token: ready.token, body });

/** Stops a process and waits for it, whatever state it is in. */
export async function stop(proc: ServeProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | string> {
  if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill(signal);
  return proc.exited;
}

/**
 * The serve processes, in-process serves and data directories of a test file:
 * `afterEach(served.cleanup)` stops what still runs (waking a stopped process first) and
 * removes the directories.
 */
export function servedFixtures() {
  const running: ServeProcess[] = [];
  const inProcess: InProcessServe[] = [];
  const dirs = dirSet();
  return {
    dir: (): string => dirs.make(),
    track: (proc: ServeProcess): ServeProcess => {
      running.push(proc);
      return proc;
    },
    serve: async (dataDir: string, extra: string[] = [], configDir?: string) => {
      const started = await startServe(dataDir, extra, configDir);
      running.push(started.proc);
      return started;
    },
    /** `serve --json --port 0 --data DIR` (without `--json` when `json` is false), in this process, ready. */
    serveInProcess: async (dataDir: string, extra: string[] = [], options: { json?: boolean; configDir?: string } = {}): Promise<InProcessServe> => {
      const args = [...(options.json === false ? [] : ['--json']), '--port', '0', '--data', dataDir, ...extra];
      const started = await serveInProcess(args, options.configDir);
      inProcess.push(started);
      return started;
    },
    cleanup: async (): Promise<void> => {
      await Promise.all(inProcess.splice(0).map((serve) => serve.stop()));
      for (const proc of running.splice(0)) {
        proc.child.kill('SIGCONT');
        await stop(proc, 'SIGKILL');
      }
      dirs.removeAll();
    },
  };
}
