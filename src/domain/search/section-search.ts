import MiniSearch, { type SearchResult } from 'minisearch';
import type { Section } from './search-sections.js';
import type { TermExpansions } from './search-vocabulary.js';

/**
 * MiniSearch over the sections of pages, which can also answer from query terms expanded
 * beforehand (see TermExpansions): an organization search asks a hundred indexes, and walking
 * each one's tree of terms for prefixes and near spellings cost more than all the rest.
 */
export class SectionSearch extends MiniSearch<Section> {
  constructor() {
    super({
      fields: ['pageTitle', 'title', 'body'],
      storeFields: [],
      searchOptions: { boost: { pageTitle: 3, title: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
    });
  }

  /** Every term the index holds. */
  terms(): Iterable<string> {
    return this._index.keys();
  }

  /**
   * The same results as `search`, with prefixes and near spellings taken from `expansions`:
   * for the time of the search, the index's tree answers those two questions with the expanded
   * terms it holds, and MiniSearch weighs and scores them as it always does. MiniSearch only
   * iterates what `atPrefix` answers and reads `fuzzyGet`'s answer as a map of [data, distance].
   */
  searchExpanded(query: string, expansions: TermExpansions): SearchResult[] {
    const own = this._index;
    const answering = Object.assign(Object.create(own) as typeof own, {
      atPrefix: (prefix: string) => {
        const found: [string, unknown][] = [];
        for (const term of expansions.withPrefix(prefix)) {
          const data = own.get(term);
          if (data) found.push([term, data]);
        }
        return found;
      },
      fuzzyGet: (term: string, maxDistance: number) => {
        const found = new Map<string, [unknown, number]>();
        for (const [near, distance] of expansions.within(term, maxDistance)) {
          const data = own.get(near);
          if (data) found.set(near, [data, distance]);
        }
        return found;
      },
    });
    this._index = answering;
    try {
      return this.search(query);
    } finally {
      this._index = own;
    }
  }
}
