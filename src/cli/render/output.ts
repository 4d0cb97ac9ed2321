import { CliError, EXIT, type IO } from '../io.js';
import { pagerCommand, page } from '../pager.js';
import type { GlobalOptions } from '../runtime.js';
import { setting } from '../settings.js';
import { colourFor, paint, statusStyle, type Style } from './colour.js';
import type { Cell } from './table.js';
import { fillTemplate } from './template.js';
import { printable, printableBlock } from './terminal-text.js';
import { isTimestamp, relativeTime } from './time.js';
import { text, valueAt } from './values.js';

/**
 * The columns a person sees, each a short upper-case header and the dotted path of its value in the
 * answer (`AUTHOR: 'createdBy.displayName'`), in order. Tab-separated rows hold the same values, headerless.
 */
export type Columns = Record<string, string>;

/** A value as one line that a terminal shows rather than obeys (API values may hold escape sequences). */
/** Tables for a terminal, loaded by the first: string-width sets up Intl.Segmenter as it loads (~20 ms), which rows for a script never need. */
const tables = () => import('./table.js');

const cell = (value: unknown) => printable(text(value));

/** A tab-separated row for scripts: each cell on one line, with no tab or control character of its own. */
export const tsvRow = (values: unknown[]) => values.map(cell).join('\t');

