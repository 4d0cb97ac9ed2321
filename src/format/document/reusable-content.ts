import { includedName, reusableContentId } from '../git-sync/includes.js';
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
});
