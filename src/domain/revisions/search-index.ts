import type { PageNode, RevisionRecord } from '../../store/records.js';
import type { PageAnalysis } from './markdown/analysis.js';
import { analyzeAll } from './markdown/off-thread.js';
import { walkPages } from './revisions.js';
import { sectionsOf, type Section } from './search-sections.js';
import { SectionSearch } from './section-search.js';
import type { IndexTerms, TermExpansions } from './search-vocabulary.js';
import { runInSlices, type Steps } from './time-slices.js';

/** What a result shows of a page beside its text: its description, and the titles of the pages above it, top first. */
export interface PagePlace {
  description: string;
  ancestors: { title: string }[];
}

/** What the index holds of a page: what tells a later version of it apart, and its sections, to take them out exactly. */
interface IndexedPage {
  title: string;
  path: string;
  markdown: string;
  sections: Section[];
  /** Its place in reading order, which breaks ties between equal scores. */
  order: number;
  /** Its place in the tree, as of the revision held: a search answers it without reading the revision. */
  place: PagePlace;
}

/** A matching section, its score, and its page's place. */
export interface SectionHit {
  section: Section;
  score: number;
  place: PagePlace;
}

/**
 * Best score first, compared at single precision: an index carried from revision to revision
 * averages its field lengths in another order than one built at once, which moves scores in
 * their last bits, and results must not depend on how an index came to be.
 */
export const byScore = (a: { score: number }, b: { score: number }) => Math.fround(b.score) - Math.fround(a.score);

/** The place of every page of a tree. */
function placesOf(pages: PageNode[]): Map<string, PagePlace> {
  const found = new Map<string, PagePlace>();
  /** The ancestors of each page's subpages: its own, then itself. */
  const under = new Map<string, { title: string }[]>();
  for (const { page, parent } of walkPages(pages)) {
    const above = parent === undefined ? [] : under.get(parent)!;
    found.set(page.id, { description: page.description ?? '', ancestors: above });
    if (page.pages.length > 0) under.set(page.id, [...above, { title: page.title }]);
  }
  return found;
}

/**
 * The full-text index of one revision's pages, a section per document. It can be carried to
 * another revision in place: only the pages whose title, path or Markdown differ are taken
 * out and indexed again, so an index follows a space's edits at the cost of what they changed.
 */
export class RevisionIndex implements IndexTerms {
  /** The revision the index holds; undefined while it is being carried to another. */
  revision: string | undefined;
  private readonly index = new SectionSearch();
  private readonly pages = new Map<string, IndexedPage>();
  private readonly sections = new Map<string, { section: Section; page: IndexedPage; position: number }>();
  private indexedChars = 0;
  private heldChars = 0;
  /** Terms as counted when a tenth of the pages or more had been re-indexed since: counting walks every term, too slow for each edit. */
  private countedTerms = 0;
  private reindexedSinceCount = 0;

  /**
   * About the memory the index takes, as measured on GitBook-like pages: a node and maps for each
   * term, postings for the text indexed, and the Markdown it keeps to compare later versions with.
   */
  get bytes(): number {
    return 1024 + 640 * this.countedTerms + 6 * this.indexedChars + this.heldChars;
  }

  /**
   * Makes this the index of `revision`, re-indexing only the pages that differ from what it
   * holds (all of them, for a new index); answers how many pages it indexed.
   */
  async carryTo(revision: RevisionRecord): Promise<number> {
    this.revision = undefined;
    // What GitBook leaves out of search: pages marked `noIndex`, and groups, which have no text of their own.
    const entries = [...walkPages(revision.pages)].filter(({ page }) => !page.noIndex && page.type !== 'group');
    const changed = entries.filter(({ page, path }) => {
      const held = this.pages.get(page.id);
      return !held || held.title !== page.title || held.path !== path || held.markdown !== page.markdown;
    });
    const analyses = await analyzeAll(changed.map(({ page }) => page.markdown));
    const present = new Set(entries.map(({ page }) => page.id));
    for (const id of [...this.pages.keys()]) if (!present.has(id)) this.takeOut(id);
    // Indexing runs on the event loop: a long build lets other requests through between pages.
    await runInSlices(this.reindex(changed, analyses));
    this.reindexedSinceCount += changed.length;
    if (this.reindexedSinceCount * 10 >= this.pages.size) {
      this.countedTerms = this.index.termCount;
      this.reindexedSinceCount = 0;
    }
    const places = placesOf(revision.pages);
    entries.forEach(({ page }, order) => {
      const held = this.pages.get(page.id)!;
      held.order = order;
      held.place = places.get(page.id)!;
      // The same text, now shared with the revision read last rather than held twice.
      held.markdown = page.markdown;
    });
    this.revision = revision.id;
    return changed.length;
  }

  /** Every term the index holds, for the vocabulary of organization searches. */
  terms(): Iterable<string> {
    return this.index.terms();
  }

  /** Sections matching a query, best first, equal scores in reading order; with `expansions`, an organization search's. */
  search(query: string, expansions?: TermExpansions): SectionHit[] {
    return (expansions ? this.index.searchExpanded(query, expansions) : this.index.search(query))
      .map((result) => {
        const { section, page, position } = this.sections.get(result.id as string)!;
        return { section, score: result.score, place: page.place, order: page.order, position };
      })
      .sort((a, b) => byScore(a, b) || a.order - b.order || a.position - b.position)
      .map(({ section, score, place }) => ({ section, score, place }));
  }

  private *reindex(changed: { page: PageNode; path: string }[], analyses: Map<string, PageAnalysis>): Steps<void> {
    for (const { page, path } of changed) {
      this.takeOut(page.id);
      this.add(page, path, sectionsOf(page, path, analyses.get(page.markdown)!));
      yield;
    }
  }

  private add(page: PageNode, path: string, sections: Section[]): void {
    const held: IndexedPage = { title: page.title, path, markdown: page.markdown, sections, order: 0, place: { description: '', ancestors: [] } };
    this.pages.set(page.id, held);
    this.heldChars += page.markdown.length;
    sections.forEach((section, position) => {
      this.index.add(section);
      this.sections.set(section.id, { section, page: held, position });
      this.indexedChars += section.pageTitle.length + section.title.length + section.body.length;
    });
  }

  private takeOut(pageId: string): void {
    const held = this.pages.get(pageId);
    if (!held) return;
    for (const section of held.sections) {
      // The document as it was added: MiniSearch takes out exactly the terms it holds, where discard would leave them to skew scores until a vacuum.
      this.index.remove(section);
      this.sections.delete(section.id);
      this.indexedChars -= section.pageTitle.length + section.title.length + section.body.length;
    }
    this.heldChars -= held.markdown.length;
    this.pages.delete(pageId);
  }
}
