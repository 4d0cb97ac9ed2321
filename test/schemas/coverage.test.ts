import { describe, expect, it } from 'vitest';
import { operations } from '../../src/schemas/operations.js';
import described from '../fixtures/description-operations.json' with { type: 'json' };
import { specOperation } from '../helpers/spec.js';

const servedIds = new Set(Object.values(operations).map((o) => o.id));

describe('the operation table', () => {
  it('declares each operation under its own operationId', () => {
    for (const [key, operation] of Object.entries(operations)) expect(operation.id).toBe(key);
  });

  it("matches GitBook's spec for the method and path of every operation", () => {
    for (const operation of Object.values(operations)) {
      const spec = specOperation(operation.id);
      expect(`${operation.method} ${operation.path}`).toBe(`${spec.method.toUpperCase()} /v1${spec.path}`);
    }
  });

  it('serves every operation of the description', () => {
    expect(described.filter((d) => !servedIds.has(d.id)).map((d) => d.id)).toEqual([]);
  });
});
