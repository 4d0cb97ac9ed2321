import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { pageDocument } from '../../../src/format/document.js';
import { listBacklinks } from '../../../src/domain/reading/files.js';
import { listLinks } from '../../../src/domain/links/links.js';
import { analyzeMarkdown, MAX_BLOCKS_PER_PAGE } from '../../../src/format/markdown/analysis.js';
import type { Block } from '../../../src/format/markdown/blocks.js';
import { MAX_BLOCK_DEPTH } from '../../../src/format/markdown/gitbook-markdown.js';
import { renderPdf } from '../../../src/format/markdown/pdf.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import { RevisionIndex } from '../../../src/domain/search/search-index.js';
import { sectionsOf } from '../../../src/domain/search/search-sections.js';
import { MARKDOWN_BUDGETS } from '../../../src/domain/workers/markdown-off-thread.js';
import { Caches } from '../../../src/lib/caches.js';
import type { FileNode, PageNode } from '../../../src/format/page.js';
import { rules } from '../../helpers/rules.js';
import { documentErrors } from '../../helpers/gitbook-document.js';

const EVERY_BLOCK = fs.readFileSync(new URL('../../fixtures/gitbook-blocks.md', import.meta.url), 'utf8');
const NOW = '2026-01-01T00:00:00.000Z';
const page = (id: string, markdown: string, pages: PageNode[] = []): PageNode => ({ id, title: id, slug: id, markdown, createdAt: NOW, updatedAt: NOW, pages });

const blocksOf = (markdown: string) => analyzeMarkdown(markdown).blocks;
const only = (markdown: string) => {
  const blocks = blocksOf(markdown);
  expect(blocks).toHaveLength(1);
  return blocks[0]!;
};
const text = (value: string) => [{ text: value, marks: [] }];
const paragraph = (value: string): Block => ({ type: 'paragraph', leaves: text(value) });

