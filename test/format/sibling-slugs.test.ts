import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { SiblingSlugs } from '../../src/format/sibling-slugs.js';

type Incoming = { title: string; slug?: string };

/** Slugs as an import first gave them: a new slugger per page, fed every sibling before it. */
function referenceSlugs(existing: string[], pages: Incoming[]): string[] {
  const out = [...existing];
  return pages.map((page) => {
    const slugger = new GithubSlugger();
    for (const slug of out) slugger.slug(slug);
    const fromTitle = slugger.slug(page.title) || slugger.slug('page');
    const slug = page.slug && !out.includes(page.slug) ? page.slug : fromTitle;
    out.push(slug);
    return slug;
  });
}

function slugsOf(existing: string[], pages: Incoming[]): string[] {
  const slugs = new SiblingSlugs();
  for (const slug of existing) slugs.add(slug);
  return pages.map((page) => slugs.take(page.title, page.slug));
}

describe('sibling slugs', () => {
  it.each<[string, string[], Incoming[], string[]]>([
    [
      'a, a-1 imported again beside themselves',
      ['a', 'a-1'],
      [{ title: 'A', slug: 'a' }, { title: 'A 1', slug: 'a-1' }, { title: 'A' }, { title: 'A', slug: 'a-2' }],
      ['a-2', 'a-1-1', 'a-3', 'a-4'],
    ],
    ['titles only, repeating', [], [{ title: 'A' }, { title: 'A' }, { title: 'A-1' }, { title: 'A' }], ['a', 'a-1', 'a-1-1', 'a-2']],
    [
      'file names kept as written',
      ['Intro'],
      [{ title: 'Intro', slug: 'intro' }, { title: 'Intro' }, { title: 'Intro', slug: 'Intro' }],
      ['intro', 'intro-2', 'intro-3'],
    ],
    [
      'titles of no letters or digits',
      ['page'],
      [{ title: '' }, { title: '!!!' }, { title: '🙂' }, { title: 'Page' }],
      ['page-1', 'page-2', 'page-3', 'page-4'],
    ],
    ['beside a page whose slug is empty', ['', 'page'], [{ title: '' }, { title: '?' }], ['-1', '-2']],
    ['accents and case', ['über'], [{ title: 'Über' }, { title: 'ÜBER 1' }, { title: 'Crème brûlée' }], ['über-1', 'über-1-1', 'crème-brûlée']],
  ])('%s', (_, existing, pages, expected) => {
    expect(slugsOf(existing, pages)).toEqual(expected);
    expect(referenceSlugs(existing, pages)).toEqual(expected);
  });

  it('gives what a new slugger per page gives, on long lists of colliding names', () => {
    const titles = ['A', 'a', 'A 1', 'a-1', 'a-1-1', 'Intro', 'intro', '', '!', 'Page', 'page-1', 'Über', 'x'];
    const kept = [undefined, undefined, 'a', 'a-1', 'A', 'Intro', 'intro', 'page', ''];
    for (let seed = 1; seed <= 20; seed++) {
      let state = seed;
      const pick = <T>(list: T[]): T => list[(state = (Math.imul(state, 1103515245) + 12345) >>> 0) % list.length]!;
      const existing = Array.from({ length: 40 }, () => pick([...titles, 'a-2', 'page']).toLowerCase());
      const pages = Array.from({ length: 300 }, () => ({ title: pick(titles), slug: pick(kept) }));
      expect({ seed, slugs: slugsOf(existing, pages) }).toEqual({ seed, slugs: referenceSlugs(existing, pages) });
    }
  });
});
