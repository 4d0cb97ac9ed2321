import { describe, expect, it } from 'vitest';
import { parseYaml, parseYamlDocument } from '../../src/format/yaml.js';

describe('YAML read in linear time', () => {
  it('reads what the yaml package reads', () => {
    expect(parseYaml('a: 1\nb: [x, {c: true}]\nd: &anchor {e: f}\ng: *anchor\n')).toEqual({ a: 1, b: ['x', { c: true }], d: { e: 'f' }, g: { e: 'f' } });
  });

  it('finds a key given twice in any mapping, as the package does, with a set rather than pairwise', () => {
    expect(() => parseYaml('a: 1\nb: 2\na: 3\n')).toThrow('Map keys must be unique');
    expect(parseYamlDocument('top:\n  x: 1\n  "x": 2\n').errors.map((e) => e.code)).toEqual(['DUPLICATE_KEY']);
    expect(parseYamlDocument('- {a: 1, a: 2}\n').errors).toHaveLength(1);
    // Keys of other types than one another are other keys, as the package compares them.
    expect(parseYaml('1: number\n"1": string\n')).toEqual({ 1: 'string' });
    expect(parseYamlDocument('a: 1\nb: {a: 2}\n').errors).toEqual([]);
  });
});
