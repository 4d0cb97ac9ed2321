import { Option } from 'commander';
import { CliError, EXIT } from '../io.js';
import type { Verb } from '../verbs/verb.js';
import { position } from '../verbs/position.js';

/** The flags that name each kind of item, and the type GitBook's pointer gives it. */
const KINDS = { 'site-space': 'site-space', section: 'site-section', group: 'site-section-group' } as const;
const pointer = (type: string) => (id: string) => ({ type, id });
const around = position(Object.fromEntries(Object.entries(KINDS).map(([flag, type]) => [flag, pointer(type)])));
const key = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * `sites sort`: the item moved (`--section ID`, `--site-space ID` or `--group ID`) and where among
 * its siblings (`--before-section ID`, `--after-group ID`…; none: to their end).
 */
export const sortOptions: Pick<Verb<'sortSiteStructure'>, 'options' | 'body' | 'skip'> = {
  skip: ['item', 'position'],
  options: [...Object.keys(KINDS).map((flag) => new Option(`--${flag} <id>`, `the ${flag.replace('-', ' ')} to move`)), ...(around.options ?? [])],
  body: (options) => {
    const named = Object.entries(KINDS).filter(([flag]) => typeof options[key(flag)] === 'string');
    if (named.length !== 1) {
      if (options.input !== undefined) return {};
      throw new CliError('name the one item to move: --site-space ID, --section ID or --group ID', EXIT.usage);
    }
    const [[flag, type]] = named as [[string, string]];
    return { item: { type, id: options[key(flag)] }, position: {}, ...around.body!(options) };
  },
};
