import type { ContentRefOpenAPI, DocumentBlockType } from '../../schemas/gitbook/document-types.js';
import { escapeText } from './inline-markdown.js';
import { container, tag } from './markdown-syntax.js';
import { unkeptField, type Write } from './block-module.js';

/** Where GitBook's Git Sync points a link whose target it could not find. */
const BROKEN_REFERENCE = 'broken-reference';

/** An organization's OpenAPI spec, by its slug, as GitBook's documents name it. */
export const specRef = (spec: string): ContentRefOpenAPI => ({ kind: 'openapi', spec });

/**
 * A block of an organization's spec as GitBook's Git Sync writes it: its tag with its arguments,
 * and inside, a link to the spec as GitBook last saw it (`hrefOf` says where: its URL, or a file of
 * the repository), `[OpenAPI slug](…)`, or `[Broken link](broken-reference)` where it saw none.
 */
export function specBlockMarkdown(
  name: string,
  ref: ContentRefOpenAPI,
  args: Record<string, string | undefined>,
  write: Pick<Write, 'hrefOf' | 'titleOf'>,
): string {
  const href = write.hrefOf(ref);
  // A title given (a placeholder, while the href is not yet known) stands for this same text.
  const text = write.titleOf(ref) ?? specLinkText(ref, href);
  return container(name, `[${escapeText(text, false)}](${href})`, { spec: ref.spec, ...args });
}

/** The text of the link inside a block of a spec, as GitBook's Git Sync writes it, by where the link leads. */
export const specLinkText = (ref: ContentRefOpenAPI, href: string) => (href === BROKEN_REFERENCE ? 'Broken link' : `OpenAPI ${ref.spec}`);

/**
 * Whether a block is written as its node would write it: its tag, one link to its spec, its closing
 * tag. Else (arguments in another order or besides, more inside) it is kept as written.
 */
export function writesBack(source: string, name: string, args: Record<string, string | undefined>): boolean {
  const [opening, link, closing, ...rest] = source.split('\n');
  return (
    opening === tag(name, args) && /^\[(?:OpenAPI [^\]]+|Broken link)\]\([^\s()]*\)$/.test(link ?? '') && closing === `{% end${name} %}` && rest.length === 0
  );
}

/** A block of a spec holding one of `fields`, which its tag has no argument for: refused, naming the first. */
export const unkeptOf =
  (type: DocumentBlockType, ...fields: readonly string[]) =>
  ({ data }: { data: object }) =>
    unkeptField(
      type,
      fields.find((field) => Object.hasOwn(data, field)),
    );
