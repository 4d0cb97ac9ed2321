import path from 'node:path/posix';
import type { SummaryEntry } from '../markdown/analysis.js';
import { readSummary } from '../markdown/off-thread.js';
import { runInSlices, type Steps } from '../time-slices.js';
import { titleByHeadings } from './documents.js';
import type { Archive } from './archive.js';
import type { ImportedFile, ImportedPage, ImportedTree } from './tree.js';

const isMarkdown = (p: string) => /\.md$/i.test(p);
const isReadme = (p: string) => /(^|\/)README\.md$/i.test(p);

/** A page from a Markdown file, titled `title` until its first heading is found. */
function page(files: Map<string, string>, file: string, title: string, children: ImportedPage[]): ImportedPage {
  const slug = isReadme(file) ? path.basename(path.dirname(file)) : path.basename(file, path.extname(file));
  return { title, markdown: files.get(file)!, ...(slug && slug !== '.' ? { slug } : {}), pages: children };
}

/** The Markdown files of an unpacked folder by directory (`''` the top), and each directory's subdirectories holding some, in the zip's order. */
interface Folders {
  files: Map<string, string[]>;
  subdirs: Map<string, Set<string>>;
}

/** Indexes the folder once: looking each directory's content up in the whole file list made a zip of many folders quadratic. */
function foldersOf(files: Map<string, string>): Folders {
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
function* fromFolders(files: Map<string, string>, folders: Folders, dir: string): Steps<ImportedPage[]> {
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
function* fromSummary(files: Map<string, string>, summary: SummaryEntry[]): Steps<ImportedPage[]> {
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

/** A zip of a Markdown folder in Git Sync's layout: pages from `.md` files, everything else as files, read when stored. */
export async function fromZip(archive: Archive): Promise<ImportedTree> {
  const texts = new Map<string, string>();
  for (const file of archive.paths.filter(isMarkdown)) texts.set(file, (await archive.read(file)).toString('utf8'));
  const summary = [...texts.keys()].find((f) => /^SUMMARY\.md$/i.test(f));
  const listed = await runInSlices(summary ? fromSummary(texts, await readSummary(texts.get(summary)!)) : fromFolders(texts, foldersOf(texts), ''));
  const pages = await titleByHeadings(listed);
  const assets: ImportedFile[] = archive.paths
    .filter((name) => !isMarkdown(name))
    .map((name) => ({ name: path.basename(name), path: name, read: () => archive.read(name) }));
  return { pages, files: assets, total: archive.paths.length - (summary ? 1 : 0) };
}
