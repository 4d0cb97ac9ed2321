import type { RevisionRecord } from '../../store/records.js';
import type { PageNode } from '../../format/page.js';
import { urlRef, type RefOf } from '../../format/document/refs.js';
import { referenceOf, resolveLink, revisionPaths } from './link-analysis.js';
import { folderOf, namedPath } from '../../format/link-paths.js';
import { walkPages } from '../revisions/revisions.js';

/**
 * What the links and sources of each page of a revision name, as GitBook's documents refer to
 * them: a page (an anchor in one, with `#`), a file, else the URL as written. Found the way the
 * links endpoints find them, from the page's own folder.
 */
export function documentRefs(revision: Pick<RevisionRecord, 'pages' | 'files'>): (page: PageNode, path: string) => RefOf {
  const paths = revisionPaths(
    [...walkPages(revision.pages)].map(({ page, path }) => referenceOf(page, path)),
    revision.files,
  );
  return (page, path) => {
    const dir = folderOf(page, path);
    return (href) => {
      const hash = href.indexOf('#');
      const anchor = hash >= 0 ? href.slice(hash + 1) : '';
      if (hash === 0) return anchor ? { kind: 'anchor', anchor } : urlRef(href);
      const link = namedPath(href, dir);
      if (!link || 'absolute' in link) return urlRef(href);
      const target = resolveLink(link, paths);
      if ('file' in target) return { kind: 'file', file: target.file.id };
      if ('page' in target) return anchor ? { kind: 'anchor', anchor, page: target.page.id } : { kind: 'page', page: target.page.id };
      return urlRef(href);
    };
  };
}
