import path from 'node:path/posix';
import type { GitSyncConfig } from '../../format/git-sync/config.js';
import { isIncludeFile } from '../../format/git-sync/includes.js';
import { ASSETS, folderLayout } from '../../format/git-sync/layout.js';
import type { ImportedFile } from '../../format/import/tree.js';
import { folderOf, pagePathOfFile, relaidLinks, type NamedAt, type Relayout } from '../../format/link-paths.js';
import type { analyzeMarkdown } from '../../format/markdown/analysis.js';
import { walkTree } from '../../lib/tree-walk.js';
import type { LocalPage } from './local.js';

/** Whether a page's text may hold a relative link at all (an include's file is one): those that hold none are not parsed. */
const mayLink = (text: string) => /\]\(|\]:|\b(?:href|src|url)\s*=|\{%\s*include\s/.test(text);

/**
 * What a layout names at a path: a file there, a reusable content's file (`i:<path>`, which no
 * layout moves), else a page (by the path a link to its file gives it, `guide/README.md` and
 * `guide/` both `guide`), as the sandbox resolves a link.
 */
function namedAt(files: Map<string, string>, pages: Map<string, string>): NamedAt {
  return (at) => files.get(at) ?? (isIncludeFile(at) ? `i:${at}` : pages.get(pagePathOfFile(at)));
}

/** Where a layout keeps what a key names, when it is a reusable content's file: at its path in every layout. */
const includeAt = (key: string) => (key.startsWith('i:') ? key.slice(2) : undefined);

/**
 * The last names of the paths `before` names something by (`names`, each with its key) that
 * `after` reads otherwise. A link to one of them holds that name: a page read from the folder it
 * is written in, holding none of them, keeps its links as they are and is not parsed.
 */
function strays(names: [string, string][], after: NamedAt): string[] {
  return names.filter(([at, key]) => after(at) !== key).map(([at]) => path.basename(pagePathOfFile(at)));
}

const holdsAny = (text: string, names: string[]) => names.some((name) => text.includes(name));

/** A page of the content as push reads it: its path, the file the content keeps for it (a Git Sync page's), its subpages. */
export interface RemotePlace {
  path: string;
  git?: { path: string } | undefined;
  pages: RemotePlace[];
}

/**
 * The folder's pages with the text push sends and the text to compare with the content's. A
 * page's links are written from its file's folder; the content reads them from the folder of the
 * file it keeps for the page (a page imported from Git Sync keeps its file as the API updates
 * it), else from the page's place (`folderOf`: a page the API inserts has no file), and pull
 * writes the page where the content places it: each link is rewritten to name, from there, the
 * page or file it names in the folder. A folder laid out as pull writes one is compared as it is.
 * Parsed only where a page may link. `remote` is the content's tree: a page of the folder updates
 * the one at its path (the first page the first), as planChanges finds them.
 */
export async function withLinksRelaid(
  pages: LocalPage[],
  files: ImportedFile[],
  config: Pick<GitSyncConfig, 'readme' | 'summary'>,
  remote: RemotePlace[],
): Promise<LocalPage[]> {
  const documents = [...walkTree(pages)].map(({ node }) => node).filter((page) => page.file !== undefined && page.text !== undefined);
  if (!documents.some((page) => mayLink(page.text!))) return pages;
  const { analyzeMarkdown: analyze } = await import('../../format/markdown/analysis.js');
  // Keys: `p:<path in the space>` for a page, `f:<path in the folder>` for a file.
  const before = namedAt(
    new Map(files.map((file) => [file.path, `f:${file.path}`])),
    new Map(documents.map((page) => [pagePathOfFile(page.file!), `p:${page.path}`])),
  );
  const stored = new Map(files.map((file) => [`f:${file.path}`, `${ASSETS}/${file.name}`]));
  const fileAt = (key: string) => stored.get(key)!;
  const assets = new Map([...stored].map(([key, at]) => [at, key]));
  // As pull writes it: each page at the file its place gives it.
  const pulledAt = new Map(folderLayout(pages, config).files.map(({ page, file }) => [`p:${page.path}`, file]));
  const pulled: Relayout = {
    before,
    after: namedAt(assets, new Map([...pulledAt].map(([key, file]) => [pagePathOfFile(file), key]))),
    pathOf: (key) => includeAt(key) ?? (key.startsWith('p:') ? pulledAt.get(key)! : fileAt(key)),
  };
  // The file the content keeps for each page push updates, by the page's path.
  const kept = new Map([...walkTree(remote)].flatMap(({ node }) => (node.git ? [[node.path, node.git.path] as const] : [])));
  const firstKept = remote[0]?.git?.path;
  if (pages[0] && firstKept && !kept.has(pages[0].path)) kept.set(pages[0].path, firstKept);
  // As the content reads a link (see revisionPaths): by a page's path, the root the first page, a kept file over both.
  const contentPages = new Map<string, string>([...documents.map((page) => [page.path, `p:${page.path}`] as const), ['', `p:${pages[0]?.path}`]]);
  for (const page of documents) {
    const file = kept.get(page.path);
    if (file !== undefined) contentPages.set(pagePathOfFile(file), `p:${page.path}`);
  }
  const inContent: Relayout = {
    before,
    after: namedAt(assets, contentPages),
    // A page is named by the file pull writes it at where the content reads that path as the page (not a page pull names otherwise), so that pull keeps the link as it is.
    pathOf: (key) => {
      if (!key.startsWith('p:')) return includeAt(key) ?? fileAt(key);
      const file = pulledAt.get(key);
      return file !== undefined && contentPages.get(pagePathOfFile(file)) === key ? file : `${key.slice(2)}.md`;
    },
  };
  const names: [string, string][] = [
    ...files.map((file) => [file.path, `f:${file.path}`] as [string, string]),
    ...documents.map((page) => [page.file!, `p:${page.path}`] as [string, string]),
  ];
  const [pulledStrays, contentStrays] = [strays(names, pulled.after), strays(names, inContent.after)];
  const relaid = (page: LocalPage): LocalPage => {
    const { file, text } = page;
    const pages = page.pages.map(relaid);
    if (file === undefined || text === undefined || !mayLink(text)) return { ...page, pages };
    const from = path.dirname(file);
    const pulledFile = pulledAt.get(`p:${page.path}`);
    const [pulledDir, sentDir] = [pulledFile === undefined ? from : path.dirname(pulledFile), folderOf({ file: kept.get(page.path) }, page.path)];
    const [comparedAsIs, sentAsIs] = [pulledDir === from && !holdsAny(text, pulledStrays), sentDir === from && !holdsAny(text, contentStrays)];
    if (comparedAsIs && sentAsIs) return { ...page, pages };
    const { hrefs } = analyze(text);
    return {
      ...page,
      ...(comparedAsIs ? {} : { text: relaidLinks(text, hrefs, from, pulledDir, pulled) }),
      ...(sentAsIs ? {} : { sent: relaidLinks(text, hrefs, from, sentDir, inContent) }),
      pages,
    };
  };
  return pages.map(relaid);
}

/** What pull reads of a page of the content: its path, and the file it came from in a Git Sync layout, if any. */
interface PlacedPage {
  id: string;
  path: string;
  git?: { path: string } | undefined;
}

/**
 * The content's pages as pull writes them, with their links rewritten from where the content
 * reads them (a page's file, else its place: `folderOf`) to name the same pages and files from
 * the file pull writes each at: the inverse of what push does, so a folder pushed is pulled back
 * as it was written.
 */
export function pulledLinks<P extends PlacedPage>(
  placed: { page: P; file: string; text: string }[],
  assets: { file: { id: string; name: string }; path: string }[],
  analyze: typeof analyzeMarkdown,
): string[] {
  const pages = new Map<string, string>();
  // As the content resolves a link (see revisionPaths): by a page's path, the root the first page, a Git Sync page's file over both.
  for (const { page } of placed) pages.set(page.path, `p:${page.id}`);
  if (placed[0]) pages.set('', `p:${placed[0].page.id}`);
  for (const { page } of placed) if (page.git?.path) pages.set(pagePathOfFile(page.git.path), `p:${page.id}`);
  // Keys: `p:<id>` for a page, `f:<id>` for a file; a file of the content is where the API keeps one sent to it, under its name.
  const written = new Map<string, string>([
    ...placed.map(({ page, file }) => [`p:${page.id}`, file] as const),
    ...assets.map(({ file, path: at }) => [`f:${file.id}`, at] as const),
  ]);
  const layout: Relayout = {
    before: namedAt(new Map(assets.map(({ file }) => [`${ASSETS}/${file.name}`, `f:${file.id}`])), pages),
    after: namedAt(
      new Map(assets.map(({ file, path: at }) => [at, `f:${file.id}`])),
      new Map(placed.map(({ page, file }) => [pagePathOfFile(file), `p:${page.id}`])),
    ),
    pathOf: (key) => includeAt(key) ?? written.get(key)!,
  };
  const unread = strays(
    [
      ...assets.map(({ file }) => [`${ASSETS}/${file.name}`, `f:${file.id}`] as [string, string]),
      ...[...pages].map(([name, key]) => [name ? `${name}.md` : '', key] as [string, string]),
    ],
    layout.after,
  );
  return placed.map(({ page, file, text }) => {
    const [from, to] = [folderOf({ file: page.git?.path }, page.path), path.dirname(file)];
    return (from === to && !holdsAny(text, unread)) || !mayLink(text) ? text : relaidLinks(text, analyze(text).hrefs, from, to, layout);
  });
}
