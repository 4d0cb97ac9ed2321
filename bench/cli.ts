import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { BIN, serveProcess } from './serve.js';
import { log, nowMs, removeDir, section, stats, tempDir, type Stats } from './util.js';

export interface CliStart {
  node: Stats;
  version: Stats;
  help: Stats;
  list: Stats;
}

/** Each figure of the CLI's start against bare node, with its goal. */
export const CLI_START_GOALS = { version: 1.5, help: 1.6, list: 2.5 } as const;

/**
 * What every command pays before its answer, each against a bare `node -e ""`: `docsctl --version`,
 * a verb's `--help`, and a whole `docsctl spaces list` against a local sandbox (goals: CLI_START_GOALS).
 * The commands take turns, so that what else the machine does weighs on each alike.
 */
export async function measureCliStart(options: { runs: number }): Promise<CliStart> {
  section('CLI start');
  const dir = tempDir('docsctl-bench-cli-');
  // A sandbox in its own process, as people run it, so that timing the CLI does not share a CPU thread with it.
  const server = await serveProcess(path.join(dir, 'data'));
  const env = { ...process.env, DOCSCTL_API_URL: server.url, DOCSCTL_TOKEN: server.token, DOCSCTL_ORG: server.organizationId, DOCSCTL_CONFIG_DIR: dir };
  const commands = { node: ['-e', ''], version: [BIN, '--version'], help: [BIN, 'spaces', 'list', '--help'], list: [BIN, 'spaces', 'list'] };
  const samples = { node: [] as number[], version: [] as number[], help: [] as number[], list: [] as number[] };
  try {
    for (let run = 0; run < options.runs; run++) {
      for (const [name, args] of Object.entries(commands) as [keyof typeof commands, string[]][]) {
        const started = nowMs();
        execFileSync(process.execPath, args, { stdio: 'ignore', env });
        samples[name].push(nowMs() - started);
      }
    }
    const [node, version, help, list] = [stats(samples.node), stats(samples.version), stats(samples.help), stats(samples.list)];
    log(
      `over ${options.runs} runs: bare node ${node.mean.toFixed(0)} ms, docsctl --version ${version.mean.toFixed(0)} ms, ` +
        `docsctl spaces list --help ${help.mean.toFixed(0)} ms, docsctl spaces list ${list.mean.toFixed(0)} ms`,
    );
    return { node, version, help, list };
  } finally {
    await server.stop();
    removeDir(dir);
  }
}
