import { configPath, readConfig, writeConfig } from './config-file.js';

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
 * Named connections, kept in one file only the user can read: the only file a token is ever
 * written to. `DOCSCTL_CONFIG_DIR` moves it (tests, several setups side by side). A command that
 * only reads creates no file.
 */
export class Profiles {
  readonly path: string;

  constructor(dir?: string) {
    this.path = configPath(dir);
  }

  private all(): Record<string, Profile> {
    return readConfig<Stored>(this.path).profiles ?? {};
  }

  get(name: string): Profile | undefined {
    return this.all()[name];
  }

  names(): string[] {
    return Object.keys(this.all());
  }

  set(name: string, profile: Profile): void {
    this.write({ ...this.all(), [name]: profile });
  }

  remove(name: string): void {
    const { [name]: _gone, ...rest } = this.all();
    this.write(rest);
  }

  private write(profiles: Stored['profiles']): void {
    writeConfig(this.path, { ...readConfig<Stored>(this.path), profiles });
  }
}
