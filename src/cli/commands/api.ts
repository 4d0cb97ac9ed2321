import fs from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import { paged, type ListPage } from '../../client/paged.js';
import type { CliContext } from '../context.js';
import { withSpinner } from '../interact.js';
import { CliError, EXIT, readInput } from '../io.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const pair = (value: string): [string, string] => {
  const at = value.indexOf('=');
  if (at < 1) throw new InvalidArgumentError('must be key=value');
  return [value.slice(0, at), value.slice(at + 1)];
};
const collect = (value: string, previous: [string, string][] = []) => [...previous, pair(value)];

/** `-F` values are typed as gh types them: true, false, null and numbers as such, `@file` the file's text. */
function typed(value: string): unknown {
  if (value === 'true' || value === 'false') return value === 'true';
  if (value === 'null') return null;
  if (value !== '' && Number.isFinite(Number(value))) return Number(value);
  if (value.startsWith('@')) {
    try {
      return fs.readFileSync(value.slice(1), 'utf8');
    } catch (error) {
      throw new CliError(`-F: cannot read ${value.slice(1)}: ${(error as Error).message}`, EXIT.usage);
    }
  }
  return value;
}

interface ApiOptions {
  method?: string;
  rawField?: [string, string][];
  field?: [string, string][];
  input?: string;
  paginate?: boolean;
}

/** Raw access to any path of the API, JSON out: for what no resource command says yet. */
export function buildApiCommand(command: Command, context: CliContext, commandsByOperation: () => Promise<Map<string, string[]>>): void {
  command
    .command('operations')
    .description("List every operation of today's GitBook API, the command that runs it and whether the sandbox serves it")
    .option('--topic <name>', 'only one part of the API, as GitBook\'s reference names it (e.g. "Docs sites")')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ docsctl api operations',
        "  $ docsctl api operations --json --jq '.[] | select(.served | not) | .operation'",
        '  $ docsctl api operations --topic "Docs sites"',
        '',
      ].join('\n'),
    )
    // The spec's operations and every verb's declaration load only for this command.
    .action(async (options: { topic?: string }) => (await import('./api-operations.js')).listOperations(context, options.topic, commandsByOperation));
  // Commander offers `help` only to a command without an action of its own; the help catalog, to every command with subcommands.
  command.helpCommand(true);
  command
    .argument('<path>', 'path under /v1, e.g. /orgs/{org}/spaces ({org} is the current organization)')
    .addOption(new Option('-X, --method <method>', 'HTTP method (default GET, or POST with fields or input)').choices(METHODS))
    .option('-f, --raw-field <key=value>', 'a string field: query parameter for GET, body field otherwise (repeatable)', collect)
    .option('-F, --field <key=value>', "a typed field: true, false, null, numbers, @file for a file's text (repeatable)", collect)
    .option('--input <file>', 'the JSON body from a file ("-" for stdin)')
    .option('--paginate', 'follow next.page and print every item as one array')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ docsctl api /user',
        "  $ docsctl api /orgs/{org}/spaces --paginate --jq '.[].title'",
        '  $ docsctl api -X PATCH /spaces/SPACE_ID -f title="New title"',
        '',
      ].join('\n'),
    )
    .action(async (path: string, options: ApiOptions) => {
      const { io, runtime, output } = context;
      const fields: [string, unknown][] = [...(options.rawField ?? []), ...(options.field ?? []).map(([k, v]): [string, unknown] => [k, typed(v)])];
      const method = options.method ?? (fields.length || options.input ? 'POST' : 'GET');
      const resolved = path.includes('{org}') ? path.replaceAll('{org}', encodeURIComponent(runtime.org())) : path;
      const url = new URL(resolved.startsWith('/') ? resolved : `/${resolved}`, 'http://path.invalid');
      const query: Record<string, string | string[]> = Object.fromEntries(url.searchParams);
      let body: Record<string, unknown> | undefined;
      if (method === 'GET' || method === 'DELETE') {
        for (const [k, v] of fields) query[k] = String(v);
      } else {
        if (options.input) body = await readInput(options.input, io.in);
        if (fields.length) body = { ...body, ...Object.fromEntries(fields) };
      }
      const client = runtime.client();
      if (!options.paginate) {
        const answer = await client.request({ method, path: url.pathname, query, ...(body !== undefined ? { body } : {}) });
        // An empty answer (204) prints nothing, as `gh api` does.
        if (answer.body !== undefined) await output.json(answer.body);
        return;
      }
      const items = await withSpinner(io, 'Fetching every page…', async () => {
        const all: unknown[] = [];
        const pages = paged(async (page) => {
          const answer = (await client.request({ method, path: url.pathname, query: { ...query, ...(page ? { page } : {}) } })).body as
            Partial<ListPage> | undefined;
          if (!Array.isArray(answer?.items)) throw new CliError(`--paginate: ${url.pathname} does not answer a list`);
          return answer as ListPage;
        });
        for await (const item of pages) all.push(item);
        return all;
      });
      return output.json(items);
    });
}
