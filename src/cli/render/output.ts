import { CliError, type IO } from '../io.js';
import type { GlobalOptions } from '../runtime.js';
import { setting } from '../settings.js';
import { printable, printableBlock } from './terminal-text.js';

/** The fields a person needs, as dotted paths into the object (`space.title`). */
export type Columns = string[];

const MAX_CELL = 60;

function valueAt(item: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), item);
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A value as one line that a terminal shows rather than obeys (API values may hold escape sequences). */
const cell = (value: unknown) => printable(text(value));

/** A tab-separated row for scripts: each cell on one line, with no tab or control character of its own. */
export const tsvRow = (values: unknown[]) => values.map(cell).join('\t');

/** Fields worth a column when a command names none: the object's first few plain values. */
function defaultColumns(item: unknown): Columns {
  if (!item || typeof item !== 'object') return [];
  return Object.entries(item)
    .filter(([key, value]) => key !== 'object' && (value === null || typeof value !== 'object'))
    .slice(0, 5)
    .map(([key]) => key);
}

/** The ANSI styles output uses. */
const STYLES = { bold: 1, red: 31, green: 32, cyan: 36 } as const;
export type Style = keyof typeof STYLES;
const PLAIN = { head: [], border: [] };

// A command's columns are its own, but the default ones are the keys of whatever object the API sent.
const header = (path: string) => printable(path.replace(/\./g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toUpperCase());

/** Everything a command prints goes through here: a table on a terminal, tab-separated rows in a pipe, or JSON. */
export class Output {
  constructor(
    private readonly io: IO,
    private readonly globals: () => GlobalOptions,
  ) {}

  private get color(): boolean {
    return this.io.outIsTTY && !this.io.env.NO_COLOR;
  }

  /**
   * ANSI styling decided from the injected streams: cli-table3's own colours follow the real
   * process's terminal, which is wrong for a command whose output was handed another stream.
   */
  paint(style: Style, text: string): string {
    return this.color ? `\x1b[${STYLES[style]}m${text}\x1b[0m` : text;
  }

  /** Whether the line asked for JSON (--json or --jq), or asked for no format and `docsctl config set output json` was: a command then shows the answer as it is. */
  wantsJson(): boolean {
    const { json, jq: filter } = this.globals();
    return !!json || filter !== undefined || setting(this.io, 'output') === 'json';
  }

  /** JSON of the whole value, through `--jq` when given (strings come out raw, as jq -r prints them). */
  async json(value: unknown): Promise<void> {
    const filter = this.globals().jq;
    if (filter === undefined) {
      this.io.out.write(`${JSON.stringify(value ?? null, null, 2)}\n`);
      return;
    }
    let result: string;
    try {
      const jq = await import('jq-wasm');
      result = await jq.raw(JSON.stringify(value ?? null), filter, ['-r']);
    } catch (error) {
      throw new CliError(`--jq: ${(error as Error).message.split('\n')[0]}`);
    }
    if (result !== '') this.io.out.write(result.endsWith('\n') ? result : `${result}\n`);
  }

  async list(items: unknown[], columns?: Columns): Promise<void> {
    if (this.wantsJson()) return this.json(items);
    const fields = columns ?? defaultColumns(items[0]);
    if (!this.io.outIsTTY) {
      for (const item of items) this.io.out.write(`${tsvRow(fields.map((f) => valueAt(item, f)))}\n`);
      return;
    }
    if (items.length === 0) {
      this.io.err.write('No results\n');
      return;
    }
    const { default: Table } = await import('cli-table3');
    const table = new Table({ head: fields.map((f) => this.paint('bold', header(f))), style: PLAIN });
    for (const item of items) table.push(fields.map((f) => truncate(cell(valueAt(item, f)))));
    this.io.out.write(`${table.toString()}\n`);
  }

  async object(value: unknown, columns?: Columns): Promise<void> {
    if (this.wantsJson()) return this.json(value);
    if (!value || typeof value !== 'object') {
      // Text shown as it is (a page's Markdown, a URL) keeps its lines; nothing else a terminal obeys gets through.
      if (value !== undefined) this.io.out.write(`${printableBlock(text(value))}\n`);
      return;
    }
    const fields = columns ?? defaultColumns(value);
    if (!this.io.outIsTTY) {
      for (const f of fields) this.io.out.write(`${tsvRow([f, valueAt(value, f)])}\n`);
      return;
    }
    const { default: Table } = await import('cli-table3');
    const table = new Table({ style: PLAIN });
    for (const f of fields) table.push({ [this.paint('bold', header(f))]: truncate(cell(valueAt(value, f))) });
    this.io.out.write(`${table.toString()}\n`);
  }

  /** A line for a person when there is nothing else to show; scripts get silence. */
  done(message: string): void {
    if (this.io.outIsTTY && !this.wantsJson()) this.io.out.write(`${this.paint('green', '✓')} ${printable(message)}\n`);
  }
}

const truncate = (text: string) => (text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text);
