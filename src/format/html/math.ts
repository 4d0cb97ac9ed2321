import katex from 'katex';

/**
 * A formula as KaTeX's MathML, which browsers lay out themselves: no stylesheet or fonts to
 * serve beside the page, and nothing of KaTeX read from disk at run time. A formula KaTeX
 * cannot read shows its source (`throwOnError: false`); commands that link or load (`\href`,
 * `\includegraphics`) are refused (`trust: false`), and macros expand a bounded number of times.
 */
export const renderMath = (formula: string, display: boolean): string =>
  katex.renderToString(formula, { output: 'mathml', displayMode: display, throwOnError: false, trust: false, maxExpand: 1_000, maxSize: 50 });
