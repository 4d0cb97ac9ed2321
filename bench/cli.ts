import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { log, nowMs, removeDir, section, stats, tempDir, type Stats } from './util.js';

const BIN = fileURLToPath(new URL('../../bin/docsctl', import.meta.url));

export interface CliStart {
  node: Stats;
  version: Stats;
  list: Stats;
}

/** A sandbox in its own process, as people run it, so that timing the CLI does not share a CPU thread with it. */
async function startServe(dir: string) {
  const child = spawn(process.execPath, [BIN, 'serve', '--data', path.join(dir, 'data'), '--port', '0', '--json', '--no-profile'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(readline.createInterface({ input: child.stdout }), 'line')) as [string];
  const ready = JSON.parse(line) as { url: string; token: string; organizationId: string };
  return { ready, stop: () => child.kill('SIGTERM') };
}

/**
 * What every command pays before its answer: `docsctl --version` against a bare `node -e ""`
 * (goal: within 1.5×), and a whole `docsctl spaces list` against a local sandbox.
 */
export async function measureCliStart(options: { runs: number }): Promise<CliStart> {
  section('CLI start');
  const dir = tempDir('docsctl-bench-cli-');
  const { ready, stop } = await startServe(dir);
  const env = { ...process.env, DOCSCTL_API_URL: ready.url, DOCSCTL_TOKEN: ready.token, DOCSCTL_ORG: ready.organizationId, DOCSCTL_CONFIG_DIR: dir };
  const time = (args: string[]) =>
    stats(
      Array.from({ length: options.runs }, () => {
        const started = nowMs();
        execFileSync(process.execPath, args, { stdio: 'ignore', env });
        return nowMs() - started;
      }),
    );
  try {
    const node = time(['-e', '']);
    const version = time([BIN, '--version']);
    const list = time([BIN, 'spaces', 'list']);
    log(`over ${options.runs} runs: bare node ${node.mean.toFixed(0)} ms, docsctl --version ${version.mean.toFixed(0)} ms, docsctl spaces list ${list.mean.toFixed(0)} ms`);
    return { node, version, list };
  } finally {
    stop();
    removeDir(dir);
  }
}
