import path from 'node:path/posix';
import { PageSlug } from '../../schemas/content-changes.js';
import type { ComputedSource, PageLinkTarget } from '../../schemas/revision.js';
import type { SummaryEntry, SummaryGroup } from '../markdown/summary.js';
import { writeYaml } from '../yaml.js';
import type { GitSyncConfig } from './config.js';
import { nameProblem, safeFileName } from './file-names.js';

/** Where Git Sync keeps a space's files, relative to the docs root, each under its name. */
export const ASSETS = '.gitbook/assets';

/**
 * What placing a page in a folder takes: its kind, its titles, its path in the space, its
 * subpages; a link page's target (a page named by its `id`) and a computed page's definition,
 * which the summary lists in its place, neither having a file or a path.
 */
export interface PlaceablePage<P> {
  id?: string;
  type: 'document' | 'group' | 'link' | 'computed';
  title: string;
  linkTitle?: string;
  path: string;
  target?: PageLinkTarget | undefined;
  computed?: ComputedSource | undefined;
  pages: P[];
}

/** A page that the summary lists without a file of its own: a link or computed page. */
const unplaced = (page: PlaceablePage<unknown>) => page.type === 'link' || page.type === 'computed';

/** Where a folder's pages are, and the summary that lists them. */
export interface FolderLayout<P> {
  /**
   * Each document page with its file, relative to the root, in reading order; `slug` where the
   * file is not named after the page (a name another page or file has): the slug it stands for.
   */
  files: { page: P; file: string; slug?: string }[];
  summary: SummaryGroup[];
}

/** A page's name in its folder: the last segment of its path, its slug. */
const nameOf = (page: PlaceablePage<unknown>) => page.path.slice(page.path.lastIndexOf('/') + 1);

/** Whether the importer reads a page named so back as itself: a `README.md` is its folder's page and a `SUMMARY.md` a table of contents, a dotfile is the repository's. */
const readsBack = (name: string, leaf: boolean) => !(leaf && /^(readme|summary)$/i.test(name)) && !name.startsWith('.');
/** Whether every system holds the last name of a path as itself (not `faq?.md`, `a:b.md`, a folder `end.`, `con.md`). */
const holdable = (at: string) => nameProblem(at.slice(at.lastIndexOf('/') + 1)) === undefined;
/**
 * A slug no API should give (`..`, `a\b`, a NUL: the sandbox refuses them) whose file or folder no
 * folder may hold: left as it is, for the check of every path to refuse the pull. A slug the
 * sandbox takes is given a name of its own instead, so that no page of it ever blocks a pull.
 */
const hostile = (slug: string, at: string) => !holdable(at) && !PageSlug.safeParse(slug).success;

/**
 * Where GitBook's Git Sync writes each page: the first page as the readme, a page with subpages
 * as its folder's `README.md` with them beside it, any other at `<path>.md`. Groups have no file:
 * the summary lists their pages under their title (and slug), their pages in its folder. Top-level
 * pages after a group are listed after a rule (`***`), which ends the group.
 *
 * A page whose file would be another's, not read back as itself, or not held by every system,
 * is given `<slug>-1` (`-2`…, the first free) for its name, made safe as a file's name is (`faq?`
 * is `faq_-1`): a page slugged `SUMMARY` or `README`, pages whose names differ only in case (one
 * file on macOS and Windows), a dotfile, a name Windows keeps for a device or refuses (`a:b`,
 * `x|y`, a folder ending in a dot or a space). Siblings that need no new name keep theirs,
 * whatever their order.
 */
