import MarkdownIt from 'markdown-it';
import path from 'node:path/posix';
import type { PageAnalysis } from './markdown/analysis.js';

/**
 * A link as the page's text and place alone tell it: a URL with a scheme, or the path in the
 * revision it names. Which page or file is there is for the revision to say.
 */
export type NamedPath = { absolute: string } | { href: string; path: string; pagePath: string };

/** What the links of a page written in folder `dir` name. */
export interface PagePaths {
  dir: string;
  links: NamedPath[];
  /** The paths each link may name a file by, relative to the page or to the root: what backlinks look for. */
  filePaths: string[];
}

/** A path as a link writes it, escapes decoded; a malformed escape is read as written: such a link leads nowhere rather than failing the request. */
export function decoded(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/**
 * Links between pages are relative paths (with or without `.md`, a folder's `README.md`
 * standing for the folder); anchors within the page, mail and phone links are not links to check.
 */
export function namedPath(href: string, dir: string): NamedPath | undefined {
  if (href.startsWith('#') || /^(mailto|tel):/i.test(href)) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return { absolute: href };
  const target = href.split('#')[0]!.split('?')[0]!;
  if (!target) return undefined;
  const joined = path.normalize(target.startsWith('/') ? target.slice(1) : path.join(dir, decoded(target)));
  return { href, path: joined, pagePath: pagePathOfFile(joined) };
}

/**
 * Paths worked out per version of a page (its analysis) and folder, and kept while its
 * analysis is: a revision that changed one page works out that page's paths alone. The
 * process's, not a sandbox's: the paths are a function of the analysis and the folder alone,
 * and a weak map holds no more than the analyses still held elsewhere.
 */
const known = new WeakMap<PageAnalysis, PagePaths>();

/**
 * The folder a page's relative links start from: its file's (as written in a Git Sync
 * layout), else the one its path would give it as a file (`guide/intro` → `guide`).
 */
export const folderOf = (page: { file?: string }, pagePath: string): string => path.dirname(page.file ?? `${pagePath}.md`);

/** The path a page is named by from a link to its file: `guide/README.md` → `guide`, `guide/intro.md` → `guide/intro`. */
export const pagePathOfFile = (file: string): string =>
  file
    .replace(/(^|\/)README\.md$/i, '')
    .replace(/\.md$/i, '')
    .replace(/\/$/, '');

/** What the links of a page written in folder `dir` name, from its analysis. */
export function pathsOf(analysis: PageAnalysis, dir: string): PagePaths {
  const kept = known.get(analysis);
  if (kept?.dir === dir) return kept;
  const paths: PagePaths = { dir, links: [], filePaths: [] };
  for (const href of analysis.hrefs) {
    const link = namedPath(href, dir);
    if (link) paths.links.push(link);
    const target = decoded(href.split(/[?#]/)[0]!);
    paths.filePaths.push(path.normalize(path.join(dir, target)), path.normalize(target.replace(/^\//, '')));
  }
  known.set(analysis, paths);
  return paths;
}

/** What a layout of pages and files tells of a path from its root: the key of what is there (a page's, a file's), or nothing. */
export type NamedAt = (path: string) => string | undefined;

/** Two layouts of one content, and where the second puts each thing the first names (its path from the root, by key). */
export interface Relayout {
  before: NamedAt;
  after: NamedAt;
  pathOf: (key: string) => string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A page's Markdown with each relative link written from folder `from` in one layout rewritten
 * to name the same page or file from folder `to` in another: what a Git Sync repository's links
 * become where a page's place differs from its file's folder. GitBook keeps a link as the page
 * or file it names, not as a path (its spec's `ContentRefPage` and `ContentRefFile`), resolved by
 * Git Sync against the file's own folder in the repository (a link to a file the summary lacks
 * becomes that file's URL on GitHub: GitBook's answer in ianstormtaylor/slate#1507), and writes
 * it back from wherever the page's file then is: the path a link is written with follows the page.
 * A link that names nothing, or already names its target from `to`, is left as written. Which
 * strings are links is markdown-it's to say (`hrefs`, a page's analysis); where they are
 * rewritten, `withHrefs`'s.
 */
export function relaidLinks(markdown: string, hrefs: string[], from: string, to: string, layout: Relayout): string {
  const rewritten = new Map<string, string>();
  for (const href of new Set(hrefs)) {
    if (href.startsWith('#') || href.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
    const cut = href.search(/[?#]/);
    const target = decoded(cut >= 0 ? href.slice(0, cut) : href);
    if (!target) continue;
    const key = layout.before(path.normalize(path.join(from, target)));
    if (key === undefined || layout.after(path.normalize(path.join(to, target))) === key) continue;
    const relative = path.relative(to, layout.pathOf(key)) || '.';
    // Spaces escaped, as Git Sync writes a path in a link; the rest as it is.
    const written = `${relative.replaceAll(' ', '%20')}${cut >= 0 ? href.slice(cut) : ''}`;
    rewritten.set(href, written);
  }
  return withHrefs(markdown, rewritten);
}

/**
 * Markdown with the targets of its links rewritten as `hrefs` says (each as markdown-it reads
 * it): where it stands as a link's target (`](…`, `="…"`, a reference's definition, an include's file), not in
 * prose nor in a code block (an inline code span is not told apart: a Markdown example in one,
 * of a target the page also links to, is rewritten too).
 */
export function withHrefs(markdown: string, hrefs: ReadonlyMap<string, string>): string {
  const rewritten = new Map<string, string>();
  // markdown-it gives a link's target escaped (`café.md` as `caf%C3%A9.md`): the text holds it as written.
  for (const [href, written] of hrefs) for (const form of new Set([href, decoded(href)])) rewritten.set(form, written);
  if (rewritten.size === 0) return markdown;
  // Longest first, so that `a.md` never matches inside `../a.md`: the lookbehind names where a link's target starts.
  const pattern = [...rewritten.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const target = new RegExp(
    `(?<=\\]\\(\\s*<?|\\b(?:href|src|url)\\s*=\\s*["']|^ {0,3}\\[[^\\]\\n]+\\]:[ \\t]*<?|\\{%\\s*include\\s+")(?:${pattern})(?=[\\s)>"']|$)`,
    'g',
  );
  const code = codeLines(markdown);
  return markdown
    .split('\n')
    .map((line, at) => (code.has(at) ? line : line.replace(target, (href) => rewritten.get(href)!)))
    .join('\n');
}

const blocks = new MarkdownIt('commonmark');

/** The lines of a page's code blocks (fenced or indented), whose text is an example to keep as written, links or not. */
function codeLines(markdown: string): Set<number> {
  const lines = new Set<number>();
  for (const token of blocks.parse(markdown, {})) {
    if ((token.type === 'fence' || token.type === 'code_block') && token.map) for (let at = token.map[0]; at < token.map[1]; at++) lines.add(at);
  }
  return lines;
}
