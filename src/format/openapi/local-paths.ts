import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * An error's first line as a spec's readers are told it, never where the server runs: the parser
 * resolves a document's references against its working directory and says so in its errors
 * ("…at /home/…/#/components/…"), and a worker that fails to start names its files.
 */
export function firstLine(message: string): string {
  const line = message.split('\n')[0]!;
  const cwd = process.cwd();
  // The root tells nothing, and its "/" is in every reference.
  if (cwd === path.parse(cwd).root) return line;
  const local = [pathToFileURL(cwd).href, cwd].flatMap((base) => [`${base}/`, `${base}\\`, base]);
  return local.reduce((text, prefix) => text.split(prefix).join(''), line);
}
