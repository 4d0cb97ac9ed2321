import { validate } from '@readme/openapi-parser';
import { parseYaml } from '../yaml.js';
import { firstLine } from './local-paths.js';
import { operationsOf, type SpecOperations } from './spec-operations.js';

/**
 * A spec's text as its processing reads it: its document as JSON, which every read then serves
 * as it is, and the operations its page lists; or every rule it breaks (at least one).
 */
export type SpecReading = { ok: true; json: string; operations: SpecOperations } | { ok: false; reasons: string[] };

/**
 * The most a spec's document may hold as JSON, its YAML aliases written out as an answer writes
 * them: twice what its text may hold (YAML's quotes-free scalars grow a little as JSON), so that
 * one anchor referenced 99 times cannot make a 100-fold answer.
 */
export const SPEC_MAX_JSON_BYTES = 20 * 1024 * 1024;

/**
 * JSON, which most specs are, is read by V8's own parser (about a hundred times faster than a
 * YAML parser); YAML, of which JSON is a subset, reads the rest, and gives the error of a text
 * that is neither.
 */
function parsed(text: string): unknown {
  if (/^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      // Not JSON after all: YAML tells what is wrong with it.
    }
  }
  return parseYaml(text);
}

/**
 * About how many bytes `value` holds as JSON, each object counted as often as it is met, as
 * JSON.stringify writes it (a YAML alias is the object of its anchor, met again), but sized
 * once: linear in the document, however far its aliases expand. A cycle (an anchor inside
 * itself) expands without end.
 */
function jsonSize(value: unknown, sizes = new Map<object, number>()): number {
  if (typeof value === 'string') return value.length + 2;
  if (typeof value !== 'object' || value === null) return String(value).length;
  const known = sizes.get(value);
  if (known !== undefined) return known;
  sizes.set(value, Infinity);
  let size = 2;
  if (Array.isArray(value)) for (const item of value) size += jsonSize(item, sizes) + 1;
  else for (const [key, item] of Object.entries(value)) size += key.length + 4 + jsonSize(item, sizes);
  sizes.set(value, size);
  return size;
}

/**
 * Parses a spec's text (JSON or YAML) and checks it is an OpenAPI 3.x or Swagger 2 document
 * whose aliases stay within SPEC_MAX_JSON_BYTES: its document as JSON, or every rule it breaks.
 * References are followed within the document only (one file, as GitBook reads it), and for at
 * most `budgetMs`. Runs in a worker (spec-worker.ts): it takes seconds for a large spec.
 */
export async function readSpecDocument(text: string, budgetMs: number): Promise<SpecReading> {
  let document: unknown;
  try {
    document = parsed(text);
  } catch (error) {
    return { ok: false, reasons: [`not JSON or YAML: ${firstLine((error as Error).message)}`] };
  }
  if (!document || typeof document !== 'object' || Array.isArray(document)) return { ok: false, reasons: ['not an object'] };
  const size = jsonSize(document);
  if (size > SPEC_MAX_JSON_BYTES) {
    const howFar = size === Infinity ? 'without end (an anchor holds an alias of itself)' : `to about ${size} bytes`;
    return {
      ok: false,
      reasons: [
        `its aliases (*name) expand it ${howFar}; a spec's document holds at most ${SPEC_MAX_JSON_BYTES} bytes (20 MiB) as JSON: write repeated parts once and refer to them with $ref`,
      ],
    };
  }
  // Before the validator, which resolves references in place.
  const json = JSON.stringify(document);
  const operations = operationsOf(document);
  try {
    const result = await validate(document as never, { resolve: { external: false }, timeoutMs: budgetMs });
    if (!result.valid) return { ok: false, reasons: result.errors.map((e) => firstLine(e.message)) };
  } catch (error) {
    // What the validator throws rather than reports: a reference that cannot be resolved, a chain of them too long, its time up.
    return { ok: false, reasons: [firstLine((error as Error).message)] };
  }
  return { ok: true, json, operations };
}
