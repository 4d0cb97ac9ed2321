import { describe, expect, it } from 'vitest';
import { documentValidator } from '../../../src/format/document/input.js';

const validate = documentValidator();
const paragraphOf = (inline: object) => ({
  object: 'document',
  data: {},
  nodes: [
    {
      object: 'block',
      type: 'paragraph',
      nodes: [
        { object: 'text', leaves: [{ object: 'leaf', text: 'a', marks: [] }] },
        inline,
        { object: 'text', leaves: [{ object: 'leaf', text: '', marks: [] }] },
      ],
    },
  ],
});

describe('documentValidator', () => {
  it("takes GitBook's inlines the sandbox writes, and refuses the fields their Markdown has no place for, naming them", () => {
    const image = { object: 'inline', type: 'inline-image', data: { ref: { kind: 'url', url: 'https://example.com/a.png' }, size: 'line' }, isVoid: true };
    const icon = { object: 'inline', type: 'icon', data: { icon: 'gear' }, isVoid: true };
    for (const inline of [image, icon, { object: 'inline', type: 'emoji', data: { code: '1f389' }, isVoid: true }])
      expect(validate(paragraphOf(inline))).toBeUndefined();
    expect(validate(paragraphOf({ ...icon, data: { icon: 'gear', color: 'red' } }))).toEqual({
      at: 'nodes[0].nodes[1].data.color',
      message: expect.stringMatching(/no place for the color of "icon" inlines, so the sandbox would lose it; leave it out/),
    });
    expect(validate(paragraphOf({ ...image, data: { ...image.data, caption: 'Menu' } }))?.at).toBe('nodes[0].nodes[1].data.caption');
  });
});
