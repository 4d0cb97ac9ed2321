import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const COMPLETIONS = `${ROOT}completions`;
const ZSH_DRIVER = fileURLToPath(new URL('./zsh-complete.zsh', import.meta.url));
const FISH_DRIVER = fileURLToPath(new URL('./fish-complete.zsh', import.meta.url));

export const SHELL_NAMES = ['bash', 'zsh', 'fish'] as const;
export type ShellName = (typeof SHELL_NAMES)[number];

/** Whether a shell is installed (the completion tests of one that is not skip). */
export function hasShell(shell: ShellName): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${shell}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** What a shell offers for a TAB at the end of a line: each value, and its description where the shell shows one. */
export interface Offered {
  values: string[];
  /** What the shell shows a person: fish's descriptions, zsh's listing; bash shows none. */
  shown: string;
}

/** bin/ first on PATH, so that the scripts' `docsctl` (and its `__complete`) is this checkout's. */
const envWith = (env: NodeJS.ProcessEnv) => ({ ...process.env, ...env, PATH: `${ROOT}bin:${process.env.PATH}` });

/**
 * The line's words as bash gives them to a `complete -F` function (a trailing space: an empty word last;
 * bash splits `--flag=value` at the `=`, so a test writes `--flag = value`), the function run, COMPREPLY printed.
 */
async function bash(line: string, env: NodeJS.ProcessEnv, cwd?: string): Promise<Offered> {
  const script = [
    `source ${COMPLETIONS}/docsctl.bash`,
    'read -ra COMP_WORDS <<< "$LINE"',
    '[[ $LINE == *" " ]] && COMP_WORDS+=("")',
    'COMP_CWORD=$((${#COMP_WORDS[@]} - 1)) COMP_LINE=$LINE COMP_POINT=${#LINE}',
    '_docsctl',
    'printf "%s\\n" "${COMPREPLY[@]}"',
  ].join('\n');
  const { stdout } = await run('bash', ['--norc', '--noprofile', '-c', script], { env: { ...envWith(env), LINE: line }, cwd });
  const values = stdout.split('\n').filter(Boolean);
  return { values, shown: stdout };
}

/** fish's own completion of a line (`complete -C`), the script sourced: `value<TAB>description` lines. */
async function fish(line: string, env: NodeJS.ProcessEnv, cwd?: string): Promise<Offered> {
  const { stdout } = await run('fish', ['--no-config', '-c', `source ${COMPLETIONS}/docsctl.fish; complete -C $argv[1]`, line], { env: envWith(env), cwd });
  return {
    values: stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('\t')[0]!),
    shown: stdout,
  };
}

/** An interactive zsh on a pseudo-terminal, compinit with completions/ on fpath, TAB pressed: see zsh-complete.zsh. */
async function zsh(line: string, env: NodeJS.ProcessEnv, cwd?: string): Promise<Offered> {
  const { stdout } = await run('zsh', ['-f', ZSH_DRIVER, COMPLETIONS, line], { env: envWith(env), cwd, timeout: 30_000 });
  const values = [...new Set([...stdout.matchAll(/<<(.*?)>>/g)].map((m) => m[1]!))];
  // The listing, without the terminal's control sequences.
  return { values, shown: stdout.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '') };
}

/** What the shell offers for a TAB at the end of `line`, with the completion script of completions/. */
export const complete = (shell: ShellName, line: string, env: NodeJS.ProcessEnv = {}): Promise<Offered> => ({ bash, fish, zsh })[shell](line, env);

/** The text between the drivers' LINE-START and LINE-END: the line as the shell left it. */
const lineIn = (stdout: string) => /LINE-START(.*?)LINE-END/s.exec(stdout)?.[1];

/**
 * The line as the shell leaves it after a TAB at the end of `line` (ending in a space) that has one
 * candidate: bash's COMPREPLY word put in as bash puts it, zsh's and fish's own insertion, each read
 * from the shell on a pseudo-terminal (fish's driven by zsh's zpty).
 */
export async function completedLine(shell: ShellName, line: string, env: NodeJS.ProcessEnv, cwd: string): Promise<string | undefined> {
  if (shell === 'bash') {
    const { values } = await bash(line, env, cwd);
    return values.length === 1 ? `${line}${values[0]} ` : line;
  }
  if (shell === 'zsh') return lineIn((await zsh(line, env, cwd)).shown);
  const { stdout } = await run('zsh', ['-f', FISH_DRIVER, COMPLETIONS, line], { env: envWith(env), cwd, timeout: 30_000 });
  return lineIn(stdout.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ''));
}
