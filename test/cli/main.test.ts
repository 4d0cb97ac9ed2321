import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { SHELLS } from '../../src/cli/completion.js';

async function runCli(argv: string[]) {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (c) => (stdout += c));
  err.on('data', (c) => (stderr += c));
  const code = await run(argv, { out, err });
  return { code, stdout, stderr };
}

const checkedIn = (shell: string) => fs.readFileSync(new URL(`../../completions/docsctl.${shell}`, import.meta.url), 'utf8');

describe('docsctl', () => {
  it('prints its version, and refuses a bad flag value as a usage error', async () => {
    expect((await runCli(['--version'])).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const bad = await runCli(['serve', '--port', '99999']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--port.*0 to 65535/);
  });
});

describe('docsctl completion', () => {
  it.each(SHELLS)('the checked-in %s script is what the command tree generates', async (shell) => {
    const { code, stdout } = await runCli(['completion', shell]);
    expect(code).toBe(0);
    // On a mismatch: for s in bash zsh fish; do ./bin/docsctl completion $s > completions/docsctl.$s; done
    expect(stdout).toBe(checkedIn(shell));
  });

  it('completes commands and flags in bash, skipping option values', () => {
    const complete = (words: string[]) =>
      execFileSync('bash', ['-c', `source completions/docsctl.bash; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _docsctl; echo "\${COMPREPLY[*]}"`], {
        encoding: 'utf8',
      }).trim();
    expect(complete(['docsctl', 'se'])).toBe('serve');
    expect(complete(['docsctl', 'serve', '--data', '/tmp/x', '--s'])).toBe('--seed');
  });

  it('refuses an unknown shell as a usage error', async () => {
    const { code, stderr } = await runCli(['completion', 'tcsh']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/bash, zsh, fish/);
  });
});
