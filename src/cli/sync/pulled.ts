import path from 'node:path/posix';
import type { GitSyncConfig } from '../../format/git-sync/config.js';
import { safeFileName } from '../../format/git-sync/file-names.js';
import { ASSETS, folderLayout } from '../../format/git-sync/layout.js';
import { writeVars } from '../../format/git-sync/vars.js';
import { includeFileNames, INCLUDES, writeInclude } from '../../format/git-sync/includes.js';
import type { analyzeMarkdown } from '../../format/markdown/analysis.js';
import type { AnyContentRef, HrefOf } from '../../format/document/refs.js';
import type { JSONDocument } from '../../schemas/gitbook/document-types.js';
import { CliError } from '../io.js';
import { pulledLinks } from './link-layouts.js';
import { writeSummary } from '../../format/markdown/summary.js';
import type { RemoteContent, RemoteDocument, RemoteFile, RemotePage } from './remote.js';

/** Content as a Git Sync folder holds it: each path relative to the docs root. */
export interface PulledFolder {
  /** Each document page, in reading order, with its file and the file's text; `slug` where the file is not named after the page (see folderLayout). */
  pages: { page: RemotePage; file: string; text: string; slug?: string }[];
  /** The summary's text, at `config.summary`. */
  summary: string;
  /** Each file of the content, at the path its name gives it under `.gitbook/assets/`. */
  assets: { file: RemoteFile; path: string }[];
  /** The text of `.gitbook/vars.yaml`, when the content has variables. */
  vars?: string;
  /** Each reusable content's file under `.gitbook/includes/`, and its text. */
  includes: { path: string; text: string }[];
}

/**
 * Files named alike get GitBook's ` (1)`, ` (2)`… before their extension, the newest keeping the
 * name: a file changed in a folder is pushed as a new file of that name (the API removes none),
 * so the name is the folder's latest. Names differing only in case count as alike (macOS, Windows).
 */
function assetPaths(files: RemoteFile[]): PulledFolder['assets'] {
  const taken = new Set<string>();
  const newestFirst = [...files].reverse().map((file) => {
    // A name from the API never writes outside the assets, on any system.
    const name = safeFileName(file.name);
    const ext = path.extname(name);
    let unique = name;
    for (let n = 1; taken.has(unique.toLowerCase()); n++) unique = `${name.slice(0, name.length - ext.length)} (${n})${ext}`;
    taken.add(unique.toLowerCase());
    return { file, path: `${ASSETS}/${unique}` };
  });
  return newestFirst.reverse();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A page's Markdown with each reference to a file of the content (its download URL, or GitBook's
 * `/files/<id>`) turned into the path from the page's file to the asset, as Git Sync writes it.
 * Which strings are references is markdown-it's to say.
 */
function withAssetPaths(markdown: string, file: string, assets: Map<string, string>, analyze: typeof analyzeMarkdown): string {
  const named = new Set(analyze(markdown).hrefs.filter((href) => assets.has(href)));
  // Longest first, and never inside a longer reference: `/files/ab` is not the start of `/files/abc`.
  let text = markdown;
  for (const href of [...named].sort((a, b) => b.length - a.length)) {
    const relative = path.relative(path.dirname(file), assets.get(href)!).replaceAll(' ', '%20');
    text = text.replace(new RegExp(`${escapeRegExp(href)}(?![\\w-])`, 'g'), () => relative);
  }
  return text;
}

/**
 * Each reusable content as Git Sync writes its file: its title in front matter, its body written
 * from its document, each link named from `.gitbook/includes/` (a page by its pulled file, a file
 * by its asset; what the content lacks by GitBook's stable ref). Named as includeFileNames says,
 * which is the name pages' `{% include %}` give where the content keeps its file.
 */
