import type { OrgSpec } from '../../format/html/page.js';
import { DomainError } from '../../lib/errors.js';
import { latestParsedSpec, type SpecReader } from './parsed-specs.js';

/** An organization's spec as a page's blocks show it, and what it was read from: its version's id, or why it has none to show. */
export type BlockSpec = OrgSpec & { shown: string };

/**
 * The organization's specs of `slugs` as a page's blocks of them show them: each one's latest
 * processed document, or why there is none (no such spec, not processed yet, its processing
 * failed). Whoever reads the page sees the blocks: the spec's visibility is its own URL's.
 */
export async function blockSpecs(ctx: SpecReader, organization: string, slugs: readonly string[]): Promise<Map<string, BlockSpec>> {
  const found = new Map<string, BlockSpec>();
  for (const slug of slugs) found.set(slug, await blockSpec(ctx, organization, slug));
  return found;
}

async function blockSpec(ctx: SpecReader, organization: string, slug: string): Promise<BlockSpec> {
  let latest: Awaited<ReturnType<typeof latestParsedSpec>>;
  try {
    latest = await latestParsedSpec(ctx, organization, slug);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { unavailable: error.message, shown: error.message };
  }
  if (!latest) {
    const unavailable = `The organization has no OpenAPI spec "${slug}"`;
    return { unavailable, shown: unavailable };
  }
  return { document: latest.document, shown: latest.version };
}
