/** What scripts/gitbook-operations.mjs writes, as it would write it now: the text of src/schemas/gitbook/operations.json. */
export function generated(): string;
