import type * as z from 'zod';
import { describeZodError } from '../schemas/describe.js';
import { sha256 } from './objects.js';
import { LegacyRevision, StoredRevision } from './revision-trees.js';
import { RECORD_SCHEMAS, RecordBase, type Kind } from './records.js';
import { KINDS } from './store.js';

/** What a file under a store's `records/` folder is, by its path there (`users/admin.json`), or why it is none. */
export type RecordFile = { kind: 'record'; folder: Kind | 'revisions'; id: string } | { kind: 'blob' | 'pack'; hash: string } | { kind: 'none'; why: string };

const FOLDERS = new Set<string>([...KINDS, 'revisions']);

export function recordFileAt(path: string): RecordFile {
  const [folder = '', name = '', ...more] = path.split('/');
  if (more.length > 0) return { kind: 'none', why: 'is in a folder a store has none of' };
  if (folder === 'blobs' || folder === 'packs') {
    const hash = (folder === 'packs' ? /^([0-9a-f]{64})\.pack$/ : /^([0-9a-f]{64})$/).exec(name)?.[1];
    return hash
      ? { kind: folder === 'blobs' ? 'blob' : 'pack', hash }
      : { kind: 'none', why: `is not named as a store names its ${folder} (by their SHA-256)` };
  }
  if (!FOLDERS.has(folder)) return { kind: 'none', why: `is in "${folder}", which is no kind of record` };
  const id = /^(.+)\.json$/.exec(name)?.[1];
  return id ? { kind: 'record', folder: folder as Kind | 'revisions', id } : { kind: 'none', why: 'is not a record (a .json file)' };
}

/** Why a blob's or pack's bytes are not the object its name says (the SHA-256 of its bytes), if they are not. */
export function objectMismatch(file: { hash: string }, bytes: Uint8Array): string | undefined {
  return sha256(bytes) === file.hash ? undefined : 'does not hold the bytes its name is the SHA-256 of';
}

/** Bytes read as JSON of `schema`, or why they are not (`what` they should be). */
export function readJson(bytes: Buffer, schema: z.ZodType, what: string): { value: unknown } | { why: string } {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    return { why: `is not JSON (${(error as Error).message})` };
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? { value: parsed.data } : { why: `is not ${what} (${describeZodError('', parsed.error, (path) => path.join('.') || 'the whole')})` };
}

/**
 * Why a record file's bytes are not a record the store can open, if they are not: JSON, an
 * object of its kind's schema (the base fields alone for kinds that have none), with the id its
 * name says. A revision is a tree's record (see revision-trees.ts), or in a store of the first
 * format (`legacy`), a whole revision.
 */
export function recordMismatch(file: { folder: Kind | 'revisions'; id: string }, bytes: Buffer, legacy: boolean): string | undefined {
  const schema = file.folder === 'revisions' ? (legacy ? LegacyRevision : StoredRevision) : (RECORD_SCHEMAS[file.folder] ?? RecordBase);
  const read = readJson(bytes, schema, `a record of ${file.folder}`);
  if ('why' in read) return read.why;
  const { id } = read.value as { id: string };
  return id === file.id ? undefined : `holds the record "${id}", not "${file.id}"`;
}