export function folderLayout<P extends PlaceablePage<P>>(pages: P[], config: Pick<GitSyncConfig, 'readme' | 'summary'>): FolderLayout<P> {
  // The files and folders given out, in lower case: names differing only in case are one on macOS and Windows.
  const taken = new Set<string>();
  const free = (at: string) => !taken.has(at.toLowerCase());
  const claim = (at: string) => taken.add(at.toLowerCase());
  for (const fixed of [config.readme, config.summary]) {
    fixed.split('/').forEach((_, i, names) => claim(names.slice(0, i + 1).join('/')));
  }
  const placed = new Map<P, { file?: string; slug?: string }>();
  // Folder by folder, iteratively: each page's subpages are placed in the folder it was given.
  const folders: { pages: P[]; dir: string }[] = [{ pages, dir: '' }];
  for (let next = 0; next < folders.length; next++) {
    const { pages: siblings, dir } = folders[next]!;
    const within = (name: string) => (dir ? `${dir}/${name}` : name);
    const first = (page: P) => dir === '' && page === pages[0];
    // A group is one at the top, as the summary has them; one deeper is written as a page.
    const group = (page: P) => dir === '' && page.type === 'group';
    // What a page named so takes of the folder: its file, or the folder of its subpages; the readme is the first page's already.
    const wanted = (page: P, name: string) => (page.pages.length > 0 ? within(name) : group(page) || first(page) ? undefined : within(`${name}.md`));
    const place = (page: P, name: string) => {
      const folder = within(name);
      const file = group(page) ? undefined : first(page) ? config.readme : page.pages.length > 0 ? `${folder}/README.md` : `${folder}.md`;
      const renamed = !group(page) && !first(page) && name !== nameOf(page);
      placed.set(page, { ...(file ? { file } : {}), ...(renamed ? { slug: nameOf(page) } : {}) });
      const claimed = wanted(page, name);
      if (claimed) claim(claimed);
      if (page.pages.length > 0) folders.push({ pages: page.pages, dir: folder });
    };
    // Whether a page named so is written as itself, read back as itself, and takes no other's file.
    const fits = (page: P, name: string, claimed: string) => readsBack(name, page.pages.length === 0) && holdable(claimed) && free(claimed);
    // Those whose own name is free first, so that a new name never takes another page's own.
    const toRename: P[] = [];
    for (const page of siblings) {
      if (unplaced(page)) continue;
      const name = nameOf(page);
      const claimed = wanted(page, name);
      if (!claimed || hostile(name, claimed) || fits(page, name, claimed)) place(page, name);
      else toRename.push(page);
    }
    for (const page of toRename) {
      const base = nameOf(page).replace(/^\.+/, '') || 'page';
      const named = (n: number) => safeFileName(`${base}-${n}`);
      let n = 1;
      while (!fits(page, named(n), wanted(page, named(n))!)) n++;
      place(page, named(n));
    }
  }

  const files: FolderLayout<P>['files'] = [];
  const from = path.dirname(config.summary);
  const fileOf = new Map([...placed].flatMap(([page, { file }]) => (page.id && file ? [[page.id, file] as const] : [])));
  // A link to a page: to its file, as GitBook's Git Sync writes one; a page the content lacks, by its id, as GitBook's stable refs name it.
  const hrefOf = (target: PageLinkTarget) => {
    if (target.kind === 'url') return target.url;
    const file = target.page === undefined ? undefined : fileOf.get(target.page);
    const page = file ? path.relative(from, file) : target.page ? `/pages/${target.page}` : '';
    return target.kind === 'anchor' ? `${page}#${target.anchor}` : page;
  };
  const entries = (list: P[]): SummaryEntry[] =>
    list.flatMap((page): SummaryEntry[] => {
      if (page.type === 'computed' && page.computed) return [{ computed: writeYaml(page.computed), entries: [] }];
      if (page.type === 'link' && page.target) {
        return [{ link: { text: page.title, href: hrefOf(page.target), ...(page.linkTitle ? { title: page.linkTitle } : {}) }, entries: [] }];
      }
      const at = placed.get(page);
      if (!at) return [];
      const { file, slug } = at;
      files.push({ page, file: file!, ...(slug ? { slug } : {}) });
      const link = { text: page.title, href: path.relative(from, file!), ...(page.linkTitle ? { title: page.linkTitle } : {}) };
      return [{ link, entries: entries(page.pages) }];
    });
  const summary: SummaryGroup[] = [{ entries: [] }];
  for (const page of pages) {
    if (page.type === 'group') summary.push({ title: page.title, slug: nameOf(page), entries: entries(page.pages) });
    else if (summary.at(-1)!.title === undefined) summary.at(-1)!.entries.push(...entries([page]));
    else summary.push({ entries: entries([page]) });
  }
  return { files, summary: summary.filter((group) => group.title !== undefined || group.entries.length > 0) };
}
