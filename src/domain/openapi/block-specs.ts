import { LRUCache } from 'lru-cache';
import type { OrgSpec } from '../../format/html/page.js';
import { DomainError } from '../../lib/errors.js';
import type { Context } from '../kernel/context.js';
import { latestSpecDocument } from './specs.js';

/** An organization's spec as a page's blocks show it, and what it was read from: its version's id, or why it has none to show. */
export type BlockSpec = OrgSpec & { shown: string };

/** Memory for specs' parsed documents, counted as the bytes of their JSON. */
const PARSED_JSON_BYTES = 64 * 1024 * 1024;

/**
 * Specs' documents parsed, by version: a version's document never changes, and a spec of MBs
 * parsed for every page that shows one of its blocks would hold the event loop page after page.
 */
const parsedDocuments = () =>
  new LRUCache<string, { document: object; bytes: number }>({ maxSize: PARSED_JSON_BYTES, sizeCalculation: (entry) => entry.bytes });

/**
 * The organization's specs of `slugs` as a page's blocks of them show them: each one's latest
 * processed document, or why there is none (no such spec, not processed yet, its processing
 * failed). Whoever reads the page sees the blocks: the spec's visibility is its own URL's.
 */
export async function blockSpecs(
  ctx: Pick<Context, 'store' | 'specs' | 'caches'>,
  organization: string,
  slugs: readonly string[],
): Promise<Map<string, BlockSpec>> {
  const found = new Map<string, BlockSpec>();
  for (const slug of slugs) found.set(slug, await blockSpec(ctx, organization, slug));
  return found;
}

async function blockSpec(ctx: Pick<Context, 'store' | 'specs' | 'caches'>, organization: string, slug: string): Promise<BlockSpec> {
  let latest: Awaited<ReturnType<typeof latestSpecDocument>>;
  try {
    latest = await latestSpecDocument(ctx, organization, slug);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { unavailable: error.message, shown: error.message };
  }
  if (!latest) {
    const unavailable = `The organization has no OpenAPI spec "${slug}"`;
    return { unavailable, shown: unavailable };
  }
  const parsed = ctx.caches.of(parsedDocuments);
  let entry = parsed.get(latest.version);
  if (!entry) parsed.set(latest.version, (entry = { document: JSON.parse(latest.json.toString('utf8')) as object, bytes: latest.json.length }));
  return { document: entry.document, shown: latest.version };
}
