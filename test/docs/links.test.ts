import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The pages people read: the front page, the contributors' and every page of docs/. */
const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

const withoutBlocks = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
/** A page's text without its code, where a bracket is no link. */
const prose = (text: string) => withoutBlocks(text).replace(/`[^`\n]*`/g, '');

const headings = new Map<string, Set<string>>();
/** The anchors GitHub gives a page's headings. */
function anchors(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const found = headings.get(file) ?? new Set([...withoutBlocks(fs.readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)].map((m) => slugger.slug(m[1]!)));
  return headings.set(file, found).get(file)!;
}

describe('the links between the pages', () => {
  it.each(PAGES)('%s: every relative link leads to a file there is, and every #anchor to a heading of it', (page) => {
    const broken: string[] = [];
    for (const [, text, target] of prose(fs.readFileSync(path.join(root, page), 'utf8')).matchAll(/\[([^\]]*)\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target!)) continue; // https:, mailto:
      const [file, anchor] = target!.split('#') as [string, string | undefined];
      const resolved = file ? path.resolve(path.dirname(path.join(root, page)), decodeURI(file)) : path.join(root, page);
      if (!fs.existsSync(resolved)) broken.push(`${target}: no such file`);
      else if (anchor && !anchors(resolved).has(anchor)) broken.push(`${target}: no such heading`);
      // A link to a test file names one of its tests (docs/store.md's invariants): the name is in the file.
      else if (/\.test\.ts$/.test(resolved) && !fs.readFileSync(resolved, 'utf8').includes(text!)) broken.push(`${target}: no test "${text}"`);
    }
    expect(broken).toEqual([]);
  });
});
