import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/main.js';
import { AUTH_OPERATIONS } from '../../src/cli/commands/auth.js';
import { resources } from '../../src/cli/catalog.js';
import { operationsOf } from '../../src/cli/verbs/verb.js';
import { operations } from '../../src/schemas/operations.js';
import { runCli, verbsOf } from '../helpers/cli.js';

function walk(command: Command, path: string[] = []): { path: string[]; command: Command }[] {
  return [{ path, command }, ...command.commands.flatMap((sub) => walk(sub, [...path, sub.name()]))];
}

describe('docsctl', () => {
  it('prints its version, and refuses a bad flag value as a usage error', async () => {
    expect((await runCli(['--version'])).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const bad = await runCli(['serve', '--port', '99999']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--port.*0 to 65535/);
    const unknown = await runCli(['spaces', 'frobnicate']);
    expect(unknown.code).toBe(2);
  });

  it.each([
    [['spaces', 'frobnicate'], "docsctl: unknown command 'frobnicate'"],
    [['spaces', 'lst'], "docsctl: unknown command 'lst' (Did you mean list?)"],
    [['spaces', 'list', '--bogus'], "docsctl: unknown option '--bogus'"],
    [['teams', 'remove', 'T1'], "docsctl: missing required argument 'user'"],
    [['spaces', 'view', 'S1', 'S2'], "docsctl: too many arguments for 'view'. Expected 1 argument but got 2."],
  ])('says what commander refuses in its own style, on one line, exit 2: %j', async (line, message) => {
    expect(await runCli(line)).toEqual({ code: 2, stdout: '', stderr: `${message}\n` });
  });

  it('shows the help of a verb through help, as gh does', async () => {
    const { code, stdout } = await runCli(['help', 'spaces', 'list']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: docsctl spaces list /);
  });

  it('gives every command a description and an example in its help', async () => {
    let help = '';
    const io = { out: process.stdout, err: process.stderr, in: process.stdin, outIsTTY: false, errIsTTY: false, inIsTTY: false, env: {} };
    const { program } = await buildProgram(io, { code: 0 });
    const missing: string[] = [];
    for (const { path, command } of walk(program)) {
      help = '';
      command.configureOutput({ writeOut: (s) => (help += s), writeErr: (s) => (help += s) });
      command.outputHelp();
      if (!command.description() || !/Examples?:\n\s+\$ docsctl /.test(help)) missing.push(path.join(' ') || '(root)');
    }
    expect(missing).toEqual([]);
  });

  it('reaches every operation of the API through exactly one resource verb (or auth)', async () => {
    const loaded = await Promise.all(resources.map(async (r) => verbsOf(r.name, await r.load())));
    const reached = [...loaded.flat().flatMap(({ verb }) => operationsOf(verb)), ...AUTH_OPERATIONS];
    expect([...reached].sort()).toEqual(Object.keys(operations).sort());
  });
});
