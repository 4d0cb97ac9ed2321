import type { Client } from '../../client/client.js';
import type { ItemOf, Output } from '../../client/operation-types.js';
import { PAGE_DEPTH_MAX } from '../../format/page-depth.js';
import { walkTree } from '../../lib/tree-walk.js';
import { CliError } from '../io.js';

/** A page of the content as the API gives it: a document, a group, a link or a computed page. */
type ApiPage = Output<'listPages'>['pages'][number];

/**
 * A page of the content as push and pull work with it: every kind with its subpages, a link or
 * computed page with none and no path (`''`: it has no place in the content's paths), its
 * target or definition kept for the summary.
 */
export interface RemotePage {
  id: string;
  type: ApiPage['type'];
  title: string;
  linkTitle?: string;
  path: string;
  slug: string;
  git?: { path: string; oid: string };
  markdown?: string;
  target?: Extract<ApiPage, { type: 'link' }>['target'];
  computed?: Extract<ApiPage, { type: 'computed' }>['computed'];
  pages: RemotePage[];
}

/** A page of the API's tree as push and pull work with it, its subpages left to the caller (see RemotePage). */
function remotePage(page: ApiPage): RemotePage {
  const { id, type, title, linkTitle } = page;
  const common = { id, type, title, ...(linkTitle ? { linkTitle } : {}), pages: [] };
  if (page.type === 'link') return { ...common, path: '', slug: '', target: page.target };
  if (page.type === 'computed') return { ...common, path: '', slug: '', computed: page.computed };
  return {
    ...common,
    path: page.path,
    slug: page.slug,
    ...(page.type === 'document' && page.git ? { git: page.git } : {}),
    ...(page.type === 'document' && page.markdown !== undefined ? { markdown: page.markdown } : {}),
  };
}

/**
 * The API's tree as push and pull work with it (see RemotePage). A list at a time, not by
 * recursion: a tree from the API may nest thousands deep, which allPages then refuses.
 */
export function remotePages(pages: ApiPage[]): RemotePage[] {
  const roots: RemotePage[] = [];
  const lists = [{ from: pages, into: roots }];
  for (let list = lists.pop(); list; list = lists.pop()) {
    for (const page of list.from) {
      const made = remotePage(page);
      list.into.push(made);
      if ('pages' in page) lists.push({ from: page.pages, into: made.pages });
    }
  }
  return roots;
}
export type RemoteFile = ItemOf<'listFiles'>;

/** A space's content, or with `changeRequestId` a change request's. */
export interface ContentTarget {
  spaceId: string;
  changeRequestId?: string;
}

/** A space's or change request's content as the public API gives it. */
export interface RemoteContent {
  pages: RemotePage[];
  files: RemoteFile[];
  /** The space variables (`.gitbook/vars.yaml` in Git Sync); none where a revision has none to give. */
  variables?: Output<'getCurrentRevision'>['variables'];
  /** The reusable contents (`.gitbook/includes/` in Git Sync), without their bodies; none where a revision has none to give. */
  reusableContents?: Output<'getCurrentRevision'>['reusableContents'];
  /** The revision read, whose reusable contents' bodies readReusableDocuments reads. */
  revision: string;
  /** Each document page's Git Sync file (front matter, title, body) by page id, as `format=markdown` answers it. */
  markdown: Map<string, string>;
}

/** Requests in flight at once when reading pages one by one: enough to hide the round trips, few enough for any server's rate limit. */
export const PARALLEL_READS = 8;

/** Runs `work` on every item, at most `limit` at a time. */
export async function eachConcurrently<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Every page of the content's tree, parents before their subpages; refused past the depth pages
 * may nest, which is as deep as a summary can say: a tree from the API may nest thousands deep.
 */
function allPages(pages: RemotePage[], { spaceId, changeRequestId }: ContentTarget): RemotePage[] {
  const all: RemotePage[] = [];
  for (const { node: page, depth } of walkTree(pages)) {
    if (depth > PAGE_DEPTH_MAX) {
      const content = changeRequestId ? `change request ${changeRequestId} of space ${spaceId}` : `space ${spaceId}`;
      throw new CliError(
        `${content} nests pages more than ${PAGE_DEPTH_MAX} levels deep ("${page.path}"), deeper than a SUMMARY.md can say; move its deepest pages up, then try again`,
      );
    }
    all.push(page);
  }
  return all;
}

/**
 * Reads the content with the calls GitBook itself answers: the revision (its page tree and its
 * variables), each page as Markdown, and the list of files. GitBook's tree has no bodies, so each page is asked for; a tree that
 * holds them (the sandbox's: each page as `format=markdown` answers it) saves a thousand requests.
 */
export async function readContent(client: Client, { spaceId, changeRequestId }: ContentTarget): Promise<RemoteContent> {
  const listFiles = async () => {
    const files: RemoteFile[] = [];
    const items = changeRequestId
      ? client.items('listFilesInChangeRequestById', { params: { spaceId, changeRequestId } })
      : client.items('listFiles', { params: { spaceId } });
    for await (const file of items) files.push(file);
    return files;
  };
  // A computed page as its definition (`computed=false`), as Git Sync writes it in SUMMARY.md, not the pages GitBook computes from it by default.
  const query = { computed: 'false' as const };
  const [{ id: revisionId, pages: apiPages, variables, reusableContents }, files] = await Promise.all([
    changeRequestId
      ? client.call('getRevisionOfChangeRequestById', { params: { spaceId, changeRequestId }, query })
      : client.call('getCurrentRevision', { params: { spaceId }, query }),
    listFiles(),
  ]);
  const pages = remotePages(apiPages);
  const markdown = new Map<string, string>();
  const documents = allPages(pages, { spaceId, ...(changeRequestId ? { changeRequestId } : {}) }).filter((page) => page.type === 'document');
  for (const page of documents) if (page.markdown !== undefined) markdown.set(page.id, page.markdown);
  await eachConcurrently(
    documents.filter((page) => !markdown.has(page.id)),
    PARALLEL_READS,
    async ({ id: pageId }) => {
      const page = changeRequestId
        ? await client.call('getPageInChangeRequestById', { params: { spaceId, changeRequestId, pageId }, query: { format: 'markdown' } })
        : await client.call('getPageById', { params: { spaceId, pageId }, query: { format: 'markdown' } });
      markdown.set(pageId, ('markdown' in page && page.markdown) || '');
    },
  );
  return { revision: revisionId, pages, files, variables, reusableContents, markdown };
}

/** A reusable content's body as the API gives it: GitBook's JSON document. */
export type RemoteDocument = Output<'getReusableContentDocumentInRevisionById'>;

/**
 * Each reusable content's body, by id: GitBook gives it as a document only, and by revision, so
 * it is the revision the content was read at (the pages' own), even while the space moves on.
 */
export async function readReusableDocuments(client: Client, spaceId: string, content: RemoteContent): Promise<Map<string, RemoteDocument>> {
  const documents = new Map<string, RemoteDocument>();
  await eachConcurrently(content.reusableContents ?? [], PARALLEL_READS, async ({ id: reusableContentId }) => {
    documents.set(
      reusableContentId,
      await client.call('getReusableContentDocumentInRevisionById', { params: { spaceId, revisionId: content.revision, reusableContentId } }),
    );
  });
  return documents;
}
