import type { ChangeRequestContentChange } from '../../schemas/content-changes.js';
import type { LocalPage } from './local.js';

/** What a change does, as push counts and prints it. */
export type ChangeKind = 'add' | 'change' | 'move' | 'delete';

/** A change to send, with what it is about for people, and the page inserted earlier whose id it needs. */
export interface PlannedChange {
  kind: ChangeKind;
  /** The file it is about: a page's, or one of the folder's files. */
  label: string;
  change: ChangeRequestContentChange;
  /** The `ref` of an inserted page that this change places a page into: its id is known once that insert is answered. */
  into?: string;
  /**
   * A file too large to send inline: its bytes, sent to an upload URL of the organization's storage
   * just before the change (an `insert_files` of one file) is, which then names that URL.
   */
  upload?: { bytes: Buffer; contentType: string };
}

/**
 * What push sends, and what GitBook's API cannot: the groups of the folder's summary that the
 * content lacks (`insert_page` has no type), and the pages (by file) whose ToC title the summary
 * sets otherwise than the content has it (a page change has no `linkTitle`). Those are for a
 * person to make in the app.
 */
export interface Plan {
  changes: PlannedChange[];
  missingGroups: string[];
  unsentLinkTitles: string[];
}

/**
 * What the planner reads of a page of the content (a page as the API gives it is one). Link and
 * computed pages, which push neither inserts nor moves, are kept where they are: the API counts
 * them among their siblings when it places a page `at` a position.
 */
export interface ContentPage {
  id: string;
  type: 'document' | 'group' | 'link' | 'computed';
  path: string;
  slug: string;
  title: string;
  linkTitle?: string;
  pages: ContentPage[];
}

/** The content as the planner sees it: the page tree, and each document page's file as pull would write it. */
export interface RemoteTree {
  pages: ContentPage[];
  /** By page id: the text of its file, and where pull writes it. */
  files: Map<string, { file: string; text: string }>;
}

/** A page of the content as the changes leave it, step by step: a page inserted by the plan has its `ref` for an id. */
interface Node {
  id: string;
  type: ContentPage['type'];
  /** Its path as the API gave it (pages the plan inserts have none): what the folder's paths are matched with. */
  path?: string;
  slug: string;
  title: string;
  linkTitle?: string;
  label: string;
  text?: string;
  parent?: Node;
  pages: Node[];
  /** Set on pages the plan inserts, whose ids come with the answer. */
  inserted?: true;
}

function nodesOf(pages: ContentPage[], files: RemoteTree['files'], parent?: Node): Node[] {
  return pages.map((page) => {
    const written = files.get(page.id);
    const node: Node = {
      id: page.id,
      type: page.type,
      path: page.path,
      slug: page.slug,
      title: page.title,
      ...(page.linkTitle ? { linkTitle: page.linkTitle } : {}),
      label: written?.file ?? page.path,
      ...(written ? { text: written.text } : {}),
      pages: [],
      ...(parent ? { parent } : {}),
    };
    node.pages = nodesOf(page.pages, files, node);
    return node;
  });
}

/** A link or computed page, which no change of push's moves: the folder's pages are placed around it. */
const fixed = (node: Node) => node.type === 'link' || node.type === 'computed';

function* walk<T extends { pages: T[] }>(pages: T[]): Generator<T> {
  for (const page of pages) {
    yield page;
    yield* walk(page.pages);
  }
}

/** The page of the content each page of the folder stands for, found as people rename and move files: by path, else by identical text, else the first page as the first and groups in order. */
function matches(local: LocalPage[], remote: Node[]): Map<LocalPage, Node> {
  const matched = new Map<LocalPage, Node>();
  const taken = new Set<Node>();
  const take = (page: LocalPage, node: Node | undefined) => {
    if (!node || taken.has(node) || matched.has(page) || node.type !== page.type) return;
    matched.set(page, node);
    taken.add(node);
  };
  const byPath = new Map([...walk(remote)].map((node) => [node.path, node]));
  for (const page of walk(local)) take(page, byPath.get(page.path));
  // A file moved or renamed without a change keeps its page (its id, comments and history), as git sees a rename.
  const byText = new Map<string, Node[]>();
  for (const node of walk(remote)) if (!taken.has(node) && node.text !== undefined) byText.set(node.text, [...(byText.get(node.text) ?? []), node]);
  for (const page of walk(local))
    if (page.text !== undefined && !matched.has(page))
      take(
        page,
        byText.get(page.text)?.find((node) => !taken.has(node)),
      );
  // GitBook writes the first page as README.md whatever its slug: a first page found nowhere else is the content's first.
  if (local[0] && remote[0]?.type === 'document') take(local[0], remote[0]);
  // Groups have no text to be known by, and the API makes none: a group of the folder found nowhere else takes one the content has spare, in order, renamed.
  const spare = remote.filter((node) => node.type === 'group' && !taken.has(node));
  for (const page of local) if (page.type === 'group' && !matched.has(page)) take(page, spare.shift());
  return matched;
}

