import { beforeEach, describe, expect, it } from 'vitest';
import { createSpace, getSpace, updateSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { appendPages, appending } from '../../../src/domain/import/append.js';
import type { ImportedPage } from '../../../src/format/import/tree.js';
import { resolveTarget } from '../../../src/domain/change-requests/target.js';
import { runAtOnce } from '../../../src/lib/time-slices.js';
import { rules } from '../../helpers/rules.js';

let as: (user?: string) => Context;
let space: string;

const pages = (count: number, title: string, markdown = ''): ImportedPage[] => Array.from({ length: count }, () => ({ title, markdown, pages: [] }));
const target = () => resolveTarget(as(), space, undefined, 'edit');
/** Another write to the space, as a request answered while an append paused would make. */
const writeMeanwhile = (markdown = 'meanwhile') => appendPages(as(), target(), { pages: pages(1, 'A', markdown), files: [] });

beforeEach(() => {
  as = rules().as;
  space = createSpace(as(), 'acme', { title: 'S' }).id;
  appendPages(as(), target(), { pages: pages(1, 'A'), files: [] });
});

describe('an append that pauses', () => {
  it('gives its slugs again against a page added meanwhile, and goes after it', () => {
    const steps = appending(as(), target, { pages: pages(5, 'A', 'imported'), files: [] });
    for (let i = 0; i < 3; i++) steps.next();
    const meanwhile = writeMeanwhile();
    const revision = runAtOnce(steps);
    expect(revision.parents).toEqual([meanwhile.id]);
    expect(target().revision.pages.map((p) => [p.slug, p.markdown])).toEqual([
      ['a', ''],
      ['a-1', 'meanwhile'],
      ['a-2', 'imported'],
      ['a-3', 'imported'],
      ['a-4', 'imported'],
      ['a-5', 'imported'],
      ['a-6', 'imported'],
    ]);
  });

  it('is refused, adding nothing, when the content moves at every attempt', () => {
    const steps = appending(as(), target, { pages: pages(5, 'A', 'imported'), files: [] });
    expect(() => {
      for (const _ of steps) writeMeanwhile();
    }).toThrow(/changed while the pages were added, 3 times/);
    expect(target().revision.pages.filter((p) => p.markdown === 'imported')).toEqual([]);
  });

  it('is refused when the space is locked meanwhile', () => {
    const steps = appending(as(), target, { pages: pages(5, 'A'), files: [] });
    steps.next();
    const before = getSpace(as(), space).revision;
    updateSpace(as(), space, { editMode: 'locked' });
    expect(() => runAtOnce(steps)).toThrow(/locked/);
    expect(getSpace(as(), space).revision).toBe(before);
  });
});
