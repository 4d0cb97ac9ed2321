import GithubSlugger, { slug as slugOf } from 'github-slugger';
import { PageSlug } from '../schemas/content-changes.js';

/**
 * The slugs of one list of sibling pages, unique among them. A new sibling's slug is what a
 * slugger fed every earlier sibling's slug, in order, gives its title. One slugger per list
 * is kept and fed as siblings come, rather than a new one per page fed the whole list again,
 * which made an import of k pages among m cost k × (m + k).
 */
export class SiblingSlugs {
  private readonly slugger = new GithubSlugger();
  /** The slugs as the pages have them: a kept file name is used as written, `Intro` beside `intro`. */
  private readonly taken = new Set<string>();

  /** Whether a sibling has this slug, as written. */
  has(slug: string): boolean {
    return this.taken.has(slug);
  }

  /** Records a sibling's slug. */
  add(slug: string): void {
    this.slugger.slug(slug);
    this.taken.add(slug);
  }

  /**
   * The slug a new sibling takes, recorded: `kept` (a file's name, so that relative links still
   * resolve) unless a sibling has it already or it is no slug the API would take (`..`, `C:x`),
   * else one from its title (`page` when the title has no letters or digits).
   */
  take(title: string, kept?: string): string {
    const slug = kept && !this.taken.has(kept) && PageSlug.safeParse(kept).success ? kept : this.peek(title) || this.peek('page');
    this.add(slug);
    return slug;
  }

  /** What the slugger gives a value now, left unrecorded: the slug taken is recorded as any sibling's is. */
  private peek(value: string): string {
    const { occurrences } = this.slugger;
    const original = slugOf(value);
    const count = occurrences[original];
    const slug = this.slugger.slug(value);
    delete occurrences[slug];
    if (count === undefined) delete occurrences[original];
    else occurrences[original] = count;
    return slug;
  }
}
