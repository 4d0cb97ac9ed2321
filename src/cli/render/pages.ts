import type { CliContext } from '../context.js';
import { tsvRow } from './output.js';
import { printable } from './terminal-text.js';

interface PageNode {
  id: string;
  title: string;
  path: string;
  pages?: PageNode[];
}

/**
 * A revision's page tree: on a terminal, titles indented under their parents with a header;
 * in a pipe, one tab-separated row per page (id, title, path), parents first.
 */
export function pageTree(answer: unknown, context: CliContext): string {
  const rows: { depth: number; page: PageNode }[] = [];
  const walk = (pages: PageNode[] | undefined, depth: number) => {
    for (const page of pages ?? []) {
      rows.push({ depth, page });
      walk(page.pages, depth + 1);
    }
  };
  walk((answer as { pages?: PageNode[] } | undefined)?.pages, 0);
  if (rows.length === 0) return '';
  if (!context.io.outIsTTY) return rows.map(({ page }) => tsvRow([page.id, page.title, page.path])).join('\n');
  const table = [['ID', 'TITLE', 'PATH'], ...rows.map(({ depth, page }) => [printable(page.id), `${'  '.repeat(depth)}${printable(page.title)}`, printable(page.path)])];
  const widths = [0, 1].map((i) => Math.max(...table.map((row) => row[i]!.length)));
  return table.map((row) => `${row[0]!.padEnd(widths[0]!)}  ${row[1]!.padEnd(widths[1]!)}  ${row[2]}`.trimEnd()).join('\n');
}

/** A page's Markdown when the answer has it (format=markdown), so that `> page.md` saves the page; else the answer. */
export function pageMarkdown(answer: unknown): unknown {
  const markdown = (answer as { markdown?: unknown } | undefined)?.markdown;
  return typeof markdown === 'string' ? markdown.replace(/\n+$/, '') : answer;
}
