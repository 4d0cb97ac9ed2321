/** The ANSI styles output uses. */
const STYLES = { bold: 1, red: 31, green: 32, yellow: 33, magenta: 35, cyan: 36, grey: 90 } as const;
export type Style = keyof typeof STYLES;

/**
 * Whether text for a stream gets colours: never under NO_COLOR (no-color.org); FORCE_COLOR=0 turns them
 * off and any other FORCE_COLOR on, terminal or not (a CI log that shows them); else on a terminal that is
 * not TERM=dumb.
 */
export function colourFor(isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return isTTY && env.TERM !== 'dumb';
}

export const paint = (on: boolean, style: Style, text: string): string => (on ? `\x1b[${STYLES[style]}m${text}\x1b[0m` : text);

/** How a status reads at a glance, as gh colours them: open green, merged magenta, the closed and unfinished grey, the failing red. */
const STATUS_STYLES: Record<string, Style> = {
  open: 'green',
  approved: 'green',
  merged: 'magenta',
  draft: 'grey',
  archived: 'grey',
  closed: 'grey',
  broken: 'red',
  'changes-requested': 'red',
};

export const statusStyle = (status: unknown): Style | undefined => (typeof status === 'string' ? STATUS_STYLES[status] : undefined);
