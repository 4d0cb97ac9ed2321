import type { Block } from '../markdown/blocks.js';
import type { DocumentBlockTable, DocumentFragment, DocumentTableDefinition, DocumentTableRecord } from '../../schemas/gitbook/document-types.js';
import { blockModule } from './block-module.js';
import { paragraphOf } from './paragraph.js';
import { mediaRef, type ContentRef, type RefOf } from './refs.js';

/**
 * A card's link or image as a table record holds it. Today's spec takes a file or a URL there
 * only as `{ref}` (its bare ContentRef is both a ContentRef and an image record, which its oneOf
 * refuses); a page or an anchor is a ContentRef alone, bare in both releases.
 */
const recordRef = (ref: ContentRef) => (ref.kind === 'file' || ref.kind === 'url' ? { ref } : ref);

/**
 * A card table as GitBook's table block with the cards view: a definition per column (text,
 * the card's target, its cover image), a record per card; a text cell's content is a fragment
 * the record names.
 */
function cardsTable(block: Extract<Block, { type: 'cards' }>, refOf: RefOf): DocumentBlockTable {
  const ids = block.columns.map((_, i) => `column-${i}`);
  const definition = Object.fromEntries(
    block.columns.map(({ title, role }, i): [string, DocumentTableDefinition] => {
      const id = ids[i]!;
      return [id, role === 'text' ? { id, title, type: 'text', textAlignment: 'left' } : { id, title, type: role === 'target' ? 'content-ref' : 'image' }];
    }),
  );
  const fragments: DocumentFragment[] = [];
  const digits = String(block.cards.length).length;
  const records = Object.fromEntries(
    block.cards.map((cells, row): [string, DocumentTableRecord] => {
      const values: DocumentTableRecord['values'] = {};
      block.columns.forEach(({ role }, column) => {
        const cell = cells[column];
        if (!cell) return;
        if (role !== 'text') {
          if (cell.href) values[ids[column]!] = recordRef(role === 'target' ? refOf(cell.href) : mediaRef(refOf, cell.href));
          return;
        }
        const fragment = `card-${row}-${column}`;
        fragments.push({ object: 'fragment', fragment, nodes: [paragraphOf(cell.leaves, refOf)] });
        values[ids[column]!] = fragment;
      });
      return [`card-${row}`, { orderIndex: String(row).padStart(digits, '0'), values }];
    }),
  );
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

/** A card table (`<table data-view="cards">`) as GitBook's table in its cards view. */
export const table = blockModule({
  reads: ['cards'],
  typeOf: () => 'table',
  toDocument: (block, { refOf }) => cardsTable(block, refOf),
});
