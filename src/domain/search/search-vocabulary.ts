import SearchableMap from 'minisearch/SearchableMap';

/** What the vocabulary reads of an index: the revision it holds, and its terms. */
export interface IndexTerms {
  readonly revision: string | undefined;
  terms(): Iterable<string>;
}

/**
 * Query terms expanded once, for one search across many indexes: the terms of the vocabulary
 * a query term is a prefix of, and those within an edit distance of it. Finding them walks a
 * tree of terms, the costly part of a search; each index then only looks the few up.
 */
export class TermExpansions {
  private readonly prefixed = new Map<string, string[]>();
  private readonly near = new Map<string, [string, number][]>();

  constructor(private readonly vocabulary: SearchableMap<true>) {}

  withPrefix(prefix: string): string[] {
    let terms = this.prefixed.get(prefix);
    if (!terms) this.prefixed.set(prefix, (terms = [...this.vocabulary.atPrefix(prefix).keys()]));
    return terms;
  }

  /** Terms within `maxDistance` edits of `term`, with their distance. */
  within(term: string, maxDistance: number): [string, number][] {
    const key = `${maxDistance}:${term}`;
    let terms = this.near.get(key);
    if (!terms) this.near.set(key, (terms = [...this.vocabulary.fuzzyGet(term, maxDistance)].map(([near, [, distance]]) => [near, distance])));
    return terms;
  }
}

/** Terms beyond those of the indexes admitted last time, past which the vocabulary starts again. */
const SLACK_TERMS = 100_000;

/**
 * The terms of the indexes an organization search asks, all together: a superset is fine (an
 * index looks each expansion up in its own terms), so terms are only added, as indexes come
 * or change, and the whole starts again from the indexes at hand once it holds far more.
 */
export class Vocabulary {
  private terms = new SearchableMap<true>();
  private admitted = new WeakMap<IndexTerms, string>();
  private sizeAtStart = 0;

  /** Makes sure the vocabulary holds the terms of these indexes, to expand query terms against. */
  expansionsFor(indexes: IndexTerms[]): TermExpansions {
    const restart = this.terms.size > 2 * this.sizeAtStart + SLACK_TERMS;
    if (restart) {
      this.terms = new SearchableMap<true>();
      this.admitted = new WeakMap();
    }
    for (const index of indexes) {
      if (index.revision === undefined || this.admitted.get(index) === index.revision) continue;
      for (const term of index.terms()) this.terms.set(term, true);
      this.admitted.set(index, index.revision);
    }
    if (restart) this.sizeAtStart = this.terms.size;
    return new TermExpansions(this.terms);
  }
}
