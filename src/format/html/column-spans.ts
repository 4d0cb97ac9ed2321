/**
 * How columns with widths share a row on a wide screen, as GitBook's renderer lays them out
 * (GitbookIO/gitbook, DocumentView/Columns): a row of 12 slices, each column spanning its width's
 * share of them, rounded; the columns without a width share what the others leave, as equally as
 * whole slices allow.
 */
export const COLUMN_SLICES = 12;

/**
 * The slices each column spans, from its width in percent (undefined: none given); undefined
 * when no column has a width, so they share the row equally as before. A column spans at least
 * one slice: one left nothing is still shown.
 */
export function columnSpans(widths: readonly (number | undefined)[]): number[] | undefined {
  if (widths.every((width) => width === undefined)) return undefined;
  const fractions = widths.map((width) => (width ?? 0) / 100);
  let remaining = 1 - fractions.reduce((sum, fraction) => sum + fraction, 0);
  let unset = widths.filter((width) => width === undefined).length;
  if (remaining > 0) {
    for (const [i, width] of widths.entries()) {
      if (width !== undefined) continue;
      const share = Math.round((remaining / unset) * COLUMN_SLICES) / COLUMN_SLICES;
      fractions[i] = share;
      remaining -= share;
      unset--;
    }
  }
  return fractions.map((fraction) => Math.min(COLUMN_SLICES, Math.max(1, Math.round(fraction * COLUMN_SLICES))));
}
