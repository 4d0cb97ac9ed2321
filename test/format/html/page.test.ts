import fs from 'node:fs';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { pageFileParts } from '../../../src/format/git-sync/page-file.js';
import { renderPage } from '../../../src/format/html/page.js';
import { parseRendered as parse, refs } from './render-helpers.js';

const fixture = pageFileParts(fs.readFileSync(new URL('./fixtures/quickstart.md', import.meta.url), 'utf8'));
const page = renderPage(fixture.body, refs);
const root = parse(page.html);
const all = (selector: string) => root.querySelectorAll(selector);
const one = (selector: string): HTMLElement => {
  const found = root.querySelector(selector);
  expect(found, selector).not.toBeNull();
  return found!;
};
const texts = (selector: string) => all(selector).map((element) => element.text.trim());

describe('renderPage on a page written as GitBook writes one', () => {
  it('leaves no GitBook tag, dollar math or front matter as text', () => {
    expect(root.text).not.toContain('{%');
    expect(root.text).not.toContain('%}');
    expect(root.text).not.toContain('$$');
    expect(root.text).not.toContain('icon: rocket');
  });

  it('gives headings anchors, each linking to itself, and an outline that lists them in order', () => {
    const headings = all('h2, h3');
    expect(headings.map((h) => h.id)).toEqual(page.outline.map((entry) => entry.id));
    expect(page.outline.slice(0, 3)).toEqual([
      { level: 2, id: 'install-the-cli', text: 'Install the CLI' },
      { level: 2, id: 'deploy-your-first-app', text: 'Deploy your first app' },
      { level: 3, id: 'sign-in', text: 'Sign in' },
    ]);
    for (const heading of headings) expect(heading.querySelector('a.heading-anchor')?.getAttribute('href')).toBe(`#${heading.id}`);
  });

  it('shows hints in their four styles, each labelled', () => {
    expect(all('.hint').map((hint) => hint.classList.value.join(' '))).toEqual([
      'hint hint-info',
      'hint hint-warning',
      'hint hint-success',
      'hint hint-danger',
    ]);
    expect(texts('.hint-label')).toEqual(['Info', 'Warning', 'Success', 'Danger']);
    expect(one('.hint-info .hint-body strong').text).toBe('Node.js 20');
  });

  it('puts every tab in the HTML, the first one chosen, each label switching to its panel', () => {
    const tabs = one('.tabs');
    expect(tabs.querySelectorAll('.tab-label').map((label) => label.text)).toEqual(['macOS', 'Linux', 'Windows']);
    const radios = tabs.querySelectorAll('input.tab-radio');
    expect(radios.map((radio) => radio.hasAttribute('checked'))).toEqual([true, false, false]);
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(tabs.querySelectorAll('.tab-label').map((label) => label.getAttribute('for'))).toEqual(radios.map((radio) => radio.id));
    expect(tabs.querySelectorAll('.tab-panel').map((panel) => panel.text.trim())).toEqual([
      'brew install acme/tap/acme',
      'curl -fsSL https://get.acme.dev | sh',
      'winget install Acme.CLI',
    ]);
  });

  it('shows a stepper as an ordered list of steps', () => {
    expect(all('ol.stepper > li.step').map((step) => step.querySelector('h3')?.text.replace(' #', ''))).toEqual([
      'Sign in',
      'Configure the project',
      'Ship it',
    ]);
  });

  it('gives code blocks their title bar and highlights them in the language of their fence', () => {
    expect(texts('.code-block .code-title')).toEqual(['acme.json', 'deploy.ts', 'settings.py']);
    for (const language of ['json', 'typescript', 'python']) {
      const code = one(`.code-block code.language-${language}`);
      expect(code.querySelectorAll('span[class^="hljs-"]').length, language).toBeGreaterThan(0);
    }
    expect(one('.code-title + pre code.language-python').text).toContain('def build_command(env: str) -> str:');
    expect(one('.code-block.code-wrap .code-title').text).toBe('deploy.ts');
  });

  it('shows an expandable as <details> with its summary', () => {
    const details = one('details.expandable');
    expect(details.querySelector('summary')?.text).toBe('What if my region is not listed?');
    expect(details.querySelectorAll('summary')).toHaveLength(1);
    expect(details.querySelector('a')?.getAttribute('href')).toBe('mailto:support@acme.dev');
  });

  it('resolves images, figures and files through fileUrl, and keeps captions', () => {
    const figure = one('figure.figure');
    expect(figure.querySelector('img')?.getAttribute('src')).toBe('/files/architecture.png');
    expect(figure.querySelector('img')?.getAttribute('alt')).toBe("Acme's build and deploy pipeline");
    expect(figure.querySelector('figcaption')?.text).toBe('Builds run in your region, then roll out worldwide.');
    expect(one('img[alt="Release dashboard"]').getAttribute('src')).toBe('/files/dashboard%20screenshot.png');
    const file = one('figure.file');
    expect(file.querySelector('a.file-link')?.getAttribute('href')).toBe('/files/acme-cheatsheet.pdf');
    expect(file.querySelector('a.file-link')?.text).toBe('acme-cheatsheet.pdf');
    expect(file.querySelector('figcaption')?.text.trim()).toBe('Printable cheat sheet of every command.');
  });

  it('shows an embed as a link to its URL, with its caption', () => {
    const link = one('figure.embed a.embed-link');
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link.text).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(one('figure.embed figcaption').text.trim()).toBe('A two-minute tour of the dashboard.');
  });

  it('shows a content-ref as a card linking through pageUrl', () => {
    const card = one('a.content-ref');
    expect(card.getAttribute('href')).toBe('/sites/acme/reference/cli');
    expect(card.querySelector('.content-ref-title')?.text).toBe('cli.md');
  });

  it('shows a cards table as a grid of linked cards with their covers and hidden columns left out', () => {
    const cards = all('.cards > a.card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/sites/acme/guides/environments', '/sites/acme/guides/domains']);
    expect(cards.map((card) => card.querySelector('img.card-cover')?.getAttribute('src'))).toEqual([
      '/files/environments-cover.png',
      '/files/domains-cover.png',
    ]);
    expect(cards.map((card) => card.querySelector('.card-title')?.text)).toEqual(['Environments', 'Custom domains']);
    expect(root.text).not.toContain('environments.md');
    expect(all('table')).toHaveLength(0);
  });

  it('typesets math inline and as a block, as MathML with its TeX kept as an annotation', () => {
    const inline = all('p > .katex > math');
    expect(inline.map((math) => math.querySelector('annotation')?.text)).toEqual(['q = 10 \\cdot n', 'n']);
    const block = one('.math .katex math[display="block"]');
    expect(block.querySelector('mfrac')).not.toBeNull();
    expect(block.querySelector('munderover')).not.toBeNull();
  });

  it('shows an OpenAPI block as its operation, method and path, with a link to its spec', () => {
    const box = one('.openapi');
    expect(box.querySelector('.openapi-method.openapi-post')?.text).toBe('POST');
    expect(box.querySelector('.openapi-path')?.text).toBe('/apps/{appId}/releases');
    expect(box.querySelector('.openapi-spec a')?.getAttribute('href')).toBe('https://api.acme.dev/openapi.yaml');
  });
});

