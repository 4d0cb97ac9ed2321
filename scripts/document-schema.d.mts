/** What scripts/document-schema.mjs writes, as it would write it now: the schema file's text and the types file's. */
export function generated(): Promise<{ schema: string; types: string }>;

/** GitBook's schemas with the spec's one correction (PlainObject is an object), in place; the same object back. */
export function correctSchemas<T extends Record<string, unknown>>(schemas: T): T;
