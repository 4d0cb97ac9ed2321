import { InvalidArgumentError } from 'commander';

const SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** A duration as a flag gives it, `90s`, `15m`, `2h`, `7d`, in seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)([smhd])$/.exec(text);
  if (!match) throw new InvalidArgumentError('give a duration such as 90s, 15m, 2h or 7d');
  return Number(match[1]) * SECONDS[match[2] as keyof typeof SECONDS];
}
