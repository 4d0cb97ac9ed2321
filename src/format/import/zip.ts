import path from 'node:path/posix';
import { CONFIG_FILE, readConfig, type GitSyncConfig } from '../git-sync/config.js';
import { requireVarsSize, VARS_FILE } from '../git-sync/vars.js';
import type { Variables } from '../../schemas/revision.js';
import { readPageFiles, type FrontMatterReader, type PageFile } from '../git-sync/page-file.js';
import { decoded } from '../link-paths.js';
import { inlineText, type SummaryEntry, type SummaryGroup, type SummaryLink } from '../markdown/summary.js';
import { ComputedSource, LINK_TITLE_MAX_LENGTH } from '../../schemas/revision.js';
import { parseYaml } from '../yaml.js';
import { runInSlices, type Steps } from '../../lib/time-slices.js';
import { invalid } from '../../lib/errors.js';
import { walkTree } from '../../lib/tree-walk.js';
import type { Archive } from './archive.js';
import { PAGE_MAX_BYTES, requireImportedPages, type ImportedFile, type ImportedPage, type ImportedTree } from './tree.js';
import type { ReusableContentNode } from '../page.js';
import { isIncludeFile, readInclude } from '../git-sync/includes.js';
import { fileNamed, requirePageDepth } from '../page-depth.js';

/** A page's file: Markdown, but under `.gitbook/`, where GitBook keeps reusable content (`includes/`) as files beside the assets. */
export const isPageFile = (p: string) => /\.md$/i.test(p) && !p.startsWith('.gitbook/');
const isReadme = (p: string) => /(^|\/)README\.md$/i.test(p);
/** A table of contents, not a page: the one the configuration names gives the pages, others (a subproject's) are left out. */
export const isSummary = (p: string) => /(^|\/)SUMMARY\.md$/i.test(p);

/**
 * What a repository holds beside its docs, which GitBook does not import: dot-folders and
 * dotfiles (`.github/`, `.gitignore`) but `.gitbook/`, where GitBook keeps its assets.
 */
export const isRepositoryFile = (p: string) => /(^|\/)\.(?!gitbook\/)[^/]*/.test(p);

/** The Markdown files of the docs, by path relative to their root, and what the import reads them as. */
class Sources {
  readonly used = new Set<string>();

  constructor(
    readonly files: Map<string, PageFile>,
    private readonly readme: string,
  ) {}

  /**
   * The page of a Markdown file: its front matter gives its fields, its body the rest. Titled by
   * the `# ` heading it opens with, else `listed` (its SUMMARY.md link) text, else its file name;
   * the table of contents shows the link's title, else its text where the heading differs
   * (GitBook's `linkTitle`), so that neither the sidebar nor the file changes. Its slug is its
   * file's name (its folder's for a README), so paths follow the file layout.
   */
  page(file: string, listed: SummaryLink | undefined, pages: ImportedPage[]): ImportedPage {
    this.used.add(file);
    const source = this.files.get(file)!;
    const folder = path.basename(path.dirname(file));
    const slug = isReadme(file) ? folder : path.basename(file, path.extname(file));
    const named = file === this.readme ? 'Introduction' : isReadme(file) && folder !== '.' ? folder : path.basename(file, path.extname(file));
    const text = listed?.text.trim();
    // A heading that reads as the link's text (`# Q\&A`, `[Q&A]`) is the same title.
    const differs = !!text && !!source.heading && inlineText(source.heading) !== text;
    const toc = listed?.title ?? (differs ? text : undefined);
    // A title the ToC cannot hold (GitBook's linkTitle has at most 100 characters) stays the page's, as the summary gives it.
    const held = toc === undefined || toc.length <= LINK_TITLE_MAX_LENGTH;
    return {
      title: (differs && held ? source.heading : undefined) || text || source.heading || named,
      ...(toc && held ? { linkTitle: toc } : {}),
      markdown: source.body,
      ...source.fields,
      ...(source.frontMatter === undefined ? {} : { frontMatter: source.frontMatter }),
      file,
      ...(slug && slug !== '.' ? { slug } : {}),
      pages,
    };
  }

