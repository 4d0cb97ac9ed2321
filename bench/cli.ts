import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { log, nowMs, section, stats, type Stats } from './util.js';

const BIN = fileURLToPath(new URL('../../bin/docsctl', import.meta.url));

/** How long `docsctl --version` takes as a process, against a bare `node -e ""`: what every command pays before its request. */
export function measureCliStart(options: { runs: number }): { cli: Stats; node: Stats } {
  section('CLI start');
  const time = (args: string[]) =>
    stats(
      Array.from({ length: options.runs }, () => {
        const started = nowMs();
        execFileSync(process.execPath, args, { stdio: 'ignore' });
        return nowMs() - started;
      }),
    );
  const node = time(['-e', '']);
  const cli = time([BIN, '--version']);
  log(`docsctl --version: ${cli.mean.toFixed(0)} ms mean over ${options.runs} runs; bare node: ${node.mean.toFixed(0)} ms`);
  return { cli, node };
}