describe('renderPage', () => {
  it("names what a block of an organization's spec names, and an integration's block, never showing their tags", () => {
    const markdown = [
      '{% openapi-operation spec="petstore" path="/pet/{petId}" method="delete" %}\n[OpenAPI petstore](https://example.com/petstore.json)\n{% endopenapi-operation %}',
      '{% openapi-webhook spec="petstore" name="newPet" method="post" %}\n[OpenAPI petstore](https://example.com/petstore.json)\n{% endopenapi-webhook %}',
      '{% openapi-schemas spec="petstore" schemas="Pet,Tag" grouped="true" %}\n[OpenAPI petstore](https://example.com/petstore.json)\n{% endopenapi-schemas %}',
      '{% @mermaid/diagram content="graph TD; A-->B" %}',
    ].join('\n\n');
    const rendered = parse(renderPage(markdown, refs).html);
    expect(rendered.text).not.toContain('{%');
    const [operation, webhook, schemas] = rendered.querySelectorAll('.openapi');
    expect(operation?.querySelector('.openapi-method.openapi-delete')?.text).toBe('DELETE');
    expect(operation?.querySelector('.openapi-path')?.text).toBe('/pet/{petId}');
    expect(webhook?.querySelector('.openapi-method')?.text).toBe('POST');
    expect(webhook?.querySelector('.openapi-path')?.text).toBe('newPet');
    expect(schemas?.querySelectorAll('.openapi-schemas li').map((item) => item.text)).toEqual(['Pet', 'Tag']);
    expect(rendered.querySelectorAll('.openapi-spec').map((spec) => spec.text)).toEqual(['OpenAPI: petstore', 'OpenAPI: petstore', 'OpenAPI: petstore']);
    expect(rendered.querySelector('.integration')?.text).toBe('Integration: mermaid (diagram)');
  });

  it('gives repeated headings unique anchors', () => {
    const { html, outline } = renderPage(
      '## Example\n\n## Example\n\n### Example\n\n## Tabs\n\n{% tabs %}\n{% tab title="A" %}\na\n{% endtab %}\n{% endtabs %}',
      refs,
    );
    expect(outline.map((entry) => entry.id)).toEqual(['example', 'example-1', 'example-2', 'tabs']);
    const ids = parse(html)
      .querySelectorAll('[id]')
      .map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps no id but those it made: anchors and tabs', () => {
    const { html } = renderPage('<h2 id="location">Raw</h2>\n\n<div id="main">x</div>\n\n## Made', refs);
    expect(
      parse(html)
        .querySelectorAll('[id]')
        .map((element) => element.id),
    ).toEqual(['made']);
  });

  it('shows columns side by side, and an include as the content it names', () => {
    const root = parse(
      renderPage(
        '{% columns %}\n{% column %}\nLeft\n{% endcolumn %}\n{% column %}\nRight\n{% endcolumn %}\n{% endcolumns %}\n\n{% include "../.gitbook/includes/support.md" %}',
        refs,
      ).html,
    );
    expect(root.querySelectorAll('.columns > .column').map((column) => column.text.trim())).toEqual(['Left', 'Right']);
    // The revision has no such reusable content: the include names it.
    expect(root.querySelector('.include code')?.text).toBe('../.gitbook/includes/support.md');
    expect(root.text).not.toContain('{%');
  });

  it('gives columns with widths their spans of the row, and a column its vertical alignment, as classes the sanitizer keeps', () => {
    const columns = (markdown: string) =>
      parse(renderPage(`{% columns %}\n${markdown}\n{% endcolumns %}`, refs).html)
        .querySelectorAll('.columns')
        .map((element) => [element.classList.value, element.querySelectorAll(':scope > .column').map((column) => column.classList.value)]);
    expect(
      columns(
        '{% column width="33.33333333333333%" %}\nLeft\n{% endcolumn %}\n\n{% column width="66.66666666666666%" valign="middle" %}\nRight\n{% endcolumn %}',
      ),
    ).toEqual([
      [
        ['columns', 'columns-sized'],
        [
          ['column', 'column-span-4'],
          ['column', 'column-span-8', 'column-middle'],
        ],
      ],
    ]);
    // Without widths, the columns share the row as before; an alignment GitBook does not have is left out.
    expect(columns('{% column valign="bottom" %}\nA\n{% endcolumn %}\n\n{% column valign="sideways" %}\nB\n{% endcolumn %}')).toEqual([
      [['columns'], [['column', 'column-bottom'], ['column']]],
    ]);
    // Columns in a column are laid out on their own.
    expect(
      columns(
        '{% column width="25%" %}\n{% columns %}\n{% column width="50%" %}\nIn\n{% endcolumn %}\n{% column %}\nSide\n{% endcolumn %}\n{% endcolumns %}\n{% endcolumn %}\n\n{% column %}\nOut\n{% endcolumn %}',
      ).map(([, spans]) => spans),
    ).toEqual([
      [
        ['column', 'column-span-3'],
        ['column', 'column-span-9'],
      ],
      [
        ['column', 'column-span-6'],
        ['column', 'column-span-6'],
      ],
    ]);
  });

  it("shows an include of one of the revision's reusable contents in place, its headings in the page's outline", () => {
    const support = { name: 'support.md', markdown: '## Help\n\n{% hint style="info" %}\nWrite to **us**.\n{% endhint %}\n\n{% include "support.md" %}' };
    const rendered = renderPage('## Help\n\n{% include "../.gitbook/includes/support.md" %}', { ...refs, reusableContents: [support] });
    const root = parse(rendered.html);
    expect(root.querySelector('.reusable-content .hint-info')?.text).toContain('Write to us.');
    expect(rendered.outline.map((entry) => entry.id)).toEqual(['help', 'help-1']);
    // An include in a reusable content is not followed, and no raw tag shows.
    expect(root.querySelectorAll('.reusable-content')).toHaveLength(1);
    expect(root.text).not.toContain('{%');
  });

  it('shows a fence in a language it does not know as plain, escaped text', () => {
    const code = parse(renderPage("```klingon\n<b>Qapla'</b>\n```", refs).html).querySelector('code')!;
    expect(code.querySelectorAll('span, b')).toHaveLength(0);
    expect(code.text).toBe("<b>Qapla'</b>\n");
  });

  it('keeps links with a scheme and anchors as written, sends page links to pageUrl and file links to fileUrl', () => {
    const links = parse(renderPage('[a](https://x.dev) [b](#top) [c](guide/install.md#linux) [d](../.gitbook/assets/plan.pdf)', refs).html).querySelectorAll(
      'a',
    );
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://x.dev', '#top', '/sites/acme/guide/install#linux', '/files/plan.pdf']);
  });

  it('shows a hand-written swagger block as its operation and summary', () => {
    const html = renderPage(
      '{% swagger method="get" path="/pets" baseUrl="https://api.pets.dev" summary="List pets" %}\n{% swagger-description %}\nAll of them.\n{% endswagger-description %}\n{% endswagger %}',
      refs,
    ).html;
    const box = parse(html).querySelector('.openapi')!;
    expect(box.querySelector('.openapi-method')?.text).toBe('GET');
    expect(box.querySelector('.openapi-path')?.text).toBe('https://api.pets.dev/pets');
    expect(box.querySelector('.openapi-summary')?.text).toBe('List pets');
    expect(box.querySelector('.openapi-description')?.text.trim()).toBe('All of them.');
    expect(html).not.toContain('{%');
  });

  it("shows a hand-written swagger block's parameters and responses with their bodies as code, its HTML inert", () => {
    const html = renderPage(
      [
        '{% swagger method="delete" path="/pets/{id}" summary="Remove a pet" %}',
        '{% swagger-parameter in="path" name="id" type="string" required="true" %}',
        'Which pet <img src=x onerror="alert(1)">',
        '{% endswagger-parameter %}',
        '{% swagger-response status="204: No Content" description="Gone" %}',
        '```json',
        '{ "deleted": true }',
        '```',
        '{% endswagger-response %}',
        '{% endswagger %}',
      ].join('\n'),
      refs,
    ).html;
    const box = parse(html).querySelector('.openapi')!;
    expect(box.querySelector('.openapi-method')?.text).toBe('DELETE');
    expect(box.querySelectorAll('.openapi-parameters tbody tr').map((row) => row.querySelectorAll('td').map((cell) => cell.text.trim()))).toEqual([
      ['id required', 'path', 'string', 'Which pet <img src=x onerror="alert(1)">'],
    ]);
    expect(box.querySelector('.openapi-responses li')?.text).toMatch(/^204 Gone/);
    expect(box.querySelector('.openapi-responses code.language-json .hljs-attr')?.text).toBe('"deleted"');
    expect(box.querySelector('img')).toBeNull();
    expect(html).not.toContain('{%');
  });
});

