import path from 'node:path/posix';
import { unzipSync } from 'fflate';
import { lexer, type Token, type Tokens } from 'marked';
import { DomainError, invalid } from '../errors.js';
import { fromMarkdown } from './documents.js';
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
          throw invalid(`body.url: the zip entry "${file.name}" points outside the archive's folder (an absolute path or "..")`);
        }
        entries++;
        total += file.originalSize;
        if (entries > ZIP_MAX_ENTRIES || total > ZIP_MAX_BYTES) {
          throw invalid(`body.url: the zip holds more than ${ZIP_MAX_ENTRIES} entries or ${ZIP_MAX_BYTES} bytes unpacked`);
        }
        return !file.name.endsWith('/') && !IGNORED.test(file.name);
      },
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalid(`body.url: not a readable zip archive (${(error as Error).message})`);
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

function page(files: Map<string, Uint8Array>, file: string, fallbackTitle: string, children: ImportedPage[]): ImportedPage {
  const document = fromMarkdown(decode(files.get(file)!), new URL(`file:///${fallbackTitle}`));
  const slug = isReadme(file) ? path.basename(path.dirname(file)) : path.basename(file, path.extname(file));
  return { ...document, ...(slug && slug !== '.' ? { slug } : {}), pages: children };
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
function fromSummary(files: Map<string, Uint8Array>, summary: string): ImportedPage[] {
  const used = new Set<string>();
  const walk = (list: Tokens.List): ImportedPage[] =>
    list.items.flatMap((item) => {
      const link = findLink(item.tokens);
      const nested = item.tokens.find((t): t is Tokens.List => t.type === 'list');
      const children = nested ? walk(nested) : [];
      if (!link) return children;
      const file = path.normalize(decodeURI(link.href.split('#')[0]!));
      if (!files.has(file)) return [{ title: link.text, markdown: '', pages: children }];
      used.add(file);
      const imported = page(files, file, link.text, children);
      return [{ ...imported, title: imported.title === path.basename(file, '.md') ? link.text : imported.title }];
    });
  const pages = lexer(summary).filter((t): t is Tokens.List => t.type === 'list').flatMap(walk);
  // Pages the summary leaves out are kept, after it: an import never drops content.
  const leftOut = [...files.keys()].filter((f) => isMarkdown(f) && !used.has(f) && !/(^|\/)SUMMARY\.md$/i.test(f));
  return [...pages, ...leftOut.map((f) => page(files, f, path.basename(f, '.md'), []))];
}

function findLink(tokens: Token[]): Tokens.Link | undefined {
  for (const token of tokens) {
    if (token.type === 'link') return token as Tokens.Link;
    const inner = (token as { tokens?: Token[] }).tokens;
    if (inner && token.type !== 'list') {
      const found = findLink(inner);
      if (found) return found;
    }
  }
  return undefined;
}

/** A zip of a Markdown folder in Git Sync's layout: pages from `.md` files, everything else as files. */
export function fromZip(bytes: Uint8Array): ImportedTree {
  const files = unpack(bytes);
  const summary = [...files.keys()].find((f) => /^SUMMARY\.md$/i.test(f));
  const pages = summary ? fromSummary(files, decode(files.get(summary)!)) : fromFolders(files, '');
  const assets: ImportedFile[] = [...files]
    .filter(([name]) => !isMarkdown(name))
    .map(([name, data]) => ({ name: path.basename(name), path: name, bytes: data }));
  return { pages, files: assets, total: files.size - (summary ? 1 : 0) };
}
