import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resources } from '../../src/cli/catalog.js';
import { sandbox } from '../../src/cli/resources/sandbox.js';
import { operationsOf, type Verb, type VerbIn } from '../../src/cli/verbs/verb.js';
import type { Table } from '../../src/cli/verbs/table.js';
import { sandboxControls } from '../../src/schemas/sandbox-controls.js';
import { verbsOf } from '../helpers/cli.js';
import { operations } from '../../src/schemas/operations.js';
import { pathParams } from '../../src/schemas/operation.js';

/** What every resource file declares, checked against the operation table: a typo in a column would print blanks forever. */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;

/** A schema's alternatives, references followed: each one a shape a value may have. */
function shapes(root: JsonSchema, schema: JsonSchema): JsonSchema[] {
  if (schema.$ref) return shapes(root, schema.$ref === '#' ? root : (root.$defs?.[schema.$ref.replace('#/$defs/', '')] ?? {}));
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return alternatives.length ? alternatives.flatMap((s) => shapes(root, s)) : [schema];
}

/** Whether a dotted column path (`pages.0.title`, `sections.length`) can lead to a value, as Output reads it. */
function reaches(root: JsonSchema, schema: JsonSchema, path: string[]): boolean {
  if (path.length === 0) return true;
  const [key, ...rest] = path as [string, ...string[]];
  return shapes(root, schema).some((shape) => {
    if (shape.type === undefined && !shape.properties && !shape.items) return true; // any value at all (z.unknown)
    if (shape.items) return key === 'length' ? rest.length === 0 : /^\d+$/.test(key) && reaches(root, shape.items, rest);
    const field = shape.properties?.[key] ?? (typeof shape.additionalProperties === 'object' ? shape.additionalProperties : undefined);
    return field !== undefined && reaches(root, field, rest);
  });
}

/** The schema a verb's columns are read from: its answer, a list's item, or the item of the field `items` names. */
function rowSchema<T extends Table>(verb: VerbIn<T>, table: T): { root: JsonSchema; row: JsonSchema } {
  const root = jsonSchema(table[verb.shows ?? verb.op]!.response);
  const list = root.properties?.items && root.properties.count ? 'items' : verb.items;
  return { root, row: list ? (root.properties?.[list as string]?.items ?? { type: 'never' }) : root };
}

const loaded = await Promise.all(resources.map(async (entry) => ({ name: entry.name, resource: await entry.load() })));
const verbs = loaded.flatMap(({ name, resource }) => verbsOf(name, resource));
/** The verbs of `docsctl sandbox`, which run the controls' table. */
const controlVerbs = verbsOf('sandbox', sandbox);

/** The columns of a verb that name no field of what it shows. */
function missingColumns<T extends Table>(verb: VerbIn<T>, table: T): string[] {
  const { root, row } = rowSchema(verb, table);
  const derived = Object.keys(verb.derived ?? {});
  return Object.values(verb.columns ?? {}).filter((column) => !derived.includes(column) && !reaches(root, row, column.split('.')));
}

describe('resource declarations', () => {
  it.each(verbs.filter(({ verb }) => verb.columns))('$line: every column is a field of what it shows', ({ verb }) => {
    expect(missingColumns(verb, operations)).toEqual([]);
  });

  it.each(controlVerbs.filter(({ verb }) => verb.columns))('$line: every column is a field of what the control shows', ({ verb }) => {
    expect(missingColumns(verb, sandboxControls)).toEqual([]);
  });

  it.each([...verbs, ...controlVerbs].filter(({ verb }) => verb.columns))('$line: its headers are short and upper-case, as gh prints them', ({ verb }) => {
    for (const header of Object.keys(verb.columns ?? {})) expect(header).toMatch(/^(#|[A-Z][A-Z ]{0,11})$/);
  });

  /** The operations a verb runs instead of its own, chosen by --cr, --revision or --path, each of which takes what the verb's own does. */
  const twins = ({ verb }: { verb: Verb }) =>
    operationsOf(verb)
      .filter((id) => id !== verb.op && id !== verb.leftOutOp && id !== verb.streamOp)
      .map((id) => ({ id, operation: operations[id] }));

  it.each(verbs.filter(({ verb }) => verb.streamOp))('$line --stream: its twin answers server-sent events, at the same place', ({ verb }) => {
    const own = operations[verb.op];
    const stream = operations[verb.streamOp!];
    expect(stream.events).toBe(true);
    expect(own.events).toBeUndefined();
    expect(pathParams(stream.path)).toEqual(pathParams(own.path));
  });

  it.each(verbs.filter((entry) => twins(entry).length > 0))('$line --cr, --revision, --path: each twin takes and answers what the space one does', (entry) => {
    const own = operations[entry.verb.op];
    for (const { id, operation: twin } of twins(entry)) {
      for (const part of ['query', 'body', 'response'] as const) expect(jsonSchema(twin[part]), `${id} ${part}`).toEqual(jsonSchema(own[part]));
      // A page named by --path instead of its ID: every other parameter is there.
      const path = entry.verb.pathOps && Object.values(entry.verb.pathOps).includes(id) ? ['pageId'] : [];
      expect(pathParams(twin.path), id).toEqual(expect.arrayContaining(pathParams(own.path).filter((p) => !path.includes(p))));
    }
  });

  it.each(verbs.filter(({ verb }) => verb.leftOutOp))("$line without a space: the organization's operation answers what the space one does", ({ verb }) => {
    expect(jsonSchema(operations[verb.leftOutOp!].response)).toEqual(jsonSchema(operations[verb.op].response));
  });

  it.each(verbs.filter(({ verb }) => verb.done || verb.confirm))('$line: its messages name only its path parameters', ({ verb }) => {
    const placeholders = [verb.done, verb.confirm].flatMap((message) => [...(message ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
    expect(placeholders.filter((name) => !pathParams(operations[verb.op].path).includes(name ?? ''))).toEqual([]);
  });

  it.each(verbs.filter(({ verb }) => verb.get))('$line reads what it acts on with a GET that takes no parameter the verb lacks', ({ verb }) => {
    const read = operations[verb.get!];
    expect(read.method).toBe('GET');
    expect(pathParams(operations[verb.op].path)).toEqual(expect.arrayContaining(pathParams(read.path)));
    // The thing read is the verb's own: its last argument.
    expect(pathParams(read.path).at(-1)).toBe(pathParams(operations[verb.op].path).at(-1));
  });

  it('finds a column that is not there, through lists, numbers and references', () => {
    const { root, row } = rowSchema<typeof operations>({ name: 'pages', op: 'listPages', examples: [] } satisfies Verb, operations);
    expect(reaches(root, row, ['pages', '0', 'pages', 'length'])).toBe(true);
    expect(reaches(root, row, ['pages', '0', 'pages', '0', 'title'])).toBe(true);
    expect(reaches(root, row, ['pages', '0', 'nonsense'])).toBe(false);
    expect(reaches(root, row, ['pages', 'title'])).toBe(false);
  });
});
