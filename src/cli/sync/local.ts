import { DomainError } from '../../lib/errors.js';
import { readConfig } from '../../format/git-sync/config.js';
import { readVars } from '../../format/git-sync/vars.js';
import type { Variables } from '../../schemas/revision.js';
import { fieldsOf, writePageFile } from '../../format/git-sync/page-file.js';
import { fromZip, type RepositoryReaders } from '../../format/import/zip.js';
import type { ImportedFile, ImportedPage } from '../../format/import/tree.js';
import type { ReusableContentNode } from '../../format/page.js';
import { summaryOf } from '../../format/markdown/summary.js';
import { SiblingSlugs } from '../../format/sibling-slugs.js';
import { walkTree } from '../../lib/tree-walk.js';
import { CliError, EXIT } from '../io.js';
import { archiveOfFolder } from './folder.js';

/** A page of a folder, where the importer would put it. */
export interface LocalPage {
  type: 'document' | 'group';
  title: string;
  /** The title the table of contents shows instead (GitBook's `linkTitle`), where the summary gives one. */
  linkTitle?: string;
  /** Its slug among its siblings and its path in the space, as GitBook gives them: the file's name, else one from the title. */
  slug: string;
  path: string;
  /** A document's file, relative to the docs root, and its text as the API reads it back (the one normalisation of a Git Sync file). */
  file?: string;
  text?: string;
  /** The text to send, where its links are written otherwise than in its file (see withLinksRelaid). */
  sent?: string;
  /** How many link and computed pages the summary lists right before it among its siblings, which push does not place. */
  unplacedBefore?: number;
  pages: LocalPage[];
}

/** A folder read as GitBook reads a Git Sync repository: the pages the importer makes of it, and its files. */
export interface LocalFolder {
  pages: ImportedPage[];
  files: ImportedFile[];
  /** The space variables of its `.gitbook/vars.yaml` (none without one). */
  variables: Variables;
  /** The reusable contents of its `.gitbook/includes/`. */
  reusableContents: ReusableContentNode[];
}

/** The folder's pages push places: its link and computed pages are not (see unplacedPages). */
function placed(pages: ImportedPage[], parentPath: string, renamed: ReadonlyMap<string, string>): LocalPage[] {
  const slugs = new SiblingSlugs();
  let unplaced = 0;
  return pages
    .flatMap((page) => {
      if (page.type === 'link' || page.type === 'computed') {
        unplaced++;
        return [];
      }
      const before = unplaced;
      unplaced = 0;
      return [{ page, before }];
    })
    .map(({ page, before }) => {
      const slug = slugs.take(page.title, (page.file && renamed.get(page.file)) || page.slug);
      const path = parentPath ? `${parentPath}/${slug}` : slug;
      const document = page.type !== 'group';
      return {
        type: document ? 'document' : 'group',
        title: page.title,
        ...(page.linkTitle ? { linkTitle: page.linkTitle } : {}),
        slug,
        path,
        ...(document ? { text: writePageFile(page), ...(page.file ? { file: page.file } : {}) } : {}),
        ...(before > 0 ? { unplacedBefore: before } : {}),
        pages: placed(page.pages, path, renamed),
      };
    });
}

/** The folder's link and computed pages (by title), which GitBook's API cannot insert: `insert_page` makes a document of a body. */
export function unplacedPages(folder: Pick<LocalFolder, 'pages'>): { type: 'link' | 'computed'; title: string }[] {
  return [...walkTree(folder.pages)].flatMap(({ node: { type, title } }) => (type === 'link' || type === 'computed' ? [{ type, title }] : []));
}

/** The CLI reads the user's own folder, in a process of its own: at once. */
const READERS: RepositoryReaders = {
  summary: async (markdown) => summaryOf(markdown),
  config: async (text) => readConfig(text),
  variables: async (text) => readVars(text),
  frontMatter: async (frontMatters) => frontMatters.map(fieldsOf),
};

/**
 * The folder's pages placed as GitBook places them: each slug from its file's name, but for the
 * files `renamed` names (by path from the docs root), which stand for the page of that slug: pull
 * names a page's file otherwise when its own name is another's (see folderLayout).
 */
export const localPages = (folder: LocalFolder, renamed: ReadonlyMap<string, string>): LocalPage[] => placed(folder.pages, '', renamed);

/**
 * Reads a folder with the sandbox's own reader of Git Sync repositories, so that what push sends
 * is what an import of the same folder would make: `.gitbook.yaml`, the summary's groups, titles
 * and nesting, front matter, files that no summary lists.
 */
export async function readFolder(dir: string): Promise<LocalFolder> {
  try {
    const tree = await fromZip(await archiveOfFolder(dir), READERS);
    return { pages: tree.pages, files: tree.files, variables: tree.variables ?? {}, reusableContents: tree.reusableContents ?? [] };
  } catch (error) {
    if (error instanceof DomainError) throw new CliError(`${dir}: ${error.message}`, EXIT.usage);
    throw error;
  }
}
