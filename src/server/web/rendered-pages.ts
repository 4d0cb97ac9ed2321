import type { SpaceNavigation } from '../../domain/sites/space-navigation.js';
import { LRUCache } from 'lru-cache';
import type { Html } from '../../web/layout/html.js';

/**
 * Published pages as sent, by the revision they show (its navigation) and everything else a page
 * depends on. Rendering a page of a large site and encoding its HTML (the sidebar alone lists
 * every page) costs far more than sending bytes kept, and the same pages are read over and over.
 * Kept only while the revision's navigation is, and only the last few of each revision.
 */
const rendered = new WeakMap<SpaceNavigation, LRUCache<string, Buffer>>();

export function renderedOnce(nav: SpaceNavigation, key: string, render: () => Html): Buffer {
  let pages = rendered.get(nav);
  if (!pages) rendered.set(nav, (pages = new LRUCache({ max: 32 })));
  let made = pages.get(key);
  if (!made) pages.set(key, (made = Buffer.from(render().text)));
  return made;
}
