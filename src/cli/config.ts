import fs from 'node:fs';
import path from 'node:path';
import envPaths from 'env-paths';
import { CliError } from './io.js';

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
 * The config file: JSON in one file only the user can read, the only file a token is ever written
 * to; ~/.config/docsctl/config.json on Linux (where conf kept it before), `DOCSCTL_CONFIG_DIR` moves
 * it (tests, several setups side by side). Reading it writes nothing: a command that only reads
 * creates no file. Read and written with node's fs: conf loaded a schema validator that cost every
 * command ~30 ms to read one small file.
 */
export class ConfigFile {
  readonly path: string;

  constructor(dir?: string) {
    this.path = path.join(dir ?? envPaths('docsctl', { suffix: '' }).config, 'config.json');
  }

  /** What the file held when first read; a write puts what it wrote here. */
  private stored?: Stored;

  private all(): Stored {
    return (this.stored ??= this.load());
  }

  private load(): Stored {
    try {
      return JSON.parse(fs.readFileSync(this.path, 'utf8')) as Stored;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw new CliError(`cannot read ${this.path}: ${(error as Error).message}`);
    }
  }

  read<K extends keyof Stored>(key: K): Stored[K] {
    return this.all()[key];
  }

  /**
   * Changes one key from what the file holds now, not what was first read (another command may
   * have written it since). The whole file is written to a file of its own, where only the user
   * can read it, and renamed over the old one: no reader ever sees half of it, and a wider mode the
   * old file had goes with it.
   */
  update<K extends keyof Stored>(key: K, change: (old: Stored[K]) => Stored[K]): void {
    const { [key]: old, ...rest } = this.load();
    const value = change(old);
    const next: Stored = value === undefined ? rest : { ...rest, [key]: value };
    fs.mkdirSync(path.dirname(this.path), { recursive: true });
    const written = `${this.path}.${process.pid}.tmp`;
    const fd = fs.openSync(written, 'w', 0o600);
    try {
      fs.writeFileSync(fd, `${JSON.stringify(next, undefined, '\t')}\n`);
      // On disk before it takes the old one's place: a crash leaves the old file or the new one, never an empty one.
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(written, this.path);
    this.stored = next;
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
    this.file.update('profiles', (profiles) => ({ ...profiles, [name]: profile }));
  }

  remove(name: string): void {
    this.file.update('profiles', (profiles) => {
      const { [name]: _gone, ...rest } = profiles ?? {};
      return rest;
    });
  }

  /** The profile made active, if any (it may since have been removed). */
  active(): string | undefined {
    return this.file.read('active');
  }

  activate(name: string): void {
    this.file.update('active', () => name);
  }

  /** The profile a command line uses: --profile, else DOCSCTL_PROFILE, else the active one, else "default". */
  inUse(flag: string | undefined, env: NodeJS.ProcessEnv): string {
    return flag ?? env.DOCSCTL_PROFILE ?? this.active() ?? DEFAULT_PROFILE;
  }
}
