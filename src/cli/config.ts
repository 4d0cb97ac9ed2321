import fs from 'node:fs';
import Conf from 'conf';

/** Where to reach an API and as whom. */
export interface Profile {
  apiUrl: string;
  token?: string;
  org?: string;
}

interface Stored {
  profiles: Record<string, Profile>;
}

/**
 * Named connections, kept by `conf` in one file only the user can read: the only file a
 * token is ever written to. `DOCSCTL_CONFIG_DIR` moves it (tests, several setups side by side).
 */
export class Profiles {
  private opened?: Conf<Stored>;

  constructor(private readonly dir?: string) {}

  /** Opened on first use: a command that needs no profile creates no file. */
  private get conf(): Conf<Stored> {
    this.opened ??= new Conf<Stored>({
      projectName: 'docsctl',
      projectSuffix: '',
      ...(this.dir ? { cwd: this.dir } : {}),
      configFileMode: 0o600,
      defaults: { profiles: {} },
    });
    return this.opened;
  }

  get path(): string {
    return this.conf.path;
  }

  get(name: string): Profile | undefined {
    return this.conf.get('profiles')[name];
  }

  names(): string[] {
    return Object.keys(this.conf.get('profiles'));
  }

  set(name: string, profile: Profile): void {
    this.conf.set('profiles', { ...this.conf.get('profiles'), [name]: profile });
    // A file that existed before with a wider mode is narrowed too.
    fs.chmodSync(this.conf.path, 0o600);
  }

  remove(name: string): void {
    const { [name]: _gone, ...rest } = this.conf.get('profiles');
    this.conf.set('profiles', rest);
  }
}
