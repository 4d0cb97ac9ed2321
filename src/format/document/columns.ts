import type { Block } from '../markdown/blocks.js';
import { columnPercent, type TagArgs } from '../markdown/gitbook-markdown.js';
import type { DocumentBlockColumn, DocumentBlockColumns } from '../../schemas/gitbook/document-types.js';
import { blockModule, type Build } from './block-module.js';
import { ESSENTIALS } from './essentials.js';
import { container } from './markdown-syntax.js';

type Columns = Extract<Block, { type: 'columns' }>;
type Alignment = NonNullable<DocumentBlockColumn['data']['verticalAlignment']>;

/** What a column holds, among the nodes the sandbox gives: the spec's DocumentBlockColumn. */
const HOLDS = new Set([
  ...ESSENTIALS,
  'images',
  'code',
  'hint',
  'prompt',
  'content-ref',
  'drawing',
  'embed',
  'file',
  'integration',
  'math',
  'blockquote',
  'table',
  'expandable',
  'stepper',
] as const);

const ALIGNMENTS: readonly Alignment[] = ['top', 'middle', 'bottom'];

/** A width as GitBook's Git Sync writes a column's, a percentage (`66.66666666666666%`): the number, if it writes back as it reads. */
function percentOf(width: string): number | undefined {
  const value = columnPercent(width);
  return `${value}%` === width ? value : undefined;
}

/** Whether every argument of a tag is one of `known`, with a value `valid` takes. */
const readable = (args: TagArgs | undefined, valid: Record<string, (value: string) => boolean>) =>
  args !== undefined && Object.entries(args).every(([key, value]) => Object.hasOwn(valid, key) && valid[key]!(value));

const COLUMNS_ARGS = { fullWidth: (value: string) => value === 'true' || value === 'false' };
const COLUMN_ARGS = {
  width: (value: string) => percentOf(value) !== undefined,
  valign: (value: string) => ALIGNMENTS.some((alignment) => alignment === value),
};

/** Whether the document can hold these columns as written: every part a `{% column %}`, and every argument one it has a field for. */
const held = (block: Columns) => readable(block.args, COLUMNS_ARGS) && block.columns.every((column) => readable(column.args, COLUMN_ARGS));

function columnOf({ args = {}, blocks }: Columns['columns'][number], build: Build): DocumentBlockColumn {
  const width = args.width === undefined ? undefined : percentOf(args.width);
  return {
    object: 'block',
    type: 'column',
    data: {
      ...(width === undefined ? {} : { width: { unit: '%', value: width } }),
      ...(args.valign ? { verticalAlignment: args.valign as Alignment } : {}),
    },
    nodes: build.held(blocks, HOLDS),
  };
}

/**
 * `{% columns %}` around `{% column width="50%" valign="middle" %}`s, as GitBook's Git Sync writes
 * them (`fullWidth="true"` on the columns when set). Columns with blocks outside a column, or
 * arguments the spec has no field for, give what they hold.
 */
export const columns = blockModule({
  reads: ['columns'],
  typeOf: (block) => (held(block) ? 'columns' : undefined),
  toDocument: (block, build): DocumentBlockColumns => ({
    object: 'block',
    type: 'columns',
    data: block.args.fullWidth === undefined ? {} : { fullWidth: block.args.fullWidth === 'true' },
    nodes: block.columns.map((column) => columnOf(column, build)),
    isVoid: false,
  }),
  toMarkdown: (node, write) =>
    container(
      'columns',
      node.nodes
        .map((column) => {
          const { width, verticalAlignment } = column.data;
          return container('column', write.blocks(column.nodes), {
            width: width === undefined ? undefined : `${typeof width === 'number' ? width : width.value}%`,
            valign: verticalAlignment,
          });
        })
        .join('\n\n'),
      { fullWidth: node.data.fullWidth === undefined ? undefined : String(node.data.fullWidth) },
    ),
  unwritable: ({ nodes }) => {
    for (const [i, { data }] of nodes.entries()) {
      const width = data.width;
      if (width !== undefined && (typeof width === 'number' || width.unit !== '%' || percentOf(`${width.value}%`) === undefined))
        return { at: ['nodes', i, 'data', 'width'], message: 'a column\'s width is written as a percentage: send { "unit": "%", "value": 50 }' };
    }
    return undefined;
  },
});
