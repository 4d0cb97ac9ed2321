import { plainText, type Block, type Leaf } from '../markdown/blocks.js';
import type {
  ContentRef as AnyContentRef,
  DocumentBlockTable,
  DocumentFragment,
  DocumentTableDefinition,
  DocumentTableRecord,
  DocumentTableViewCards,
  DocumentTableViewGrid,
} from '../../schemas/gitbook/document-types.js';
import { blockModule } from './block-module.js';
import { inlineHtml } from './inline-html.js';
import { cellText, escapeText, inlineMarkdown } from './inline-markdown.js';
import { htmlAttribute, htmlText } from './markdown-syntax.js';
import { paragraphOf } from './paragraph.js';
import { mediaRef, type ContentRef, type HrefOf, type RefOf } from './refs.js';

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
 * A table of rows as GitBook's table block with the grid view: a text definition per column, its
 * title the header cell's text and its alignment the delimiter row's (or `<th align>`), its width
 * `<th width>`'s, a record per body row.
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
  const widths = ids.flatMap((id, i) => {
    const width = block.widths?.[i];
    return typeof width === 'number' ? [[id, width] as const] : [];
  });
  const view = {
    type: 'grid' as const,
    columns: ids,
    ...(widths.length > 0 ? { columnWidths: Object.fromEntries(widths) } : {}),
    hideHeader: block.headerHidden ?? false,
  };
  return { object: 'block', type: 'table', data: { view, records, definition, ...(block.fullWidth ? { fullWidth: true } : {}) }, fragments, isVoid: true };
}

/**
 * A card table (`<table data-view="cards">`) in its cards view; in its grid view, a pipe table, or
 * the `<table>` GitBook writes where a pipe table cannot say a column's width, a hidden header or the full width.
 */
export const table = blockModule({
  reads: ['cards', 'table'],
  typeOf: () => 'table',
  toDocument: (block, { refOf }) => (block.type === 'cards' ? cardsTable(block, refOf) : gridTable(block, refOf)),
  toMarkdown: (node, { hrefOf }) => {
    const { view } = node.data;
    if (view.type === 'cards') return cardsMarkdown(node, view, hrefOf);
    return view.hideHeader || node.data.fullWidth || Object.values(view.columnWidths ?? {}).some((width) => width !== undefined)
      ? gridHtml(node, view, hrefOf)
      : gridMarkdown(node, hrefOf);
  },
});

/** A table's records in their order, and a cell's text as the fragment it names holds it (`write`). */
function rowsOf(node: DocumentBlockTable) {
  const records = Object.values(node.data.records)
    .filter((record): record is DocumentTableRecord => record !== undefined)
    .sort((a, b) => (a.orderIndex < b.orderIndex ? -1 : a.orderIndex > b.orderIndex ? 1 : 0));
  // Looked up by name, the first of a name as a search in order finds it: one search per cell would take a table's cells squared.
  const named = new Map<RecordValue, (typeof node.fragments)[number]['nodes']>();
  for (const { fragment: name, nodes } of node.fragments) if (!named.has(name)) named.set(name, nodes);
  const fragment = (name: RecordValue) => named.get(name) ?? [];
  return { records, fragment };
}

/** What a record's value names as a ref: a bare ref, or an image record's. */
const refIn = (value: RecordValue): AnyContentRef | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? ('kind' in value ? value : value.ref) : undefined;

