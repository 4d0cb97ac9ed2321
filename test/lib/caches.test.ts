import { describe, expect, it } from 'vitest';
import { Caches } from '../../src/lib/caches.js';

const kept = () => new Map<string, number>();

describe("an owner's caches", () => {
  it('makes each kind once, on first use, and again after a clear', () => {
    const caches = new Caches();
    caches.of(kept).set('a', 1);
    expect(caches.of(kept).get('a')).toBe(1);
    caches.clear();
    expect(caches.of(kept).get('a')).toBeUndefined();
  });

  it('shares none between two owners', () => {
    const [one, other] = [new Caches(), new Caches()];
    one.of(kept).set('a', 1);
    expect(other.of(kept).has('a')).toBe(false);
  });
});
