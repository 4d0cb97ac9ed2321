import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { CliError } from '../io.js';

/**
 * What the last pull wrote into a folder, at its top: each file by path (relative to the folder,
 * with `/`) and the SHA-256 of its bytes. A file whose bytes are still those is the pull's own, to
 * rewrite or remove; any other is someone's work. A dotfile: the importer, and so push, skip it.
 */
export const PULL_RECORD = '.docsctl-pull.json';

const PullRecord = z.object({
  version: z.literal(1),
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});
export type PullRecord = z.infer<typeof PullRecord>;

/** A record of 100,000 files is ~10 MB: more is not one pull wrote. */
const RECORD_MAX_BYTES = 32 * 1024 * 1024;

/** The folder's record, or undefined when no pull recorded one; a record that is not one pull wrote is refused, naming it. */
export async function readPullRecord(dir: string): Promise<PullRecord | undefined> {
  const file = path.join(dir, PULL_RECORD);
  const stat = await fs.lstat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
    throw error;
  });
  if (!stat) return undefined;
  const refused = (why: string) =>
    new CliError(
      `${file} ${why}; remove it and pull again (without a record, pull refuses to overwrite or remove any file whose bytes differ from the content's)`,
    );
  if (stat.isSymbolicLink()) throw refused('is a symbolic link, which pull never follows');
  if (!stat.isFile()) throw refused('is not a file');
  if (stat.size > RECORD_MAX_BYTES) throw refused(`is larger than the ${RECORD_MAX_BYTES} bytes a record of pull takes`);
  let data: unknown;
  try {
    data = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    throw refused('is not JSON');
  }
  const record = PullRecord.safeParse(data);
  if (!record.success) throw refused('is not a record docsctl pull wrote');
  return record.data;
}

/**
 * Writes the record whole or not at all: into a new file beside it, then renamed over it (a
 * rename replaces a link rather than writing through it). The same record is not rewritten.
 */
export async function writePullRecord(dir: string, files: Record<string, string>): Promise<void> {
  const record: PullRecord = { version: 1, files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
  const text = `${JSON.stringify(record, null, 2)}\n`;
  const file = path.join(dir, PULL_RECORD);
  if ((await fs.readFile(file, 'utf8').catch(() => undefined)) === text) return;
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  await fs.writeFile(draft, text, { flag: 'wx' });
  try {
    await fs.rename(draft, file);
  } catch (error) {
    await fs.rm(draft, { force: true });
    throw error;
  }
}
