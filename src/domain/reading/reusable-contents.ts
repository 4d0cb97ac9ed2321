import type { ReusableContentNode } from '../../format/page.js';
import { pageDocument } from '../../format/document.js';
import { INCLUDES, writeInclude } from '../../format/git-sync/includes.js';
import { gitBlobOid } from '../../format/git-sync/page-file.js';
import { urlRef } from '../../format/document/refs.js';
import { notFound } from '../../lib/errors.js';
import { readTarget, type ReadAt } from '../change-requests/target.js';
import type { Context } from '../kernel/context.js';
import { analyzeAll } from '../workers/markdown-off-thread.js';

/**
 * A reusable content as the API shows it. GitBook names its body by a document id that changes
 * with the body: here its file's git blob id, which semantic changes compare too. `git` is its
 * file, as GitBook gives a Git Sync space's: pull names the file after it, so pages' includes still name it.
 */
export function presentReusableContent(content: ReusableContentNode) {
  const oid = gitBlobOid(writeInclude(content));
  return { id: content.id, title: content.title, document: oid, git: { oid, path: `${INCLUDES}/${content.name}` } };
}

function requireReusableContent(ctx: Context, spaceId: string, id: string, at: ReadAt): ReusableContentNode {
  const content = readTarget(ctx, spaceId, at).revision.reusableContents.find((c) => c.id === id);
  if (!content) throw notFound('reusable content', id);
  return content;
}

export function getReusableContent(ctx: Context, spaceId: string, id: string, at: ReadAt = {}) {
  return presentReusableContent(requireReusableContent(ctx, spaceId, id, at));
}

/**
 * Reusable contents' bodies as GitBook's documents, by id. Their links are kept as written: a
 * reusable content is shown on pages of any folder, so what a relative link names depends on the page.
 */
export async function reusableContentDocuments(ctx: Context, contents: ReusableContentNode[]) {
  const analyses = await analyzeAll(
    ctx,
    contents.map((c) => c.markdown),
  );
  return new Map(contents.map((c) => [c.id, pageDocument(analyses.get(c.markdown)!, urlRef)]));
}

export async function getReusableContentDocument(ctx: Context, spaceId: string, id: string, at: ReadAt = {}) {
  const content = requireReusableContent(ctx, spaceId, id, at);
  return (await reusableContentDocuments(ctx, [content])).get(content.id)!;
}
