import { FILE_HEADERS_ONLY, formatPatch, structuredPatch } from 'diff';
import { html, type Html } from '../layout/html.js';
import type { ChangedPage, PageSide } from './changes.js';

/** Lines of context around each change, as git shows by default. */
const CONTEXT = 3;

const fileName = (prefix: 'a' | 'b', side: PageSide | undefined) => (side ? `${prefix}/${side.path}.md` : '/dev/null');

/** What a line of a unified diff is, by where it is and how it starts: the two file names, hunk headers, then lines (a removed `-- x` is no header). */
function kindOf(line: string, index: number): string {
  if (index < 2) return 'file';
  if (line.startsWith('@@')) return 'hunk';
  return line.startsWith('+') ? 'added' : line.startsWith('-') ? 'removed' : 'context';
}

/**
 * A page's change as a unified diff in HTML, as `docsctl cr diff` prints it: file names, then each
 * hunk, added lines green and removed ones red. Every line is the page's text, escaped.
 */
export function diffHtml({ before, after }: ChangedPage): Html {
  const patch = structuredPatch(fileName('a', before), fileName('b', after), before?.markdown ?? '', after?.markdown ?? '', undefined, undefined, {
    context: CONTEXT,
  });
  const lines = formatPatch(patch, FILE_HEADERS_ONLY).replace(/\n$/, '').split('\n');
  return html`<pre class="diff"><code>${lines.map((line, index) => html`<span class="diff-line ${kindOf(line, index)}">${line}</span>`)}</code></pre>`;
}
