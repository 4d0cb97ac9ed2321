/** The value at a dotted path into an answer (`space.title`, `pages.0.title`, `pages.length`); '' is the value itself. */
export function valueAt(item: unknown, path: string): unknown {
  if (path === '') return item;
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), item);
}

/** A value as text: nothing for null and undefined, JSON for an object. */
export function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
