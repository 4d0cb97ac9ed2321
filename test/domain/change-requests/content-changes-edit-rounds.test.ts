import { Piscina } from 'piscina';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { createChangeRequest, getChangeRequest } from '../../../src/domain/change-requests/change-requests.js';
import { updateChangeRequestContent } from '../../../src/domain/change-requests/content-changes.js';
import { getPage } from '../../../src/domain/reading/read.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import { resolveTarget } from '../../../src/domain/change-requests/target.js';
import type { PageNode } from '../../../src/format/page.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';

/** What runs while a batch's front matter is being edited: the moment another writer may take. */
let meanwhile: (() => void) | undefined;

// The edit, run in a worker, is the batch's one wait between reading the change request and
// writing it: another write lands there. Piscina's own method is wrapped, not the module that
// calls it, since test files share their modules.
// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the pool it was called on
const run = Piscina.prototype.run;
beforeEach(() => {
  vi.spyOn(Piscina.prototype, 'run').mockImplementation(function (this: Piscina, job, options) {
    if ((job as { task?: { kind?: string } }).task?.kind === 'front-matter-edits') meanwhile?.();
    return run.call(this, job, options);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

let sandbox: Rules;
let as: (user?: string) => Context;
let space: string;
let cr: string;
let page: string;

/** Rewrites the page's front matter in the change request, as an editor would through the app. */
function editFrontMatter(frontMatter: string): void {
  const { store } = sandbox.sandbox;
  const record = store.get('changeRequests', cr)!;
  const current = store.getRevision(record.revision)!;
  const pages = current.pages.map((p): PageNode => (p.id === page ? { ...p, frontMatter } : p));
  const revision = commitRevision(as(), { space, type: 'edits', parents: [current.id], pages });
  store.put('changeRequests', { ...record, revision: revision.id });
}

const crRevision = () => resolveTarget(as(), space, cr, 'read').revision.id;
const markdownOf = async () => ((await getPage(as(), space, page, { changeRequest: cr })) as { markdown: string }).markdown;
const setIcon = () => updateChangeRequestContent(as('edit'), space, cr, { changes: [{ operation: 'update_page', page, icon: 'gear' }] });

beforeEach(async () => {
  meanwhile = undefined;
  sandbox = rules();
  as = sandbox.as;
  space = createSpace(as(), 'acme', { title: 'S' }).id;
  cr = createChangeRequest(as('edit'), space, { subject: 'docs' }).id;
  const { changes } = await updateChangeRequestContent(as('edit'), space, cr, {
    changes: [{ operation: 'insert_page', document: { markdown: '---\nowner: docs\n---\n# Intro\n' } }],
  });
  page = (changes[0] as { page: { id: string } }).page.id;
});

describe("issue 22 review 11: a batch whose page's front matter changes while it is edited", () => {
  it('is applied again to the change request as it became, the other write kept', async () => {
    let writes = 0;
    meanwhile = () => {
      if (writes++ === 0) editFrontMatter('owner: support\n');
    };
    await setIcon();
    expect(writes).toBe(2);
    expect(await markdownOf()).toBe('---\nowner: support\nicon: gear\n---\n\n# Intro\n');
  });

  it('is refused with a 409 when it changes at every round, and writes nothing', async () => {
    let writes = 0;
    let left = '';
    meanwhile = () => {
      editFrontMatter(`owner: writer ${++writes}\n`);
      left = crRevision();
    };
    const number = getChangeRequest(as(), space, cr).number;
    expect(await refusal(setIcon)).toEqual({
      reason: 'conflict',
      message: `change request #${number} kept changing while this batch's front matter was edited; send the batch again`,
    });
    expect(crRevision()).toBe(left);
    expect(await markdownOf()).toBe(`---\nowner: writer ${writes}\n---\n\n# Intro\n`);
    // Once the change request holds still, the same batch goes through.
    meanwhile = undefined;
    await setIcon();
    expect(crRevision()).not.toBe(left);
    expect(await markdownOf()).toBe(`---\nowner: writer ${writes}\nicon: gear\n---\n\n# Intro\n`);
  });
});
