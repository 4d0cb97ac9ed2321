import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELLS } from '../../../src/cli/completion/scripts.js';
import { commandsOf, completionTree } from '../../../src/cli/completion/tree.js';
import { buildProgram } from '../../../src/cli/main.js';
import { runCli, testIO } from '../../helpers/cli.js';

const FILES = { bash: 'docsctl.bash', zsh: '_docsctl', fish: 'docsctl.fish' } as const;
const checkedIn = (shell: keyof typeof FILES) => fs.readFileSync(new URL(`../../../completions/${FILES[shell]}`, import.meta.url), 'utf8');

describe('docsctl completion', () => {
  it.each(SHELLS)('the checked-in %s script is what the command tree generates', async (shell) => {
    const { code, stdout } = await runCli(['completion', shell]);
    expect(code).toBe(0);
    // On a mismatch: npm run completions
    expect(stdout).toBe(checkedIn(shell));
  });

  it('names every command and alias of the tree in each script, and never the hidden __complete', async () => {
    const { program } = await buildProgram(testIO().io, { code: 0 });
    const words = commandsOf(completionTree(program).root).flatMap((node) => [node.name, ...node.aliases]);
    expect(words).toEqual(expect.arrayContaining(['spaces', 'view', 'get', 'reviewers', 'update-from-space', 'completion']));
    for (const shell of SHELLS) {
      const script = checkedIn(shell);
      for (const word of words) expect(script).toMatch(new RegExp(`\\b${word}\\b`));
      // `__complete` only as the command the scripts run, never as a word offered.
      expect(script.match(/__complete/g)!.length).toBe(1);
    }
  });

  it('refuses an unknown shell as a usage error', async () => {
    const { code, stderr } = await runCli(['completion', 'tcsh']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/bash, zsh, fish/);
  });
});
