import type { RevisionRecord } from '../../store/records.js';
import type { PageNode } from '../../format/page.js';
import { walkTree } from '../../lib/tree-walk.js';
import type { PageAnalysis } from '../../format/markdown/analysis.js';
import { analyzeAll, type MarkdownSandbox } from '../workers/markdown-off-thread.js';
import { PAGE_DEPTH_MAX } from '../../format/page-depth.js';
import { sectionsOf, type Section } from './search-sections.js';
import { SectionSearch } from './section-search.js';
import type { IndexTerms, TermExpansions } from './search-vocabulary.js';
import { runInSlices, type Steps } from '../../lib/time-slices.js';

/** What a result shows of a page beside its text: its description, and the titles of the pages above it, top first. */
export interface PagePlace {
  description: string;
  ancestors: { title: string }[];
}

/**
 * A page's path, held as its slug under its parent's: a link a page, where a string a page would
 * take memory growing with the square of the depth of a tree thousands deep (a store written
 * before the depth limit may hold one). Its string is made when a search answers the page.
 */
interface PathLink {
  slug: string;
  above: PathLink | undefined;
}

/** What the index holds of a page: what tells a later version of it apart, and its sections, to take them out exactly. */
interface IndexedPage {
  title: string;
  markdown: string;
  sections: Section[];
  /** Its place in reading order, which breaks ties between equal scores. */
  order: number;
  /** Its path and place in the tree, as of the revision held: a search answers them without reading the revision. */
  at: PathLink;
  place: PagePlace;
}

/** A matching section, its score, and its page's path and place. */
export interface SectionHit {
  section: Section;
  score: number;
  path: string;
  place: PagePlace;
}

/**
 * Best score first, compared at single precision: an index carried from revision to revision
 * averages its field lengths in another order than one built at once, which moves scores in
 * their last bits, and results must not depend on how an index came to be.
 */
export const byScore = (a: { score: number }, b: { score: number }) => Math.fround(b.score) - Math.fround(a.score);

/** A page search finds (not `noIndex`, not a group), with its path and place. */
interface IndexablePage {
  page: PageNode;
  at: PathLink;
  place: PagePlace;
}

/**
 * The pages of a tree that search finds, in reading order: what GitBook leaves out of search is
 * pages marked `noIndex`, and groups, which have no text of their own. A page nested deeper
 * than PAGE_DEPTH_MAX (only a store written before the limit holds one) has the ancestors of its
 * ancestor at that depth, where the table of contents shows it (see mapPageTree): a list of
 * every ancestor for each page of a tree thousands deep would take memory growing with the
 * square of its depth.
 */
function indexablePages(pages: PageNode[]): IndexablePage[] {
  const found: IndexablePage[] = [];
  // For the page last met at each depth, its path, and the ancestors of its subpages (its own, then itself).
  const links: PathLink[] = [];
  const under: { title: string }[][] = [];
  for (const { node: page, depth } of walkTree(pages)) {
    const at = { slug: page.slug, above: depth > 1 ? links[depth - 2] : undefined };
    const ancestors = depth > 1 ? under[depth - 2]! : [];
    links[depth - 1] = at;
    if (page.pages.length > 0) under[depth - 1] = ancestors.length < PAGE_DEPTH_MAX - 1 ? [...ancestors, { title: page.title }] : ancestors;
    if (!page.noIndex && page.type === undefined) found.push({ page, at, place: { description: page.description ?? '', ancestors } });
  }
  return found;
}

/** A page's path as a string, made a level at a time from the nearest link above whose path is `known` (which it adds to). */
function pathOf(link: PathLink, known: Map<PathLink, string>): string {
  const unknown: PathLink[] = [];
  let at: PathLink | undefined = link;
  for (; at && !known.has(at); at = at.above) unknown.push(at);
  let path = at ? known.get(at)! : '';
  for (const made of unknown.reverse()) {
    path = path ? `${path}/${made.slug}` : made.slug;
    known.set(made, path);
  }
  return path;
}

/**
 * The full-text index of one revision's pages, a section per document. It can be carried to
 * another revision in place: only the pages whose title or Markdown differ are taken out and
 * indexed again (a page moved keeps its sections, its path being held apart from them), so an
 * index follows a space's edits at the cost of what they changed.
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
  async carryTo(sandbox: MarkdownSandbox, revision: RevisionRecord): Promise<number> {
    this.revision = undefined;
    const entries = indexablePages(revision.pages);
    const changed = entries.filter(({ page }) => {
      const held = this.pages.get(page.id);
      return !held || held.title !== page.title || held.markdown !== page.markdown;
    });
    const analyses = await analyzeAll(
      sandbox,
      changed.map(({ page }) => page.markdown),
    );
    const present = new Set(entries.map(({ page }) => page.id));
    for (const id of [...this.pages.keys()]) if (!present.has(id)) this.takeOut(id);
    // Indexing runs on the event loop: a long build lets other requests through between pages.
    await runInSlices(this.reindex(changed, analyses));
    this.reindexedSinceCount += changed.length;
    if (this.reindexedSinceCount * 10 >= this.pages.size) {
      this.countedTerms = this.index.termCount;
      this.reindexedSinceCount = 0;
    }
    entries.forEach(({ page, at, place }, order) => {
      const held = this.pages.get(page.id)!;
      held.order = order;
      held.at = at;
      held.place = place;
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
    const paths = new Map<PathLink, string>();
    return (expansions ? this.index.searchExpanded(query, expansions) : this.index.search(query))
      .map((result) => {
        const { section, page, position } = this.sections.get(result.id as string)!;
        return { section, score: result.score, page, position };
      })
      .sort((a, b) => byScore(a, b) || a.page.order - b.page.order || a.position - b.position)
      .map(({ section, score, page }) => ({ section, score, path: pathOf(page.at, paths), place: page.place }));
  }

  private *reindex(changed: IndexablePage[], analyses: Map<string, PageAnalysis>): Steps<void> {
    for (const { page, at } of changed) {
      this.takeOut(page.id);
      this.add(page, at, sectionsOf(page, analyses.get(page.markdown)!));
      yield;
    }
  }

  private add(page: PageNode, at: PathLink, sections: Section[]): void {
    const held: IndexedPage = { title: page.title, markdown: page.markdown, sections, order: 0, at, place: { description: '', ancestors: [] } };
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
