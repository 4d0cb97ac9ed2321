import type { ContentRef as AnyContentRef, ContentRefAnchor, ContentRefFile, ContentRefPage, ContentRefURL } from '../../schemas/gitbook/document-types.js';

export type { AnyContentRef };

/** A reference to content, as GitBook's documents name it: the spec's ContentRef kinds the sandbox has. */
export type ContentRef = ContentRefFile | ContentRefPage | ContentRefAnchor | ContentRefURL;

/** What a link or a source of a page names, as a reference: a page or file of the space where it names one, else its URL as written. */
export type RefOf = (href: string) => ContentRef;

/** How a page being written names a reference: the href of a link, an image's source. */
export type HrefOf = (ref: AnyContentRef) => string;

/**
 * GitBook's stable hrefs (`format.markdown.refs=stable`): a page, a file or a space by its id
 * (`/pages/{id}#anchor`, `/files/{id}`, `/spaces/{id}`), whatever its path; a URL as it is.
 */
export const stableHref: HrefOf = (ref) => {
  switch (ref.kind) {
    case 'url':
      return ref.url;
    case 'page':
      return `/pages/${ref.page}`;
    case 'anchor':
      return ref.page ? `/pages/${ref.page}#${ref.anchor}` : `#${ref.anchor}`;
    case 'file':
      return `/files/${ref.file}`;
    case 'space':
      return `/spaces/${ref.space}`;
    case 'user':
      return `/users/${ref.user}`;
    case 'collection':
      return `/collections/${ref.collection}`;
    case 'reusable-content':
      return `/reusable-contents/${ref.reusableContent}`;
    case 'tag':
      return `/tags/${ref.tag}`;
    case 'openapi':
      return `/openapi/${ref.spec}`;
  }
};

export const urlRef: RefOf = (href) => ({ kind: 'url', url: href });

/** A reference where only a file or a URL may be (an image, a cover, an API spec). */
export const mediaRef = (refOf: RefOf, href: string): ContentRefFile | ContentRefURL => {
  const ref = refOf(href);
  return ref.kind === 'file' || ref.kind === 'url' ? ref : { kind: 'url', url: href };
};
