import type { Client } from '../../client/client.js';
import type { ItemOf, Output } from '../../client/operation-types.js';
import { PAGE_DEPTH_MAX } from '../../format/page-depth.js';
import { walkTree } from '../../lib/tree-walk.js';
import { CliError } from '../io.js';

export type RemotePage = Output<'listPages'>['pages'][number];
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
  const [{ pages, variables, reusableContents }, files] = await Promise.all([
    changeRequestId
      ? client.call('getRevisionOfChangeRequestById', { params: { spaceId, changeRequestId } })
      : client.call('getCurrentRevision', { params: { spaceId } }),
    listFiles(),
  ]);
  const markdown = new Map<string, string>();
  const documents = allPages(pages, { spaceId, ...(changeRequestId ? { changeRequestId } : {}) }).filter((page) => page.type === 'document');
  for (const page of documents) if ('markdown' in page && typeof page.markdown === 'string') markdown.set(page.id, page.markdown);
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
  return { pages, files, variables, reusableContents, markdown };
}
