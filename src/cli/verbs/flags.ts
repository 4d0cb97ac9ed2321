import { InvalidArgumentError, Option } from 'commander';
import * as z from 'zod';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  description?: string;
};

/** One flag made from a field of an operation's query or body, and where its value goes. */
export interface Flag {
  option: Option;
  /** The option's attribute name in commander's parsed options. */
  key: string;
  target: 'query' | 'body';
  /** The field it fills, and the field's own field for a flag of an object's part (`--visibility-default`). */
  path: [field: string] | [field: string, key: string];
  kind: 'string' | 'number' | 'boolean' | 'list' | 'json';
  /** For a field that is a list or one word (`spaces: [ids] | 'sample'`): the words sent as themselves when given alone. */
  words?: string[];
}

export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const camel = (flag: string) => flag.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** `defaultSiteSpace` reads as "default site space". */
export const words = (name: string) => kebab(name).replace(/-/g, ' ');

const isNull = (s: JsonSchema) => s.type === 'null';

/** A field's schema without its null branch, and whether null was allowed (null removes a value in a PATCH). */
function unwrap(schema: JsonSchema): { schema: JsonSchema; nullable: boolean; words?: string[] } {
  // A plain nullable value is written `type: ["string", "null"]`.
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== 'null');
    return { schema: { ...schema, type: types.length === 1 ? types[0] : undefined }, nullable: types.length < schema.type.length };
  }
  if (!schema.anyOf) return { schema, nullable: false };
  const branches = schema.anyOf.filter((s) => !isNull(s));
  const nullable = branches.length < schema.anyOf.length;
  if (branches.length === 1) return { schema: branches[0]!, nullable };
  // One value or several: a flag given once or repeated.
  const several = branches.find((b) => b.type === 'array' && b.items && scalar(unwrap(b.items).schema));
  if (several) {
    const words = branches.filter((b) => b !== several).flatMap((b) => (b.enum ?? []).map(String));
    return { schema: several, nullable, ...(words.length ? { words } : {}) };
  }
  const values = branches.flatMap((b) => b.enum ?? (b.const !== undefined ? [b.const] : [undefined]));
  if (values.every((v) => typeof v === 'string')) return { schema: { type: 'string', enum: values }, nullable };
  return { schema: {}, nullable };
}

const scalar = (s: JsonSchema) => s.type === 'string' || s.type === 'integer' || s.type === 'number' || s.type === 'boolean';

function hint(s: JsonSchema): string {
  if (s.pattern === '^[A-Za-z0-9_-]{1,64}$') return ' (an ID)';
  if (s.minLength !== undefined && s.maxLength !== undefined) return ` (${s.minLength} to ${s.maxLength} characters)`;
  if (s.maxLength !== undefined) return ` (at most ${s.maxLength} characters)`;
  if (s.minimum !== undefined && s.maximum !== undefined) return ` (${s.minimum} to ${s.maximum})`;
  return '';
}

function parseNumber(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new InvalidArgumentError('must be a number');
  return n;
}

/** A value that may be JSON (an array, an object) or a plain word. */
const jsonOrWord = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * The kinds of a union of objects told apart by `type` that hold nothing else (`{"type": "none"}`):
 * a flag takes each as its word, so that `--merge-rules none` says what `--merge-rules '{"type":"none"}'` does.
 */
function typeWords(schema: JsonSchema): string[] {
  return (schema.oneOf ?? schema.anyOf ?? []).flatMap((branch) => {
    const keys = Object.keys(branch.properties ?? {});
    const kind = branch.properties?.type?.const;
    return keys.length === 1 && keys[0] === 'type' && typeof kind === 'string' ? [kind] : [];
  });
}