/**
 * The changes that make the content hold what the folder holds, in the order they apply: pages
 * the folder lacks deleted (at the end when a page to keep must move out of them first), then
 * the folder's pages level by level, each inserted or moved to its place and updated where its
 * text, title or slug differs; the content's link and computed pages stay, counted in positions. The content is followed change by change, so that each position
 * is where the page goes once the changes before it are applied, as the API applies them.
 */
export function planChanges(local: LocalPage[], remote: RemoteTree): Plan {
  const roots = nodesOf(remote.pages, remote.files);
  const matched = matches(local, roots);
  const kept = new Set(matched.values());
  const stays = (node: Node) => node.inserted || kept.has(node) || fixed(node);
  const planned: PlannedChange[] = [];
  const missingGroups: string[] = [];
  const unsentLinkTitles: string[] = [];
  const siblingsOf = (parent: Node | undefined) => (parent ? parent.pages : roots);
  const detach = (node: Node) => {
    const siblings = siblingsOf(node.parent);
    siblings.splice(siblings.indexOf(node), 1);
  };
  const remove = (node: Node) => {
    planned.push({ kind: 'delete', label: node.label, change: { operation: 'delete_page', page: node.id } });
    detach(node);
  };
  const holdsKept = (node: Node): boolean => kept.has(node) || node.pages.some(holdsKept);
  // Pages to delete that hold no page to keep go first: their slugs are then free for the folder's pages.
  const unkept = (nodes: Node[]): Node[] => nodes.flatMap((node) => (stays(node) ? unkept(node.pages) : [node]));
  for (const node of unkept(roots)) if (!holdsKept(node)) remove(node);

  const queue: { pages: LocalPage[]; parent?: Node }[] = [{ pages: local }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { pages, parent } = next;
    const siblings = siblingsOf(parent);
    const into = parent && (parent.inserted ? { into: parent.id } : {});
    // Where the next page goes: right after the page placed before it (those placed form the head of the siblings).
    let free = 0;
    for (const page of pages) {
      const label = page.file ?? page.path;
      let node = matched.get(page);
      if (!node && page.type === 'group') {
        missingGroups.push(page.title);
        continue;
      }
      // After the link and computed pages the summary lists before it, as far as the content has them there.
      let at = free;
      for (let before = page.unplacedBefore ?? 0; before > 0 && siblings[at] !== undefined && fixed(siblings[at]!); before--) at++;
      free = at + 1;
      if (page.linkTitle !== node?.linkTitle) unsentLinkTitles.push(label);
      if (!node) {
        node = { id: label, type: page.type, slug: page.slug, title: page.title, label, pages: [], ...(parent ? { parent } : {}), inserted: true };
        siblings.splice(at, 0, node);
        planned.push({
          kind: 'add',
          label,
          change: {
            operation: 'insert_page',
            ref: label,
            title: page.title,
            slug: page.slug,
            document: { markdown: page.sent ?? page.text ?? '' },
            ...(parent ? { into: parent.id } : {}),
            at,
          },
          ...into,
        });
      } else {
        const moves = node.parent !== parent || siblings.indexOf(node) !== at;
        const edits = page.text !== undefined && page.text !== node.text;
        const renames = page.title !== node.title && page.type === 'group';
        const reslugs = page.slug !== node.slug;
        if (moves) {
          detach(node);
          siblings.splice(at, 0, node);
          node.parent = parent;
        }
        if (moves || edits || renames || reslugs) {
          planned.push({
            kind: edits || renames ? 'change' : 'move',
            label,
            change: {
              operation: 'update_page',
              page: node.id,
              ...(edits ? { document: { markdown: page.sent ?? page.text! } } : {}),
              ...(renames ? { title: page.title } : {}),
              ...(reslugs ? { slug: page.slug } : {}),
              ...(moves ? { into: parent?.id ?? null, at } : {}),
            },
            ...(moves ? into : {}),
          });
        }
        node.slug = page.slug;
      }
      queue.push({ pages: page.pages, parent: node });
    }
  }
  // What is left of the pages to delete: those that held a page to keep, now moved out.
  for (const node of unkept(roots)) remove(node);
  return { changes: planned, missingGroups, unsentLinkTitles };
}
