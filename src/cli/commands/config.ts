import { Command } from 'commander';
import { Profiles } from '../config.js';
import { CliError, EXIT, type IO } from '../io.js';
import { printLine } from '../render/terminal-text.js';
import type { GlobalOptions } from '../runtime.js';
import { SETTINGS, specOf, storeSetting, storedSetting, type SettingKey } from '../settings.js';

/**
 * Every key `config` knows, in the order `config list` prints them. `org` is kept in the profile in
 * use (--profile, DOCSCTL_PROFILE, else the active one): an organization ID means something to one
 * API only, so the sandbox's and GitBook's each keep their own. The others hold for every profile.
 */
const KEYS = {
  org: 'default organization of the profile in use, when no --org or DOCSCTL_ORG is given',
  ...Object.fromEntries(
    (Object.keys(SETTINGS) as SettingKey[]).map((key) => {
      const { description, values } = specOf(key);
      return [key, values ? `${description}: ${values.join(' or ')}` : description];
    }),
  ),
} as Record<'org' | SettingKey, string>;

type ConfigKey = keyof typeof KEYS;

function keyOf(name: string): ConfigKey {
  if (Object.hasOwn(KEYS, name)) return name as ConfigKey;
  throw new CliError(`unknown key "${name}": the keys are ${Object.keys(KEYS).join(', ')}`, EXIT.usage);
}

/** The config of one command line: its environment, and the profile it names or the active one. */
class Config {
  private readonly profiles: Profiles;

  constructor(
    private readonly io: IO,
    private readonly globals: () => GlobalOptions,
  ) {
    this.profiles = new Profiles(io.env.DOCSCTL_CONFIG_DIR);
  }

  private get profile(): string {
    return this.profiles.inUse(this.globals().profile, this.io.env);
  }

  /** The stored value, or the key's default; undefined when it has neither. */
  get(key: ConfigKey): string | undefined {
    if (key === 'org') return this.profiles.get(this.profile)?.org;
    return storedSetting(this.io.env, key) ?? specOf(key).default;
  }

  /** An empty value clears the key: no default organization, no pager, the usual editor. */
  set(key: ConfigKey, value: string): void {
    if (key !== 'org') return storeSetting(this.io.env, key, value);
    const { org: _previous, ...rest } = this.profiles.get(this.profile) ?? {};
    this.profiles.set(this.profile, value ? { ...rest, org: value } : rest);
  }
}

const KEY_HELP = `\nKeys:\n${Object.entries(KEYS)
  .map(([key, description]) => `  ${key.padEnd(8)}${description}`)
  .join('\n')}\n`;

export function buildConfigCommand(command: Command, io: IO, globals: () => GlobalOptions): void {
  const config = () => new Config(io, globals);
  command
    .addHelpText('after', `${KEY_HELP}\nExamples:\n  $ docsctl config set org acme\n  $ docsctl config set output json\n  $ docsctl config list\n`)
    .addCommand(
      new Command('get')
        .description('Print the value of a key (nothing when it is unset)')
        .argument('<key>', Object.keys(KEYS).join(', '))
        .addHelpText('after', `${KEY_HELP}\nExample:\n  $ docsctl config get org\n`)
        .action((key: string) => {
          const value = config().get(keyOf(key));
          if (value !== undefined) printLine(io.out, value);
        }),
    )
    .addCommand(
      new Command('set')
        .description('Set a key in the config file (an empty value clears it)')
        .argument('<key>', Object.keys(KEYS).join(', '))
        .argument('<value>', 'its value')
        .addHelpText(
          'after',
          `${KEY_HELP}\nExamples:\n  $ docsctl config set org acme\n  $ docsctl --profile local config set org sandbox-org\n  $ docsctl config set editor "code --wait"\n  $ docsctl config set prompt disabled\n`,
        )
        .action((key: string, value: string) => config().set(keyOf(key), value)),
    )
    .addCommand(
      new Command('list')
        .alias('ls')
        .description('Print every key and its value, as key=value lines')
        .addHelpText('after', '\nExample:\n  $ docsctl config list\n')
        .action(() => {
          const current = config();
          for (const key of Object.keys(KEYS) as ConfigKey[]) printLine(io.out, `${key}=${current.get(key) ?? ''}`);
        }),
    );
}