describe("renderPage with GitBook's inlines", () => {
  it('shows an inline image at the size of a line, emoji by their characters, formulas typeset, icons as GitBook writes them, mentions as links', () => {
    const html = renderPage(
      'Press <img src="https://example.com/menu.png" alt="Menu" data-size="line"> then :tada: <i class="fa-github">:github:</i> $$x^2$$ \\:tada: :nope:',
      refs,
    ).html;
    const paragraph = parse(html).querySelector('p')!;
    expect(paragraph.querySelector('img')?.getAttribute('class')).toBe('inline-image');
    expect(paragraph.querySelector('img')?.getAttribute('data-size')).toBeUndefined();
    expect(paragraph.querySelector('i.fa-github')?.text).toBe(':github:');
    expect(paragraph.querySelector('.katex annotation')?.text).toBe('x^2');
    expect(paragraph.text).toContain('then 🎉 ');
    // Any of GitHub's emoji, by its characters as GitHub writes them (a keycap with its presentation selector).
    expect(renderPage(':zebra: :hash: :woman_technologist:', refs).html).toBe('<p>🦓 #️⃣ 👩‍💻</p>\n');
    expect(paragraph.text).toContain(':tada: :nope:');
    // A mention is a link to what it names, with no tooltip saying "mention".
    const mention = parse(renderPage('See [install.md](install.md "mention") or [x](https://example.com "Example").', refs).html).querySelectorAll('a');
    expect(mention.map((a) => a.getAttribute('title'))).toEqual([undefined, 'Example']);
  });
});