/** A grid table as GitBook writes it: a pipe table, its cells padded to their column's width. */
function gridMarkdown(node: DocumentBlockTable, hrefOf: HrefOf): string {
  const { records, fragment } = rowsOf(node);
  const columns = node.data.view.columns.map((id) => node.data.definition[id]).filter((column) => column !== undefined);
  const cell = (record: DocumentTableRecord, column: DocumentTableDefinition) => {
    const value = record.values[column.id];
    if (column.type !== 'text') return escapeText(value === undefined || value === null ? '' : String(value), false);
    const paragraphs = fragment(value);
    return cellText(
      paragraphs
        .map((paragraph) => ('nodes' in paragraph && paragraph.type === 'paragraph' ? inlineMarkdown(paragraph.nodes, hrefOf, false, true) : ''))
        .join(' '),
    );
  };
  const header = columns.map((column) => escapeText(column.title, false));
  const rows = records.map((record) => columns.map((column) => cell(record, column)));
  const widths = columns.map((_, i) => rows.reduce((widest, row) => Math.max(widest, row[i]!.length), Math.max(3, header[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((text, i) => text.padEnd(widths[i]!)).join(' | ')} |`;
  const delimiter = columns.map((column, i) => {
    const align = column.type === 'text' ? column.textAlignment : undefined;
    const dashes = '-'.repeat(widths[i]!);
    return align === 'center' ? `:${dashes.slice(2)}:` : align === 'right' ? `${dashes.slice(1)}:` : dashes;
  });
  return [line(header), `| ${delimiter.join(' | ')} |`, ...rows.map(line)].join('\n');
}

/**
 * A cell's HTML with the whitespace HTML would collapse kept: a space at either end of its text or
 * after another written `&#x20;`, a line break `<br>`. Tags are skipped: text runs across them.
 */
function keptSpaces(html: string): string {
  const parts = html.split(/(<[^>]*>)/);
  const texts = parts.filter((_, i) => i % 2 === 0).join('');
  let seen = 0;
  let previous = '';
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return part;
      return Array.from(part, (char) => {
        seen += char.length;
        const last = seen === texts.length;
        const before = previous;
        previous = char;
        if (char === '\n') return '<br>';
        return /\s/.test(char) && (before === '' || /\s/.test(before) || last) ? `&#x${char.codePointAt(0)!.toString(16)};` : char;
      }).join('');
    })
    .join('');
}

/** A text cell's paragraphs as HTML: one inline, several each a `<p>`. */
function cellHtml(paragraphs: ReturnType<ReturnType<typeof rowsOf>['fragment']>, hrefOf: HrefOf): string {
  const html = paragraphs.map((paragraph) => ('nodes' in paragraph && paragraph.type === 'paragraph' ? keptSpaces(inlineHtml(paragraph.nodes, hrefOf)) : ''));
  return html.length === 1 ? html[0]! : html.map((inner) => `<p>${inner}</p>`).join('');
}

/**
 * A grid table as GitBook's Git Sync writes one with column widths, a hidden header or the
 * page's full width, on one line: `<table data-header-hidden data-full-width="true"><thead><tr><th
 * width="224">…</th>…`, a column's alignment
 * other than left on its cells (`align="right"`), a cell's text as HTML.
 */
function gridHtml(node: DocumentBlockTable, view: DocumentTableViewGrid, hrefOf: HrefOf): string {
  const { records, fragment } = rowsOf(node);
  const columns = view.columns.map((id) => node.data.definition[id]).filter((column) => column !== undefined);
  const align = (column: DocumentTableDefinition) => {
    const alignment = column.type === 'text' ? column.textAlignment : undefined;
    return alignment === 'center' || alignment === 'right' ? ` align="${alignment}"` : '';
  };
  const th = (column: DocumentTableDefinition) => {
    const width = view.columnWidths?.[column.id];
    return `<th${width === undefined ? '' : ` width="${width}"`}${align(column)}>${htmlText(column.title)}</th>`;
  };
  const td = (record: DocumentTableRecord, column: DocumentTableDefinition) => {
    const value = record.values[column.id];
    const html = column.type === 'text' ? cellHtml(fragment(value), hrefOf) : htmlText(value === undefined || value === null ? '' : String(value));
    return `<td${align(column)}>${html}</td>`;
  };
  const head = `<thead><tr>${columns.map(th).join('')}</tr></thead>`;
  const body = `<tbody>${records.map((record) => `<tr>${columns.map((column) => td(record, column)).join('')}</tr>`).join('')}</tbody>`;
  return `<table${view.hideHeader ? ' data-header-hidden' : ''}${node.data.fullWidth ? ' data-full-width="true"' : ''}>${head}${body}</table>`;
}

/** The attributes GitBook writes on a card table's header cell for what its column gives a card. */
const roleAttributes = (view: DocumentTableViewCards, id: string) =>
  id === view.targetDefinition
    ? ' data-card-target data-type="content-ref"'
    : id === view.coverDefinition
      ? ' data-card-cover data-type="files"'
      : id === view.coverDefinitionDark
        ? ' data-card-cover-dark data-type="files"'
        : '';

/** A card table as GitBook writes it: `<table data-view="cards">`, a link in the cell of a card's target or cover. */
function cardsMarkdown(node: DocumentBlockTable, view: DocumentTableViewCards, hrefOf: HrefOf): string {
  const { definition } = node.data;
  const { records, fragment } = rowsOf(node);
  const columns = Object.values(definition).filter((column) => column !== undefined);
  const th = (column: DocumentTableDefinition) =>
    `<th${view.columns.includes(column.id) ? '' : ' data-hidden'}${roleAttributes(view, column.id)}>${htmlText(column.title)}</th>`;
  const td = (record: DocumentTableRecord, column: DocumentTableDefinition) => {
    const value = record.values[column.id];
    const ref = refIn(value);
    if (ref) {
      const href = hrefOf(ref);
      return `<td><a href=${htmlAttribute(href)}>${htmlText(href)}</a></td>`;
    }
    const paragraphs = column.type === 'text' ? fragment(value) : [];
    return `<td>${paragraphs.map((paragraph) => ('nodes' in paragraph && paragraph.type === 'paragraph' ? inlineHtml(paragraph.nodes, hrefOf) : '')).join('<br>')}</td>`;
  };
  const head = `<thead><tr>${columns.map(th).join('')}</tr></thead>`;
  const body = `<tbody>${records.map((record) => `<tr>${columns.map((column) => td(record, column)).join('')}</tr>`).join('')}</tbody>`;
  return `<table data-view="cards">${head}${body}</table>`;
}
