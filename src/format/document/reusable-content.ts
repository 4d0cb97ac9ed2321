import type { JSONDocument } from '../../schemas/gitbook/document-types.js';
import { includedName, reusableContentId } from '../git-sync/includes.js';
import { keyNodes } from './keys.js';
import { blockModule } from './block-module.js';
import { sourceParagraph } from './paragraph.js';

/**
 * `{% include "../.gitbook/includes/<name>" %}` as GitBook's reusable-content block: the id its
 * file's name gives it. An include of anything but a reusable content's file reads as its source.
 */
export const reusableContent = blockModule({
  reads: ['include'],
  typeOf: () => 'reusable-content',
  toDocument: (block) => {
    const name = includedName(block.target);
    return name === undefined
      ? sourceParagraph(block.source)
      : { object: 'block', type: 'reusable-content', data: { ref: { kind: 'reusable-content', reusableContent: reusableContentId(name) } }, isVoid: true };
  },
  // The path to the reusable content's file from the page's, as `hrefOf` gives it.
  toMarkdown: (node, { hrefOf }) => `{% include "${hrefOf(node.data.ref)}" %}`,
});

/**
 * A document with the reusable contents it includes in place of their blocks (GitBook's
 * `dereferenced`), keyed again by place; a block naming one not in `contents` stays.
 */
export function dereferenced(document: JSONDocument, contents: ReadonlyMap<string, JSONDocument>): JSONDocument {
  const nodes = document.nodes.flatMap((node) =>
    node.type === 'reusable-content' ? (contents.get(node.data.ref.reusableContent)?.nodes.map((n) => structuredClone(n)) ?? [node]) : [node],
  );
  keyNodes(nodes);
  return { ...document, nodes };
}
