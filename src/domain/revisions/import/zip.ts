import path from 'node:path/posix';
import { unzipSync } from 'fflate';
import { DomainError, invalid } from '../../kernel/errors.js';
import type { SummaryEntry } from '../markdown/analysis.js';
import { readSummary } from '../markdown/off-thread.js';
import { titleByHeadings } from './documents.js';
import type { ImportedFile, ImportedPage, ImportedTree } from './tree.js';

export const ZIP_MAX_ENTRIES = 10_000;
export const ZIP_MAX_BYTES = 200 * 1024 * 1024;

const IGNORED = /(^|\/)(__MACOSX|\.DS_Store|\.git)(\/|$)/;
const isMarkdown = (p: string) => /\.md$/i.test(p);
const isReadme = (p: string) => /(^|\/)README\.md$/i.test(p);

/** Unzips with limits on entry count and unpacked size, so a zip bomb is refused, not unpacked. */
function unpack(bytes: Uint8Array): Map<string, Uint8Array> {
  let entries = 0;
  let total = 0;
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(bytes, {
      filter: (file) => {
        // Entries name places inside the folder: an absolute path or `..` climbs out of it.
        const name = path.normalize(file.name);
        if (name.startsWith('/') || name === '..' || name.startsWith('../')) {
          throw invalid(`the zip entry "${file.name}" points outside the archive's folder (an absolute path or "..")`, 'url');
        }
        entries++;
        total += file.originalSize;
        if (entries > ZIP_MAX_ENTRIES || total > ZIP_MAX_BYTES) {
          throw invalid(`the zip holds more than ${ZIP_MAX_ENTRIES} entries or ${ZIP_MAX_BYTES} bytes unpacked`, 'url');
        }
        return !file.name.endsWith('/') && !IGNORED.test(file.name);
      },
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalid(`not a readable zip archive (${(error as Error).message})`, 'url');
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

/** Without SUMMARY.md: each folder's README first, then files and folders by name; a folder is a page over its content. */
function fromFolders(files: Map<string, Uint8Array>, dir: string): ImportedPage[] {
  const inDir = [...files.keys()].filter((f) => isMarkdown(f) && path.dirname(f) === (dir || '.'));
  const subdirs = [...new Set([...files.keys()].filter((f) => isMarkdown(f) && f.startsWith(dir ? `${dir}/` : '')).map((f) => f.slice(dir ? dir.length + 1 : 0).split('/')).filter((parts) => parts.length > 1).map((parts) => parts[0]!))];
  const items: { name: string; build: () => ImportedPage }[] = [
    ...inDir.filter((f) => !isReadme(f) && !/(^|\/)SUMMARY\.md$/i.test(f)).map((f) => ({ name: path.basename(f), build: () => page(files, f, path.basename(f, '.md'), []) })),
    ...subdirs.map((sub) => {
      const subPath = dir ? `${dir}/${sub}` : sub;
      const readme = [...files.keys()].find((f) => isReadme(f) && path.dirname(f) === subPath);
      return {
        name: sub,
        build: () => (readme ? page(files, readme, sub, fromFolders(files, subPath)) : { title: sub, markdown: '', slug: sub, pages: fromFolders(files, subPath) }),
      };
    }),
  ].sort((a, b) => a.name.localeCompare(b.name));
  const readme = dir === '' ? inDir.find(isReadme) : undefined;
  return [...(readme ? [page(files, readme, 'Introduction', [])] : []), ...items.map((i) => i.build())];
}

/** With SUMMARY.md: its nested list of links gives the pages, their order and nesting. */
function fromSummary(files: Map<string, Uint8Array>, summary: SummaryEntry[]): ImportedPage[] {
  const used = new Set<string>();
  const walk = (entries: SummaryEntry[]): ImportedPage[] =>
    entries.flatMap(({ link, entries: nested }) => {
      const children = walk(nested);
      if (!link) return children;
      const file = path.normalize(decodeURI(link.href.split('#')[0]!));
      if (!files.has(file)) return [{ title: link.text, markdown: '', pages: children }];
      used.add(file);
      return [page(files, file, link.text, children)];
    });
  const pages = walk(summary);
  // Pages the summary leaves out are kept, after it: an import never drops content.
  const leftOut = [...files.keys()].filter((f) => isMarkdown(f) && !used.has(f) && !/(^|\/)SUMMARY\.md$/i.test(f));
  return [...pages, ...leftOut.map((f) => page(files, f, path.basename(f, '.md'), []))];
}

/** A zip of a Markdown folder in Git Sync's layout: pages from `.md` files, everything else as files. */
export async function fromZip(bytes: Uint8Array): Promise<ImportedTree> {
  const files = unpack(bytes);
  const summary = [...files.keys()].find((f) => /^SUMMARY\.md$/i.test(f));
  const pages = await titleByHeadings(summary ? fromSummary(files, await readSummary(decode(files.get(summary)!))) : fromFolders(files, ''));
  const assets: ImportedFile[] = [...files]
    .filter(([name]) => !isMarkdown(name))
    .map(([name, data]) => ({ name: path.basename(name), path: name, bytes: data }));
  return { pages, files: assets, total: files.size - (summary ? 1 : 0) };
}
