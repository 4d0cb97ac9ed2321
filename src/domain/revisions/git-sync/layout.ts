import path from 'node:path/posix';
import type { SummaryEntry, SummaryGroup } from '../markdown/summary.js';
import type { GitSyncConfig } from './config.js';

/** What placing a page in a folder takes: whether it is a group, its title, its path in the space, its subpages. */
export interface PlaceablePage<P> {
  type: 'document' | 'group';
  title: string;
  path: string;
  pages: P[];
}

/** Where a folder's pages are, and the summary that lists them. */
export interface FolderLayout<P> {
  /** Each document page with its file, relative to the root, in reading order. */
  files: { page: P; file: string }[];
  summary: SummaryGroup[];
}

/**
 * Where GitBook's Git Sync writes each page: the first page as the readme, a page with subpages
 * as its folder's `README.md` with them beside it, any other at `<path>.md`. Groups have no file:
 * the summary lists their pages under their title. Top-level pages after a group would be read
 * back into it (a summary has no way to end a group), so they are listed where they stand.
 */
export function folderLayout<P extends PlaceablePage<P>>(pages: P[], config: Pick<GitSyncConfig, 'readme' | 'summary'>): FolderLayout<P> {
  const files: FolderLayout<P>['files'] = [];
  const from = path.dirname(config.summary);
  const entries = (list: P[]): SummaryEntry[] =>
    list.map((page) => {
      const file = page === pages[0] ? config.readme : page.pages.length > 0 ? `${page.path}/README.md` : `${page.path}.md`;
      files.push({ page, file });
      return { link: { text: page.title, href: path.relative(from, file) }, entries: entries(page.pages) };
    });
  const summary: SummaryGroup[] = [{ entries: [] }];
  for (const page of pages) {
    if (page.type === 'group') summary.push({ title: page.title, entries: entries(page.pages) });
    else summary.at(-1)!.entries.push(...entries([page]));
  }
  return { files, summary: summary.filter((group) => group.title !== undefined || group.entries.length > 0) };
}
