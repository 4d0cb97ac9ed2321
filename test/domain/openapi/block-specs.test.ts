import { describe, expect, it } from 'vitest';
import { blockSpecs } from '../../../src/domain/openapi/block-specs.js';
import { createSpec, replaceSpec } from '../../../src/domain/openapi/specs.js';
import { rules } from '../../helpers/rules.js';

const spec = (title: string) => `openapi: 3.0.3\ninfo: { title: ${title}, version: "1" }\npaths: {}\n`;

describe('blockSpecs', () => {
  it("gives each slug's latest processed document, read once per version, or why a block cannot show it", async () => {
    const { sandbox, as } = rules();
    createSpec(as(), 'acme', { slug: 'pets', source: { text: spec('Pets') } });
    const pending = await blockSpecs(sandbox, 'acme', ['pets', 'ghosts']);
    expect(pending.get('pets')).toEqual({ unavailable: expect.stringMatching(/has not been processed yet/), shown: expect.any(String) });
    expect(pending.get('ghosts')).toMatchObject({ unavailable: 'The organization has no OpenAPI spec "ghosts"' });

    await sandbox.jobs.settle();
    const first = (await blockSpecs(sandbox, 'acme', ['pets'])).get('pets')!;
    const again = (await blockSpecs(sandbox, 'acme', ['pets'])).get('pets')!;
    expect(first).toMatchObject({ document: { info: { title: 'Pets' } } });
    expect('document' in again && 'document' in first && again.document === first.document).toBe(true);

    replaceSpec(as(), 'acme', 'pets', { source: { text: spec('More pets') } });
    await sandbox.jobs.settle();
    const next = (await blockSpecs(sandbox, 'acme', ['pets'])).get('pets')!;
    expect(next).toMatchObject({ document: { info: { title: 'More pets' } } });
    expect(next.shown).not.toBe(first.shown);
  });
});
