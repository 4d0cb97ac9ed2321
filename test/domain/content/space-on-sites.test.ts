import { describe, expect, it } from 'vitest';
import { createCollection, transferCollection } from '../../../src/domain/content/collections.js';
import { createSpace, deleteSpace, restoreSpace, transferSpace } from '../../../src/domain/content/spaces.js';
import { listSiteSpaces } from '../../../src/domain/sites/site-spaces.js';
import { createSite } from '../../../src/domain/sites/sites.js';
import { rules } from '../../helpers/rules.js';

describe('a space a site shows', () => {
  it('leaves the site when it is deleted, and is not put back when restored', () => {
    const sandbox = rules();
    const ctx = sandbox.as();
    const [kept, deleted] = ['Kept', 'Deleted'].map((title) => createSpace(ctx, 'acme', { title }).id);
    const site = createSite(ctx, 'acme', { title: 'Docs', spaces: [kept!, deleted!] }).id;
    const shown = () => listSiteSpaces(ctx, 'acme', site, {}).items.map((s) => s.space.id);
    deleteSpace(ctx, deleted!);
    expect(shown()).toEqual([kept]);
    restoreSpace(ctx, deleted!);
    expect(shown()).toEqual([kept]);
  });

  it('leaves the site when it is transferred to another organization, alone or with its collection', () => {
    const ctx = rules().as();
    const collection = createCollection(ctx, 'acme', { title: 'Moving' }).id;
    const alone = createSpace(ctx, 'acme', { title: 'Alone' }).id;
    const inside = createSpace(ctx, 'acme', { title: 'Inside', parent: collection }).id;
    const stays = createSpace(ctx, 'acme', { title: 'Stays' }).id;
    const site = createSite(ctx, 'acme', { title: 'Docs', spaces: [alone, inside, stays] }).id;
    transferSpace(ctx, alone, 'globex');
    transferCollection(ctx, collection, 'globex');
    expect(listSiteSpaces(ctx, 'acme', site, {}).items.map((s) => s.space.id)).toEqual([stays]);
  });
});
