import { CliError, EXIT, type IO } from './io.js';
import { canPrompt } from './settings.js';
import { printable } from './render/terminal-text.js';

/** Questions go to stderr so that stdout stays the command's answer. Loaded when a question is asked: it is slow to load. */
async function prompter(io: IO) {
  const { default: inquirer } = await import('inquirer');
  return inquirer.createPromptModule({ input: io.in, output: io.err });
}

/** One of a list, shown by `name` (text from the API: shown, never obeyed), and once chosen by `short` if it has one. */
export interface Choice<T = string> {
  name: string;
  short?: string;
  value: T;
}

const shown = <T>(choices: Choice<T>[]) => choices.map((c) => ({ name: printable(c.name), short: printable(c.short ?? c.name), value: c.value }));

/**
 * Asks before something that cannot be undone (`--yes` skips the question). Without a terminal to ask
 * on (or under CI) it refuses, and says that `--yes` lets it through.
 */
export async function confirmOrRefuse(io: IO, asked: string): Promise<void> {
  // The question names what it acts on, as given on the command line, maybe from the API by way of a script.
  const question = printable(asked);
  if (!canPrompt(io)) throw new CliError(`${question.replace(/\?$/, '')}: refusing without --yes when not asked on a terminal`, EXIT.usage);
  const { ok } = await (await prompter(io))<{ ok: boolean }>([{ type: 'confirm', name: 'ok', message: question, default: false }]);
  if (!ok) throw new CliError('cancelled');
}

export async function askSecret(io: IO, message: string): Promise<string> {
  const { secret } = await (await prompter(io))<{ secret: string }>([{ type: 'password', name: 'secret', message: printable(message), mask: '*' }]);
  return secret;
}

/** A line of text; `validate` answers true, or what is wrong with it (the question is asked again). */
export async function askText(io: IO, message: string, validate: (value: string) => true | string = () => true): Promise<string> {
  const { text } = await (await prompter(io))<{ text: string }>([{ type: 'input', name: 'text', message: printable(message), validate }]);
  return text;
}

export async function askYesNo(io: IO, message: string): Promise<boolean> {
  const { yes } = await (await prompter(io))<{ yes: boolean }>([{ type: 'confirm', name: 'yes', message: printable(message) }]);
  return yes;
}

/** Asks which of several things to take; the cursor starts on `initial`. */
export async function chooseOne<T>(io: IO, message: string, choices: Choice<T>[], initial?: T): Promise<T> {
  const { chosen } = await (
    await prompter(io)
  )<{ chosen: T }>([{ type: 'select', name: 'chosen', message: printable(message), choices: shown(choices), pageSize: 15, default: initial }]);
  // inquirer's answer type wraps T in conditional types TypeScript cannot resolve for a type parameter.
  return chosen as T;
}

/** Several of a list; at least one. */
export async function chooseSome<T>(io: IO, message: string, choices: Choice<T>[]): Promise<T[]> {
  const { chosen } = await (
    await prompter(io)
  )<{ chosen: T[] }>([{ type: 'checkbox', name: 'chosen', message: printable(message), choices: shown(choices), required: true, pageSize: 15 }]);
  return chosen;
}

/** Changes the text a spinner shows while its work runs; a no-op where there is no spinner. */
export type ShowProgress = (text: string) => void;

/**
 * Runs a long step behind a spinner on stderr when stderr is a terminal; elsewhere it just runs.
 * The work may change the spinner's text as it goes. A terminal that reports no width (a pty nobody
 * sized) gets no spinner: ora would redraw it forever.
 */
export async function withSpinner<T>(io: IO, text: string, work: (show: ShowProgress) => Promise<T>): Promise<T> {
  if (!io.errIsTTY || !(io.err as NodeJS.WriteStream).columns) return work(() => {});
  const { default: ora } = await import('ora');
  // stdin is left alone, so that Ctrl-C reaches the process as the terminal's SIGINT.
  const spinner = ora({ text: printable(text), stream: io.err, isEnabled: true, discardStdin: false, color: io.env.NO_COLOR ? false : 'cyan' }).start();
  try {
    return await work((next) => {
      spinner.text = printable(next);
      // Drawn now rather than at the next frame, so that a step shorter than a frame is seen too.
      spinner.render();
    });
  } finally {
    spinner.stop();
  }
}
