import path from 'node:path/posix';
import { unzipSync, type UnzipFileInfo, type Unzipped } from 'fflate';
import { DomainError, invalid } from '../../kernel/errors.js';
import type { SummaryEntry } from '../markdown/analysis.js';
import { readSummary } from '../markdown/off-thread.js';
import { runInSlices, type Steps } from '../time-slices.js';
import { titleByHeadings } from './documents.js';
import type { ImportedFile, ImportedPage, ImportedTree } from './tree.js';

export const ZIP_MAX_ENTRIES = 10_000;
export const ZIP_MAX_BYTES = 200 * 1024 * 1024;

const IGNORED = /(^|\/)(__MACOSX|\.DS_Store|\.git)(\/|$)/;
const isMarkdown = (p: string) => /\.md$/i.test(p);
const isReadme = (p: string) => /(^|\/)README\.md$/i.test(p);

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

const decode = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

/** A page from a Markdown file, titled `title` until its first heading is found. */
function page(files: Map<string, Uint8Array>, file: string, title: string, children: ImportedPage[]): ImportedPage {
  const slug = isReadme(file) ? path.basename(path.dirname(file)) : path.basename(file, path.extname(file));
  return { title, markdown: decode(files.get(file)!), ...(slug && slug !== '.' ? { slug } : {}), pages: children };
}

/** The Markdown files of an unpacked folder by directory (`''` the top), and each directory's subdirectories holding some, in the zip's order. */
interface Folders {
  files: Map<string, string[]>;
  subdirs: Map<string, Set<string>>;
}

/** Indexes the folder once: looking each directory's content up in the whole file list made a zip of many folders quadratic. */
function foldersOf(files: Map<string, Uint8Array>): Folders {
  const folders: Folders = { files: new Map(), subdirs: new Map() };
  for (const file of files.keys()) {
    if (!isMarkdown(file)) continue;
    const parts = file.split('/');
    const dir = parts.slice(0, -1).join('/');
    const inDir = folders.files.get(dir);
    if (inDir) inDir.push(file);
    else folders.files.set(dir, [file]);
    for (let depth = 0; depth < parts.length - 1; depth++) {
      const ancestor = parts.slice(0, depth).join('/');
      folders.subdirs.set(ancestor, (folders.subdirs.get(ancestor) ?? new Set<string>()).add(parts[depth]!));
    }
  }
  return folders;
}

/**
 * Without SUMMARY.md: each folder's README first, then files and folders by name; a folder is a
 * page over its content. A page a step: each is decoded from its bytes.
 */
function* fromFolders(files: Map<string, Uint8Array>, folders: Folders, dir: string): Steps<ImportedPage[]> {
  const inDir = folders.files.get(dir) ?? [];
  const items = [
    ...inDir.filter((f) => !isReadme(f) && !/(^|\/)SUMMARY\.md$/i.test(f)).map((file) => ({ name: path.basename(file), file })),
    ...[...(folders.subdirs.get(dir) ?? [])].map((sub) => ({ name: sub, sub })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  const readme = dir === '' ? inDir.find(isReadme) : undefined;
  const pages = readme ? [page(files, readme, 'Introduction', [])] : [];
  for (const item of items) {
    if ('file' in item) pages.push(page(files, item.file, path.basename(item.file, '.md'), []));
    else {
      const subPath = dir ? `${dir}/${item.sub}` : item.sub;
      const subReadme = (folders.files.get(subPath) ?? []).find(isReadme);
      const children = yield* fromFolders(files, folders, subPath);
      pages.push(subReadme ? page(files, subReadme, item.sub, children) : { title: item.sub, markdown: '', slug: item.sub, pages: children });
    }
    yield;
  }
  return pages;
}

/** With SUMMARY.md: its nested list of links gives the pages, their order and nesting. A page a step. */
function* fromSummary(files: Map<string, Uint8Array>, summary: SummaryEntry[]): Steps<ImportedPage[]> {
  const used = new Set<string>();
  function* walk(entries: SummaryEntry[]): Steps<ImportedPage[]> {
    const pages: ImportedPage[] = [];
    for (const { link, entries: nested } of entries) {
      const children = yield* walk(nested);
      if (!link) {
        pages.push(...children);
        continue;
      }
      const file = path.normalize(decodeURI(link.href.split('#')[0]!));
      const found = files.has(file);
      if (found) used.add(file);
      pages.push(found ? page(files, file, link.text, children) : { title: link.text, markdown: '', pages: children });
      yield;
    }
    return pages;
  }
  const pages = yield* walk(summary);
  // Pages the summary leaves out are kept, after it: an import never drops content.
  for (const file of [...files.keys()].filter((f) => isMarkdown(f) && !used.has(f) && !/(^|\/)SUMMARY\.md$/i.test(f))) {
    pages.push(page(files, file, path.basename(file, '.md'), []));
    yield;
  }
  return pages;
}

/** A zip of a Markdown folder in Git Sync's layout: pages from `.md` files, everything else as files. */
export async function fromZip(bytes: Uint8Array): Promise<ImportedTree> {
  const files = await runInSlices(unpacking(bytes));
  const summary = [...files.keys()].find((f) => /^SUMMARY\.md$/i.test(f));
  const listed = await runInSlices(summary ? fromSummary(files, await readSummary(decode(files.get(summary)!))) : fromFolders(files, foldersOf(files), ''));
  const pages = await titleByHeadings(listed);
  const assets: ImportedFile[] = [...files]
    .filter(([name]) => !isMarkdown(name))
    .map(([name, data]) => ({ name: path.basename(name), path: name, bytes: data }));
  return { pages, files: assets, total: files.size - (summary ? 1 : 0) };
}
