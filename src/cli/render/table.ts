import stringWidth from 'string-width';

/** A cell of a table for people: its text, and the colour it is painted once laid out (padding stays unpainted). */
export interface Cell {
  text: string;
  paint?: (text: string) => string;
}

const GAP = '  ';
/** No column is cut narrower than this: an ID of four characters and `…` still tells rows apart. */
const NARROWEST = 5;
const graphemes = new Intl.Segmenter();

/** Text cut to a width in terminal columns (a wide character counts two), `…` standing for what was cut. */
export function truncate(text: string, width: number): string {
  if (stringWidth(text) <= width) return text;
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const w = stringWidth(segment);
    if (used + w > width - 1) break;
    kept += segment;
    used += w;
  }
  return `${kept.trimEnd()}…`;
}

/**
 * Rows as gh prints them on a terminal: no borders, columns two spaces apart, the last one unpadded.
 * Lines wider than `width` make the widest column give way, cut with `…`, then the next widest if that is not enough;
 * the columns `whole` names are never cut.
 */
export function alignColumns(rows: (Cell | string)[][], width = Infinity, whole: number[] = []): string[] {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? { text: cell } : cell)));
  const widths = cells.reduce<number[]>((w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, stringWidth(cell.text))), []);
  let excess = widths.reduce((sum, w) => sum + w, 0) + GAP.length * (widths.length - 1) - width;
  // The widest column (a title, most often) gives way first, and alone if it can; the `whole` ones (IDs, to be copied) never.
  const cuttable = widths.map((w, i) => [w, i] as const).filter(([, i]) => !whole.includes(i));
  for (const column of cuttable.sort(([a], [b]) => b - a).map(([, i]) => i)) {
    if (excess <= 0) break;
    const cut = Math.min(excess, Math.max(0, widths[column]! - NARROWEST));
    widths[column]! -= cut;
    excess -= cut;
  }
  return cells.map((row) =>
    row
      .map((cell, i) => {
        const text = truncate(cell.text, widths[i]!);
        const padding = i < row.length - 1 ? ' '.repeat(widths[i]! - stringWidth(text)) : '';
        return `${cell.paint && text ? cell.paint(text) : text}${padding}`;
      })
      .join(GAP)
      .trimEnd(),
  );
}
