import { LRUCache } from 'lru-cache';
import type { Context } from '../kernel/context.js';
import { latestSpecDocument } from './specs.js';

/** What reading an organization's spec takes: its records, its documents' bytes, and the parsed documents kept. */
export type SpecReader = Pick<Context, 'store' | 'specs' | 'caches'>;

/** Memory for specs' parsed documents, counted as the bytes of their JSON. */
const PARSED_JSON_BYTES = 64 * 1024 * 1024;

/**
 * Specs' documents parsed, by version: a version's document never changes, and a spec of MBs
 * (GitBook's own: 30 to 80 ms on the event loop) parsed for every page or computation that shows
 * it would hold the event loop again and again.
 */
const parsedDocuments = () =>
  new LRUCache<string, { document: object; bytes: number }>({ maxSize: PARSED_JSON_BYTES, sizeCalculation: (entry) => entry.bytes });

/**
 * The organization's spec of `slug` as its latest processed version's document, parsed once per
 * version; none when the organization has no such spec (refused, as latestSpecDocument does, when
 * it has no version to read).
 */
export async function latestParsedSpec(ctx: SpecReader, organization: string, slug: string): Promise<{ version: string; document: object } | undefined> {
  const latest = await latestSpecDocument(ctx, organization, slug);
  if (!latest) return undefined;
  const parsed = ctx.caches.of(parsedDocuments);
  let entry = parsed.get(latest.version);
  if (!entry) parsed.set(latest.version, (entry = { document: JSON.parse(latest.json.toString('utf8')) as object, bytes: latest.json.length }));
  return { version: latest.version, document: entry.document };
}
