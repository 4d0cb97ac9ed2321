import { describe, expect, it } from 'vitest';
import { loadOperations, operation } from '../../src/schemas/loaded-operations.js';
import { operations } from '../../src/schemas/operations.js';
import { organizationOperations } from '../../src/schemas/organization-operations.js';

describe('the operation table as a command loads it', () => {
  it("is one table: the organization's operations are its first entries, the same objects", () => {
    const ids = Object.keys(organizationOperations) as (keyof typeof organizationOperations)[];
    expect(Object.keys(operations).slice(0, ids.length)).toEqual(ids);
    for (const id of ids) expect(operations[id]).toBe(organizationOperations[id]);
  });

  it("gives the organization's operations at once, and one beyond them once it is loaded", async () => {
    expect(operation('listSpacesInOrganizationById')).toBe(operations.listSpacesInOrganizationById);
    expect(() => operation('getCurrentRevision')).toThrow('getCurrentRevision: an operation used before loadOperations');
    await loadOperations(['listSpacesInOrganizationById', 'getCurrentRevision']);
    expect(operation('getCurrentRevision')).toBe(operations.getCurrentRevision);
  });
});
