import * as z from 'zod';

/** Where a meta link leads (GitBook's RevisionPageMetaLinkTarget): a page (of another space, if it names one), or a URL. */
export const MetaLinkTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), page: z.string().min(1), space: z.string().min(1).optional() }),
  z.object({ kind: z.literal('url'), url: z.string().min(1) }),
]);
export type MetaLinkTarget = z.infer<typeof MetaLinkTarget>;

/** A page's meta links (GitBook's RevisionPageMetaLinks): the canonical version of the page, and its alternates (other languages, other sites). */
export const PageMetaLinks = z.object({ canonical: MetaLinkTarget.optional(), alternates: z.array(MetaLinkTarget) });
export type PageMetaLinks = z.infer<typeof PageMetaLinks>;
