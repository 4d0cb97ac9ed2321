import * as z from 'zod';
import { OrderedIds, type OrderKey } from '../../store/ordered-ids.js';
import { invalid } from '../../lib/errors.js';

export const DEFAULT_PAGE_SIZE = 100;

export interface Page<T> {
  items: T[];
  count: number;
  next?: { page: string };
}

export interface PageQuery {
  page?: string;
  limit?: number;
}

const Cursor = z.tuple([z.number(), z.string()]);

export function encodeCursor(key: OrderKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(page: string): OrderKey {
  try {
    return Cursor.parse(JSON.parse(Buffer.from(page, 'base64url').toString('utf8')));
  } catch {
    throw invalid(`"${page.slice(0, 40)}" is not a page this sandbox issued; pass the next.page of a previous answer`, 'page');
  }
}

/**
 * One page of an ordered set of ids. The cursor is the position of the last item
 * returned, so items added or removed between pages never make another repeat or vanish.
 */
export function paginate<T>(ids: OrderedIds, query: PageQuery, resolve: (id: string) => T | undefined, descending = false): Page<T> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const from = query.page === undefined ? undefined : decodeCursor(query.page);
  const keys = ids.slice(from, limit + 1, descending);
  const pageKeys = keys.slice(0, limit);
  const items = pageKeys.map(([, id]) => resolve(id)).filter((x): x is T => x !== undefined);
  const last = pageKeys[pageKeys.length - 1];
  return {
    items,
    count: ids.size,
    ...(keys.length > limit && last ? { next: { page: encodeCursor(last) } } : {}),
  };
}

/** Pages through a list computed for this request (filtered or sorted on the fly). */
export function paginateList<T>(items: T[], keyOf: (item: T) => OrderKey, query: PageQuery, descending = false): Page<T> {
  const byId = new Map(items.map((item) => [keyOf(item)[1], item]));
  return paginate(OrderedIds.from(items.map(keyOf)), query, (id) => byId.get(id), descending);
}
