import type { FileHandle } from 'node:fs/promises';
import path from 'node:path/posix';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import zlib from 'node:zlib';
import yauzl, { type Entry } from 'yauzl';
import { DomainError, invalid } from '../../lib/errors.js';
import { SLICE_MS } from '../../lib/time-slices.js';

const MiB = 1024 * 1024;

/** A zip is downloaded to a temporary file, not into memory: up to this many bytes. */
export const ZIP_MAX_DOWNLOAD_BYTES = 200 * MiB;
/** Time for that download: a repository of 150 MiB with its images, at about 4 MB/s. */
export const ZIP_DOWNLOAD_MS = 60_000;
export const ZIP_MAX_ENTRIES = 10_000;
/**
 * What a zip's entries may declare they unpack to, in all: every entry is checked before any is
 * read, so a zip bomb is refused at once, and one that unpacks to more than it declares is
 * refused while it is read. Room for a 200 MiB download of text, which packs 4 to 8 times.
 */
export const ZIP_MAX_BYTES = 1024 * MiB;
/** One entry is held whole while it is stored (measured, hashed, written): at most this. */
export const ZIP_MAX_ENTRY_BYTES = 100 * MiB;
/** The entries' names are kept while the archive is read: each at most this long (a zip allows 64 KiB). */
export const ZIP_MAX_NAME_BYTES = 1024;

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

/** A zip's bytes by position: in memory, or in a file. */
interface ZipBytes {
  size: number;
  /** `length` bytes at `start`, for small reads: the directory, headers, small entries. */
  slice(start: number, length: number): Promise<Buffer>;
  /** The bytes from `start` to `end` in chunks, for an entry too big to read at once. */
  chunks(start: number, end: number): AsyncIterable<Buffer>;
}

const pastTheEnd = () => new Error('unexpected end of the archive');

function bytesInMemory(bytes: Buffer): ZipBytes {
  return {
    size: bytes.length,
    slice: async (start, length) => {
      if (start + length > bytes.length) throw pastTheEnd();
      return bytes.subarray(start, start + length);
    },
    chunks: async function* (start, end) {
      yield bytes.subarray(start, end);
    },
  };
}

/**
 * Small reads of a zip file go through a window read ahead: the directory comes as two small
 * reads per entry, small entries lie one after the other, and each read of the file is a trip
 * through libuv's thread pool (~0.1 ms: the directory of 10,000 entries, read by read, took 0.8 s).
 * Not more: a big entry's header is read through it too, and the rest of the window is dropped.
 */
const WINDOW_BYTES = 64 * 1024;
/** A big entry is read in chunks of this size. */
const CHUNK_BYTES = MiB;

function bytesInFile(file: FileHandle, size: number): ZipBytes {
  let window = { start: 0, bytes: Buffer.alloc(0) };
  return {
    size,
    slice: async (start, length) => {
      if (start + length > size) throw pastTheEnd();
      if (start >= window.start && start + length <= window.start + window.bytes.length)
        return window.bytes.subarray(start - window.start, start - window.start + length);
      const bytes = Buffer.allocUnsafe(Math.min(Math.max(length, WINDOW_BYTES), size - start));
      const { bytesRead } = await file.read(bytes, 0, bytes.length, start);
      if (bytesRead < length) throw pastTheEnd();
      window = { start, bytes: bytes.subarray(0, bytesRead) };
      return bytes.subarray(0, length);
    },
    chunks: async function* (start, end) {
      for (let at = start; at < end;) {
        const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, end - at));
        const { bytesRead } = await file.read(chunk, 0, chunk.length, at);
        if (bytesRead === 0) throw pastTheEnd();
        yield chunk.subarray(0, bytesRead);
        at += bytesRead;
      }
    },
  };
}

/** yauzl reads the zip's directory (zip64 and name encodings included) through this. */
class Reader extends yauzl.RandomAccessReader {
  constructor(private readonly bytes: ZipBytes) {
    super();
  }

  override read(buffer: Buffer, offset: number, length: number, position: number, callback: (error: Error | null) => void): void {
    this.bytes.slice(position, length).then((bytes) => {
      bytes.copy(buffer, offset);
      callback(null);
    }, callback);
  }
}

/** What a damaged archive throws (yauzl's or zlib's errors) becomes a refusal; refusals pass as they are. */
async function readable<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalid(`not a readable zip archive (${(error as Error).message})`, 'url');
  }
}

/**
 * Reading from the window and inflating small entries wait on nothing: this lets the event loop
 * turn whenever such work has held it for SLICE_MS, so other requests are answered meanwhile.
 */
function slices(): () => Promise<void> {
  let ends = performance.now() + SLICE_MS;
  return async () => {
    if (performance.now() < ends) return;
    await nextTurn();
    ends = performance.now() + SLICE_MS;
  };
}

/** What is kept of an entry: its name, where its data is, how it is packed and what it declares it unpacks to. */
interface Located {
  name: string;
  offset: number;
  compressedSize: number;
  declared: number;
  deflated: boolean;
}

/**
 * What is kept of an entry (not its extra fields or comment), once it is checked: one the import
 * can read, within the limits, inside the archive's folder. Refused otherwise.
 */