  /** The pages of the Markdown files nothing else placed, in the archive's order: an import never drops content. */
  *unplaced(): Steps<ImportedPage[]> {
    const pages: ImportedPage[] = [];
    for (const file of [...this.files.keys()].filter((f) => !this.used.has(f))) {
      pages.push(this.page(file, undefined, []));
      yield;
    }
    return pages;
  }
}

/** The Markdown files of a folder by directory (`''` the top), and each directory's subdirectories holding some, in the zip's order. */
interface Folders {
  files: Map<string, string[]>;
  subdirs: Map<string, Set<string>>;
}

/** Indexes the folder once: looking each directory's content up in the whole file list made a zip of many folders quadratic. */
function foldersOf(files: Iterable<string>): Folders {
  const folders: Folders = { files: new Map(), subdirs: new Map() };
  for (const file of files) {
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
 * Without a summary, as GitBook infers one: the first page, then each folder's files and
 * folders by name; a folder is a page over its content (its README's, if it has one). A page a step.
 */
function* fromFolders(sources: Sources, folders: Folders, dir: string): Steps<ImportedPage[]> {
  const items = [
    ...(folders.files.get(dir) ?? []).filter((f) => !isReadme(f) && !sources.used.has(f)).map((file) => ({ name: path.basename(file), file })),
    ...[...(folders.subdirs.get(dir) ?? [])].map((sub) => ({ name: sub, sub })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  const pages: ImportedPage[] = [];
  for (const item of items) {
    if ('file' in item) pages.push(sources.page(item.file, undefined, []));
    else {
      const subPath = dir ? `${dir}/${item.sub}` : item.sub;
      const subReadme = (folders.files.get(subPath) ?? []).find((f) => isReadme(f) && !sources.used.has(f));
      const children = yield* fromFolders(sources, folders, subPath);
      pages.push(subReadme ? sources.page(subReadme, undefined, children) : { title: item.sub, markdown: '', slug: item.sub, pages: children });
    }
    yield;
  }
  return pages;
}

/** A link leading out of the docs: a URL with a scheme (`https:`, `mailto:`), or one for the host (`//host/…`). */
const leadsOut = (href: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);

/**
 * A computed page from a summary's yaml block, refused (naming the summary) where it is not YAML
 * or not a definition GitBook's API describes. GitBook writes no title for one: it is titled by
 * what it is computed from (the OpenAPI specification's slug, the integration).
 */
function computedPage(summary: string, yaml: string): ImportedPage {
  let value: unknown;
  try {
    value = parseYaml(yaml);
  } catch (error) {
    throw invalid(`${summary}: a computed page's yaml block is not YAML (${(error as Error).message.split('\n')[0]}); fix it`, 'url');
  }
  const read = ComputedSource.safeParse(value);
  if (!read.success) {
    const [issue] = read.error.issues;
    const at = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw invalid(
      `${summary}: a computed page's yaml block is not a definition GitBook computes pages from${at} (\`type: builtin:openapi\` with \`props.models\` and \`dependencies.spec.ref\`, \`builtin:translation\` or \`integration:…\`); fix it`,
      'url',
    );
  }
  const computed = read.data;
  const { dependencies } = computed;
  const ref = dependencies && 'spec' in dependencies ? dependencies.spec?.ref : undefined;
  const title = ref && 'spec' in ref ? ref.spec : computed.type === 'builtin:translation' ? 'Translation' : computed.type;
  return { type: 'computed', title, computed, markdown: '', pages: [] };
}

/**
 * With a summary: its nested lists give the pages, their order and nesting; its headings give
 * groups holding the pages under them. Links are relative to the summary's folder. A link out of
 * the docs, to an anchor of a page, or to a file already listed is a link page, and a yaml block
 * a computed page: neither holds subpages, so what their entries nest comes after them (as for
 * an entry without a link). A page a step.
 */
function* fromSummary(sources: Sources, summary: string, groups: SummaryGroup[]): Steps<ImportedPage[]> {
  function* walk(entries: SummaryEntry[]): Steps<ImportedPage[]> {
    const pages: ImportedPage[] = [];
    for (const { link, computed, entries: nested } of entries) {
      const children = yield* walk(nested);
      if (computed !== undefined) {
        pages.push(computedPage(summary, computed), ...children);
        yield;
        continue;
      }
      if (!link) {
        pages.push(...children);
        continue;
      }
      const hash = link.href.indexOf('#');
      const file = path.join(path.dirname(summary), decoded(hash < 0 ? link.href : link.href.slice(0, hash)));
      const anchor = hash < 0 ? undefined : decoded(link.href.slice(hash + 1));
      const linkTitle = link.title && link.title.length <= LINK_TITLE_MAX_LENGTH ? { linkTitle: link.title } : {};
      const title = link.text.trim() || link.href;
      if (leadsOut(link.href)) {
        pages.push({ type: 'link', title, ...linkTitle, target: { kind: 'url', url: link.href }, markdown: '', pages: [] }, ...children);
      } else if (sources.files.has(file) && (anchor !== undefined || sources.used.has(file))) {
        pages.push({ type: 'link', title, ...linkTitle, linksTo: { file, ...(anchor ? { anchor } : {}) }, markdown: '', pages: [] }, ...children);
      } else {
        const found = sources.files.has(file) && !sources.used.has(file);
        pages.push(found ? sources.page(file, link, children) : { title, ...linkTitle, markdown: '', pages: children });
      }
      yield;
    }
    return pages;
  }
  const pages: ImportedPage[] = [];
  for (const group of groups) {
    const entries = yield* walk(group.entries);
    if (group.title === undefined) pages.push(...entries);
    else pages.push({ type: 'group', title: group.title || 'Group', ...(group.slug ? { slug: group.slug } : {}), markdown: '', pages: entries });
  }
  return pages;
}

/** Gives each redirect to the page of the file it names (`to`, `to.md` or `to/README.md`); one naming no page leads nowhere, as on GitBook. */
function redirect(pages: ImportedPage[], redirects: GitSyncConfig['redirects']): void {
  const byFile = new Map<string, ImportedPage>();
  for (const { node: page } of walkTree(pages)) if (page.file) byFile.set(page.file, page);
  for (const [from, to] of Object.entries(redirects)) {
    const page = byFile.get(to) ?? byFile.get(`${to}.md`) ?? byFile.get(`${to}/README.md`);
    if (page) page.redirects = [...(page.redirects ?? []), from];
  }
}

/** The space's variables, if the docs hold `.gitbook/vars.yaml`: its size is checked before it is read as YAML. */
async function variablesOf(archive: Archive, file: string, readers: RepositoryReaders): Promise<Variables | undefined> {
  if (!archive.paths.includes(file)) return undefined;
  const bytes = await archive.read(file);
  requireVarsSize(bytes.length);
  return readers.variables(bytes.toString('utf8'));
}

/** The reusable contents the docs hold, one a file of `.gitbook/includes/`, within the bytes a page may hold. */
async function includesOf(archive: Archive, docs: string[], prefix: string): Promise<ReusableContentNode[]> {
  const contents: ReusableContentNode[] = [];
  for (const file of docs) {
    const name = file.slice(prefix.length);
    if (!isIncludeFile(name)) continue;
    const bytes = await archive.read(file);
    if (bytes.length > PAGE_MAX_BYTES)
      throw invalid(`${name} holds ${bytes.length} bytes; a reusable content holds at most ${PAGE_MAX_BYTES} bytes (1 MiB), as a page does: split it`, 'url');
    contents.push(readInclude(path.basename(name), bytes.toString('utf8')));
  }
  return contents;
}

/** Reads the archive's files as text. */
const textOf = async (archive: Archive, file: string) => (await archive.read(file)).toString('utf8');

/**
 * The Markdown of a zip's pages, all held while its tree is built: at most this much, whatever
 * the zip's entries may declare (10,000 pages of 1 MiB would be 10 GiB).
 */
export const ZIP_MAX_MARKDOWN_BYTES = 200 * 1024 * 1024;

/**
 * What reads a repository's Markdown and YAML: in the sandbox, workers, off its event loop and
 * within a budget; in the CLI (a folder of the user's own, in a process of its own), the
 * process itself.
 */
export interface RepositoryReaders {
  summary(markdown: string): Promise<SummaryGroup[]>;
  config(text: string): Promise<GitSyncConfig>;
  variables(text: string): Promise<Variables>;
  frontMatter: FrontMatterReader;
}

/**
 * A zip of a documentation repository in GitBook's Git Sync layout: `.gitbook.yaml` says where
 * the docs are, their first page and summary; pages come from `.md` files, front matter and all;
 * `.gitbook/vars.yaml` under the root holds the space's variables, `.gitbook/includes/*.md` its
 * reusable contents; the other files under the
 * root are the space's files, read when stored.
 */
export async function fromZip(archive: Archive, readers: RepositoryReaders): Promise<ImportedTree> {
  const config = archive.paths.includes(CONFIG_FILE) ? await readers.config(await textOf(archive, CONFIG_FILE)) : readConfig(undefined);
  const prefix = config.root ? `${config.root}/` : '';
  const docs = archive.paths.filter((p) => p.startsWith(prefix) && !isRepositoryFile(p.slice(prefix.length)));
  const texts = new Map<string, string>();
  let summaryText: string | undefined;
  let markdownBytes = 0;
  for (const file of docs) {
    const name = file.slice(prefix.length);
    if (!isPageFile(name) || (isSummary(name) && name !== config.summary)) continue;
    const bytes = await archive.read(file);
    markdownBytes += bytes.length;
    if (markdownBytes > ZIP_MAX_MARKDOWN_BYTES)
      throw invalid(`the zip's pages hold more than ${ZIP_MAX_MARKDOWN_BYTES} bytes of Markdown in all; import its folders one at a time`, 'url');
    if (name === config.summary) summaryText = bytes.toString('utf8');
    else texts.set(name, bytes.toString('utf8'));
  }
  const read = await readPageFiles(
    [...texts].map(([file, source]) => ({ source, page: () => file, field: 'url' })),
    readers.frontMatter,
  );
  const files = new Map([...texts.keys()].map((file, i) => [file, read[i]!]));
  texts.clear();
  const sources = new Sources(files, config.readme);
  let pages: ImportedPage[];
  if (summaryText !== undefined) {
    const listed = await runInSlices(fromSummary(sources, config.summary, await readers.summary(summaryText)));
    // The first page is the readme wherever the summary lists it; first of all when it does not.
    const first = files.has(config.readme) && !sources.used.has(config.readme) ? [sources.page(config.readme, undefined, [])] : [];
    pages = [...first, ...listed];
  } else {
    // Each folder is a page over its files: refused before the folders are gone through (by recursion) when that nests a page too deep.
    for (const file of files.keys()) {
      const depth = file.split('/').length - (isReadme(file) ? 1 : 0);
      requirePageDepth(depth, () => fileNamed(file), 'url');
    }
    const first = files.has(config.readme) ? [sources.page(config.readme, undefined, [])] : [];
    pages = [...first, ...(await runInSlices(fromFolders(sources, foldersOf(files.keys()), '')))];
  }
  pages.push(...(await runInSlices(sources.unplaced())));
  requireImportedPages(pages);
  redirect(pages, config.redirects);
  const variables = await variablesOf(archive, `${prefix}${VARS_FILE}`, readers);
  const reusableContents = await includesOf(archive, docs, prefix);
  const assets: ImportedFile[] = docs
    .filter((name) => !isPageFile(name.slice(prefix.length)) && name !== `${prefix}${VARS_FILE}` && !isIncludeFile(name.slice(prefix.length)))
    .map((name) => ({ name: path.basename(name), path: name.slice(prefix.length), read: () => archive.read(name) }));
  const brought = assets.length + reusableContents.length;
  return {
    pages,
    files: assets,
    ...(variables ? { variables } : {}),
    ...(reusableContents.length > 0 ? { reusableContents } : {}),
    total: files.size + brought,
    imported: sources.used.size + brought,
  };
}