// A command's columns are its own, but the default ones are the keys of whatever object the API sent.
const header = (path: string) =>
  printable(
    path
      .replace(/\./g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toUpperCase(),
  );

/** Fields worth a column when a command names none: the object's first few plain values. */
function defaultColumns(item: unknown): Columns {
  if (!item || typeof item !== 'object') return {};
  const plain = Object.entries(item).filter(([key, value]) => key !== 'object' && (value === null || typeof value !== 'object'));
  return Object.fromEntries(plain.slice(0, 5).map(([key]) => [header(key), key]));
}

/** The fields of an answer, or of any item of a list: what `--json a,b` may name when no schema says. */
function keysOf(value: unknown): string[] {
  const objects = (Array.isArray(value) ? value : [value]).filter((item): item is object => !!item && typeof item === 'object');
  return [...new Set(objects.flatMap((item) => Object.keys(item)))];
}

/** Everything a command prints goes through here: a table on a terminal, tab-separated rows in a pipe, or JSON. */
export class Output {
  /** What waits for the pager: text for the terminal, then the notices that follow it. */
  private paged = '';
  private notices: string[] = [];
  /** The fields the answer may have, from its schema, once the command has said them. */
  private fields?: string[];

  constructor(
    private readonly io: IO,
    private readonly globals: () => GlobalOptions,
  ) {}

  private get colour(): boolean {
    return colourFor(this.io.outIsTTY, this.io.env);
  }

  /** The terminal's width in columns, 80 when it does not say. */
  get width(): number {
    return (this.io.out as { columns?: number }).columns || 80;
  }

  /** ANSI styling decided from the injected streams and environment, not the real process's terminal. */
  paint(style: Style, text: string): string {
    return paint(this.colour, style, text);
  }

  /**
   * Whether the line asked for the answer as it is (--json, --jq or --template), rather than columns
   * for people, or asked for no format and `docsctl config set output json` was.
   */
  wantsJson(): boolean {
    const { json, jq, template } = this.globals();
    return (json !== undefined && json !== false) || jq !== undefined || template !== undefined || setting(this.io, 'output') === 'json';
  }

  /** The fields `--json a,b` names; plain `--json` names none and prints every field. */
  private namedFields(): string[] | undefined {
    const { json } = this.globals();
    const names =
      typeof json === 'string'
        ? json
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean)
        : [];
    return names.length ? names : undefined;
  }

  /** The fields the answer may have (from its schema): checked before anything is sent, so a typo in `--json a,b` costs no request. */
  expectFields(available: () => string[]): void {
    if (!this.namedFields()) return;
    this.fields = available();
    this.checkFields(this.fields);
  }

  private checkFields(available: string[]): void {
    const unknown = (this.namedFields() ?? []).filter((field) => !available.includes(field));
    if (unknown.length && available.length) {
      throw new CliError(`--json: unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; available: ${available.join(', ')}`, EXIT.usage);
    }
  }

  /** The answer with only the fields `--json a,b` names (null where an item has none), as gh prints them. */
  private selected(value: unknown): unknown {
    const names = this.namedFields();
    if (!names) return value;
    this.checkFields(this.fields ?? keysOf(value));
    const pick = (item: unknown) => Object.fromEntries(names.map((name) => [name, (item as Record<string, unknown> | null)?.[name] ?? null]));
    return Array.isArray(value) ? value.map(pick) : pick(value);
  }

  /** The whole value as JSON (only the fields `--json` names), through `--jq` (strings come out raw, as jq -r prints them) or `--template`. */
  async json(value: unknown): Promise<void> {
    const { jq: filter, template } = this.globals();
    const shown = this.selected(value ?? null);
    if (template !== undefined) {
      this.io.out.write(fillTemplate(template, shown));
      return;
    }
    if (filter === undefined) {
      this.io.out.write(`${JSON.stringify(shown, null, 2)}\n`);
      return;
    }
    let result: string;
    try {
      const jq = await import('jq-wasm');
      result = await jq.raw(JSON.stringify(shown), filter, ['-r']);
    } catch (error) {
      throw new CliError(`--jq: ${(error as Error).message.split('\n')[0]}`);
    }
    if (result !== '') this.io.out.write(result.endsWith('\n') ? result : `${result}\n`);
  }

  /** A value for people: times relative to now, a status in its colour. */
  private cell(path: string, value: unknown): Cell {
    const style = path.split('.').at(-1) === 'status' && this.colour ? statusStyle(value) : undefined;
    return { text: isTimestamp(value) ? relativeTime(value) : cell(value), ...(style ? { paint: (t: string) => paint(true, style, t) } : {}) };
  }

  async list(items: unknown[], columns?: Columns): Promise<void> {
    if (this.wantsJson()) return this.json(items);
    const fields = Object.entries(columns ?? defaultColumns(items[0]));
    if (!this.io.outIsTTY) {
      for (const item of items) this.io.out.write(`${tsvRow(fields.map(([, path]) => valueAt(item, path)))}\n`);
      return;
    }
    if (items.length === 0) return;
    const rows = items.map((item) => fields.map(([, path]) => this.cell(path, valueAt(item, path))));
    const ids = fields.flatMap(([, path], i) => (path === 'id' || path.endsWith('.id') ? [i] : []));
    const { alignColumns } = await tables();
    this.show(alignColumns([fields.map(([name]) => name), ...rows], this.width, ids).join('\n'));
  }

  async object(value: unknown, columns?: Columns): Promise<void> {
    if (this.wantsJson()) return this.json(value);
    if (!value || typeof value !== 'object') {
      // Text shown as it is (a page's Markdown, a URL) keeps its lines; nothing else a terminal obeys gets through.
      if (value !== undefined) this.show(printableBlock(text(value)));
      return;
    }
    const fields = Object.entries(columns ?? defaultColumns(value));
    if (!this.io.outIsTTY) {
      for (const [, path] of fields) this.io.out.write(`${tsvRow([path, valueAt(value, path)])}\n`);
      return;
    }
    // One field a line: a value is left whole for the terminal to wrap (a URL cut short is no use).
    const { alignColumns } = await tables();
    this.show(alignColumns(fields.map(([name, path]) => [name, this.cell(path, valueAt(value, path))])).join('\n'));
  }

  /** Text for the terminal: through the pager when one is wanted (see flush), else printed at once. */
  private show(text: string): void {
    if (this.io.outIsTTY && pagerCommand(this.io)) this.paged += `${text}\n`;
    else this.io.out.write(`${text}\n`);
  }

  /** A line for a person on stderr ("Showing 30 of 45 spaces"): none for scripts or with --json; after what the pager shows. */
  notice(message: string): void {
    if (!this.io.errIsTTY || this.wantsJson()) return;
    if (this.paged) this.notices.push(message);
    else this.io.err.write(`${printable(message)}\n`);
  }

  /** Shows what waits for the pager, all at once when the command is done, and the notices after it. */
  async flush(): Promise<void> {
    const command = pagerCommand(this.io);
    if (this.paged && command) await page(command, this.paged, this.io.out);
    this.paged = '';
    for (const message of this.notices.splice(0)) this.io.err.write(`${printable(message)}\n`);
  }

  /** A line for a person when there is nothing else to show; scripts get silence. */
  done(message: string): void {
    if (this.io.outIsTTY && !this.wantsJson()) this.io.out.write(`${this.paint('green', '✓')} ${printable(message)}\n`);
  }
}