function located(entry: Entry): Located {
  if (entry.fileNameRaw.length > ZIP_MAX_NAME_BYTES) throw invalid(`a zip entry's name is longer than ${ZIP_MAX_NAME_BYTES} bytes`, 'url');
  // Decoded here, not by yauzl: it refuses a name outside the folder with words of its own.
  const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
  // Entries name places inside the folder: an absolute path or `..` climbs out of it.
  const normal = path.normalize(name);
  if (normal.startsWith('/') || normal === '..' || normal.startsWith('../')) {
    throw invalid(`the zip entry "${name}" points outside the archive's folder (an absolute path or "..")`, 'url');
  }
  const { relativeOffsetOfLocalHeader: offset, compressedSize, uncompressedSize: declared, compressionMethod: method } = entry;
  if (declared > ZIP_MAX_ENTRY_BYTES)
    throw invalid(`the zip entry "${name}" unpacks to ${declared} bytes, more than the ${ZIP_MAX_ENTRY_BYTES} a file may have`, 'url');
  if (entry.isEncrypted()) throw invalid(`the zip entry "${name}" is encrypted`, 'url');
  if (method !== 0 && method !== 8)
    throw invalid(`the zip entry "${name}" is compressed with method ${method}; only stored and deflated entries are read`, 'url');
  return { name, offset, compressedSize, declared, deflated: method === 8 };
}

/**
 * Where an entry's data starts: after its local header, whose name and extra field may not be
 * as long as the directory's. Read here, not by yauzl: its callbacks cost as much as a small
 * entry's inflating.
 */
async function dataStart(bytes: ZipBytes, entry: Located): Promise<number> {
  const header = await bytes.slice(entry.offset, 30);
  if (header.readUInt32LE(0) !== 0x04034b50) throw new Error('no local file header where the directory says');
  const start = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > bytes.size) throw pastTheEnd();
  return start;
}

/** Entries up to this size are read and inflated at once (from the window); larger ones are streamed. */
const AT_ONCE_BYTES = 256 * 1024;

/** An entry's bytes, inflated: never more than it declares (the limits were checked on that), and refused if they are not all there. */
async function unpack(bytes: ZipBytes, entry: Located): Promise<Buffer> {
  const { name, declared, deflated } = entry;
  const overrun = () => invalid(`the zip entry "${name}" unpacks to more than the ${declared} bytes it declares`, 'url');
  const fileDataStart = await dataStart(bytes, entry);
  let unpacked: Buffer;
  let size: number;
  if (declared <= AT_ONCE_BYTES && entry.compressedSize <= AT_ONCE_BYTES) {
    const data = await bytes.slice(fileDataStart, entry.compressedSize);
    try {
      // A copy either way: the window it was read from is not kept by what is returned.
      unpacked = deflated ? zlib.inflateRawSync(data, { maxOutputLength: Math.max(declared, 1) }) : Buffer.from(data);
    } catch (error) {
      throw (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? overrun() : error;
    }
    size = unpacked.length;
    if (size > declared) throw overrun();
  } else {
    // Filled as it is inflated: the entry is held once, not also as the chunks it came in.
    unpacked = Buffer.allocUnsafe(declared);
    size = 0;
    let refusal: DomainError | undefined;
    const fill = async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) {
        if (size + chunk.length > declared) throw (refusal = overrun());
        chunk.copy(unpacked, size);
        size += chunk.length;
      }
    };
    const data = bytes.chunks(fileDataStart, fileDataStart + entry.compressedSize);
    // Stopping the pipeline aborts its streams, and that abort may be what it rejects with.
    await (deflated ? pipeline(data, zlib.createInflateRaw(), fill) : pipeline(data, fill)).catch((error: unknown) => {
      throw refusal ?? error;
    });
  }
  if (size < declared) throw invalid(`the zip entry "${name}" unpacks to ${size} bytes, not the ${declared} it declares`, 'url');
  return unpacked;
}

/**
 * Reads a zip's directory and checks every entry before any is read: their number, the sizes
 * they declare, their places. The archive then reads an entry when asked, that one alone.
 */
async function archiveOf(bytes: ZipBytes): Promise<Archive> {
  const zip = await readable(
    yauzl.fromRandomAccessReaderPromise(new Reader(bytes), bytes.size, { autoClose: false, decodeStrings: false, validateEntrySizes: false }),
  );
  // The count is in the directory's last record: a zip of 100,000 tiny entries is refused before one is read.
  if (zip.entryCount > ZIP_MAX_ENTRIES) throw invalid(`the zip holds more than ${ZIP_MAX_ENTRIES} entries (${zip.entryCount})`, 'url');
  const pause = slices();
  const entries = new Map<string, Located>();
  let total = 0;
  await readable(
    (async () => {
      for await (const entry of zip.eachEntry()) {
        const kept = located(entry);
        total += kept.declared;
        if (total > ZIP_MAX_BYTES) throw invalid(`the zip's entries unpack to more than ${ZIP_MAX_BYTES} bytes in all`, 'url');
        // A name listed twice keeps its first place and its last entry.
        if (!kept.name.endsWith('/') && !IGNORED.test(kept.name)) entries.set(path.normalize(kept.name).replace(/^(\.\/)+/, ''), kept);
        await pause();
      }
    })(),
  );
  // A zip of a folder holds that folder: its content is what counts.
  const roots = new Set([...entries.keys()].map((name) => name.split('/')[0]));
  const root = roots.size === 1 && [...entries.keys()].every((name) => name.includes('/')) ? `${[...roots][0]}/` : '';
  const files = new Map([...entries].map(([name, located]) => [name.slice(root.length), located]));
  return {
    paths: [...files.keys()],
    read: async (file) => {
      await pause();
      return readable(unpack(bytes, files.get(file)!));
    },
  };
}

/** A zip's files from its bytes in memory. */
export function archiveOfZip(bytes: Uint8Array): Promise<Archive> {
  return archiveOf(bytesInMemory(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
}

/** A zip's files from a file, read from there one entry at a time: the file must stay open while they are. */
export async function archiveOfZipFile(file: FileHandle): Promise<Archive> {
  return archiveOf(bytesInFile(file, (await file.stat()).size));
}