describe('GitBook blocks as blocks', () => {
  it.each<[string, string, Partial<Block> & { type: Block['type'] }]>([
    [
      'a hint, its style and the Markdown it holds',
      '{% hint style="danger" %}\nDo **not**.\n\n- a\n- b\n\n```\nrm\n```\n{% endhint %}',
      {
        type: 'hint',
        style: 'danger',
        blocks: [
          {
            type: 'paragraph',
            leaves: [
              { text: 'Do ', marks: [] },
              { text: 'not', marks: ['bold'] },
              { text: '.', marks: [] },
            ],
          },
          { type: 'list', kind: 'bulleted', items: [{ blocks: [paragraph('a')] }, { blocks: [paragraph('b')] }], source: '- a\n- b' },
          { type: 'code', text: 'rm', source: '```\nrm\n```' },
        ],
      },
    ],
    ['a hint of a style GitBook lacks, as info', '{% hint style="tip" %}\nTip.\n{% endhint %}', { type: 'hint', style: 'info', blocks: [paragraph('Tip.')] }],
    [
      'tabs, each with its title',
      '{% tabs %}\n{% tab title="A" %}\nOne.\n{% endtab %}\n{% tab title="B" %}\nTwo.\n{% endtab %}\n{% endtabs %}',
      {
        type: 'tabs',
        tabs: [
          { title: 'A', blocks: [paragraph('One.')] },
          { title: 'B', blocks: [paragraph('Two.')] },
        ],
      },
    ],
    [
      'what tabs hold outside a tab, in a tab of its own',
      '{% tabs %}\nStray.\n{% tab title="A" %}\nOne.\n{% endtab %}\n{% endtabs %}',
      {
        type: 'tabs',
        tabs: [
          { title: '', blocks: [paragraph('Stray.')] },
          { title: 'A', blocks: [paragraph('One.')] },
        ],
      },
    ],
    [
      'a stepper',
      '{% stepper %}\n{% step %}\nFirst.\n{% endstep %}\n{% step %}\nSecond.\n{% endstep %}\n{% endstepper %}',
      {
        type: 'stepper',
        steps: [[paragraph('First.')], [paragraph('Second.')]],
      },
    ],
    [
      'columns',
      '{% columns %}\n{% column width="50%" %}\nLeft.\n{% endcolumn %}\n{% column %}\nRight.\n{% endcolumn %}\n{% endcolumns %}',
      {
        type: 'columns',
        args: {},
        columns: [
          { args: { width: '50%' }, blocks: [paragraph('Left.')] },
          { args: {}, blocks: [paragraph('Right.')] },
        ],
      },
    ],
    [
      'a page link',
      '{% content-ref url="guide/install.md" %}\n[Install](guide/install.md)\n{% endcontent-ref %}',
      { type: 'content-ref', url: 'guide/install.md', title: 'Install' },
    ],
    ['an embed', '{% embed url="https://example.com/video" %}', { type: 'embed', url: 'https://example.com/video', caption: '' }],
    [
      'an embed with a caption',
      '{% embed url="https://example.com/video" %}\nA *video*.\n{% endembed %}',
      { type: 'embed', url: 'https://example.com/video', caption: 'A video.' },
    ],
    [
      'code with its title, line numbers and wrapping',
      '{% code title="a.js" overflow="wrap" lineNumbers="true" %}\n```js\nlet a;\n```\n{% endcode %}',
      {
        type: 'code',
        text: 'let a;',
        syntax: 'js',
        title: 'a.js',
        wrap: true,
        lineNumbers: true,
      },
    ],
    [
      'a file with its caption',
      '{% file src=".gitbook/assets/a.pdf" %}\nThe report.\n{% endfile %}',
      { type: 'file', src: '.gitbook/assets/a.pdf', caption: 'The report.' },
    ],
    ['a file without one', '{% file src=".gitbook/assets/a.pdf" %}', { type: 'file', src: '.gitbook/assets/a.pdf', caption: '' }],
    [
      'an include, by its target',
      '{% include ".gitbook/includes/a.md" %}',
      { type: 'include', target: '.gitbook/includes/a.md', source: '{% include ".gitbook/includes/a.md" %}' },
    ],
    [
      'an API block on a spec',
      '{% openapi src="spec.yaml" path="/pets" method="get" %}\n[spec.yaml](spec.yaml)\n{% endopenapi %}',
      {
        type: 'openapi',
        src: 'spec.yaml',
        path: '/pets',
        method: 'get',
      },
    ],
    [
      "an operation of an organization's spec, by its slug",
      '{% openapi-operation spec="petstore" path="/pet/{petId}" method="get" %}\n[OpenAPI petstore](https://petstore3.swagger.io/api/v3/openapi.json)\n{% endopenapi-operation %}',
      { type: 'openapi-operation', spec: 'petstore', path: '/pet/{petId}', method: 'get' },
    ],
    [
      "schemas of an organization's spec, grouped",
      '{% openapi-schemas spec="petstore" schemas="Pet,Tag" grouped="true" %}\n[OpenAPI petstore](https://petstore3.swagger.io/api/v3/openapi.json)\n{% endopenapi-schemas %}',
      { type: 'openapi-schemas', spec: 'petstore', schemas: ['Pet', 'Tag'], grouped: true },
    ],
    [
      "a webhook of an organization's spec",
      '{% openapi-webhook spec="petstore" name="newPet" method="post" %}\n[Broken link](broken-reference)\n{% endopenapi-webhook %}',
      { type: 'openapi-webhook', spec: 'petstore', name: 'newPet', method: 'post' },
    ],
    [
      "an integration's block, its props as written",
      `{% @seam/device-table endpoint="https://connect.example.com" brands='["minut"]' %}`,
      { type: 'integration', integration: 'seam', block: 'device-table', props: { endpoint: 'https://connect.example.com', brands: '["minut"]' } },
    ],
    [
      "an integration's block whose props run over lines, blank ones among them",
      '{% @mermaid/diagram content="graph TD;\n    A --> B\n\n    B --> C" %}',
      { type: 'integration', integration: 'mermaid', block: 'diagram', props: { content: 'graph TD;\n    A --> B\n\n    B --> C' } },
    ],
    [
      'an API method written by hand, by its source',
      '{% swagger method="get" path="/user" summary="Get a user" %}\n{% swagger-description %}\nA user.\n{% endswagger-description %}\n{% endswagger %}',
      {
        type: 'other',
      },
    ],
    [
      'a figure',
      '<figure><img src="a.png" alt="A"><figcaption><p>The <em>caption</em></p></figcaption></figure>',
      {
        type: 'images',
        images: [
          {
            src: 'a.png',
            alt: 'A',
            caption: [
              { text: 'The ', marks: [] },
              { text: 'caption', marks: ['italic'] },
            ],
          },
        ],
      },
    ],
    [
      'an expandable around Markdown',
      '<details>\n\n<summary>More</summary>\n\nHidden **text**.\n\n</details>',
      {
        type: 'expandable',
        title: text('More'),
        blocks: [
          {
            type: 'paragraph',
            leaves: [
              { text: 'Hidden ', marks: [] },
              { text: 'text', marks: ['bold'] },
              { text: '.', marks: [] },
            ],
          },
        ],
      },
    ],
    [
      'an expandable written whole',
      '<details><summary>More</summary>Hidden text.</details>',
      { type: 'expandable', title: text('More'), blocks: [paragraph('Hidden text.')] },
    ],
    [
      'a card table',
      '<table data-view="cards"><thead><tr><th>Name</th><th data-hidden data-card-target data-type="content-ref"></th></tr></thead><tbody><tr><td><strong>A</strong></td><td><a href="a.md">a</a></td></tr></tbody></table>',
      {
        type: 'cards',
        columns: [
          { title: 'Name', role: 'text', hidden: false },
          { title: '', role: 'target', hidden: true },
        ],
        cards: [[{ leaves: [{ text: 'A', marks: ['bold'] }] }, { leaves: text('a'), href: 'a.md' }]],
      },
    ],
    ['math', '$$\nf(x) = x^2\n$$', { type: 'math', formula: 'f(x) = x^2' }],
    ['math on one line', '$$e^{i\\pi} = -1$$', { type: 'math', formula: 'e^{i\\pi} = -1' }],
  ])('reads %s', (_, markdown, expected) => {
    expect(only(markdown)).toMatchObject(expected);
  });

  it("keeps what is not a block as text: inline math (a paragraph's formulas), a tab outside tabs, a closing tag alone, a tag in code", () => {
    expect(blocksOf('$$a$$ and $$b$$')).toEqual([
      {
        type: 'paragraph',
        leaves: [
          { text: 'a', marks: [], inline: { type: 'inline-math', formula: 'a' } },
          { text: ' and ', marks: [] },
          { text: 'b', marks: [], inline: { type: 'inline-math', formula: 'b' } },
        ],
      },
    ]);
    expect(blocksOf('{% tab title="A" %}\nOne.\n{% endtab %}')).toEqual([paragraph('{% tab title="A" %}\nOne.\n{% endtab %}')]);
    expect(blocksOf('{% endhint %}')).toEqual([paragraph('{% endhint %}')]);
    expect(only('    {% hint %}\n    x\n    {% endhint %}')).toMatchObject({ type: 'code' });
    // A fence inside a hint that shows a closing tag does not close the hint.
    expect(only('{% hint %}\n```\n{% endhint %}\n```\nStill inside.\n{% endhint %}')).toMatchObject({
      type: 'hint',
      blocks: [{ type: 'code', text: '{% endhint %}' }, paragraph('Still inside.')],
    });
  });

  it('reads a block never closed as text, and the rest of the page as it is', () => {
    const blocks = blocksOf('{% hint style="info" %}\nNever closed.\n\n# After\n\n{% tabs %}\n{% tab title="T" %}\nIn a tab.\n{% endtab %}\n{% endtabs %}');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'heading', 'tabs']);
    expect(blocks[0]).toEqual({ type: 'paragraph', leaves: [{ text: '{% hint style="info" %}\nNever closed.', marks: [] }] });
  });

  it('reads the page of every block in order', () => {
    expect(blocksOf(EVERY_BLOCK).map((b) => b.type)).toEqual([
      'heading',
      'paragraph',
      'hint',
      'tabs',
      'stepper',
      'content-ref',
      'embed',
      'code',
      'file',
      'include',
      'columns',
      'openapi',
      'images',
      'expandable',
      'cards',
      'math',
      'paragraph',
    ]);
  });

  it('finds the targets inside blocks and HTML: page links, files, includes, API specs, figures, cards, HTML links', () => {
    expect(analyzeMarkdown(EVERY_BLOCK).hrefs).toEqual([
      'guide.md',
      '../.gitbook/assets/report.pdf',
      '../.gitbook/includes/footer.md',
      '../.gitbook/assets/petstore.yaml',
      '../.gitbook/assets/diagram.png',
      'guide.md',
      '../.gitbook/assets/cover.png',
      'https://www.gitbook.com',
    ]);
    expect(analyzeMarkdown('{% hint %}\nSee [the guide](guide.md) and <a href="faq.md">the FAQ</a>.\n{% endhint %}').hrefs).toEqual(['guide.md', 'faq.md']);
    expect(analyzeMarkdown('<figure><img src="../.gitbook/assets/my image.png"></figure>').hrefs).toEqual(['../.gitbook/assets/my%20image.png']);
  });
});

