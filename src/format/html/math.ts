import katex from 'katex';
import type { MarkdownIt, StateInline } from 'markdown-it';

export const MATH_INLINE = 'math_inline';

/**
 * A formula as KaTeX's MathML, which browsers lay out themselves: no stylesheet or fonts to
 * serve beside the page, and nothing of KaTeX read from disk at run time. A formula KaTeX
 * cannot read shows its source (`throwOnError: false`); commands that link or load (`\href`,
 * `\includegraphics`) are refused (`trust: false`), and macros expand a bounded number of times.
 */
export const renderMath = (formula: string, display: boolean): string =>
  katex.renderToString(formula, { output: 'mathml', displayMode: display, throwOnError: false, trust: false, maxExpand: 1_000, maxSize: 50 });

/** `$$formula$$` inside a line of text, as GitBook writes inline math. */
function inlineMathRule(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src.charCodeAt(pos) !== 0x24 || src.charCodeAt(pos + 1) !== 0x24) return false;
  const close = src.indexOf('$$', pos + 2);
  if (close < 0 || close === pos + 2) return false;
  if (!silent) state.push(MATH_INLINE, 'math', 0).content = src.slice(pos + 2, close).trim();
  state.pos = close + 2;
  return true;
}

/** The markdown-it plugin for inline math; block math is the GitBook plugin's (`math_block`). */
export function inlineMath(md: MarkdownIt): void {
  md.inline.ruler.before('escape', 'math_inline', inlineMathRule);
}
