import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generated } from '../../scripts/document-schema.mjs';
import schema from '../../src/schemas/gitbook/document.json' with { type: 'json' };

const checkedIn = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

// On a mismatch: node scripts/document-schema.mjs
describe("GitBook's document model, copied from its spec", () => {
  it('is the schema and the types the spec of today makes', async () => {
    const { schema: made, types } = await generated();
    expect(checkedIn('src/schemas/gitbook/document.json')).toBe(made);
    expect(checkedIn('src/schemas/gitbook/document-types.ts')).toBe(types);
  });

  it('holds every node type of the spec, and what each reaches', () => {
    const definitions = Object.keys(schema.definitions);
    expect(definitions).toEqual(
      expect.arrayContaining(['JSONDocument', 'DocumentBlock', 'DocumentInline', 'DocumentTextMark', 'DocumentBlockHeading', 'ContentRef']),
    );
    // Every reference resolves inside the file.
    const refs = [...JSON.stringify(schema).matchAll(/"\$ref":"#\/definitions\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.filter((name) => !definitions.includes(name!))).toEqual([]);
  });
});
