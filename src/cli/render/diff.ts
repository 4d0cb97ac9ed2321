import { FILE_HEADERS_ONLY, formatPatch, structuredPatch } from 'diff';
import type { Style } from './colour.js';
import { plural, printable, printableBlock } from './terminal-text.js';

/** A page's file on one side of a diff: its path in the space and its Markdown (as `format=markdown` gives it). */
export interface PageSide {
  path: string;
  markdown: string;
}

/** A page on both sides of a change; a side is absent where the page did not exist (added, deleted). */
export interface PageChange {
  before?: PageSide;
  after?: PageSide;
}

/** Styles text for a terminal, or leaves it as it is. */
export type Paint = (style: Style, text: string) => string;

/** Lines of context around each change, as git and diff(1) show by default. */
const CONTEXT = 3;

const fileName = (prefix: 'a' | 'b', side: PageSide | undefined) => (side ? `${prefix}/${side.path}.md` : '/dev/null');

function patchOf({ before, after }: PageChange) {
  return structuredPatch(fileName('a', before), fileName('b', after), before?.markdown ?? '', after?.markdown ?? '', undefined, undefined, {
    context: CONTEXT,
  });
}

/** How a line of a unified diff is shown on a terminal: the two file names, then by how it starts (a removed `-- x` is no header). */
function styleOf(line: string, index: number): Style | undefined {
  if (index < 2) return 'bold';
  if (line.startsWith('@@')) return 'cyan';
  return line.startsWith('+') ? 'green' : line.startsWith('-') ? 'red' : undefined;
}

/** A page's change as a unified diff (`--- a/guide.md`, `+++ b/guide.md`, hunks), added and deleted pages against /dev/null. */
export function unifiedDiff(change: PageChange, paint: Paint): string {
  const lines = formatPatch(patchOf(change), FILE_HEADERS_ONLY).replace(/\n$/, '').split('\n');
  return `${lines
    .map((line, index) => {
      // Page text is the API's: shown, never obeyed, before any colour of ours goes around it.
      const text = printableBlock(line);
      const style = styleOf(line, index);
      return style ? paint(style, text) : text;
    })
    .join('\n')}\n`;
}

/** How many lines a change adds and removes. */
export function lineCounts(change: PageChange): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const hunk of patchOf(change).hunks) {
    for (const line of hunk.lines) {
      if (line.startsWith('+')) added++;
      else if (line.startsWith('-')) removed++;
    }
  }
  return { added, removed };
}

/** The widest a row's bar of +s and -s gets, as git scales them to fit a terminal. */
const BAR = 50;

/**
 * Per page, the lines added and removed, as `git diff --stat` shows them: ` guide.md | 4 +++-`, a
 * moved page as `old.md => new.md`, then the totals.
 */
export function diffStat(changes: PageChange[], paint: Paint): string {
  const rows = changes.map((change) => {
    const { before, after } = change;
    const name = before && after && before.path !== after.path ? `${before.path}.md => ${after.path}.md` : `${(after ?? before)!.path}.md`;
    return { name: printable(name), ...lineCounts(change) };
  });
  const widest = Math.max(...rows.map((row) => row.name.length));
  const most = Math.max(...rows.map((row) => row.added + row.removed));
  const countWidth = String(most).length;
  const scale = most > BAR ? BAR / most : 1;
  const lines = rows.map(({ name, added, removed }) => {
    const [plus, minus] = [added, removed].map((n) => (n === 0 ? 0 : Math.max(1, Math.round(n * scale))));
    const bar = `${paint('green', '+'.repeat(plus!))}${paint('red', '-'.repeat(minus!))}`;
    return ` ${name.padEnd(widest)} | ${String(added + removed).padStart(countWidth)}${added + removed > 0 ? ` ${bar}` : ''}`;
  });
  const [added, removed] = [rows.reduce((n, row) => n + row.added, 0), rows.reduce((n, row) => n + row.removed, 0)];
  const totals = [plural(rows.length, 'file changed', 'files changed')];
  if (added > 0 || removed === 0) totals.push(plural(added, 'insertion(+)', 'insertions(+)'));
  if (removed > 0 || added === 0) totals.push(plural(removed, 'deletion(-)', 'deletions(-)'));
  return `${lines.join('\n')}\n ${totals.join(', ')}\n`;
}
