import { CliError, EXIT, canPrompt, type IO } from './io.js';
import { printable } from './render/terminal-text.js';

/** Questions go to stderr so that stdout stays the command's answer. Loaded when a question is asked: it is slow to load. */
async function prompter(io: IO) {
  const { default: inquirer } = await import('inquirer');
  return inquirer.createPromptModule({ input: io.in as NodeJS.ReadStream, output: io.err as NodeJS.WriteStream });
}

/**
 * Asks before something that cannot be undone (`--yes` skips the question). Without a terminal to ask
 * on (or under CI) it refuses, and says that `--yes` lets it through.
 */
export async function confirmOrRefuse(io: IO, asked: string): Promise<void> {
  // The question names what it acts on, as given on the command line, maybe from the API by way of a script.
  const question = printable(asked);
  if (!canPrompt(io)) throw new CliError(`${question.replace(/\?$/, '')}: refusing without --yes when not asked on a terminal`, EXIT.usage);
  const { ok } = await (await prompter(io))([{ type: 'confirm', name: 'ok', message: question, default: false }]);
  if (!ok) throw new CliError('cancelled');
}

/** Asks which of several things to take; each is shown by its name and answered by its value; the cursor starts on `initial`. */
export async function askChoice(io: IO, message: string, choices: { name: string; value: string }[], initial?: string): Promise<string> {
  const { choice } = await (await prompter(io))([
    { type: 'select', name: 'choice', message: printable(message), choices: choices.map(({ name, value }) => ({ name: printable(name), value })), default: initial },
  ]);
  return String(choice);
}

export async function askSecret(io: IO, message: string): Promise<string> {
  const { secret } = await (await prompter(io))([{ type: 'password', name: 'secret', message: printable(message), mask: '*' }]);
  return String(secret);
}

/**
 * Runs a long step behind a spinner on stderr when stderr is a terminal; elsewhere it just runs.
 * A terminal that reports no width (a pty nobody sized) gets no spinner: ora would redraw it forever.
 */
export async function withSpinner<T>(io: IO, text: string, work: () => Promise<T>): Promise<T> {
  if (!io.errIsTTY || !(io.err as NodeJS.WriteStream).columns) return work();
  const { default: ora } = await import('ora');
  // stdin is left alone, so that Ctrl-C reaches the process as the terminal's SIGINT.
  const spinner = ora({ text: printable(text), stream: io.err as NodeJS.WriteStream, isEnabled: true, discardStdin: false, color: io.env.NO_COLOR ? false : 'cyan' }).start();
  try {
    return await work();
  } finally {
    spinner.stop();
  }
}
