import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageDocument } from '../../src/format/document.js';
import { analyzeMarkdown } from '../../src/format/markdown/analysis.js';
import { documentModelErrors } from '../helpers/gitbook-document.js';

const EVERY_BLOCK = fs.readFileSync(new URL('../fixtures/gitbook-blocks.md', import.meta.url), 'utf8');

/** A page's document, checked against GitBook's document model. */
const documentOf = (markdown: string) => {
  const document = pageDocument(analyzeMarkdown(markdown));
  expect(documentModelErrors(document)).toEqual([]);
  return document;
};

/** Every key a document's nodes carry, and how many nodes should carry one (blocks, texts, fragments). */
function keysOf(document: unknown) {
  const keys: unknown[] = [];
  let keyed = 0;
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const { object, key } = node as { object?: string; key?: unknown };
    if (object === 'block' || object === 'text' || object === 'fragment') {
      keyed++;
      keys.push(key);
    }
    for (const [field, value] of Object.entries(node)) if (field === 'nodes' || field === 'fragments') visit(value);
  };
  visit((document as { nodes: unknown }).nodes);
  return { keys, keyed };
}

describe("a page as GitBook's document", () => {
  it('keys every node, block, text and fragment, each key its own and the same on every read', () => {
    const first = documentOf(EVERY_BLOCK);
    const { keys, keyed } = keysOf(first);
    expect(keyed).toBeGreaterThan(50);
    expect(keys.every((key) => typeof key === 'string' && key.length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(keyed);
    expect(keysOf(documentOf(EVERY_BLOCK)).keys).toEqual(keys);
  });

  it("gives headings GitBook's levels: ## a heading-1, ### a heading-2, #### and deeper a heading-3", () => {
    const document = documentOf('## One\n\n### Two\n\n#### Three\n\n##### Four\n\n# In the body');
    expect(document.nodes.map((node) => node.type)).toEqual(['heading-1', 'heading-2', 'heading-3', 'heading-3', 'heading-1']);
  });

  it('gives a heading its anchor as its id, and its text without the anchor', () => {
    const [heading, plain] = documentOf('## Get **started** <a href="#start" id="start"></a>\n\n### Plain').nodes;
    expect(heading).toMatchObject({
      type: 'heading-1',
      meta: { id: 'start' },
      nodes: [
        {
          object: 'text',
          leaves: [
            { text: 'Get ', marks: [] },
            { text: 'started', marks: [{ object: 'mark', type: 'bold' }] },
          ],
        },
      ],
    });
    expect(heading).toHaveProperty('nodes', [expect.anything()]);
    expect(plain).not.toHaveProperty('meta');
  });
});
