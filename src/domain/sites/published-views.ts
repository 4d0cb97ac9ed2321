import { LRUCache } from 'lru-cache';
import type { Context } from '../kernel/context.js';

/** Memory for a sandbox's published views, every kind together. */
export const PUBLISHED_VIEW_BYTES = 64 * 1024 * 1024;

/**
 * What a view of a published space was made for: a revision (which never changes), and for one
 * audience of its adaptive content, the conditions that held (none named: every page shows).
 */
export interface ViewFor {
  revision: string;
  /** What the revision's computed pages were computed from (a spec's version), where it has any: a spec processed again is shown anew. */
  computed?: readonly string[];
  held?: readonly string[];
}

/**
 * A kind of published view, declared beside the code that makes it: a revision's navigation
 * (space-navigation.ts), and as the server sends them a sidebar, a page's body and a page's bytes
 * (server/web/space-pages.ts). Its name starts every key, so each key holds views of one kind only.
 */
export interface ViewKind<T> {
  readonly name: string;
  /** About the memory one view takes. */
  bytes(view: T): number;
}

/**
 * The one key of every published view: its kind, the revision it shows and the audience that sees
 * it, then whatever else tells two views of them apart (where the space is served, the page, what
 * the page shows beside its revision).
 */
const viewKey = (kind: ViewKind<never>, made: ViewFor, what: readonly unknown[]): string =>
  JSON.stringify([kind.name, made.revision, made.computed ?? null, made.held ?? null, ...what]);

/**
 * A sandbox's published views, made once and kept while memory allows: rendering a page of a large
 * site (the sidebar alone lists every page) costs far more than sending bytes kept, and visitors read
 * the same pages over and over. Keys are the sandbox's own revision ids, so the cache is its own.
 */
export class PublishedViews {
  readonly #kept = new LRUCache<string, { view: unknown; bytes: number }>({ maxSize: PUBLISHED_VIEW_BYTES, sizeCalculation: (entry) => entry.bytes });

  /** The view of this kind for `made` and `what`: the one kept, else `make`'s, kept. */
  once<T>(kind: ViewKind<T>, made: ViewFor, what: readonly unknown[], make: () => T): T {
    return this.kept(kind, made, what) ?? this.keep(kind, made, what, make());
  }

  /** The view of this kind kept for `made` and `what`, if any: for a view made by awaiting, which `once` cannot. */
  kept<T>(kind: ViewKind<T>, made: ViewFor, what: readonly unknown[]): T | undefined {
    // The kind's name starts the key, and a kind keeps views of its one type.
    return this.#kept.get(viewKey(kind, made, what))?.view as T | undefined;
  }

  /** Keeps `view` as this kind's for `made` and `what`, and gives it back. */
  keep<T>(kind: ViewKind<T>, made: ViewFor, what: readonly unknown[], view: T): T {
    this.#kept.set(viewKey(kind, made, what), { view, bytes: kind.bytes(view) });
    return view;
  }
}

const publishedViews = () => new PublishedViews();

/** The published views of the sandbox a request reads. */
export const publishedViewsOf = (ctx: Pick<Context, 'caches'>): PublishedViews => ctx.caches.of(publishedViews);
