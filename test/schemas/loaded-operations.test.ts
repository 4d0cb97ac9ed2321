import { describe, expect, it } from 'vitest';
import { LoadedOperations } from '../../src/schemas/loaded-operations.js';
import { operations } from '../../src/schemas/operations.js';
import { organizationOperations } from '../../src/schemas/organization-operations.js';

describe('the operation table as a command loads it', () => {
  it("is one table: the organization's operations are its first entries, the same objects", () => {
    const ids = Object.keys(organizationOperations) as (keyof typeof organizationOperations)[];
    expect(Object.keys(operations).slice(0, ids.length)).toEqual(ids);
    for (const id of ids) expect(operations[id]).toBe(organizationOperations[id]);
  });

  it("gives the organization's operations at once, and one beyond them once it is loaded", async () => {
    const loaded = new LoadedOperations();
    expect(loaded.get('listSpacesInOrganizationById').path).toBe(operations.listSpacesInOrganizationById.path);
    expect(() => loaded.get('getCurrentRevision')).toThrow('getCurrentRevision: an operation used before it was loaded');
    await loaded.load(['listSpacesInOrganizationById', 'getCurrentRevision']);
    expect(loaded.get('getCurrentRevision').path).toBe(operations.getCurrentRevision.path);
  });

  it('is loaded by each of its owners alone: what one loaded, another in the same process has not', async () => {
    const [one, other] = [new LoadedOperations(), new LoadedOperations()];
    await one.load(['getCurrentRevision']);
    expect(one.get('getCurrentRevision').path).toBe(operations.getCurrentRevision.path);
    expect(() => other.get('getCurrentRevision')).toThrow('getCurrentRevision: an operation used before it was loaded');
  });
});
