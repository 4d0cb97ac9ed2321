/**
 * The servers the benches measure, each set up one way: a sandbox served by the bench's own
 * process (`served`), or `docsctl serve` in a process of its own (`serveProcess`), both with
 * requests as their admin; and `probeWhile`, which times `GET /v1/user` while work runs.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Context } from '../src/domain/kernel/context.js';
import { contextOf, identity, openDataDir, type Sandbox } from '../src/sandbox/open.js';
import { createApp, type AppOptions } from '../src/server/app.js';
import { nowMs, removeDir, tempDir } from './util.js';

export const BIN = fileURLToPath(new URL('../../bin/docsctl', import.meta.url));
export const HOST = '127.0.0.1';

/** Requests to a server as its admin; an answer other than 2xx throws, with its start. */
export interface Admin {
  url: string;
  token: string;
  /** The answer's bytes, once the last has come: where a timed request ends. */
  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Buffer>;
  /** The answer, parsed as JSON. */
  get<T = Record<string, unknown>>(path: string): Promise<T>;
  /** `body` is sent as JSON; the answer is parsed as JSON. */
  post<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T>;
}

export function adminOf(url: string, token: string): Admin {
  const request = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${bytes.toString('utf8', 0, 300)}`);
    return bytes;
  };
  const parsed = async <T>(answer: Promise<Buffer>) => JSON.parse((await answer).toString()) as T;
  return {
    url,
    token,
    request,
    get: <T>(path: string) => parsed<T>(request('GET', path)),
    post: <T>(path: string, body?: unknown) => parsed<T>(request('POST', path, body)),
  };
}

export interface Served extends Admin {
  sandbox: Sandbox;
  /** The admin's context, to write through the domain as a request would but without HTTP. */
  ctx: Context;
  port: number;
  organizationId: string;
  /** Stops the server, closes the sandbox and removes its data directory. */
  close(): Promise<void>;
}

/** A sandbox on a data directory of its own, served over HTTP on loopback by this process. */
export async function served(label: string, options: AppOptions = {}): Promise<Served> {
  const dir = tempDir(label);
  const sandbox = await openDataDir(dir);
  const app = createApp(sandbox, options);
  await app.listen({ host: HOST, port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const url = `http://${HOST}:${port}`;
  const { token, organizationId, userId } = identity(sandbox);
  if (!token) throw new Error('the seeded admin has no token');
  const close = async () => {
    await app.close();
    await sandbox.close();
    removeDir(dir);
  };
  return { ...adminOf(url, token), sandbox, ctx: contextOf(sandbox, sandbox.store.get('users', userId)!, url), port, organizationId, close };
}

/**
 * Times `GET /v1/user` every 10 ms while `work` runs: the work's time and the slowest answer
 * meanwhile (other requests must still be answered while a long one runs).
 */
export async function probeWhile<T>(admin: Admin, work: () => Promise<T>): Promise<{ result: T; ms: number; probeMaxMs: number }> {
  let probeMaxMs = 0;
  let done = false;
  const probing = (async () => {
    while (!done) {
      const started = nowMs();
      await admin.request('GET', '/v1/user');
      probeMaxMs = Math.max(probeMaxMs, nowMs() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = nowMs();
  try {
    const result = await work();
    return { result, ms: nowMs() - started, probeMaxMs };
  } finally {
    done = true;
    await probing;
  }
}

export interface ServeProcess extends Admin {
  organizationId: string;
  /** From the spawn to the ready line. */
  startMs: number;
  /** A line of the process's /proc/<pid>/status (Linux), in KiB: VmRSS is its RSS now, VmHWM its peak. */
  memoryKiB(field: 'VmRSS' | 'VmHWM'): number;
  /** Resets the peak, VmHWM, to the present RSS (proc(5)), so that a later peak is a step's own. */
  resetPeakMemory(): void;
  /** SIGTERM, then the process's exit. */
  stop(): Promise<void>;
}

/**
 * `docsctl serve --json` on the data directory `dir`, as people run it, in a process of its
 * own: its start, memory and CPU are its alone. Resolves on its ready line.
 */
export async function serveProcess(dir: string): Promise<ServeProcess> {
  const started = nowMs();
  const child = spawn(process.execPath, [BIN, 'serve', '--data', dir, '--port', '0', '--json', '--no-profile'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  try {
    const [line] = (await once(readline.createInterface({ input: child.stdout }), 'line')) as [string];
    const startMs = nowMs() - started;
    const ready = JSON.parse(line) as { url: string; token: string; organizationId: string };
    const memoryKiB = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? NaN);
    const resetPeakMemory = () => {
      try {
        fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
      } catch {
        // Without it the peak may be start-up's: a growth measured from it can only come out higher.
      }
    };
    return { ...adminOf(ready.url, ready.token), organizationId: ready.organizationId, startMs, memoryKiB, resetPeakMemory, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
