import { describe, expect, it } from 'vitest';
import type { DocumentBlock } from '../../../src/schemas/gitbook/document-types.js';
import { documentErrors } from '../../helpers/gitbook-document.js';
import { documentOf, markdownOf } from '../../helpers/document-pages.js';

/** A changelog as GitBook's Git Sync writes one. */
const CHANGELOG = [
  '{% updates format="full" %}',
  '{% update date="2026-02-26" tags="new,beta" %}',
  '## Tagged update entry',
  '',
  'This update has the **New** and **Beta** tags.',
  '{% endupdate %}',
  '',
  '{% update date="2026-02-20" %}',
  '{% hint style="warning" %}',
  'Deprecated.',
  '{% endhint %}',
  '',
  '<img src=".gitbook/assets/file.drawing.svg" alt="" class="gitbook-drawing">',
  '{% endupdate %}',
  '{% endupdates %}',
].join('\n');

describe('updates', () => {
  it('read as an updates node of update nodes, a day as its midnight (UTC) and tags by slug, and are written back byte for byte', () => {
    const document = documentOf(CHANGELOG);
    expect(document.nodes).toMatchObject([
      {
        type: 'updates',
        data: { format: 'full' },
        nodes: [
          {
            type: 'update',
            data: {
              date: '2026-02-26T00:00:00.000Z',
              tags: [
                { kind: 'tag', tag: 'new' },
                { kind: 'tag', tag: 'beta' },
              ],
            },
            nodes: [{ type: 'heading-1' }, { type: 'paragraph' }],
          },
          { type: 'update', data: { date: '2026-02-20T00:00:00.000Z' }, nodes: [{ type: 'hint' }, { type: 'drawing' }] },
        ],
      },
    ]);
    expect(documentErrors(document)).toEqual([]);
    expect(markdownOf(document)).toBe(`${CHANGELOG}\n`);
  });

  it('with no format are `full`, as GitBook has it, and written so', () => {
    const document = documentOf('{% updates %}\n{% update date="2026-01-05" %}\nNew.\n{% endupdate %}\n{% endupdates %}');
    expect(document.nodes).toMatchObject([{ type: 'updates', data: { format: 'full' } }]);
    expect(markdownOf(document)).toBe('{% updates format="full" %}\n{% update date="2026-01-05" %}\nNew.\n{% endupdate %}\n{% endupdates %}\n');
  });

  it("keep an update's time of day: a timestamp that is no midnight is written whole", () => {
    const update: DocumentBlock = {
      object: 'block',
      type: 'updates',
      data: { format: 'numeric' },
      nodes: [{ object: 'block', type: 'update', data: { date: '2026-01-05T09:30:00.000Z' }, nodes: [{ object: 'block', type: 'paragraph', nodes: [] }] }],
    };
    const markdown = markdownOf({ nodes: [update] });
    expect(markdown).toContain('{% update date="2026-01-05T09:30:00.000Z" %}');
    expect(documentOf(markdown).nodes).toMatchObject([{ type: 'updates', nodes: [{ data: { date: '2026-01-05T09:30:00.000Z' } }] }]);
  });

  it.each([
    ['an update with no date', '{% updates format="full" %}\n{% update %}\nNew.\n{% endupdate %}\n{% endupdates %}'],
    ['an update whose date is no date', '{% updates format="full" %}\n{% update date="soon" %}\nNew.\n{% endupdate %}\n{% endupdates %}'],
    ['a format GitBook has not', '{% updates format="YYYY-MM-DD" %}\n{% update date="2026-01-05" %}\nNew.\n{% endupdate %}\n{% endupdates %}'],
    ['text beside its updates', '{% updates format="full" %}\nStray.\n\n{% update date="2026-01-05" %}\nNew.\n{% endupdate %}\n{% endupdates %}'],
  ])('with %s give what they hold, nothing lost', (_, markdown) => {
    const document = documentOf(markdown);
    expect(document.nodes.map((node) => node.type)).not.toContain('updates');
    expect(JSON.stringify(document)).toContain('New.');
    expect(documentErrors(document)).toEqual([]);
  });
});
