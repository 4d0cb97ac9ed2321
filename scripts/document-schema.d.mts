/** What scripts/document-schema.mjs writes, as it would write it now: the schema file's text and the types file's. */
export function generated(): Promise<{ schema: string; types: string }>;
