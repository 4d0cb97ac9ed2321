import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HELP_CATALOG_FILE } from '../../src/cli/help-catalog.js';
import { describeProgram } from '../../src/cli/main.js';
import { runCli } from '../helpers/cli.js';
import { BIN, tempDir } from '../helpers/serve-process.js';

const built = new URL(`../../dist/bundle/${HELP_CATALOG_FILE}`, import.meta.url);

/** `docsctl ARGS` as a user runs it, from the bundle (which has the catalog): its exit code and output. */
function docsctl(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...process.env, DOCSCTL_CONFIG_DIR: tempDir('docsctl-config-') } }, (error, stdout, stderr) =>
      resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr }),
    );
  });
}

describe('the help catalog', () => {
  it('in the bundle is what the command tree describes (the build writes it; on a mismatch: npm run build)', async () => {
    expect(JSON.parse(fs.readFileSync(built, 'utf8'))).toEqual(JSON.parse(JSON.stringify(await describeProgram())));
  });
});

describe('docsctl … --help, from the catalog', () => {
  it.each([
    [['spaces', 'list', '--help']],
    [['--org', 'acme', 'spaces', 'list', '-h']],
    [['help', 'cr', 'reviewers', 'add']],
    [['content', 'edit', '--help']],
    [['spaces', '--help']],
  ])('%j prints what the real command tree prints', async (args) => {
    const [fromBundle, fromSources] = await Promise.all([docsctl(args), runCli(args)]);
    expect(fromBundle).toEqual(fromSources);
    expect(fromBundle.code).toBe(0);
    expect(fromBundle.stdout).toMatch(/^Usage: docsctl /);
    expect(fromBundle.stdout).toMatch(/Examples?:\n\s+\$ docsctl /);
  });

  it("lists a verb's flags, arguments and the global options", async () => {
    const { stdout } = await docsctl(['spaces', 'list', '--help']);
    expect(stdout).toMatch(/^Usage: docsctl spaces list \[options\]/);
    for (const flag of ['--limit <n>', '--all', '-h, --help', '--org <id>', '--json']) expect(stdout).toContain(flag);
    const reviewers = await docsctl(['cr', 'reviewers', 'add', '--help']);
    expect(reviewers.stdout).toMatch(/^Usage: docsctl cr reviewers add \[options\] <space> <change-request> <\w+\.\.\.>/);
  });

  it('still runs a line that only looks like a request for help, and refuses what is no command', async () => {
    const usage = await docsctl(['spaces', 'frobnicate', '--help']);
    expect(usage).toEqual(await runCli(['spaces', 'frobnicate', '--help']));
  });
});
