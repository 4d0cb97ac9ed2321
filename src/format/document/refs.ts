import type { ContentRefAnchor, ContentRefFile, ContentRefPage, ContentRefURL } from '../../schemas/gitbook/document-types.js';

/** A reference to content, as GitBook's documents name it: the spec's ContentRef kinds the sandbox has. */
export type ContentRef = ContentRefFile | ContentRefPage | ContentRefAnchor | ContentRefURL;

/** What a link or a source of a page names, as a reference: a page or file of the space where it names one, else its URL as written. */
export type RefOf = (href: string) => ContentRef;

export const urlRef: RefOf = (href) => ({ kind: 'url', url: href });

/** A reference where only a file or a URL may be (an image, a cover, an API spec). */
export const mediaRef = (refOf: RefOf, href: string): ContentRefFile | ContentRefURL => {
  const ref = refOf(href);
  return ref.kind === 'file' || ref.kind === 'url' ? ref : { kind: 'url', url: href };
};
