import type { IO } from './io.js';
import { setting } from './settings.js';

/** The pager a person asked for (settings.ts says where from); empty or `cat` means none. */
export function pagerCommand(io: IO): string | undefined {
  const command = setting(io, 'pager').trim();
  return command === '' || command === 'cat' ? undefined : command;
}

/** What a shell answers when it cannot find the command. */
const NOT_FOUND = 127;

const ignore = () => {};

/**
 * Shows text through a pager on the terminal and resolves once the pager has quit, early or not: its output
 * goes straight to `out` when that is a file descriptor (the terminal), else through this process. A pager
 * that cannot be found leaves the text printed as it is.
 */
export async function page(command: string, text: string, out: NodeJS.WritableStream): Promise<void> {
  const terminal = typeof (out as { fd?: unknown }).fd === 'number';
  // Loaded here, on a terminal's long output only: node:child_process costs every other command's start a few ms.
  const { spawn } = await import('node:child_process');
  const pager = spawn(command, { shell: true, stdio: ['pipe', terminal ? (out as NodeJS.WriteStream) : 'pipe', 'inherit'] });
  pager.stdout?.pipe(out, { end: false });
  // A pager quit before reading everything (q in less) closes its input: the rest is not wanted, and no error.
  pager.stdin!.on('error', ignore);
  // Ctrl-C in the pager is the pager's: docsctl waits for it to quit rather than leave it holding the terminal.
  const interrupts = process.rawListeners('SIGINT');
  process.removeAllListeners('SIGINT');
  process.on('SIGINT', ignore);
  try {
    const code = await new Promise<number | null>((resolve) => {
      pager.on('error', () => resolve(NOT_FOUND));
      pager.on('close', resolve);
      pager.stdin!.end(text);
    });
    if (code === NOT_FOUND) out.write(text);
  } finally {
    process.removeListener('SIGINT', ignore);
    for (const listener of interrupts) process.on('SIGINT', listener as () => void);
  }
}