describe('GitBook blocks read as what they hold', () => {
  it('reads a prompt as its description over its text, updates as each update under its date', () => {
    expect(only('{% prompt description="Summarize" icon="sparkles" %}\n\n```markdown\nSummarize this.\n```\n\n{% endprompt %}')).toMatchObject({
      type: 'container',
      tag: 'prompt',
      title: 'Summarize',
      blocks: [{ type: 'code', syntax: 'markdown', text: 'Summarize this.' }],
    });
    expect(
      only(
        '{% updates format="full" %}\n{% update date="2023-11-30" %}\n## New\n\nWords.\n{% endupdate %}\n{% update date="2023-10-01" %}\nOlder.\n{% endupdate %}\n{% endupdates %}',
      ),
    ).toMatchObject({
      type: 'container',
      tag: 'updates',
      blocks: [
        { type: 'container', tag: 'update', title: '2023-11-30', blocks: [{ type: 'heading', depth: 2 }, paragraph('Words.')] },
        { type: 'container', tag: 'update', title: '2023-10-01', blocks: [paragraph('Older.')] },
      ],
    });
  });

  it('reads conditional content as both its sides, the else dropped, and any closed tag nothing knows as what it holds', () => {
    expect(only('{% if visitor.claims.unsigned.a %}\nWith A.\n{% else %}\nWithout A.\n{% endif %}')).toEqual({
      type: 'container',
      tag: 'if',
      args: { '': 'visitor.claims.unsigned.a' },
      hasElse: true,
      blocks: [paragraph('With A.'), paragraph('Without A.')],
      source: '{% if visitor.claims.unsigned.a %}\nWith A.\n{% else %}\nWithout A.\n{% endif %}',
    });
    expect(only('{% sparkle %}\n{% hint %}\nHinted.\n{% endhint %}\n{% endsparkle %}')).toMatchObject({
      type: 'container',
      tag: 'sparkle',
      blocks: [{ type: 'hint', blocks: [paragraph('Hinted.')] }],
    });
    // Never closed, an else outside conditional content, an update outside updates: text, kept as written.
    expect(blocksOf('{% sparkle %}\nNever closed.')).toEqual([paragraph('{% sparkle %}\nNever closed.')]);
    expect(blocksOf('{% else %}')).toEqual([paragraph('{% else %}')]);
    expect(blocksOf('{% update date="2023-11-30" %}\nx\n{% endupdate %}')).toEqual([paragraph('{% update date="2023-11-30" %}\nx\n{% endupdate %}')]);
  });

  it('reads a drawing, an image of class gitbook-drawing alone in its block, as its file and alternative text; search finds the text', () => {
    const markdown = '<img src="../.gitbook/assets/file.drawing (2).svg" alt="Referential integrity" class="gitbook-drawing">';
    expect(only(markdown)).toEqual({ type: 'drawing', src: '../.gitbook/assets/file.drawing (2).svg', alt: 'Referential integrity', source: markdown });
    expect(sectionsOf(page('diagram', markdown), analyzeMarkdown(markdown)).map((s) => s.body)).toEqual(['Referential integrity']);
    // An image of another class, or a drawing with text beside it, is a paragraph's image as before.
    expect(only('<img src="a.svg" alt="A" class="other">')).toMatchObject({ type: 'paragraph' });
    expect(only('<img src="a.svg" alt="A" class="gitbook-drawing"> and words')).toMatchObject({ type: 'paragraph' });
  });

  it('reads the condition of conditional content whole, quotes and all', () => {
    expect(only('{% if visitor.claims.unsigned.plan === "pro" && space.vars.x %}\nPro.\n{% endif %}')).toMatchObject({
      type: 'container',
      tag: 'if',
      args: { '': 'visitor.claims.unsigned.plan === "pro" && space.vars.x' },
    });
  });

  it('gives their content to search and documents, never their tags', () => {
    const markdown =
      '# Changelog\n\n{% updates %}\n{% update date="2023-11-30" %}\nThe zanzibar release.\n{% endupdate %}\n{% endupdates %}\n\n{% if visitor.claims.beta %}\nBeta **only**.\n{% endif %}\n\n{% sparkle %}\nShiny words.\n{% endsparkle %}';
    const body = sectionsOf(page('changelog', markdown), analyzeMarkdown(markdown))
      .map((s) => s.body)
      .join('\n');
    for (const words of ['2023-11-30', 'The zanzibar release.', 'Beta only.', 'Shiny words.']) expect(body).toContain(words);
    expect(body).not.toContain('{%');

    const document = pageDocument(analyzeMarkdown(markdown));
    expect(documentErrors(document)).toEqual([]);
    expect(document.nodes.map((n) => n.type)).toEqual(['heading-1', 'updates', 'if', 'paragraph']);
    expect(JSON.stringify(document)).not.toContain('{%');
  });
});

