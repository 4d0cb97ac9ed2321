// docs/api-coverage.md: each operation of GitBook's API, in the first release of its spec docsctl was
// described with (@gitbook/api 0.137.0) and in today's (0.202.0), with the CLI command that runs it and
// whether the sandbox serves it. Made from the two specs, the operation table and the CLI's verb
// declarations; test/docs/generated.test.ts keeps the file equal to what this writes.
import { createRequire } from 'node:module';
import { slug } from 'github-slugger';
import { resources } from '../../src/cli/catalog.js';
import { AUTH_OPERATIONS } from '../../src/cli/commands/auth.js';
import type { Resource } from '../../src/cli/verbs/verb.js';
import { operations } from '../../src/schemas/operations.js';

interface SpecOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
}

interface Spec {
  tags?: { name: string; 'x-page-title'?: string; 'x-parent'?: string }[];
  paths: Record<string, Record<string, unknown>>;
}

const require = createRequire(import.meta.url);

/** The two releases, oldest first, as the packages ship them (test/helpers/releases.ts reads the same files). */
const RELEASES: [string, Spec][] = [
  ['0.137.0', require('@gitbook/api/spec/openapi.json') as Spec],
  ['0.202.0', require('@gitbook/api-current/spec/openapi.json') as Spec],
];

const isOperation = (value: unknown): value is SpecOperation & { operationId: string } =>
  typeof value === 'object' && value !== null && typeof (value as SpecOperation).operationId === 'string';

/** The command lines that run each operation, from the resources' verb declarations and `auth`. */
async function commandsByOperation(): Promise<Map<string, string[]>> {
  const commands = new Map<string, string[]>();
  const add = (id: string | undefined, line: string) => id && commands.set(id, [...(commands.get(id) ?? []), line]);
  const visit = (line: string, resource: Resource) => {
    for (const verb of resource.verbs) {
      const named = `${line} ${verb.name}`;
      add(verb.op, named);
      add(verb.leftOutOp, `${named}, without a space`);
      add(verb.crOp, `${named} --cr`);
      add(verb.revisionOp, `${named} --revision`);
      add(verb.pathOps?.op, `${named} --path`);
      add(verb.pathOps?.crOp, `${named} --path --cr`);
      add(verb.pathOps?.revisionOp, `${named} --path --revision`);
    }
    for (const group of resource.groups ?? []) visit(`${line} ${group.name}`, group);
  };
  for (const entry of resources) visit(`docsctl ${entry.name}`, await entry.load());
  for (const id of AUTH_OPERATIONS) add(id, 'docsctl auth login, auth status');
  return commands;
}

interface Row {
  id: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  releases: Set<string>;
}

/** Every operation of either release, today's wording first, in the order today's spec lists them. */
function specOperations(): Row[] {
  const rows = new Map<string, Row>();
  for (const [release, spec] of [...RELEASES].reverse()) {
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!isOperation(operation)) continue;
        const row = rows.get(operation.operationId) ?? {
          id: operation.operationId,
          method: method.toUpperCase(),
          path: `/v1${path}`,
          summary: operation.summary ?? '',
          tag: topic(operation.tags ?? []),
          releases: new Set<string>(),
        };
        row.releases.add(release);
        rows.set(row.id, row);
      }
    }
  }
  return [...rows.values()];
}

/** Every tag either spec declares, by name (today's wording where both do, in today's order): its page title and the tag it sits under. */
const TAGS = new Map<string, NonNullable<Spec['tags']>[number]>();
for (const [, spec] of [...RELEASES].reverse()) for (const tag of spec.tags ?? []) if (!TAGS.has(tag.name)) TAGS.set(tag.name, tag);

/** A tag's words in the singular, so that `change-requests-reviews` reads as under `change-requests`. */
const singular = (name: string) =>
  name
    .split('-')
    .map((word) => word.replace(/s$/, ''))
    .join('-');

/**
 * The tag a spec declares that `name` is, or that it sits under: some operations carry tags neither spec
 * declares (`change-requests-reviews`, `space-comment`), whose words begin with a declared one's.
 */
function declared(name: string) {
  const exact = TAGS.get(name);
  if (exact) return exact;
  const words = singular(name);
  const under = [...TAGS.values()].filter((tag) => words === singular(tag.name) || words.startsWith(`${singular(tag.name)}-`));
  return under.sort((a, b) => b.name.length - a.name.length)[0];
}

/** The part of the API an operation belongs to, as GitBook's reference groups its pages: the top of its first declared tag. */
function topic(tags: string[]): string {
  const tag = tags.map(declared).find(Boolean);
  // A tag no spec declares, nor anything like it (`git`, `agents`), is its own part.
  if (!tag) return tags[0] ? tags[0].charAt(0).toUpperCase() + tags[0].slice(1) : 'Untagged';
  return tag['x-parent'] ? topic([tag['x-parent']]) : (tag['x-page-title'] ?? tag.name);
}

const code = (text: string) => `\`${text.replace(/\|/g, '\\|')}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/</g, '&lt;');

export async function apiCoverage(): Promise<string> {
  const commands = await commandsByOperation();
  const served = new Set(Object.keys(operations));
  const rows = specOperations();
  const unknown = [...served].filter((id) => !rows.some((row) => row.id === id));
  if (unknown.length) throw new Error(`operations in neither spec: ${unknown.join(', ')}`);
  // The parts in the order today's spec declares them, then those it does not declare.
  const declaredOrder = [...TAGS.values()].filter((tag) => !tag['x-parent']).map((tag) => tag['x-page-title'] ?? tag.name);
  const topics = [...new Set([...declaredOrder, ...rows.map((row) => row.tag)])].filter((name) => rows.some((row) => row.tag === name));
  const count = (release: string) => {
    const of = rows.filter((row) => row.releases.has(release));
    return `${of.length} operations, ${of.filter((row) => served.has(row.id)).length} served`;
  };
  const lines = [
    "# Coverage of GitBook's API",
    '',
    "<!-- Generated by `npm run docs` (scripts/docs/api-coverage.ts) from the two specs, src/schemas/operations.ts and the CLI's verb declarations; do not edit. -->",
    '',
    "Each operation of GitBook's API in the two releases of its spec the sandbox answers: as the API was first",
    `described (\`@gitbook/api\` 0.137.0: ${count('0.137.0')}) and as it is today (0.202.0: ${count('0.202.0')});`,
    `the command that runs it; and whether \`docsctl serve\` serves it (${served.size} operations in all). How the`,
    'sandbox serves them is in [the API as the sandbox serves it](api.md). `docsctl api` calls any path, served or',
    'not (see [the command reference](cli.md#docsctl-api)).',
    '',
    ...topics.map((name) => {
      const of = rows.filter((row) => row.tag === name);
      return `- [${name}](#${slug(name)}): ${of.length} operations, ${of.filter((row) => served.has(row.id)).length} served`;
    }),
    '',
  ];
  for (const name of topics) {
    lines.push(`## ${name}`, '', '| operation | request | 0.137.0 | 0.202.0 | command | served |', '|---|---|:-:|:-:|---|:-:|');
    for (const row of rows.filter((r) => r.tag === name)) {
      const release = (r: string) => (row.releases.has(r) ? '✓' : '');
      const command = (commands.get(row.id) ?? []).map(code).join('<br>');
      lines.push(
        `| ${code(row.id)}<br>${cell(row.summary)} | ${code(`${row.method} ${row.path}`)} | ${release('0.137.0')} | ${release('0.202.0')} | ${command} | ${served.has(row.id) ? 'yes' : 'no'} |`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
