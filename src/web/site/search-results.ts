import type { SectionHit } from '../../domain/search/search-index.js';
import type { SpaceNavigation } from '../../domain/sites/space-navigation.js';
import type { SearchResult } from './site-page.js';

/**
 * The pages a search of a published space found, best first, each with its matching sections:
 * hidden pages are left out, as the table of contents leaves them.
 */
export function searchResults(hits: SectionHit[], nav: SpaceNavigation, pageUrl: (path: string) => string): SearchResult[] {
  const pages = new Map<string, SearchResult>();
  for (const { section, path } of hits) {
    if (!nav.position.has(section.page)) continue;
    let result = pages.get(section.page);
    if (!result) {
      result = { title: section.pageTitle, url: pageUrl(path), sections: [] };
      pages.set(section.page, result);
    }
    if (section.anchor) result.sections.push({ title: section.title, url: `${result.url}#${section.anchor}`, body: section.body });
  }
  return [...pages.values()];
}
