import type { Image } from '../markdown/blocks.js';
import type { DocumentBlockImage } from '../../schemas/gitbook/document-types.js';
import { blockModule } from './block-module.js';
import { paragraphOf } from './paragraph.js';
import { mediaRef, type HrefOf, type RefOf } from './refs.js';
import { inlineHtml } from './inline-html.js';
import { htmlAttribute } from './markdown-syntax.js';

const imageOf = (image: Image, refOf: RefOf): DocumentBlockImage => ({
  object: 'block',
  type: 'image',
  data: { ref: mediaRef(refOf, image.src), ...(image.alt ? { alt: image.alt } : {}) },
  fragments: image.caption.length > 0 ? [{ object: 'fragment', fragment: 'caption', nodes: [paragraphOf(image.caption, refOf)] }] : [],
  isVoid: true,
});

/** A figure as GitBook's images block, an image node per image with its caption. */
export const images = blockModule({
  reads: ['images'],
  typeOf: () => 'images',
  toDocument: (block, { refOf }) => ({ object: 'block', type: 'images', data: {}, nodes: block.images.map((image) => imageOf(image, refOf)), isVoid: false }),
  toMarkdown: (node, { hrefOf }) => node.nodes.map((image) => figure(image, hrefOf)).join(''),
});

/** An image as GitBook writes it: a figure, its caption's text as HTML. */
function figure(image: DocumentBlockImage, hrefOf: HrefOf): string {
  const caption = image.fragments.find((fragment) => fragment.fragment === 'caption')?.nodes ?? [];
  const text = caption.map((paragraph) => (paragraph.type === 'paragraph' ? inlineHtml(paragraph.nodes, hrefOf) : '')).join('<br>');
  const img = `<img src=${htmlAttribute(hrefOf(image.data.ref))} alt=${htmlAttribute(image.data.alt ?? '')}>`;
  return `<figure>${img}${text ? `<figcaption><p>${text}</p></figcaption>` : ''}</figure>`;
}
