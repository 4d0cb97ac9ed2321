import { stringify } from 'yaml';
import { invalid } from '../../lib/errors.js';
import { VariableValue, type Variables } from '../../schemas/revision.js';
import { parseYaml } from '../yaml.js';

/** Where Git Sync keeps a space's variables, relative to the docs root: a mapping of names to values. */
export const VARS_FILE = '.gitbook/vars.yaml';

/** As much as a page's front matter holds: variables are a few names and short values, and YAML is read whole. */
const VARS_MAX_BYTES = 64 * 1024;

/** Refuses a `.gitbook/vars.yaml` of more than VARS_MAX_BYTES, before it is read as YAML. */
export function requireVarsSize(size: number): void {
  if (size > VARS_MAX_BYTES) throw invalid(`${VARS_FILE} holds ${size} bytes; it holds at most ${VARS_MAX_BYTES} bytes (64 KiB) of variables`, 'url');
}

/** A variable's name as GitBook's editor takes one: a letter first, then letters, digits and underscores. */
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `.gitbook/vars.yaml` into the space's variables, refusing (naming the variable) what
 * GitBook could not hold: a name it would not take, a value that is not a string of at most 256
 * characters, a number or a boolean. An empty file holds none.
 */
export function readVars(text: string): Variables {
  requireVarsSize(Buffer.byteLength(text));
  let data: unknown;
  try {
    data = parseYaml(text) ?? {};
  } catch (error) {
    throw invalid(`${VARS_FILE} is not valid YAML (${(error as Error).message.split('\n')[0]}); fix it or leave it out of the zip`, 'url');
  }
  if (!isRecord(data)) throw invalid(`${VARS_FILE} must be a mapping of variable names to values (name: value)`, 'url');
  for (const [name, value] of Object.entries(data)) {
    if (!NAME.test(name))
      throw invalid(`${VARS_FILE}: "${name.slice(0, 80)}" is not a variable name; start it with a letter, then letters, digits or _`, 'url');
    if (!VariableValue.safeParse(value).success)
      throw invalid(`${VARS_FILE}: variable "${name}" must be a string of at most 256 characters, a number or a boolean`, 'url');
  }
  return data as Variables;
}

/**
 * A page's variables (`vars:` in its front matter): the names and values GitBook could hold.
 * As with the page's other fields, what it could not sets nothing, and the front matter is kept as written.
 */
export function variablesIn(value: unknown): Variables | undefined {
  if (!isRecord(value)) return undefined;
  const variables = Object.fromEntries(Object.entries(value).filter(([name, v]) => NAME.test(name) && VariableValue.safeParse(v).success)) as Variables;
  return Object.keys(variables).length > 0 ? variables : undefined;
}

/** The space's variables as `.gitbook/vars.yaml` holds them, or undefined when it has none (no file is written). */
export function writeVars(variables: Variables): string | undefined {
  if (Object.keys(variables).length === 0) return undefined;
  // Never folded: a long value stays on its line, as it reads back the same.
  return stringify(variables, { lineWidth: 0 });
}