describe('GitBook blocks in hostile Markdown', () => {
  /** A page read and given as a document, as a reader asks for it. */
  const read = (markdown: string) => {
    const analysis = analyzeMarkdown(markdown);
    pageDocument(analysis);
    return analysis;
  };

  // Quadratic, each of these would read 10,000 lines 10,000 times: minutes, past the test's timeout. `npm run bench` times them.
  it('reads 10,000 nested hint openers: closed, they nest as deep as GitBook does, then read as text', () => {
    const text = (analysis: { blocks: Block[] }) => analysis.blocks.every((b) => b.type === 'paragraph' || b.type === 'other');
    const open = read(`${'{% hint %}\n'.repeat(10_000)}text`);
    expect(text(open)).toBe(true);

    const closing = read(`${'{% hint %}\n\n'.repeat(10_000)}text\n\n{% endhint %}`);
    expect(text(closing)).toBe(true);

    const closed = read(`${'{% hint %}\n'.repeat(10_000)}text\n${'{% endhint %}\n'.repeat(10_000)}`);
    let depth = 0;
    for (let block = closed.blocks[0]; block?.type === 'hint'; block = block.blocks[0]) depth++;
    expect(depth).toBe(MAX_BLOCK_DEPTH);
    expect(closed.blocks).toHaveLength(1);
  });

  // Each opener searching the page for its closer: 80,000 never closed read in 50 s, against 1 s in one pass.
  it("reads 50,000 integration tags left open, each a line, in a bounded pass over the page: an integration's tag runs over at most 500 lines", () => {
    const started = performance.now();
    const open = read(`${'{% @mermaid/diagram content="graph\n'.repeat(50_000)}end" %}`);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(open.blocks.some((block) => block.type === 'integration')).toBe(false);
    const diagram = `{% @mermaid/diagram content="graph TD;\n${'  A --> B\n'.repeat(498)}" %}`;
    expect(read(diagram).blocks).toMatchObject([{ type: 'integration', props: { content: expect.stringMatching(/^graph TD;\n/) } }]);
    expect(read(`${diagram.replace('" %}', '  A --> B\n" %}')}`).blocks.map((block) => block.type)).not.toContain('integration');
  });

  it('reads 80,000 openers of tags nothing knows, each of a new name, in one pass: closed, they nest as deep as known ones', () => {
    // Letters only, as a tag's name is: `aaaa`, `aaab`, …
    const names = Array.from({ length: 80_000 }, (_, i) =>
      i
        .toString(26)
        .padStart(4, '0')
        .replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26))),
    );
    const open = read(`${names.map((n) => `{% ${n} %}\n`).join('')}text`);
    expect(open.blocks.every((b) => b.type === 'paragraph' || b.type === 'other')).toBe(true);

    const some = names.slice(0, 20_000);
    const closed = read(
      `${some.map((n) => `{% ${n} %}\n`).join('')}text\n${some
        .map((n) => `{% end${n} %}\n`)
        .reverse()
        .join('')}`,
    );
    let depth = 0;
    for (let block = closed.blocks[0]; block?.type === 'container'; block = block.blocks[0]) depth++;
    expect(depth).toBe(MAX_BLOCK_DEPTH);
    expect(closed.blocks).toHaveLength(1);

    // Closed in the order they opened: the first holds what follows, up to its closer, the others in it text.
    const crossed = read(`${some.map((n) => `{% ${n} %}\n\n`).join('')}text\n\n${some.map((n) => `{% end${n} %}\n\n`).join('')}`);
    const [first, ...rest] = crossed.blocks;
    expect(first).toMatchObject({ type: 'container', tag: 'aaaa' });
    expect((first as Extract<Block, { type: 'container' }>).blocks.every((b) => b.type === 'paragraph' || b.type === 'other')).toBe(true);
    expect(rest.every((b) => b.type === 'paragraph' || b.type === 'other')).toBe(true);
  });

  it('bounds the blocks a page holds, tabs and cards included, and keeps the rest as text', () => {
    const tabs = analyzeMarkdown(`{% tabs %}\n${'{% tab title="t" %}\nx\n{% endtab %}\n'.repeat(MAX_BLOCKS_PER_PAGE)}{% endtabs %}`).blocks;
    expect(tabs.map((b) => b.type)).toEqual(['tabs', 'other']);
    expect((tabs[0] as Extract<Block, { type: 'tabs' }>).tabs.length).toBeLessThan(MAX_BLOCKS_PER_PAGE / 2);
    expect((tabs[1] as Extract<Block, { type: 'other' }>).source).toMatch(/\{% endtabs %\}$/);

    const rows = '<tr><td>x</td></tr>'.repeat(MAX_BLOCKS_PER_PAGE);
    expect(only(`<table data-view="cards"><tbody>${rows}</tbody></table>`)).toMatchObject({ type: 'other' });
  });

  it('reads deeply nested HTML without recursion', () => {
    expect(only(`<figure><img src="a.png"><figcaption>${'<b>'.repeat(100_000)}deep</figure>`)).toMatchObject({
      type: 'images',
      images: [{ caption: [{ text: 'deep', marks: ['bold'] }] }],
    });
  });
});

