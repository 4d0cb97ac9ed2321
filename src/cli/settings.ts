import { ConfigFile, type StoredSettings } from './config.js';
import { CliError, EXIT, onTerminal, type IO } from './io.js';

/**
 * What `docsctl config` may set. A plain table rather than a zod schema: `config get` and every
 * command that asks for a setting read it, and they must not load zod to do so.
 */
export const SETTINGS = {
  output: { description: 'output when no --json, --jq or other format flag is given', values: ['table', 'json'], default: 'table' },
  pager: { description: 'program long output is paged through (empty: none)' },
  editor: { description: 'program that edits text (content edit)' },
  prompt: { description: 'ask for what is missing on a terminal', values: ['enabled', 'disabled'], default: 'enabled' },
} as const satisfies Record<keyof StoredSettings, SettingSpec>;

interface SettingSpec {
  description: string;
  /** The only values it takes; without a list, any text. */
  values?: readonly string[];
  default?: string;
}

export type SettingKey = keyof typeof SETTINGS;

export const specOf = (key: SettingKey): SettingSpec => SETTINGS[key];

/** A setting's value: one of its values where it has a list, else any text. */
export type SettingValue<K extends SettingKey> = (typeof SETTINGS)[K] extends { values: readonly (infer V)[] } ? V : string;

/** The config file of each environment a command runs in, opened once however often it is asked. */
const files = new WeakMap<NodeJS.ProcessEnv, ConfigFile>();

export function configFileOf(env: NodeJS.ProcessEnv): ConfigFile {
  let file = files.get(env);
  if (!file) files.set(env, (file = new ConfigFile(env.DOCSCTL_CONFIG_DIR)));
  return file;
}

/** Refuses a value the key does not take, naming the ones it does. */
export function checkSetting(key: SettingKey, value: string): void {
  const allowed = specOf(key).values;
  if (allowed && !allowed.includes(value)) throw new CliError(`${key}: "${value}" is not one of ${allowed.join(', ')}`, EXIT.usage);
}

/** The value written in the config file, if any (a value that is not allowed counts as none). */
export function storedSetting<K extends SettingKey>(env: NodeJS.ProcessEnv, key: K): SettingValue<K> | undefined {
  const value = configFileOf(env).read('settings')?.[key];
  if (value === undefined) return undefined;
  const allowed = specOf(key).values;
  return allowed && !allowed.includes(value) ? undefined : (value as SettingValue<K>);
}

export function storeSetting(env: NodeJS.ProcessEnv, key: SettingKey, value: string): void {
  checkSetting(key, value);
  const file = configFileOf(env);
  file.update('settings', (settings) => ({ ...settings, [key]: value }));
}

/** -F: quit at once when it fits one screen, -R: show colours, -X: leave it on the screen. */
const DEFAULT_PAGER = 'less -FRX';

/** The first of these that is set; an empty one counts as set (`DOCSCTL_PAGER=` turns paging off). */
const firstSet = (...values: (string | undefined)[]) => values.find((value) => value !== undefined);

/**
 * A setting as a command applies it, environment first, as gh does:
 * - `pager`: DOCSCTL_PAGER, else the config's, else PAGER, else `less -FRX`; empty (or `cat`) for none.
 * - `editor`: DOCSCTL_EDITOR, else the config's, else VISUAL, else EDITOR (empty ones skipped), else vi.
 * - `prompt`: `disabled` when DOCSCTL_PROMPT_DISABLED is set to anything but empty, else the config's, else `enabled`.
 * - `output`: the config's, else `table` (which means: a table on a terminal, tab-separated rows in a pipe).
 */
export function setting<K extends SettingKey>(io: Pick<IO, 'env'>, key: K): SettingValue<K>;
export function setting(io: Pick<IO, 'env'>, key: SettingKey): string {
  const { env } = io;
  switch (key) {
    case 'pager':
      return firstSet(env.DOCSCTL_PAGER, storedSetting(env, 'pager'), env.PAGER) ?? DEFAULT_PAGER;
    case 'editor':
      return firstSet(env.DOCSCTL_EDITOR, storedSetting(env, 'editor')) || env.VISUAL || env.EDITOR || 'vi';
    case 'prompt':
      return env.DOCSCTL_PROMPT_DISABLED ? 'disabled' : (storedSetting(env, 'prompt') ?? SETTINGS.prompt.default);
    case 'output':
      return storedSetting(env, 'output') ?? SETTINGS.output.default;
  }
}

/** Whether the user can be asked a question: someone at a terminal, and questions not turned off (`prompt`). */
export const canPrompt = (io: IO) => onTerminal(io) && setting(io, 'prompt') === 'enabled';
