import { structuredPatch } from 'diff';
import { html, type Html } from '../layout/html.js';
import type { ChangedPage, PageSide } from './changes.js';

/** Lines of context around each change, as git shows by default. */
const CONTEXT = 3;

const fileName = (prefix: 'a' | 'b', side: PageSide | undefined) => (side ? `${prefix}/${side.path}.md` : '/dev/null');

const LINE_CLASS: Record<string, string> = { '+': 'added', '-': 'removed' };

/**
 * A page's change as a unified diff in HTML: file names, then each hunk's header and lines,
 * added lines green and removed ones red. Every line is the page's text, escaped.
 */
export function diffHtml({ before, after }: ChangedPage): Html {
  const patch = structuredPatch(fileName('a', before), fileName('b', after), before?.markdown ?? '', after?.markdown ?? '', undefined, undefined, { context: CONTEXT });
  const rows = patch.hunks.flatMap((hunk) => [
    html`<span class="diff-line hunk">@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@</span>`,
    ...hunk.lines
      .filter((line) => !line.startsWith('\\'))
      .map((line) => html`<span class="diff-line ${LINE_CLASS[line[0]!] ?? 'context'}">${line}</span>`),
  ]);
  return html`<pre class="diff"><code><span class="diff-line file">--- ${patch.oldFileName}</span><span class="diff-line file">+++ ${patch.newFileName}</span>${rows}</code></pre>`;
}
