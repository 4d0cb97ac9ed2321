import { describe, expect, it } from 'vitest';
import { readVars, writeVars } from '../../../src/format/git-sync/vars.js';
import { refusal } from '../../helpers/rules.js';

describe('.gitbook/vars.yaml', () => {
  it('reads names to strings, numbers and booleans; an empty file holds none', () => {
    expect(readVars('product: Acme Cloud\nversion: "2.1"\nmajor: 3\nbeta: true\n')).toEqual({ product: 'Acme Cloud', version: '2.1', major: 3, beta: true });
    expect(readVars('')).toEqual({});
  });

  it('writes what it reads back the same, and nothing for no variables', () => {
    const variables = { product: 'Acme: Cloud', version: '2.1', major: 3, beta: true, long: 'x '.repeat(100).trim() };
    const text = writeVars(variables)!;
    expect(text).toBe(`product: "Acme: Cloud"\nversion: "2.1"\nmajor: 3\nbeta: true\nlong: ${variables.long}\n`);
    expect(readVars(text)).toEqual(variables);
    expect(writeVars({})).toBeUndefined();
  });

  it('refuses what GitBook could not hold, naming the variable', async () => {
    expect(await refusal(() => readVars('- a\n- b\n'))).toMatchObject({ reason: 'invalid', message: expect.stringMatching(/must be a mapping/) });
    expect(await refusal(() => readVars('nested:\n  a: 1\n'))).toMatchObject({ message: expect.stringMatching(/variable "nested" must be a string/) });
    expect(await refusal(() => readVars(`long: ${'x'.repeat(257)}\n`))).toMatchObject({ message: expect.stringMatching(/variable "long"/) });
    expect(await refusal(() => readVars('1st: a\n'))).toMatchObject({ message: expect.stringMatching(/"1st" is not a variable name/) });
    expect(await refusal(() => readVars('a: [\n'))).toMatchObject({ message: expect.stringMatching(/is not valid YAML/) });
    expect(await refusal(() => readVars(`a: ${'x'.repeat(70 * 1024)}\n`))).toMatchObject({ message: expect.stringMatching(/at most 65536 bytes/) });
  });
});
