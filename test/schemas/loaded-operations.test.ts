import { describe, expect, it, vi } from 'vitest';
import { operations } from '../../src/schemas/operations.js';
import { organizationOperations } from '../../src/schemas/organization-operations.js';

describe('the operation table as a command loads it', () => {
  it("is one table: the organization's operations are its first entries, the same objects", () => {
    const ids = Object.keys(organizationOperations) as (keyof typeof organizationOperations)[];
    expect(Object.keys(operations).slice(0, ids.length)).toEqual(ids);
    for (const id of ids) expect(operations[id]).toBe(organizationOperations[id]);
  });

  it("gives the organization's operations at once, and one beyond them once it is loaded", async () => {
    // A module of its own: test files share their workers' modules, and another may have loaded the whole table.
    vi.resetModules();
    const { loadOperations, operation } = await import('../../src/schemas/loaded-operations.js');
    expect(operation('listSpacesInOrganizationById').path).toBe(operations.listSpacesInOrganizationById.path);
    expect(() => operation('getCurrentRevision')).toThrow('getCurrentRevision: an operation used before loadOperations');
    await loadOperations(['listSpacesInOrganizationById', 'getCurrentRevision']);
    expect(operation('getCurrentRevision').path).toBe(operations.getCurrentRevision.path);
  });
});
