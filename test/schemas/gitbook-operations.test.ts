import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generated } from '../../scripts/gitbook-operations.mjs';

// On a mismatch: node scripts/gitbook-operations.mjs
describe("GitBook's operations, copied from its two specs", () => {
  it('are what the specs make today', () => {
    expect(fs.readFileSync(new URL('../../src/schemas/gitbook/operations.json', import.meta.url), 'utf8')).toBe(generated());
  });
});
