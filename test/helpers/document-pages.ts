import { pageDocument } from '../../src/format/document.js';
import { documentMarkdown } from '../../src/format/document/markdown.js';
import type { HrefOf, RefOf } from '../../src/format/document/refs.js';
import { analyzeMarkdown } from '../../src/format/markdown/analysis.js';
import type { JSONDocument } from '../../src/schemas/gitbook/document-types.js';

/** The files of a space the pages below name, by id: what a path of theirs refers to. */
const FILES: Record<string, string> = { flow: '.gitbook/assets/file.drawing.svg', logo: '.gitbook/assets/logo.png' };

const refOf: RefOf = (href) => {
  const file = Object.keys(FILES).find((id) => FILES[id] === href);
  return file ? { kind: 'file', file } : { kind: 'url', url: href };
};
const hrefOf: HrefOf = (ref) => (ref.kind === 'file' ? FILES[ref.file]! : ref.kind === 'url' ? ref.url : `/${ref.kind}`);

/** A page's Markdown as GitBook's document, its files' paths as refs to them. */
export const documentOf = (markdown: string) => pageDocument(analyzeMarkdown(markdown), refOf);

/** A document's nodes written as the page's Markdown, its refs to files as their paths. */
export const markdownOf = (document: Pick<JSONDocument, 'nodes'>) => documentMarkdown(document, hrefOf);
