import fs from 'node:fs';
import Conf from 'conf';

/** The profile a command uses when nothing names one and none was made active. */
export const DEFAULT_PROFILE = 'default';

/** Where to reach an API and as whom. */
export interface Profile {
  /** Unset: GitBook's public API (a profile made by `config set org` alone). */
  apiUrl?: string;
  token?: string;
  /** The default organization of this profile: an organization belongs to one API. */
  org?: string;
  /** The ID of the user the token was last seen to belong to, for `auth status` to name without asking every API. */
  user?: string;
}

/** The settings that hold for every profile (`docsctl config`); `org` is the profile's own. */
export interface StoredSettings {
  output?: string;
  pager?: string;
  editor?: string;
  prompt?: string;
}

interface Stored {
  profiles?: Record<string, Profile>;
  /** The profile used when neither --profile nor DOCSCTL_PROFILE names one (`auth switch`, `serve`, `auth login`). */
  active?: string;
  settings?: StoredSettings;
}

/**
 * The config file, kept by `conf` in one file only the user can read: the only file a token is
 * ever written to. `DOCSCTL_CONFIG_DIR` moves it (tests, several setups side by side). Reading it
 * writes nothing: a command that only reads creates no file.
 */
export class ConfigFile {
  private opened?: Conf<Stored>;

  constructor(private readonly dir?: string) {}

  private get conf(): Conf<Stored> {
    this.opened ??= new Conf<Stored>({
      projectName: 'docsctl',
      projectSuffix: '',
      ...(this.dir ? { cwd: this.dir } : {}),
      configFileMode: 0o600,
    });
    return this.opened;
  }

  get path(): string {
    return this.conf.path;
  }

  read<K extends keyof Stored>(key: K): Stored[K] {
    return this.conf.get(key);
  }

  write<K extends keyof Stored>(key: K, value: Stored[K]): void {
    if (value === undefined) this.conf.delete(key);
    else this.conf.set(key, value);
    // A file that existed before with a wider mode is narrowed too.
    if (fs.existsSync(this.conf.path)) fs.chmodSync(this.conf.path, 0o600);
  }
}

/** The named connections of the config file, and which of them is active. */
export class Profiles {
  readonly file: ConfigFile;

  constructor(dir?: string) {
    this.file = new ConfigFile(dir);
  }

  get path(): string {
    return this.file.path;
  }

  private all(): Record<string, Profile> {
    return this.file.read('profiles') ?? {};
  }

  get(name: string): Profile | undefined {
    return this.all()[name];
  }

  names(): string[] {
    return Object.keys(this.all());
  }

  /** Every saved profile with its name, in the order they were first saved. */
  entries(): [string, Profile][] {
    return Object.entries(this.all());
  }

  set(name: string, profile: Profile): void {
    this.file.write('profiles', { ...this.all(), [name]: profile });
  }

  remove(name: string): void {
    const { [name]: _gone, ...rest } = this.all();
    this.file.write('profiles', rest);
  }

  /** The profile made active, if any (it may since have been removed). */
  active(): string | undefined {
    return this.file.read('active');
  }

  activate(name: string): void {
    this.file.write('active', name);
  }

  /** The profile a command line uses: --profile, else DOCSCTL_PROFILE, else the active one, else "default". */
  inUse(flag: string | undefined, env: NodeJS.ProcessEnv): string {
    return flag ?? env.DOCSCTL_PROFILE ?? this.active() ?? DEFAULT_PROFILE;
  }
}
