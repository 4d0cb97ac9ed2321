import { presentSpace } from '../../domain/content/spaces.js';
import type { Context } from '../../domain/kernel/context.js';
import { notFound } from '../../lib/errors.js';
import { appUrl } from '../../domain/kernel/locations.js';
import { presentChangeRequest } from '../../domain/change-requests/change-requests.js';
import { presentFile } from '../../domain/revisions/present.js';
import { findPageByPath, walkPages } from '../../domain/revisions/revisions.js';
import { readTarget, type Target } from '../../domain/change-requests/target.js';
import { targetOf, type SpaceNavigation } from '../../domain/sites/space-navigation.js';
import type { ChangeRequest, Revision } from '../../schemas/revision.js';
import type { Space } from '../../schemas/content.js';
import type { FileNode, PageNode } from '../../format/page.js';
import type { References } from '../../format/html/page.js';

/** A space's content as the app shows it: the space's own, or a change request's (by number). */
export interface Content {
  target: Target;
  space: Space;
  changeRequest?: ChangeRequest;
  /** Set when the content is one revision of the space's history rather than its current content. */
  revision?: Pick<Revision, 'id' | 'type' | 'createdAt'>;
  /** Where this content's pages are: the space's or the change request's app URL, a page's path after it. */
  appUrl: string;
  /** A change request's other tab: what it changes. */
  changesUrl?: string;
}

/** The content a signed-in user asked for, read with the read role as the API reads it: a refusal is the API's. */
export function readContent(ctx: Context, spaceId: string, changeRequest?: string): Content {
  const target = readTarget(ctx, spaceId, changeRequest === undefined ? {} : { changeRequest });
  const space = presentSpace(ctx, target.space);
  if (!target.cr) return { target, space, appUrl: space.urls.app };
  const cr = presentChangeRequest(ctx, target.cr, target.space);
  return {
    target,
    space,
    changeRequest: cr,
    appUrl: cr.urls.app,
    changesUrl: appUrl(ctx, 'changeRequestChanges', { spaceId: space.id, number: String(cr.number) }),
  };
}

/** One revision of a space's history (its `urls.app`), read with the read role as the API reads it. */
export function readRevisionContent(ctx: Context, spaceId: string, revisionId: string): Content {
  const target = readTarget(ctx, spaceId, { revision: revisionId });
  const space = presentSpace(ctx, target.space);
  const { id, type, createdAt } = target.revision;
  return { target, space, revision: { id, type, createdAt }, appUrl: appUrl(ctx, 'revision', { spaceId: space.id, revisionId: id }) };
}

/** The page at a path of the content's pages (its computed pages' pages among them); no path is its first page with a body, as the app opens a space. */
export function pageAt(pages: PageNode[], path: string): { page: PageNode; path: string } | undefined {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed) {
    const found = findPageByPath(pages, trimmed);
    if (!found) throw notFound('page at path', trimmed);
    return found;
  }
  for (const entry of walkPages(pages)) if (entry.page.type === undefined) return entry;
  return undefined;
}

/**
 * Where a page's links and files lead in the app: pages to their app URL in the same content, files to
 * the bytes the sandbox serves — found as the published site and the links endpoints find them.
 */
export function referencesOf(ctx: Pick<Context, 'baseUrl' | 'store'>, content: Content, nav: SpaceNavigation, page: PageNode, path: string): References {
  const at = { page, path };
  const fileUrl = (file: FileNode) => presentFile(ctx, file, nav.revision.id).downloadURL;
  return {
    fileUrl(ref) {
      const target = targetOf(nav, at, ref);
      return target && 'file' in target ? fileUrl(target.file) : undefined;
    },
    pageUrl(ref) {
      const target = targetOf(nav, at, ref);
      if (!target) return undefined;
      return 'file' in target ? fileUrl(target.file) : `${content.appUrl}/${target.page}${target.anchor}`;
    },
  };
}
