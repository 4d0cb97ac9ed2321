import fs from 'node:fs';
import path from 'node:path';
import { createSpace } from '../../src/domain/content/spaces.js';
import { commitRevision } from '../../src/domain/revisions/revisions.js';
import { contextOf, type Sandbox } from '../../src/sandbox/open.js';
import type { PageNode } from '../../src/format/page.js';

/** Page `i` of a tree, its text long enough to be stored as an object of its own. */
export const page = (i: number, markdown = `Page ${i}: ${'text '.repeat(50)}`): PageNode => ({
  id: `p${i}`,
  title: `Page ${i}`,
  slug: `page-${i}`,
  markdown,
  createdAt: 't',
  updatedAt: 't',
  pages: [],
});

/** A space with a history of `changes` one-page edits of a `pages`-page tree; its id and the contexts. */
export function spaceWithHistory(sandbox: Sandbox, title: string, pages: number, changes: number) {
  const ctx = contextOf(sandbox, sandbox.store.get('users', [...sandbox.store.all('users')][0]!.id)!, 'http://sandbox.test');
  const space = createSpace(ctx, [...sandbox.store.all('organizations')][0]!.id, { title });
  let tree = Array.from({ length: pages }, (_, i) => page(i));
  let parent = sandbox.store.get('spaces', space.id)!.revision;
  for (let change = 0; change <= changes; change++) {
    if (change > 0) tree = tree.map((p, i) => (i === change % pages ? page(i, `${title} edit ${change}`) : p));
    parent = commitRevision(ctx, { space: space.id, type: 'edits', parents: [parent], pages: tree }).id;
  }
  sandbox.store.put('spaces', { ...sandbox.store.get('spaces', space.id)!, revision: parent });
  return { ctx, space: space.id };
}

/** The files of a folder of a data directory's records (revisions, blobs, packs…), none when it is not there. */
export const recordFiles = (dir: string, folder: string): string[] =>
  fs.existsSync(path.join(dir, 'records', folder)) ? fs.readdirSync(path.join(dir, 'records', folder)) : [];
