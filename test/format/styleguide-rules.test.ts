import { describe, expect, it } from 'vitest';
import { styleguideTerms } from '../../src/format/styleguide-rules.js';

const _ = (markdown: string) => styleguideTerms([markdown]);

describe("a style guide's word rules", () => {
  it('- Use "sign in", not "login".', () => expect(_('- Use "sign in", not "login".')).toEqual([{ from: 'login', to: 'sign in' }]));
  it('Use select instead of click on', () => expect(_('Use select instead of click on')).toEqual([{ from: 'click on', to: 'select' }]));
  it('1. Use `email`, not `e-mail`', () => expect(_('1. Use `email`, not `e-mail`')).toEqual([{ from: 'e-mail', to: 'email' }]));
  it('* Use **use** not utilize (no comma: prose, not a rule)', () => expect(_('* Use **use** not utilize')).toEqual([]));
  it('prose that mentions use is no rule', () => expect(_('We use Markdown, not Word, for everything we write, and then some.')).toEqual([]));
  it('a term ruled twice keeps its first rule', () =>
    expect(styleguideTerms(['Use "sign in", not "login".', 'Use "log in", not "login".'])).toEqual([{ from: 'login', to: 'sign in' }]));
  it('a line longer than a rule is never one', () => expect(_(`Use a, not b ${'x'.repeat(300)}`)).toEqual([]));
});
