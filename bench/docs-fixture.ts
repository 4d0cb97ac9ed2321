import type { PageNode } from '../src/format/page.js';

/**
 * Pages as a docs team writes them in GitBook: headings, paragraphs with links to other pages,
 * lists, code, a hint block, a table, an image — about 4 KB each, deterministic for a seed.
 */
const WORDS =
  'the deploy command ships every service to the cluster once its checks pass and rolls back when a health probe fails so teams can release often without waiting for a window'.split(
    ' ',
  );

function sentence(seed: number, words = 14): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[(seed * 31 + i * 17) % WORDS.length]!);
  const text = out.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

export function docsMarkdown(i: number, pages: number): string {
  const link = (n: number) => `[page ${n % pages}](../part-${Math.floor((n % pages) / 100)}/page-${n % pages}.md)`;
  const paragraph = (k: number) => Array.from({ length: 5 }, (_, j) => sentence(i * 13 + k * 7 + j)).join(' ');
  return [
    paragraph(1),
    `See ${link(i + 1)} and ${link(i + 7)} before you start.`,
    '## Before you begin',
    paragraph(2),
    '- A cluster you can deploy to\n- The `deploy` command, version 2 or later\n- Access to the release channel',
    '{% hint style="info" %}\nDeploys are paused during the weekly freeze.\n{% endhint %}',
    '## Steps',
    '1. Build the release.\n2. Run the checks.\n3. Deploy:\n\n   ```bash\n   deploy --env production --wait\n   ```',
    paragraph(3),
    '| Flag | Meaning |\n| --- | --- |\n| `--env` | where to deploy |\n| `--wait` | block until healthy |',
    `![Diagram of page ${i}](../.gitbook/assets/diagram-${i % 20}.png)`,
    '## Configuration',
    paragraph(6),
    '```yaml\nservice: web\nreplicas: 3\nprobes:\n  health: /healthz\n  timeout: 5s\n```',
    paragraph(7),
    '{% tabs %}\n{% tab title="CLI" %}\nRun `deploy status` to follow the rollout.\n{% endtab %}\n{% tab title="API" %}\nPoll `GET /deployments/{id}` until it reports `healthy`.\n{% endtab %}\n{% endtabs %}',
    '## Troubleshooting',
    paragraph(4),
    '<details>\n<summary>The deploy hangs at the health check</summary>\n\n' + paragraph(8) + '\n\n</details>',
    paragraph(5),
    paragraph(9),
    `Back to ${link(i + 99)}.`,
  ].join('\n\n');
}

/** A space of `pages` pages in parts of 100, each part a page over its pages. */
export function docsTree(pages: number, at = '2026-01-01T00:00:00.000Z'): PageNode[] {
  const parts: PageNode[] = [];
  for (let i = 0; i < pages; i++) {
    const partIndex = Math.floor(i / 100);
    if (!parts[partIndex]) {
      parts[partIndex] = {
        id: `part-${partIndex}`,
        title: `Part ${partIndex}`,
        slug: `part-${partIndex}`,
        markdown: sentence(partIndex),
        createdAt: at,
        updatedAt: at,
        pages: [],
      };
    }
    parts[partIndex].pages.push({
      id: `page-${i}`,
      title: `Page ${i}`,
      slug: `page-${i}`,
      markdown: docsMarkdown(i, pages),
      createdAt: at,
      updatedAt: at,
      pages: [],
    });
  }
  return parts;
}