describe('GitBook blocks as GitBook documents', () => {
  it.each<[string, string, unknown]>([
    [
      'a hint',
      '{% hint style="success" %}\nDone.\n{% endhint %}',
      {
        object: 'block',
        type: 'hint',
        data: { style: 'success' },
        nodes: [{ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Done.', marks: [] }] }] }],
      },
    ],
    [
      'tabs',
      '{% tabs %}\n{% tab title="A" %}\nOne.\n{% endtab %}\n{% endtabs %}',
      {
        object: 'block',
        type: 'tabs',
        nodes: [{ object: 'block', type: 'tabs-item', data: { title: 'A' }, nodes: [expect.objectContaining({ type: 'paragraph' })] }],
      },
    ],
    [
      'a stepper',
      '{% stepper %}\n{% step %}\nFirst.\n{% endstep %}\n{% endstepper %}',
      {
        object: 'block',
        type: 'stepper',
        data: {},
        nodes: [{ object: 'block', type: 'stepper-step', data: {}, nodes: [expect.objectContaining({ type: 'paragraph' })] }],
      },
    ],
    ['an embed', '{% embed url="https://example.com/v" %}', { object: 'block', type: 'embed', data: { url: 'https://example.com/v' }, isVoid: true }],
    [
      'code with its title',
      '{% code title="a.sh" lineNumbers="true" %}\n```sh\nls\npwd\n```\n{% endcode %}',
      {
        object: 'block',
        type: 'code',
        data: { syntax: 'sh', title: 'a.sh', lineNumbers: true },
        nodes: ['ls', 'pwd'].map((line) => ({
          object: 'block',
          type: 'code-line',
          data: {},
          nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: line, marks: [] }] }],
        })),
      },
    ],
    [
      'a page link',
      '{% content-ref url="guide.md" %}\n[guide.md](guide.md)\n{% endcontent-ref %}',
      {
        object: 'block',
        type: 'content-ref',
        data: { ref: { kind: 'url', url: 'guide.md' } },
        isVoid: true,
      },
    ],
    [
      'an image with its caption',
      '<figure><img src="a.png" alt="A"><figcaption>Cap</figcaption></figure>',
      {
        object: 'block',
        type: 'images',
        data: {},
        isVoid: false,
        nodes: [
          {
            object: 'block',
            type: 'image',
            data: { ref: { kind: 'url', url: 'a.png' }, alt: 'A' },
            isVoid: true,
            fragments: [
              {
                object: 'fragment',
                fragment: 'caption',
                nodes: [{ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Cap', marks: [] }] }] }],
              },
            ],
          },
        ],
      },
    ],
    [
      'an expandable',
      '<details><summary>More</summary>Hidden.</details>',
      expect.objectContaining({
        type: 'expandable',
        isVoid: true,
        fragments: [expect.objectContaining({ fragment: 'expandable-title' }), expect.objectContaining({ fragment: 'expandable-body' })],
      }),
    ],
    ['math', '$$\nx^2\n$$', { object: 'block', type: 'math', data: { formula: 'x^2' }, isVoid: true }],
    [
      'an API block',
      '{% swagger src="spec.yaml" path="/pets" method="get" %}\n[spec.yaml](spec.yaml)\n{% endswagger %}',
      {
        object: 'block',
        type: 'swagger',
        data: { ref: { kind: 'url', url: 'spec.yaml' }, path: '/pets', method: 'get' },
        isVoid: true,
      },
    ],
    [
      "an operation of an organization's spec, its id GitBook's anchor for it",
      '{% openapi-operation spec="petstore" path="/orgs/{organizationId}/members" method="get" %}\n[OpenAPI petstore](https://example.com/petstore.json)\n{% endopenapi-operation %}',
      {
        object: 'block',
        type: 'openapi-operation',
        data: { ref: { kind: 'openapi', spec: 'petstore' }, path: '/orgs/{organizationId}/members', method: 'get' },
        isVoid: true,
        meta: { id: 'get-orgs-organizationid-members' },
      },
    ],
    [
      "schemas of an organization's spec",
      '{% openapi-schemas spec="petstore" schemas="Pet" %}\n[OpenAPI petstore](https://example.com/petstore.json)\n{% endopenapi-schemas %}',
      { object: 'block', type: 'openapi-schemas', data: { ref: { kind: 'openapi', spec: 'petstore' }, schemas: ['Pet'] }, isVoid: true },
    ],
    [
      "a webhook of an organization's spec",
      '{% openapi-webhook spec="petstore" name="newPet" method="post" %}\n[OpenAPI petstore](https://example.com/petstore.json)\n{% endopenapi-webhook %}',
      { object: 'block', type: 'openapi-webhook', data: { ref: { kind: 'openapi', spec: 'petstore' }, name: 'newPet', method: 'post' }, isVoid: true },
    ],
    [
      "an integration's block",
      '{% @arcade/embed url="https://app.arcade.software/share/abc" flowId="abc" %}',
      {
        object: 'block',
        type: 'integration',
        data: { integration: 'arcade', block: 'embed', props: { url: 'https://app.arcade.software/share/abc', flowId: 'abc' } },
        isVoid: true,
      },
    ],
    [
      'a card table',
      '<table data-view="cards"><thead><tr><th>Name</th><th data-hidden data-card-target></th></tr></thead><tbody><tr><td>A</td><td><a href="a.md">a</a></td></tr></tbody></table>',
      {
        object: 'block',
        type: 'table',
        isVoid: true,
        data: {
          view: { type: 'cards', cardSize: 'medium', columns: ['column-0'], targetDefinition: 'column-1' },
          definition: {
            'column-0': { id: 'column-0', title: 'Name', type: 'text', textAlignment: 'left' },
            'column-1': { id: 'column-1', title: '', type: 'content-ref' },
          },
          records: { 'card-0': { orderIndex: '0', values: { 'column-0': 'card-0-0', 'column-1': { ref: { kind: 'url', url: 'a.md' } } } } },
        },
        fragments: [{ object: 'fragment', fragment: 'card-0-0', nodes: [expect.objectContaining({ type: 'paragraph' })] }],
      },
    ],
  ])('gives %s as its GitBook node', (_, markdown, node) => {
    const document = pageDocument(analyzeMarkdown(markdown));
    // The node's shape; its keys are test/format/document.test.ts's.
    expect(JSON.parse(JSON.stringify(document.nodes, (field, value: unknown) => (field === 'key' ? undefined : value)))).toEqual([node]);
    expect(documentErrors(document)).toEqual([]);
  });

  it('gives a card leading to a page its page bare, and its cover file as an image record', () => {
    const markdown =
      '<table data-view="cards"><thead><tr><th>Name</th><th data-hidden data-card-target></th><th data-hidden data-card-cover></th></tr></thead>' +
      '<tbody><tr><td>A</td><td><a href="a.md">a</a></td><td><a href="a.png">a.png</a></td></tr></tbody></table>';
    const refOf = (href: string) => (href === 'a.md' ? { kind: 'page' as const, page: 'page-a' } : { kind: 'file' as const, file: 'file-a' });
    const document = pageDocument(analyzeMarkdown(markdown), refOf);
    expect(document.nodes[0]).toMatchObject({
      data: { records: { 'card-0': { values: { 'column-1': { kind: 'page', page: 'page-a' }, 'column-2': { ref: { kind: 'file', file: 'file-a' } } } } } },
    });
    expect(documentErrors(document)).toEqual([]);
  });

  it('gives what GitBook does not allow somewhere as what it holds, or as its source', () => {
    const nested = pageDocument(analyzeMarkdown('{% hint %}\nOuter.\n\n{% hint style="danger" %}\nInner.\n{% endhint %}\n\n```\ncode\n```\n{% endhint %}'));
    expect(nested.nodes[0]).toMatchObject({
      type: 'hint',
      nodes: [{ type: 'paragraph' }, { type: 'paragraph' }, { type: 'paragraph', nodes: [{ leaves: [{ text: '```\ncode\n```' }] }] }],
    });
    // Columns stand only at a page's top level: in a hint they give what they hold.
    const columns = pageDocument(
      analyzeMarkdown(
        '{% hint %}\n{% columns %}\n{% column %}\nLeft.\n{% endcolumn %}\n{% column %}\nRight.\n{% endcolumn %}\n{% endcolumns %}\n{% endhint %}',
      ),
    );
    expect(columns.nodes).toMatchObject([{ type: 'hint', nodes: [{ type: 'paragraph' }, { type: 'paragraph' }] }]);
    expect(columns.nodes[0]).toHaveProperty('nodes.length', 2);
    for (const document of [nested, columns]) expect(documentErrors(document)).toEqual([]);
  });

  it("gives an integration's block where both releases allow it (a tab, not a hint), and an API block of a spec nowhere but the page's top", () => {
    const integration = '{% @mermaid/diagram content="graph TD; A-->B" %}';
    const operation =
      '{% openapi-operation spec="petstore" path="/pet" method="post" %}\n[OpenAPI petstore](https://example.com/petstore.json)\n{% endopenapi-operation %}';
    const document = pageDocument(
      analyzeMarkdown(
        `{% hint style="info" %}\n${integration}\n{% endhint %}\n\n{% tabs %}\n{% tab title="A" %}\n${integration}\n\n${operation}\n{% endtab %}\n{% endtabs %}`,
      ),
    );
    expect(document.nodes).toMatchObject([
      // GitBook's first release allows no integration in a hint.
      { type: 'hint', nodes: [{ type: 'paragraph', nodes: [{ leaves: [{ text: integration }] }] }] },
      {
        type: 'tabs',
        nodes: [
          {
            nodes: [
              { type: 'integration', data: { integration: 'mermaid', block: 'diagram', props: { content: 'graph TD; A-->B' } } },
              { type: 'paragraph', nodes: [{ leaves: [{ text: operation }] }] },
            ],
          },
        ],
      },
    ]);
    expect(documentErrors(document)).toEqual([]);
  });

  it('keeps a spec or integration block as its source where its node would write it otherwise (arguments in another order, more inside, other quotes)', () => {
    for (const markdown of [
      '{% openapi-operation spec="petstore" method="post" path="/pet" %}\n[OpenAPI petstore](x.json)\n{% endopenapi-operation %}',
      '{% openapi-schemas spec="petstore" schemas="Pet" grouped="yes" %}\n[OpenAPI petstore](x.json)\n{% endopenapi-schemas %}',
      '{% openapi-webhook spec="petstore" name="newPet" method="post" %}\nNotes.\n\n[OpenAPI petstore](x.json)\n{% endopenapi-webhook %}',
      "{% @arcade/embed url='https://app.arcade.software/share/abc' %}",
      '{% @arcade/embed   url="https://app.arcade.software/share/abc" %}',
    ]) {
      const document = pageDocument(analyzeMarkdown(markdown));
      expect(document.nodes).toMatchObject([{ type: 'paragraph', nodes: [{ leaves: [{ text: markdown }] }] }]);
    }
  });

  it('gives the page of every block as a document the spec accepts', () => {
    const document = pageDocument(analyzeMarkdown(EVERY_BLOCK));
    expect(documentErrors(document)).toEqual([]);
    expect(document.nodes.map((n) => n.type)).toEqual([
      'heading-1',
      'paragraph',
      'hint',
      'tabs',
      'stepper',
      'content-ref',
      'embed',
      'code',
      'paragraph',
      'reusable-content',
      'columns',
      'swagger',
      'images',
      'expandable',
      'table',
      'math',
      'paragraph',
    ]);
  });
});

