import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { BIN, serveProcess } from './serve.js';
import { log, nowMs, removeDir, section, stats, tempDir, type Stats } from './util.js';

export interface CliStart {
  node: Stats;
  version: Stats;
  list: Stats;
}

/**
 * What every command pays before its answer: `docsctl --version` against a bare `node -e ""`
 * (goal: within 1.5×), and a whole `docsctl spaces list` against a local sandbox.
 */
export async function measureCliStart(options: { runs: number }): Promise<CliStart> {
  section('CLI start');
  const dir = tempDir('docsctl-bench-cli-');
  // A sandbox in its own process, as people run it, so that timing the CLI does not share a CPU thread with it.
  const server = await serveProcess(path.join(dir, 'data'));
  const env = { ...process.env, DOCSCTL_API_URL: server.url, DOCSCTL_TOKEN: server.token, DOCSCTL_ORG: server.organizationId, DOCSCTL_CONFIG_DIR: dir };
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
    await server.stop();
    removeDir(dir);
  }
}
