import { describe, expect, it } from 'vitest';
import { operations } from '../../src/schemas/operations.js';
import described from '../fixtures/description-operations.json' with { type: 'json' };
import { specOperation } from '../helpers/spec.js';

/**
 * The operations of the API description the sandbox does not serve yet, by the issue that
 * brings them (issue 3: the content engine; issue 4: sites, OpenAPI specs and translations). Serving one without removing it here fails, and so does missing one not named.
 */
const NOT_YET_SERVED = {
  contentEngine: [] as string[],
  sitesSpecsTranslations: [
    'getPublishedContentSite',
   
    'listSiteSectionGroups', 'addSectionGroupToSite', 'deleteSiteSectionGroupById', 'updateSiteSectionGroupById',
    'addSectionToGroup', 'removeSectionFromGroup', 'moveSiteSectionGroup',
  ],
};

const servedIds = new Set(Object.values(operations).map((o) => o.id));

describe('the operation table', () => {
  it('declares each operation under its own operationId', () => {
    for (const [key, operation] of Object.entries(operations)) expect(operation.id).toBe(key);
  });

  it('matches GitBook\'s spec for the method and path of every operation', () => {
    for (const operation of Object.values(operations)) {
      const spec = specOperation(operation.id);
      expect(`${operation.method} ${operation.path}`).toBe(`${spec.method.toUpperCase()} /v1${spec.path}`);
    }
  });

  it('serves every operation of the description, or names the missing ones', () => {
    const missing = described.filter((d) => !servedIds.has(d.id)).map((d) => d.id);
    expect(missing).toEqual([...NOT_YET_SERVED.contentEngine, ...NOT_YET_SERVED.sitesSpecsTranslations].sort((a, b) =>
      described.findIndex((d) => d.id === a) - described.findIndex((d) => d.id === b)));
  });
});
