import type { RevisionPage } from '../../src/schemas/revision.js';

/** A page's subpages as the API gives them: a link or computed page has none. */
export const subpagesOf = (page: RevisionPage): RevisionPage[] => ('pages' in page ? page.pages : []);

/** A page's slug: a link or computed page, having no place in the paths, has none. */
export const slugOf = (page: RevisionPage): string | undefined => ('slug' in page ? page.slug : undefined);
