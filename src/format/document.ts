import type { PageAnalysis } from './markdown/analysis.js';
import { innerBlocks, plainText, type Block, type Image, type Leaf } from './markdown/blocks.js';

/** A block of GitBook's JSON document, as the spec's `DocumentBlock…` schemas define it. */
type DocumentNode = { object: 'block'; type: string } & Record<string, unknown>;

const text = (leaves: Leaf[]) => ({
  object: 'text' as const,
  leaves: leaves.map((leaf) => ({ object: 'leaf' as const, text: leaf.text, marks: leaf.marks.map((type) => ({ object: 'mark' as const, type })) })),
});

const paragraph = (leaves: Leaf[]): DocumentNode => ({
  object: 'block',
  type: 'paragraph',
  nodes: [text(leaves.length > 0 ? leaves : [{ text: '', marks: [] }])],
});
const sourceParagraph = (source: string) => paragraph([{ text: source, marks: [] }]);
/** A reference to content, as GitBook's documents name it: the spec's ContentRef kinds the sandbox has. */
export type ContentRef =
  { kind: 'file'; file: string } | { kind: 'page'; page: string } | { kind: 'anchor'; anchor: string; page?: string } | { kind: 'url'; url: string };

/** What a link or a source of a page names, as a reference: a page or file of the space where it names one, else its URL as written. */
export type RefOf = (href: string) => ContentRef;

export const urlRef: RefOf = (href) => ({ kind: 'url', url: href });

/** A reference where only a file or a URL may be (an image, a cover, an API spec). */
const mediaRef = (refOf: RefOf, href: string): ContentRef => {
  const ref = refOf(href);
  return ref.kind === 'file' || ref.kind === 'url' ? ref : urlRef(href);
};

/**
 * The node types GitBook allows in each place, among those a page gives (JSONDocument,
 * DocumentBlockHint, DocumentBlockTabsItem and DocumentBlockStepperStep, the expandable's body).
 */
const HEADINGS = ['heading-1', 'heading-2', 'heading-3'];
const ALLOWED = {
  page: new Set([
    'paragraph',
    ...HEADINGS,
    'hint',
    'tabs',
    'stepper',
    'expandable',
    'code',
    'math',
    'embed',
    'content-ref',
    'images',
    'file',
    'table',
    'swagger',
  ]),
  hint: new Set(['paragraph', ...HEADINGS]),
  part: new Set(['paragraph', ...HEADINGS, 'hint', 'code', 'math', 'embed', 'content-ref', 'images', 'file']),
  expandable: new Set(['paragraph', ...HEADINGS, 'hint', 'code', 'images', 'table']),
};

/**
 * The node a block becomes. Columns have none in a document (the spec's JSONDocument takes no
 * `columns`); lists, quotes, rules and other HTML are read as their source.
 */
function typeOf(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `heading-${Math.min(block.depth, 3)}`;
    case 'openapi':
      return 'swagger';
    case 'cards':
      return 'table';
    case 'list':
    case 'rule':
    case 'other':
      return 'paragraph';
    default:
      return block.type;
  }
}

/** Blocks as the nodes GitBook allows where they are; a block not allowed there gives the nodes it holds, or a paragraph of its source. */
function nodesIn(blocks: Block[], allowed: ReadonlySet<string>, refOf: RefOf): DocumentNode[] {
  return blocks.flatMap((block) => {
    if (allowed.has(typeOf(block))) return [nodeOf(block, refOf)];
    const inner = innerBlocks(block);
    if (inner.length === 0) return [sourceParagraph('source' in block ? block.source : plainText(block.leaves))];
    return inner.flatMap(({ title, blocks: held }) => [...(title ? [paragraph([{ text: title, marks: ['bold'] }])] : []), ...nodesIn(held, allowed, refOf)]);
  });
}

/** What a container holds: never nothing (the spec requires it of an expandable's body), an empty paragraph at least. */
const held = (blocks: Block[], allowed: ReadonlySet<string>, refOf: RefOf) => {
  const nodes = nodesIn(blocks, allowed, refOf);
  return nodes.length > 0 ? nodes : [paragraph([])];
};

