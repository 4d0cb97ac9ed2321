import type { Output } from '../../client/operation-types.js';
import type { CliContext } from '../context.js';
import { tsvRow } from './output.js';
import { alignColumns } from './table.js';
import { printable } from './terminal-text.js';

type Page = Output<'getPageById'>;

/** Where a page is: its path; a link page (which has none) where it leads; a computed page, nothing. */
const placeOf = (page: Page) => ('path' in page ? page.path : page.type === 'link' ? (page.href ?? '') : '');

/**
 * A revision's page tree: on a terminal, titles indented under their parents with a header;
 * in a pipe, one tab-separated row per page (id, title, path), parents first.
 */
export function pageTree({ pages }: Output<'listPages'>, context: CliContext): string {
  const rows: { depth: number; page: Page }[] = [];
  const walk = (level: Page[], depth: number) => {
    for (const page of level) {
      rows.push({ depth, page });
      if ('pages' in page) walk(page.pages, depth + 1);
    }
  };
  walk(pages, 0);
  if (rows.length === 0) return '';
  if (!context.io.outIsTTY) return rows.map(({ page }) => tsvRow([page.id, page.title, placeOf(page)])).join('\n');
  const cells = rows.map(({ depth, page }) => [printable(page.id), `${'  '.repeat(depth)}${printable(page.title)}`, printable(placeOf(page))]);
  return alignColumns([['ID', 'TITLE', 'PATH'], ...cells], context.output.width, [0]).join('\n');
}

/** A page's Markdown when the answer has it (format=markdown), so that `> page.md` saves the page; else the page. */
export function pageMarkdown(page: Page): unknown {
  return 'markdown' in page && typeof page.markdown === 'string' ? page.markdown.replace(/\n+$/, '') : page;
}
