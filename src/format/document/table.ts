import { plainText, type Block, type Leaf } from '../markdown/blocks.js';
import type { DocumentBlockTable, DocumentFragment, DocumentTableDefinition, DocumentTableRecord } from '../../schemas/gitbook/document-types.js';
import { blockModule } from './block-module.js';
import { paragraphOf } from './paragraph.js';
import { mediaRef, type ContentRef, type RefOf } from './refs.js';

type RecordValue = DocumentTableRecord['values'][string];

/**
 * A card's link or image as a table record holds it. Today's spec takes a file or a URL there
 * only as `{ref}` (its bare ContentRef is both a ContentRef and an image record, which its oneOf
 * refuses); a page or an anchor is a ContentRef alone, bare in both releases.
 */
const recordRef = (ref: ContentRef) => (ref.kind === 'file' || ref.kind === 'url' ? { ref } : ref);

/**
 * Rows as a table's records, `name-row` each, in their order; a cell's value is what `valueOf`
 * gives, a text cell's a fragment (`name-row-column`) holding a paragraph of its text, which
 * the table carries.
 */
function recordsOf<Cell>(
  rows: Cell[][],
  ids: string[],
  name: string,
  refOf: RefOf,
  valueOf: (cell: Cell, column: number, text: (leaves: Leaf[]) => string) => RecordValue,
): { records: Record<string, DocumentTableRecord>; fragments: DocumentFragment[] } {
  const fragments: DocumentFragment[] = [];
  const digits = String(rows.length).length;
  const records = Object.fromEntries(
    rows.map((cells, row): [string, DocumentTableRecord] => {
      const values: DocumentTableRecord['values'] = {};
      cells.forEach((cell, column) => {
        const id = ids[column];
        if (id === undefined) return;
        const value = valueOf(cell, column, (leaves) => {
          const fragment = `${name}-${row}-${column}`;
          fragments.push({ object: 'fragment', fragment, nodes: [paragraphOf(leaves, refOf)] });
          return fragment;
        });
        if (value !== undefined) values[id] = value;
      });
      return [`${name}-${row}`, { orderIndex: String(row).padStart(digits, '0'), values }];
    }),
  );
  return { records, fragments };
}

/**
 * A card table as GitBook's table block with the cards view: a definition per column (text,
 * the card's target, its cover image), a record per card.
 */
function cardsTable(block: Extract<Block, { type: 'cards' }>, refOf: RefOf): DocumentBlockTable {
  const ids = block.columns.map((_, i) => `column-${i}`);
  const definition = Object.fromEntries(
    block.columns.map(({ title, role }, i): [string, DocumentTableDefinition] => {
      const id = ids[i]!;
      return [id, role === 'text' ? { id, title, type: 'text', textAlignment: 'left' } : { id, title, type: role === 'target' ? 'content-ref' : 'image' }];
    }),
  );
  const { records, fragments } = recordsOf(block.cards, ids, 'card', refOf, (cell, column, text) => {
    const { role } = block.columns[column]!;
    if (role === 'text') return text(cell.leaves);
    return cell.href ? recordRef(role === 'target' ? refOf(cell.href) : mediaRef(refOf, cell.href)) : undefined;
  });
  const roleAt = (role: string) => ids.find((_, i) => block.columns[i]!.role === role);
  const [targetDefinition, coverDefinition, coverDefinitionDark] = [roleAt('target'), roleAt('cover'), roleAt('cover-dark')];
  const view = {
    type: 'cards' as const,
    cardSize: 'medium' as const,
    columns: ids.filter((_, i) => !block.columns[i]!.hidden),
    ...(targetDefinition ? { targetDefinition } : {}),
    ...(coverDefinition ? { coverDefinition } : {}),
    ...(coverDefinitionDark ? { coverDefinitionDark } : {}),
  };
  return { object: 'block', type: 'table', data: { view, records, definition }, fragments, isVoid: true };
}

/**
 * A pipe table as GitBook's table block with the grid view: a text definition per column, its
 * title the header cell's text and its alignment the delimiter row's, a record per body row.
 */
function gridTable(block: Extract<Block, { type: 'table' }>, refOf: RefOf): DocumentBlockTable {
  const ids = block.header.map((_, i) => `column-${i}`);
  const definition = Object.fromEntries(
    block.header.map((leaves, i): [string, DocumentTableDefinition] => {
      const id = ids[i]!;
      return [id, { id, title: plainText(leaves), type: 'text', textAlignment: block.alignments[i] ?? 'left' }];
    }),
  );
  const { records, fragments } = recordsOf(block.rows, ids, 'row', refOf, (leaves, _, text) => text(leaves));
  const view = { type: 'grid' as const, columns: ids, hideHeader: false };
  return { object: 'block', type: 'table', data: { view, records, definition }, fragments, isVoid: true };
}

/** A card table (`<table data-view="cards">`) in its cards view, a pipe table in its grid view. */
export const table = blockModule({
  reads: ['cards', 'table'],
  typeOf: () => 'table',
  toDocument: (block, { refOf }) => (block.type === 'cards' ? cardsTable(block, refOf) : gridTable(block, refOf)),
});
