import { describe, expect, it } from 'vitest';
import { visitorSees } from '../../../src/domain/sites/conditions.js';

const sees = (condition: string, claims: Record<string, unknown>) => visitorSees(condition, { claims });

describe('a condition of adaptive content', () => {
  it.each([
    ['visitor.claims.isBetaUser', { isBetaUser: true }, true],
    ['visitor.claims.isBetaUser', {}, false],
    ['visitor.claims.isBetaUser == true', { isBetaUser: true }, true],
    ['visitor.claims.plan === "pro" && !visitor.claims.trial', { plan: 'pro' }, true],
    ['visitor.claims.plan === "pro" && !visitor.claims.trial', { plan: 'pro', trial: true }, false],
    ["visitor.claims.plan === 'free' || visitor.claims.unsigned.beta", { unsigned: { beta: true } }, true],
    ['visitor.claims.unsigned.region != "eu"', { unsigned: { region: 'us' } }, true],
    ['visitor.claims.seats >= 10', { seats: 12 }, true],
    ['visitor.claims.seats >= 10', { seats: 3 }, false],
    ['["admin", "owner"].includes(visitor.claims.role)', { role: 'owner' }, true],
    ['visitor.claims.email.endsWith("@acme.test")', { email: 'kim@acme.test' }, true],
    ['visitor.claims.products.includes("api")', { products: ['api', 'cli'] }, true],
    ['visitor.claims.flags["new-nav"]', { flags: { 'new-nav': true } }, true],
    ['visitor.claims.beta ? visitor.claims.internal : true', { beta: true, internal: false }, false],
    ['(visitor.claims.a || visitor.claims.b) && visitor.claims.c', { b: true, c: true }, true],
  ])('%s with claims %j: shown %s', (condition, claims, shown) => {
    expect(sees(condition, claims)).toBe(shown);
  });

  it('shows what has no condition, to anyone', () => {
    expect(visitorSees(undefined, { claims: {} })).toBe(true);
    expect(visitorSees('', { claims: {} })).toBe(true);
  });

  it('hides what a condition that does not parse, or reaches past the claims, guards, rather than showing it to everyone', () => {
    expect(sees('visitor.claims.plan ===', { plan: 'pro' })).toBe(false);
    expect(sees('visitor.claims.constructor', {})).toBe(false);
    expect(sees('visitor.claims.__proto__', {})).toBe(false);
    expect(sees('visitor.claims.toString', {})).toBe(false);
    expect(sees('process.exit(1)', {})).toBe(false);
    expect(sees('visitor.claims.plan.constructor.constructor("return process")()', { plan: 'pro' })).toBe(false);
    expect(sees('this', {})).toBe(false);
  });
});

describe('a condition nested deeper than the stack goes', () => {
  it('hides what it guards instead of failing the page', () => {
    expect(sees(`${'!'.repeat(20_000)}visitor.claims.beta`, { beta: true })).toBe(false);
    expect(sees(`visitor${'.a'.repeat(20_000)}`, {})).toBe(false);
  });
});

describe('issue 22.16: a condition longer than any the API takes', () => {
  it('hides what it guards: an older sandbox stored such conditions from front matter', () => {
    const condition = (terms: number) => `visitor.claims.beta${' || visitor.claims.beta'.repeat(terms)}`;
    expect(condition(60).length).toBeGreaterThan(1024);
    expect(sees(condition(60), { beta: true })).toBe(false);
    expect(condition(40).length).toBeLessThan(1024);
    expect(sees(condition(40), { beta: true })).toBe(true);
  });
});