describe('renderPage with the space variables', () => {
  const VARIABLES = { product: 'Acme <Cloud>', major: 3, beta: true };
  const render = (markdown: string) => renderPage(markdown, { ...refs, variables: { space: VARIABLES, page: { step: 'two' } } }).html;

  it('shows an expression naming a space variable by its value, escaped as text', () => {
    const html = render('Install <code class="expression">space.vars.product</code> version <code class="expression">space.vars.major</code>.');
    expect(html).toBe('<p>Install <span class="expression">Acme &lt;Cloud&gt;</span> version <span class="expression">3</span>.</p>\n');
    expect(render('Step <code class="expression">page.vars.step</code>')).toBe('<p>Step <span class="expression">two</span></p>\n');
    // In a heading too, whose anchor and outline entry are made of the value.
    expect(renderPage('## Beta: <code class="expression">space.vars.beta</code>\n', { ...refs, variables: { space: VARIABLES } }).outline).toEqual([
      { level: 2, id: 'beta-true', text: 'Beta: true' },
    ]);
  });

  it('shows any other expression, or one naming no variable of the space, as written', () => {
    for (const source of ['space.vars.missing', 'page.vars.product', 'space.vars.product + "!"', 'visitor.claims.plan']) {
      expect(parse(render(`<code class="expression">${source}</code>`)).querySelector('code.expression')?.text).toBe(source);
    }
    expect(renderPage('<code class="expression">space.vars.product</code>', refs).html).toContain('space.vars.product');
  });

  it('finds the end of each expression in one pass: 60,000 openers never closed in a line, then one that is (quadratic, it took minutes)', () => {
    const html = render(`${'<code class="expression">x '.repeat(60_000)}<code class="expression">page.vars.step</code>`);
    // Read off the HTML as text: the openers nest 60,000 elements deep, past what a parser's recursion takes.
    expect([...html.matchAll(/<span class="expression">([^<]*)<\/span>/g)].map(([, value]) => value)).toEqual(['two']);
  });
});