const imageOf = (image: Image, refOf: RefOf) => ({
  object: 'block',
  type: 'image',
  data: { ref: mediaRef(refOf, image.src), ...(image.alt ? { alt: image.alt } : {}) },
  fragments: image.caption.length > 0 ? [{ object: 'fragment', fragment: 'caption', nodes: [paragraph(image.caption)] }] : [],
  isVoid: true,
});

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
function cardsTable(block: Extract<Block, { type: 'cards' }>, refOf: RefOf): DocumentNode {
  const ids = block.columns.map((_, i) => `column-${i}`);
  const definition = Object.fromEntries(
    block.columns.map(({ title, role }, i) => {
      const id = ids[i]!;
      return [id, role === 'text' ? { id, title, type: 'text', textAlignment: 'left' } : { id, title, type: role === 'target' ? 'content-ref' : 'image' }];
    }),
  );
  const fragments: unknown[] = [];
  const digits = String(block.cards.length).length;
  const records = Object.fromEntries(
    block.cards.map((cells, row) => {
      const values: Record<string, unknown> = {};
      block.columns.forEach(({ role }, column) => {
        const cell = cells[column];
        if (!cell) return;
        if (role !== 'text') {
          if (cell.href) values[ids[column]!] = recordRef(role === 'target' ? refOf(cell.href) : mediaRef(refOf, cell.href));
          return;
        }
        const fragment = `card-${row}-${column}`;
        fragments.push({ object: 'fragment', fragment, nodes: [paragraph(cell.leaves)] });
        values[ids[column]!] = fragment;
      });
      return [`card-${row}`, { orderIndex: String(row).padStart(digits, '0'), values }];
    }),
  );
  const roleAt = (role: string) => ids.find((_, i) => block.columns[i]!.role === role);
  const [targetDefinition, coverDefinition, coverDefinitionDark] = [roleAt('target'), roleAt('cover'), roleAt('cover-dark')];
  const view = {
    type: 'cards',
    cardSize: 'medium',
    columns: ids.filter((_, i) => !block.columns[i]!.hidden),
    ...(targetDefinition ? { targetDefinition } : {}),
    ...(coverDefinition ? { coverDefinition } : {}),
    ...(coverDefinitionDark ? { coverDefinitionDark } : {}),
  };
  return { object: 'block', type: 'table', data: { view, records, definition }, fragments, isVoid: true };
}

function nodeOf(block: Block, refOf: RefOf): DocumentNode {
  switch (block.type) {
    case 'heading':
      return { object: 'block', type: typeOf(block), data: {}, nodes: [text(block.leaves)] };
    case 'paragraph':
      return paragraph(block.leaves);
    case 'code':
      return {
        object: 'block',
        type: 'code',
        data: {
          ...(block.syntax ? { syntax: block.syntax } : {}),
          ...(block.title ? { title: block.title } : {}),
          ...(block.lineNumbers !== undefined ? { lineNumbers: block.lineNumbers } : {}),
          ...(block.wrap !== undefined ? { overflow: block.wrap ? 'wrap' : 'scroll' } : {}),
        },
        nodes: block.text.split('\n').map((line) => ({ object: 'block', type: 'code-line', data: {}, nodes: [text([{ text: line, marks: [] }])] })),
      };
    case 'math':
      return { object: 'block', type: 'math', data: { formula: block.formula }, isVoid: true };
    case 'hint':
      return { object: 'block', type: 'hint', data: { style: block.style }, nodes: held(block.blocks, ALLOWED.hint, refOf) };
    case 'tabs':
      return {
        object: 'block',
        type: 'tabs',
        nodes: block.tabs.map((tab) => ({ object: 'block', type: 'tabs-item', data: { title: tab.title }, nodes: held(tab.blocks, ALLOWED.part, refOf) })),
      };
    case 'stepper':
      return {
        object: 'block',
        type: 'stepper',
        data: {},
        nodes: block.steps.map((step) => ({ object: 'block', type: 'stepper-step', data: {}, nodes: held(step, ALLOWED.part, refOf) })),
      };
    case 'expandable':
      return {
        object: 'block',
        type: 'expandable',
        data: {},
        fragments: [
          { object: 'fragment', fragment: 'expandable-title', type: 'expandable-title', nodes: [paragraph(block.title)] },
          { object: 'fragment', fragment: 'expandable-body', type: 'expandable-body', nodes: held(block.blocks, ALLOWED.expandable, refOf) },
        ],
        isVoid: true,
      };
    case 'embed':
      return { object: 'block', type: 'embed', data: { url: block.url }, isVoid: true };
    case 'content-ref':
      return { object: 'block', type: 'content-ref', data: { ref: refOf(block.url) }, isVoid: true };
    case 'openapi':
      return { object: 'block', type: 'swagger', data: { ref: mediaRef(refOf, block.src), path: block.path, method: block.method }, isVoid: true };
    case 'file': {
      // A file block names a file of the space; one whose file is not there reads as its source.
      const ref = refOf(block.src);
      return ref.kind === 'file' ? { object: 'block', type: 'file', data: { ref }, isVoid: true } : sourceParagraph(block.source);
    }
    case 'images':
      return { object: 'block', type: 'images', data: {}, nodes: block.images.map((image) => imageOf(image, refOf)), isVoid: false };
    case 'cards':
      return cardsTable(block, refOf);
    default:
      return sourceParagraph(block.source);
  }
}

/**
 * A page as GitBook's JSON document, for `format=document`: headings and paragraphs with their
 * marks, GitBook's blocks as its nodes (hints, tabs, steppers, expandables, code with its title,
 * math, embeds, page links, images with captions, files, card tables, API blocks), each where
 * the spec allows it; any other block as a paragraph of its source. `refOf` says what the
 * page's links and sources name (by default, their URLs as written).
 */
export function pageDocument(analysis: PageAnalysis, refOf: RefOf = urlRef) {
  return { object: 'document' as const, data: {}, nodes: nodesIn(analysis.blocks, ALLOWED.page, refOf) };
}