async function includeFiles(
  content: RemoteContent,
  documents: ReadonlyMap<string, RemoteDocument>,
  pages: { page: RemotePage; file: string }[],
  assets: PulledFolder['assets'],
): Promise<PulledFolder['includes']> {
  const contents = (content.reusableContents ?? []).filter(({ id }) => documents.has(id));
  if (contents.length === 0) return [];
  const [{ documentMarkdown }, { stableHref }] = await Promise.all([import('../../format/document/markdown.js'), import('../../format/document/refs.js')]);
  const fileOf = new Map(pages.map(({ page, file }) => [page.id, file]));
  const titles = new Map(pages.map(({ page }) => [page.id, page.title]));
  const assetOf = new Map(assets.map(({ file, path: at }) => [file.id, at]));
  const fromIncludes = (to: string) => path.relative(INCLUDES, to).replaceAll(' ', '%20');
  const hrefOf: HrefOf = (ref) => {
    const page = ref.kind === 'page' || ref.kind === 'anchor' ? ref.page && fileOf.get(ref.page) : undefined;
    if (page) return ref.kind === 'anchor' ? `${fromIncludes(page)}#${ref.anchor}` : fromIncludes(page);
    const asset = ref.kind === 'file' ? assetOf.get(ref.file) : undefined;
    return asset ? fromIncludes(asset) : stableHref(ref);
  };
  const titleOf = (ref: AnyContentRef) => (ref.kind === 'page' ? titles.get(ref.page) : undefined);
  const names = includeFileNames(contents);
  return contents.map(({ id, title }) => {
    const at = `${INCLUDES}/${names.get(id)!}`;
    let markdown: string;
    try {
      // The API's document is GitBook's model (JSONDocument), which its spec checks and this process trusts.
      markdown = documentMarkdown({ nodes: documents.get(id)!.nodes as JSONDocument['nodes'] }, hrefOf, titleOf).trimEnd();
    } catch (error) {
      throw new CliError(
        `the reusable content "${title}" (${id}) holds what pull cannot write as Markdown for ${at}: ${(error as Error).message}; nothing was written`,
      );
    }
    return { path: at, text: writeInclude({ title, markdown }) };
  });
}

/**
 * The folder GitBook's Git Sync would write for the content: pages at the files their paths
 * give them, the summary listing them, files under `.gitbook/assets/` with pages referring to
 * them by relative path, the variables in `.gitbook/vars.yaml`, the reusable contents whose
 * bodies `reusableDocuments` holds under `.gitbook/includes/`.
 */
export async function pulledFolder(
  content: RemoteContent,
  config: Pick<GitSyncConfig, 'readme' | 'summary'>,
  reusableDocuments: ReadonlyMap<string, RemoteDocument> = new Map(),
): Promise<PulledFolder> {
  const layout = folderLayout(content.pages, config);
  const vars = writeVars(content.variables ?? {});
  const assets = assetPaths(content.files);
  const byReference = new Map<string, string>();
  for (const { file, path: asset } of assets) byReference.set(file.downloadURL, asset).set(`/files/${file.id}`, asset);
  const hosts = ['/files/', ...new Set(content.files.map((file) => (URL.canParse(file.downloadURL) ? new URL(file.downloadURL).origin : file.downloadURL)))];
  // A page that names no file's host refers to none by its URL: only pages that may are parsed for those.
  const mayRefer = (markdown: string) => hosts.some((host) => markdown.includes(host));
  const written = layout.files.map(({ page, file }) => ({ page, file, text: content.markdown.get(page.id) ?? '' }));
  const analyze = written.length > 0 ? (await import('../../format/markdown/analysis.js')).analyzeMarkdown : undefined;
  const texts = analyze ? pulledLinks(written, assets, analyze) : [];
  return {
    pages: layout.files.map(({ page, file, slug }, i) => ({
      page,
      file,
      ...(slug ? { slug } : {}),
      text: analyze && mayRefer(texts[i]!) ? withAssetPaths(texts[i]!, file, byReference, analyze) : texts[i]!,
    })),
    summary: writeSummary(layout.summary),
    assets,
    ...(vars === undefined ? {} : { vars }),
    includes: await includeFiles(content, reusableDocuments, layout.files, assets),
  };
}