function makeFlag(name: string, field: JsonSchema, target: Flag['target'], path: Flag['path'], what: string): Flag[] {
  const { schema, nullable, words: alone } = unwrap(field);
  const long = `--${kebab(name)}`;
  const key = camel(kebab(name));
  const description = `${what}${field.description || schema.description ? '' : hint(schema)}${nullable ? `; --no-${kebab(name)} removes it` : ''}`;
  const extra = nullable && schema.type !== 'boolean' ? [new Option(`--no-${kebab(name)}`, `remove the ${words(name)}`)] : [];
  const flag = (option: Option, kind: Flag['kind']): Flag[] => [
    { option, key, target, path, kind },
    ...extra.map((o) => ({ option: o, key, target, path, kind })),
  ];
  if (schema.type === 'boolean' || (schema.type === 'string' && schema.enum?.length === 2 && schema.enum.includes('true') && schema.enum.includes('false'))) {
    return [
      { option: new Option(long, description), key, target, path, kind: 'boolean' },
      { option: new Option(`--no-${kebab(name)}`, `the opposite of ${long}`), key, target, path, kind: 'boolean' },
    ];
  }
  if (schema.type === 'string') {
    const option = new Option(`${long} <value>`, description);
    if (schema.enum) option.choices(schema.enum.map(String));
    return flag(option, 'string');
  }
  if (schema.type === 'integer' || schema.type === 'number') return flag(new Option(`${long} <n>`, description).argParser(parseNumber), 'number');
  if (schema.type === 'array' && schema.items && scalar(unwrap(schema.items).schema)) {
    const choices = unwrap(schema.items).schema.enum;
    const or = alone ? `, or just one of ${alone.join(', ')}` : '';
    const option = new Option(`${long} <value>`, `${description} (${choices ? `one of ${choices.join(', ')}; ` : ''}repeat for several${or})`).argParser(
      (v: string, prev: string[] | undefined) => {
        if (choices && !choices.includes(v)) throw new InvalidArgumentError(`must be one of ${choices.join(', ')}`);
        return [...(prev ?? []), v];
      },
    );
    return flag(option, 'list').map((f) => (alone ? { ...f, words: alone } : f));
  }
  const kinds = typeWords(schema);
  const json = new Option(`${long} <json>`, `${description} (JSON${kinds.length ? `, or just one of ${kinds.join(', ')}` : ''})`).argParser((value: string) => {
    const parsed = jsonOrWord(value);
    return typeof parsed === 'string' && kinds.includes(parsed) ? { type: parsed } : parsed;
  });
  return flag(json, 'json');
}

/**
 * Flags for every field of a query or body schema. A one-field object becomes one flag
 * (`body: {markdown}` is `--body`), a small object of plain fields becomes a flag per field
 * (`source: {space, language}` is `--source-space`, `--source-language`), anything deeper takes JSON.
 */
export function flagsFor(schema: z.ZodType, target: Flag['target'], skip: string[] = []): Flag[] {
  if (schema instanceof z.ZodUndefined) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const flags: Flag[] = [];
  for (const [name, field] of Object.entries(json.properties ?? {})) {
    if (skip.includes(name)) continue;
    const inner = unwrap(field).schema;
    const properties = inner.type === 'object' && !inner.additionalProperties ? Object.entries(inner.properties ?? {}) : [];
    if (properties.length === 1) {
      const [key, sub] = properties[0]!;
      flags.push(...makeFlag(name, sub, target, [name, key], sub.description ?? `${words(name)} ${words(key)}`));
    } else if (properties.length > 1 && properties.every(([, sub]) => scalar(unwrap(sub).schema))) {
      for (const [key, sub] of properties) flags.push(...makeFlag(`${name}-${key}`, sub, target, [name, key], `${words(name)} ${words(key)}`));
    } else {
      flags.push(...makeFlag(name, field, target, [name], field.description ?? words(name)));
    }
  }
  return flags;
}

/** Puts the flags the user gave into a query and a body, in the shapes the API takes. */
export function applyFlags(flags: Flag[], options: Record<string, unknown>, query: Record<string, string | string[]>, body: Record<string, unknown>): void {
  const done = new Set<string>();
  for (const flag of flags) {
    if (done.has(flag.key)) continue;
    done.add(flag.key);
    const raw = options[flag.key];
    if (raw === undefined) continue;
    // `--no-x` on a field that is not a boolean means null: remove it.
    let value = raw === false && flag.kind !== 'boolean' ? null : raw;
    const given: unknown[] = Array.isArray(value) ? value : [];
    const only = given.length === 1 ? given[0] : undefined;
    if (typeof only === 'string' && flag.words?.includes(only)) value = only;
    if (flag.target === 'query') {
      query[flag.path.join('.')] = Array.isArray(value) ? value.map(String) : String(value);
      continue;
    }
    const [field, key] = flag.path;
    if (key === undefined) body[field] = value;
    else ((body[field] ??= {}) as Record<string, unknown>)[key] = value;
  }
}
