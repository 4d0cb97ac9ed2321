import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../helpers/gitbook-document.js';
import { documentOf, markdownOf } from '../../helpers/document-pages.js';

/** A prompt as GitBook's Git Sync writes one: its settings in this order, a fenced block inside. */
const PROMPT = [
  '{% prompt description="Create and publish a new docs site." icon="rectangle-terminal" openInAIProviders="true" defaultExpanded="full" %}',
  '```markdown',
  'Using the `gitbook` CLI, create a site.',
  '',
  '1. Check I am signed in.',
  '```',
  '{% endprompt %}',
].join('\n');

describe('a prompt', () => {
  it('reads as a prompt node, its settings its data and its one code block its node, and is written back byte for byte', () => {
    const document = documentOf(PROMPT);
    expect(document.nodes).toMatchObject([
      {
        type: 'prompt',
        data: { description: 'Create and publish a new docs site.', icon: 'rectangle-terminal', openInAIProviders: true, defaultExpanded: 'full' },
        nodes: [{ type: 'code', data: { syntax: 'markdown' }, nodes: [{}, {}, {}] }],
      },
    ]);
    expect(documentErrors(document)).toEqual([]);
    expect(markdownOf(document)).toBe(`${PROMPT}\n`);
  });

  it('needs only its description', () => {
    const markdown = '{% prompt description="Summarize" %}\n```\nSummarize this.\n```\n{% endprompt %}';
    const document = documentOf(markdown);
    expect(document.nodes).toMatchObject([{ type: 'prompt', data: { description: 'Summarize' } }]);
    expect(Object.keys(document.nodes[0]!.data!)).toEqual(['description']);
    expect(documentErrors(document)).toEqual([]);
    expect(markdownOf(document)).toBe(`${markdown}\n`);
  });

  it.each([
    ['no description', '{% prompt %}\n```\nGo.\n```\n{% endprompt %}'],
    ['more than its code block', '{% prompt description="Go" %}\nFirst:\n\n```\nGo.\n```\n{% endprompt %}'],
    ['no code block', '{% prompt description="Go" %}\nGo.\n{% endprompt %}'],
    ['a visibility GitBook has not', '{% prompt description="Go" defaultExpanded="some" %}\n```\nGo.\n```\n{% endprompt %}'],
  ])('with %s gives what it holds, nothing lost', (_, markdown) => {
    const document = documentOf(markdown);
    expect(document.nodes.map((node) => node.type)).not.toContain('prompt');
    expect(JSON.stringify(document)).toContain('Go');
    expect(documentErrors(document)).toEqual([]);
  });

  it('stands where the spec allows one (a tab, an expandable) and gives what it holds where not (a hint)', () => {
    const inner = '{% prompt description="Go" %}\n```\nGo.\n```\n{% endprompt %}';
    const tab = documentOf(`{% tabs %}\n{% tab title="A" %}\n${inner}\n{% endtab %}\n{% endtabs %}`);
    expect(tab.nodes).toMatchObject([{ type: 'tabs', nodes: [{ nodes: [{ type: 'prompt' }] }] }]);
    const expandable = documentOf(`<details>\n\n<summary>More</summary>\n\n${inner}\n\n</details>`);
    expect(expandable.nodes).toMatchObject([{ type: 'expandable', fragments: [{}, { nodes: [{ type: 'prompt' }] }] }]);
    const hint = documentOf(`{% hint style="info" %}\n${inner}\n{% endhint %}`);
    expect(hint.nodes).toMatchObject([{ type: 'hint', nodes: [{ type: 'paragraph' }, { type: 'paragraph' }] }]);
    for (const document of [tab, expandable, hint]) expect(documentErrors(document)).toEqual([]);
  });
});
