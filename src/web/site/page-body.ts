import type { BlockSpec } from '../../domain/openapi/block-specs.js';
import type { ReadablePage, SpaceNavigation } from '../../domain/sites/space-navigation.js';
import { targetOf } from '../../domain/sites/space-navigation.js';
import { orgSpecSlugs, renderPage, type OrgSpecLookup, type RenderedPage } from '../../format/html/page.js';
import { controlPath } from '../../schemas/sandbox-controls.js';

/** Where the sandbox serves a file of a revision: by revision, which never changes. */
export const fileUrlOf = (revisionId: string, fileId: string) => controlPath('getFile', { revisionId, fileId });

/** The slugs of the organization's specs a published page's blocks name (in it or what it includes): to be read before it renders. */
export const specSlugsOf = (nav: SpaceNavigation, at: ReadablePage) => orgSpecSlugs(at.page.markdown, nav.revision.reusableContents);

/** What a page's renderer is given of the specs read for it; a slug not read is said to be missing, never raw. */
export const orgSpecLookup =
  (specs: ReadonlyMap<string, BlockSpec>): OrgSpecLookup =>
  (slug) =>
    specs.get(slug) ?? { unavailable: `OpenAPI spec "${slug}" was not read for this page` };

/**
 * A published page's body as HTML and its outline: links to pages of the space lead to the
 * site's URLs for them (`pageUrl` makes one from a page's path), files to their bytes; expressions
 * show the values of the space's and the page's variables; blocks of the organization's specs
 * show what they name of `specs`.
 */
export function pageBody(nav: SpaceNavigation, at: ReadablePage, pageUrl: (path: string) => string, specs: ReadonlyMap<string, BlockSpec>): RenderedPage {
  return renderPage(at.page.markdown, {
    variables: { space: nav.revision.variables, page: at.page.variables },
    reusableContents: nav.revision.reusableContents,
    orgSpecs: orgSpecLookup(specs),
    fileUrl: (ref) => {
      const target = targetOf(nav, at, ref);
      return target && 'file' in target ? fileUrlOf(nav.revision.id, target.file.id) : undefined;
    },
    pageUrl: (ref) => {
      const target = targetOf(nav, at, ref);
      if (!target) return undefined;
      return 'file' in target ? fileUrlOf(nav.revision.id, target.file.id) : pageUrl(target.page) + target.anchor;
    },
  });
}
