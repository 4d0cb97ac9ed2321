import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpace, getSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { createChangeRequest, getChangeRequest, mergeChangeRequest, pullIntoChangeRequest } from '../../../src/domain/change-requests/change-requests.js';
import { resolveTarget } from '../../../src/domain/change-requests/target.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import type { PageNode } from '../../../src/format/page.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';

let sandbox: Rules;
let as: (user?: string) => Context;
let space: string;
let cr: string;

const T0 = '2026-01-01T00:00:00.000Z';
type Pointer = { kind: 'spaces' | 'changeRequests'; id: string };

/** Rewrites one page's Markdown on one side, as an editor would through the app. */
function editPage(pointer: Pointer, index: number, markdown: string): void {
  const { store } = sandbox.sandbox;
  const record = store.get(pointer.kind, pointer.id)!;
  const current = store.getRevision(record.revision)!;
  const pages = current.pages.map((page, i): PageNode => (i === index ? { ...page, markdown } : page));
  const revision = commitRevision(as(), { space, type: 'edits', parents: [current.id], pages });
  store.put(pointer.kind, { ...record, revision: revision.id });
}

/** The pages' bodies as stored. */
const markdowns = (changeRequest?: string) => resolveTarget(as(), space, changeRequest, 'read').revision.pages.map((p) => p.markdown);

beforeEach(() => {
  sandbox = rules();
  as = sandbox.as;
  space = createSpace(as(), 'acme', { title: 'S' }).id;
  const { store } = sandbox.sandbox;
  // Enough pages for a merge to take more steps than one slice allows.
  const pages = Array.from({ length: 50 }, (_, i): PageNode => ({
    id: `p${i}`,
    title: `P${i}`,
    slug: `p${i}`,
    markdown: 'base',
    createdAt: T0,
    updatedAt: T0,
    pages: [],
  }));
  const revision = commitRevision(as(), { space, type: 'edits', parents: [], pages });
  store.put('spaces', { ...store.get('spaces', space)!, revision: revision.id });
  cr = createChangeRequest(as('edit'), space, { subject: 'x' }).id;
  editPage({ kind: 'changeRequests', id: cr }, 1, 'from the change request');
  // A clock that moves a millisecond at each reading: every slice of work ends after ten steps.
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a merge that pauses', () => {
  it('merges again from a write made to the space meanwhile, losing nothing', async () => {
    // The space moves on first: a change request onto a space that has not moved merges at once, with no pause.
    editPage({ kind: 'spaces', id: space }, 40, 'moved on');
    const before = getSpace(as(), space).revision;
    const merging = mergeChangeRequest(as('review'), space, cr);
    expect(getSpace(as(), space).revision).toBe(before);
    editPage({ kind: 'spaces', id: space }, 2, 'written meanwhile');
    await merging;
    expect(markdowns().slice(0, 3)).toEqual(['base', 'from the change request', 'written meanwhile']);
    expect(getChangeRequest(as(), space, cr).status).toBe('merged');
  });

  it('merges once when asked twice at the same time; the other is refused', async () => {
    const outcomes = await Promise.allSettled([mergeChangeRequest(as('review'), space, cr), mergeChangeRequest(as('review'), space, cr)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected')!;
    expect(refused.reason).toMatchObject({ reason: 'conflict', message: expect.stringMatching(/is merged/) });
    const merged = sandbox.sandbox.store.getRevision(getSpace(as(), space).revision)!;
    expect(merged.type).toBe('merge');
  });

  it('is refused, changing nothing, when the space moves at every attempt', async () => {
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        editPage({ kind: 'spaces', id: space }, 2, `write ${i}`);
        await nextTurn();
      }
    })();
    const outcome = await refusal(() => mergeChangeRequest(as('review'), space, cr));
    writing = false;
    await writer;
    expect(outcome).toMatchObject({ reason: 'conflict', message: expect.stringMatching(/changed while it ran, 3 times; nothing was changed/) });
    expect(getChangeRequest(as(), space, cr).status).toBe('draft');
    expect(markdowns()[1]).toBe('base');
  });
});

describe('an update that pauses', () => {
  it('merges again from a write made to the change request meanwhile', async () => {
    editPage({ kind: 'spaces', id: space }, 2, 'from the space');
    const updating = pullIntoChangeRequest(as('edit'), space, cr);
    editPage({ kind: 'changeRequests', id: cr }, 3, 'written meanwhile');
    await updating;
    expect(markdowns(cr).slice(0, 4)).toEqual(['base', 'from the change request', 'from the space', 'written meanwhile']);
    expect(getChangeRequest(as(), space, cr).outdated).toBe(false);
  });
});
