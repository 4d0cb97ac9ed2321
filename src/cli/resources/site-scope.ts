import { Option } from 'commander';

/** The flags that choose which site spaces a site's search (and its answers) read: `sites search`, `sites ask`. */
export const scopeOptions = () => [
  new Option('--every-space', 'every site space of every section, not only the defaults').conflicts('siteSpace'),
  new Option('--site-space <id>', 'this site space (repeat for several)').argParser((id: string, ids: string[] | undefined) => [...(ids ?? []), id]),
];

/** The scope those flags choose: the site spaces named, every one, or (by default) each section's default. */
export function searchScope(options: Record<string, unknown>): Record<string, unknown> {
  if (options.input !== undefined) return {};
  const named = options.siteSpace as string[] | undefined;
  if (named) return { scope: { mode: 'specific', siteSpaceIds: named } };
  return { scope: { mode: options.everySpace ? 'all' : 'default' } };
}
