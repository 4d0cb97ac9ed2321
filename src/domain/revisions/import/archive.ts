import path from 'node:path/posix';
import { unzipSync, type UnzipFileInfo, type Unzipped } from 'fflate';
import { DomainError, invalid } from '../../kernel/errors.js';
import { runInSlices, type Steps } from '../time-slices.js';

export const ZIP_MAX_ENTRIES = 10_000;
export const ZIP_MAX_BYTES = 200 * 1024 * 1024;

const IGNORED = /(^|\/)(__MACOSX|\.DS_Store|\.git)(\/|$)/;

/**
 * The files of an archive, by their path inside its folder (a zip of one folder is that
 * folder's content), read one at a time when asked: an import holds what it reads, not the
 * whole archive.
 */
export interface Archive {
  paths: string[];
  read(path: string): Promise<Buffer>;
}

/** Reads the entries of a zip that `keep` accepts; what fflate throws on a damaged archive becomes a refusal. */
function readZip(bytes: Uint8Array, keep: (file: UnzipFileInfo) => boolean): Unzipped {
  try {
    return unzipSync(bytes, { filter: keep });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalid(`not a readable zip archive (${(error as Error).message})`, 'url');
  }
}

/**
 * At most this much is inflated in one step, about 10 ms of work. Not less: each pass reads the
 * zip's directory again, a few milliseconds for 10,000 entries.
 */
const PASS_BYTES = 2 * 1024 * 1024;
const PASS_ENTRIES = 500;

/**
 * Unzips with limits on entry count and unpacked size: every entry is checked before any is
 * inflated, so a zip bomb is refused, not unpacked. Then entries are inflated in passes of
 * bounded size, a step each (one entry larger than a pass is still inflated at once).
 */
function* unpacking(bytes: Uint8Array): Steps<Map<string, Uint8Array>> {
  let total = 0;
  /** Per entry in the zip's order: the bytes it unpacks to, or undefined for one left out (folders, system files). */
  const sizes: (number | undefined)[] = [];
  readZip(bytes, (file) => {
    // Entries name places inside the folder: an absolute path or `..` climbs out of it.
    const name = path.normalize(file.name);
    if (name.startsWith('/') || name === '..' || name.startsWith('../')) {
      throw invalid(`the zip entry "${file.name}" points outside the archive's folder (an absolute path or "..")`, 'url');
    }
    total += file.originalSize;
    if (sizes.length + 1 > ZIP_MAX_ENTRIES || total > ZIP_MAX_BYTES) {
      throw invalid(`the zip holds more than ${ZIP_MAX_ENTRIES} entries or ${ZIP_MAX_BYTES} bytes unpacked`, 'url');
    }
    sizes.push(!file.name.endsWith('/') && !IGNORED.test(file.name) ? file.originalSize : undefined);
    return false;
  });
  yield sizes.length;
  // One object, as one unzipSync would give: a name listed twice keeps its first place and its last bytes.
  const unpacked: Unzipped = {};
  for (let from = 0; from < sizes.length; ) {
    let to = from;
    for (let size = 0; to < sizes.length && to - from < PASS_ENTRIES && (to === from || size + (sizes[to] ?? 0) <= PASS_BYTES); to++) size += sizes[to] ?? 0;
    let index = 0;
    Object.assign(unpacked, readZip(bytes, () => {
      const at = index++;
      return at >= from && at < to && sizes[at] !== undefined;
    }));
    yield to - from;
    from = to;
  }
  const files = new Map(Object.entries(unpacked).map(([name, data]) => [path.normalize(name).replace(/^(\.\/)+/, ''), data]));
  // A zip of a folder holds that folder: its content is what counts.
  const roots = new Set([...files.keys()].map((name) => name.split('/')[0]));
  if (roots.size === 1 && [...files.keys()].every((name) => name.includes('/'))) {
    const root = `${[...roots][0]}/`;
    return new Map([...files].map(([name, data]) => [name.slice(root.length), data]));
  }
  return files;
}

/** A zip's files, checked and unpacked in steps. */
export async function archiveOfZip(bytes: Uint8Array): Promise<Archive> {
  const files = await runInSlices(unpacking(bytes));
  return { paths: [...files.keys()], read: async (file) => Buffer.from(files.get(file)!) };
}
