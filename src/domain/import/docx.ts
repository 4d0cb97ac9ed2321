import mammoth from 'mammoth';
import { invalid } from '../../lib/errors.js';
import { fromHtml } from '../../format/import/documents.js';
import type { Fetched } from '../fetch/fetch.js';
import type { ImportedTree } from '../../format/import/tree.js';

/** A Word document, through mammoth's HTML: its first Heading 1 (or the file name) is the title. */
export async function fromDocx(fetched: Fetched): Promise<ImportedTree> {
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: fetched.body })).value;
  } catch (error) {
    throw invalid(`not a readable .docx document (${(error as Error).message})`, 'url');
  }
  return { pages: [{ ...fromHtml(`<body>${html}</body>`, fetched.url), pages: [] }], files: [], total: 1 };
}