describe('GitBook blocks for search, links and PDFs', () => {
  it("makes the words inside blocks findable, a tab's title among them", async () => {
    const sections = sectionsOf(page('blocks', EVERY_BLOCK), analyzeMarkdown(EVERY_BLOCK));
    const body = sections.map((s) => s.body).join('\n');
    for (const words of [
      'zanzibar',
      'before you start',
      'Homebrew',
      'brew install docsctl',
      'Start the sandbox',
      'index.js',
      'The yearly report',
      'Right column',
      'How the sandbox fits',
      'Restart the sandbox',
      'Read the guide',
    ]) {
      expect(body).toContain(words);
    }
    const index = new RevisionIndex();
    await index.carryTo(
      { caches: new Caches(), markdownBudgets: MARKDOWN_BUDGETS },
      { id: 'r1', seq: 0, type: 'edits', parents: [], createdAt: NOW, pages: [page('blocks', EVERY_BLOCK)], files: [], variables: {}, reusableContents: [] },
    );
    expect(index.search('zanzibar').map((r) => r.section.page)).toEqual(['blocks']);
    expect(index.search('homebrew').map((r) => r.section.page)).toEqual(['blocks']);
  });

  it('follows a page link to its page and a figure to its file', async () => {
    const sandbox = rules();
    const space = createSpace(sandbox.as(), 'acme', { title: 'Blocks' }).id;
    const diagram: FileNode = { id: 'diagram', name: 'diagram.png', path: '.gitbook/assets/diagram.png', contentType: 'image/png', size: 3, blob: 'none' };
    const { store } = sandbox.sandbox;
    const record = store.get('spaces', space)!;
    const pages = [page('docs', 'Docs.', [page('guide', '# Guide'), page('blocks', EVERY_BLOCK)])];
    const next = commitRevision(sandbox.as(), { space, type: 'edits', parents: [record.revision], pages, files: [diagram] });
    store.put('spaces', { ...record, revision: next.id });

    const links = await listLinks(sandbox.as('read'), space, {}, { pageId: 'blocks' });
    const targets = links.items.map((l) => [
      l.status,
      'page' in l.targetReference ? l.targetReference.page.path : 'file' in l.targetReference ? l.targetReference.file.name : l.targetReference.url,
    ]);
    expect(targets).toContainEqual(['ok', 'docs/guide']);
    expect(targets).toContainEqual(['ok', 'diagram.png']);
    expect(targets).toContainEqual(['broken', '../.gitbook/assets/report.pdf']);
    expect(targets).toContainEqual(['broken', '../.gitbook/includes/footer.md']);
    expect((await listBacklinks(sandbox.as('read'), space, 'diagram', {})).items.map((b) => b.page.path)).toEqual(['docs/blocks']);
  });

  it('reads lists and quotes for search and PDFs as written: an item and the items nested in it a line each, a task with its mark', async () => {
    const markdown = '- one\n  1. nested\n- two\n\n- [x] done\n- [ ] todo\n\n> Quoted\n> **here**.';
    expect(sectionsOf(page('lists', markdown), analyzeMarkdown(markdown)).map((s) => s.body)).toEqual([
      'one\nnested\ntwo\n[x] done\n[ ] todo\n> Quoted\n> **here**.',
    ]);
    const pdf = await renderPdf([{ title: 'Lists', markdown, pages: [] }]);
    const { text: printed } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(printed).toBe('Lists\n• one\nnested\n• two\n• [x] done\n• [ ] todo\n> Quoted\n> **here**.');
  });

  it('indexes the words of a hint and a table held in a list item, as it did when items were read as text', () => {
    const markdown = '- Setup\n\n  {% hint style="info" %}\n  Hinted words\n  {% endhint %}\n\n  | Flag | Means |\n  | --- | --- |\n  | tabled | words |\n';
    const [section] = sectionsOf(page('held', markdown), analyzeMarkdown(markdown));
    for (const word of ['Setup', 'Hinted words', 'tabled', 'words']) expect(section!.body).toContain(word);
  });

  it("prints and indexes what blocks of a spec and an integration's block name: method and path, webhook, schemas, spec, integration", async () => {
    const markdown = [
      '{% openapi-operation spec="petstore" path="/pet/{petId}" method="delete" %}\n[OpenAPI petstore](https://example.com/petstore.json)\n{% endopenapi-operation %}',
      '{% openapi-webhook spec="petstore" name="newPet" method="post" %}\n[OpenAPI petstore](https://example.com/petstore.json)\n{% endopenapi-webhook %}',
      '{% openapi-schemas spec="petstore" schemas="Pet,Tag" %}\n[OpenAPI petstore](https://example.com/petstore.json)\n{% endopenapi-schemas %}',
      '{% @mermaid/diagram content="graph TD; Zanzibar-->B" %}',
    ].join('\n\n');
    const pdf = await renderPdf([{ title: 'API', markdown, pages: [] }]);
    const { text: printed } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(printed).toBe('API\nDELETE /pet/{petId}\nOpenAPI: petstore\nPOST newPet\nOpenAPI: petstore\nPet, Tag\nOpenAPI: petstore\nIntegration: mermaid');
    const [section] = sectionsOf(page('api', markdown), analyzeMarkdown(markdown));
    expect(section!.body).toBe('DELETE /pet/{petId}\nPOST newPet\nPet\nTag\ngraph TD; Zanzibar-->B');
  });

  it('prints blocks in a PDF: a hint with its style, tabs with their titles, code with its title', async () => {
    const pdf = await renderPdf([{ title: 'Blocks', markdown: EVERY_BLOCK, pages: [] }]);
    const { text: printed } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const words of [
      'Warning',
      'Mind the zanzibar flag.',
      'Windows',
      'Homebrew',
      'brew install docsctl',
      'Step 2',
      'index.js',
      'Troubleshooting',
      'f(x) = x^2',
    ]) {
      expect(printed).toContain(words);
    }
  });
});
