import type { JournalEntry } from '../../schemas/sandbox-journal.js';
import { paint, type Style } from './colour.js';
import { printable } from './terminal-text.js';

/** As `stripe logs tail` colours them: success green, redirects cyan, the caller's errors yellow, the server's and dropped ones red. */
const statusStyle = (status: number | null): Style => (status === null || status >= 500 ? 'red' : status >= 400 ? 'yellow' : status >= 300 ? 'cyan' : 'green');

/** One request as `serve --log` prints it: time, status, method, path, operation, duration, and the fault that struck it. */
export function requestLine(entry: JournalEntry, colour: boolean): string {
  const time = entry.time.replace('T', ' ').slice(0, 19);
  const status = paint(colour, statusStyle(entry.status), entry.status === null ? 'drop' : String(entry.status));
  const fault = entry.fault === undefined ? '' : `  ${paint(colour, 'magenta', `[${entry.fault}]`)}`;
  return `${time}  ${status}  ${entry.method.padEnd(6)} ${printable(entry.path)}  ${entry.operationId ?? '-'}  ${entry.durationMs} ms${fault}`;
}