describe('task lists and colour marks', () => {
  it('shows a task list as disabled checkboxes, ticked where done, and a list of other items as it is', () => {
    const rendered = parse(renderPage('* [x] Install\n* [ ] Deploy\n\n- [x] one\n- not a task\n', refs).html);
    const [tasks, plain] = rendered.querySelectorAll('ul');
    expect(tasks!.classList.contains('task-list')).toBe(true);
    expect(tasks!.querySelectorAll('input').map((box) => [box.getAttribute('type'), box.hasAttribute('disabled'), box.hasAttribute('checked')])).toEqual([
      ['checkbox', true, true],
      ['checkbox', true, false],
    ]);
    expect(tasks!.text).not.toContain('[');
    expect(plain!.querySelectorAll('input')).toHaveLength(0);
    expect(plain!.text).toContain('[x] one');
    // A box a page writes itself is kept only disabled: a page is no form.
    expect(parse(renderPage('<input type="checkbox"> <input type="checkbox" disabled>', refs).html).querySelectorAll('input')).toHaveLength(1);
  });

  it("gives GitBook's colour marks classes the stylesheet colours; a mark of no colour stays a highlight", () => {
    const rendered = parse(renderPage('<mark style="color:red;">red</mark> <mark style="background-color:$info;">info</mark> <mark>plain</mark>', refs).html);
    expect(rendered.querySelectorAll('mark').map((mark) => mark.getAttribute('class') ?? '')).toEqual(['color-red', 'bg-info', '']);
    expect(rendered.querySelectorAll('mark').every((mark) => !mark.hasAttribute('style'))).toBe(true);
  });
});

