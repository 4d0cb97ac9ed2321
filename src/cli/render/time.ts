/** An ISO 8601 timestamp as the API writes them: `2025-01-02T03:04:05.000Z`. */
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

export const isTimestamp = (value: unknown): value is string => typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));

const UNITS: [unit: string, seconds: number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** A moment as a person reads it in a list, as gh writes it: "about 3 hours ago", "less than a minute ago". */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = (now - Date.parse(iso)) / 1000;
  const distance = Math.abs(seconds);
  const unit = UNITS.find(([, size]) => distance >= size);
  if (!unit) return seconds >= 0 ? 'less than a minute ago' : 'in less than a minute';
  const count = Math.floor(distance / unit[1]);
  const span = `${count} ${unit[0]}${count === 1 ? '' : 's'}`;
  // A clock ahead of the server's makes the newest items a little in the future.
  return seconds >= 0 ? `about ${span} ago` : `in about ${span}`;
}
