/**
 * Where a page's links and images lead, as the page that shows them says: a reference as
 * written (`../.gitbook/assets/plan.png`, `install.md#linux`) becomes a URL of the site or app
 * through the caller's callbacks; the renderer itself knows no routes.
 */
export interface References {
  /** The URL of a file of the space, from a reference to it as written; undefined keeps the reference as written. */
  fileUrl(ref: string): string | undefined;
  /** The URL of a page of the space (anchor kept), from a link to it as written; undefined keeps the link as written. */
  pageUrl(ref: string): string | undefined;
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** Whether a relative reference names one of the space's files: GitBook keeps them under `.gitbook/assets/`. */
export const namesFile = (ref: string) => /(^|\/)\.gitbook\/assets\//.test(ref);

/** A link's target: URLs with a scheme and anchors as written, files through `fileUrl`, anything else relative through `pageUrl`. */
export function linkTarget(ref: string, refs: References): string {
  if (ref === '' || ref.startsWith('#') || ABSOLUTE.test(ref) || ref.startsWith('//')) return ref;
  return (namesFile(ref) ? refs.fileUrl(ref) : refs.pageUrl(ref)) ?? ref;
}

/** An image's source: URLs with a scheme as written, anything relative is a file of the space. */
export const imageSource = (ref: string, refs: References): string =>
  ref === '' || ABSOLUTE.test(ref) || ref.startsWith('//') ? ref : (refs.fileUrl(ref) ?? ref);

/** The name of the file a reference names, for a link's text: `../.gitbook/assets/My%20plan.pdf` → `My plan.pdf`. */
export const fileName = (src: string) => {
  const name = src.split(/[?#]/)[0]!.split('/').pop() || src;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};