describe('renderPage on blocks shown as what they hold', () => {
  const shown = (markdown: string) => parse(renderPage(markdown, refs).html);

  it('shows a prompt as its description and its text', () => {
    const root = shown(
      '{% prompt description="Summarize a release" icon="rectangle-terminal" defaultExpanded="full" %}\n\n```markdown\nSummarize the **main** changes.\n```\n\n{% endprompt %}',
    );
    expect(root.querySelector('.prompt .prompt-title')?.text).toBe('Summarize a release');
    expect(root.querySelector('.prompt code')?.text).toBe('Summarize the **main** changes.\n');
    expect(root.text).not.toContain('{%');
  });

  it('shows updates as each update, its date above its content', () => {
    const root = shown(
      '{% updates format="full" %}\n{% update date="2023-11-30" %}\n## A huge update\n\nNew **integrations**.\n{% endupdate %}\n\n{% update date="2023-10-12" %}\n## Smaller\n\nFixes.\n{% endupdate %}\n{% endupdates %}',
    );
    const updates = root.querySelectorAll('.updates > .update');
    expect(updates.map((update) => update.querySelector('.update-title')?.text)).toEqual(['2023-11-30', '2023-10-12']);
    expect(updates.map((update) => update.querySelector('h2')?.text.replace(' #', ''))).toEqual(['A huge update', 'Smaller']);
    expect(updates[0]!.querySelector('strong')?.text).toBe('integrations');
    expect(root.text).not.toContain('{%');
  });

  it('shows conditional content whatever its condition, both sides of an else, with no tag', () => {
    const root = shown(
      '{% if visitor.claims.unsigned.example_attribute_A %}\nOnly **with** attribute A.\n{% else %}\nOnly without it.\n{% endif %}\n\n{% if !visitor.claims.unsigned.example_attribute_A %}\nWithout A.\n{% endif %}',
    );
    expect(root.querySelectorAll('p').map((p) => p.text)).toEqual(['Only with attribute A.', 'Only without it.', 'Without A.']);
    expect(root.text).not.toContain('{%');
  });

  it('shows any tag nothing knows as what it holds, the tags dropped, nested ones too', () => {
    const root = shown(
      '{% sparkle colour="gold" %}\n# Shiny\n\n{% hint style="info" %}\n{% glow %}\nInside a **hint**.\n{% endglow %}\n{% endhint %}\n{% endsparkle %}\n\n{% constructor %}\nNamed like an object key.\n{% endconstructor %}',
    );
    expect(root.querySelector('h1')?.text.replace(' #', '')).toBe('Shiny');
    expect(root.querySelector('.hint-info .hint-body p')?.text).toBe('Inside a hint.');
    expect(root.querySelectorAll('p').at(-1)?.text).toBe('Named like an object key.');
    expect(root.text).not.toContain('{%');
    expect(root.text).not.toContain('function');
  });

  it('shows a drawing, an image Git Sync writes with the class gitbook-drawing, as its image', () => {
    const image = shown('<img src=".gitbook/assets/flow.drawing.svg" alt="A flow" class="gitbook-drawing">').querySelector('img.gitbook-drawing');
    expect([image?.getAttribute('src'), image?.getAttribute('alt')]).toEqual(['/files/flow.drawing.svg', 'A flow']);
  });

  it('keeps a tag never closed as the text it is', () => {
    expect(shown('{% sparkle %}\nNever closed.').querySelector('p')?.text).toBe('{% sparkle %}\nNever closed.');
  });
});
