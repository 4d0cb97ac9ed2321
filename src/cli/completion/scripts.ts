import type { Command } from 'commander';
import { bashScript } from './bash.js';
import { fishScript } from './fish.js';
import { completionTree } from './tree.js';
import { zshScript } from './zsh.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** The completion script of a shell, generated from the command tree so it cannot drift from it. */
export function completionScript(program: Command, shell: Shell): string {
  return { bash: bashScript, zsh: zshScript, fish: fishScript }[shell](completionTree(program));
}
