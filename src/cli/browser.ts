import type { IO } from './io.js';

/**
 * The command that opens a URL, as `gh browse` finds one: `$BROWSER` when set, else the desktop's
 * opener when there is a desktop to open it on (`open` on macOS, `xdg-open` under X11 or Wayland);
 * none without a display, and the URL is then only printed.
 */
export function browserCommand(io: IO, platform: NodeJS.Platform = process.platform): { shell: string } | { file: string } | undefined {
  const browser = io.env.BROWSER?.trim();
  if (browser) return { shell: browser };
  if (platform === 'darwin') return { file: 'open' };
  if (platform !== 'win32' && (io.env.DISPLAY || io.env.WAYLAND_DISPLAY)) return { file: 'xdg-open' };
  return undefined;
}

/** Opens the URL with the command and resolves with its exit status (127: it could not be started). */
export async function openUrl(command: { shell: string } | { file: string }, url: string, io: IO): Promise<number> {
  // Loaded here, when a browser is started: node:child_process costs every other command's start a few ms.
  const { spawn } = await import('node:child_process');
  // $BROWSER is a command line ("firefox --new-window"); the URL goes in as an argument, never as shell text.
  const child =
    'shell' in command
      ? spawn('sh', ['-c', `${command.shell} "$1"`, 'sh', url], { stdio: 'ignore', env: io.env })
      : spawn(command.file, [url], { stdio: 'ignore', env: io.env });
  return new Promise((resolve) => {
    child.on('error', () => resolve(127));
    child.on('close', (code) => resolve(code ?? 1));
  });
}
