import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { HelpEntry } from '../../src/cli/help-catalog.js';
import { buildProgram, describeProgram, helpProgram } from '../../src/cli/main.js';
import { testIO } from '../helpers/cli.js';

function walk(command: Command, path: string[] = []): { path: string[]; command: Command }[] {
  return [{ path, command }, ...command.commands.flatMap((sub) => walk(sub, [...path, sub.name()]))];
}

/** What `outputHelp` writes for each command of a program, by its command line. */
function helpOfEach(program: Command): Map<string, string> {
  return new Map(
    walk(program).map(({ path, command }) => {
      let help = '';
      command.configureOutput({ writeOut: (s) => (help += s) });
      command.outputHelp();
      return [path.join(' '), help];
    }),
  );
}

describe('the help catalog', () => {
  it('shows, for every command, the help the real command shows', async () => {
    const { io } = testIO();
    const real = helpOfEach((await buildProgram(io, { code: 0 })).program);
    const saved = JSON.parse(JSON.stringify(await describeProgram())) as HelpEntry[];
    const fromCatalog = helpOfEach(await helpProgram(new Map(saved.map((entry) => [entry.name, entry])), { out: () => {}, err: () => {} }));
    expect([...fromCatalog.keys()]).toEqual([...real.keys()]);
    for (const [line, help] of real) expect({ line, help: fromCatalog.get(line) }).toEqual({ line, help });
  });
});
