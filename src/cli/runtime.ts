import type { Dispatcher } from 'undici';
import { createClient, DEFAULT_API_URL, type Client } from '../client/client.js';
import type { HttpOptions } from '../client/http.js';
import { LoadedOperations } from '../schemas/loaded-operations.js';
import { Profiles, type Profile } from './config.js';
import { printableBlock } from './render/terminal-text.js';
import { CliError, EXIT, type IO } from './io.js';

/** The options every command accepts, wherever they stand on the line. */
export interface GlobalOptions {
  apiUrl?: string;
  token?: string;
  profile?: string;
  org?: string;
  /** `--json` alone (true), or the fields it names (`--json id,title`). */
  json?: boolean | string;
  jq?: string;
  template?: string;
  verbose?: boolean;
}

type Source = 'flag' | 'environment' | 'profile';

export interface Connection {
  profile: string;
  apiUrl: string;
  token?: string;
  /** Where the token came from, to say so without ever showing it. */
  tokenSource?: Source;
  org?: string;
}

/** The first of flag, environment and profile that gives a value, and which one it was. */
function firstGiven(flag: string | undefined, environment: string | undefined, profile: string | undefined): { value: string; source: Source } | undefined {
  if (flag !== undefined) return { value: flag, source: 'flag' };
  if (environment !== undefined) return { value: environment, source: 'environment' };
  return profile === undefined ? undefined : { value: profile, source: 'profile' };
}

/** Flag, then environment, then the profile; the API URL falls back to GitBook's public API. */
export function resolveConnection(globals: GlobalOptions, env: NodeJS.ProcessEnv, profiles: Profiles): Connection {
  const profile = profiles.inUse(globals.profile, env);
  const saved: Partial<Profile> = profiles.get(profile) ?? {};
  const token = firstGiven(globals.token, env.DOCSCTL_TOKEN, saved.token);
  const org = firstGiven(globals.org, env.DOCSCTL_ORG, saved.org)?.value;
  const url = firstGiven(globals.apiUrl, env.DOCSCTL_API_URL, saved.apiUrl);
  const apiUrl = url?.value ?? DEFAULT_API_URL;
  if (url && !/^https?:$/.test(URL.canParse(apiUrl) ? new URL(apiUrl).protocol : '')) {
    const from = { flag: '--api-url', environment: 'DOCSCTL_API_URL', profile: `profile "${profile}"` }[url.source];
    throw new CliError(`not an API URL: "${apiUrl}" (from ${from}); give one like ${DEFAULT_API_URL} or http://127.0.0.1:4000`, EXIT.usage);
  }
  return {
    profile,
    apiUrl,
    ...(token?.value ? { token: token.value, tokenSource: token.source } : {}),
    ...(org ? { org } : {}),
  };
}

/** What a command is handed: its streams, the saved profiles, and the connection the line asked for. */
export class Runtime {
  /** The operations this command has loaded: its verbs' (their flags come from the schemas), and those its clients called. */
  readonly operations = new LoadedOperations();
  private resolved?: Connection;
  private cachedClient?: Client;
  private readonly opened: Client[] = [];

  constructor(
    readonly io: IO,
    readonly profiles: Profiles,
    private readonly globalsOf: () => GlobalOptions,
    private readonly transport?: Dispatcher,
  ) {}

  get globals(): GlobalOptions {
    return this.globalsOf();
  }

  /** Resolved once per command: the profile file is read once, however often the command asks. */
  connection(): Connection {
    this.resolved ??= resolveConnection(this.globals, this.io.env, this.profiles);
    return this.resolved;
  }

  /** The connection and its token; without one, exit 4 with the ways to give one. */
  authenticated(): Connection & { token: string } {
    const connection = this.connection();
    if (!connection.token) {
      const others = this.otherProfilesWith(connection.profile, (profile) => !!profile.token);
      const ways = others ? `pass --token, or use a profile that has a token (${others})` : 'or pass --token or DOCSCTL_TOKEN';
      throw new CliError(`not logged in to ${connection.apiUrl} (profile "${connection.profile}"): run \`docsctl auth login\`, ${ways}`, EXIT.auth);
    }
    return { ...connection, token: connection.token };
  }

  client(): Client {
    if (this.cachedClient) return this.cachedClient;
    const { apiUrl, token } = this.authenticated();
    this.cachedClient = this.clientFor(apiUrl, token);
    return this.cachedClient;
  }

  /** With --verbose, what every client of the command logs its attempts with (never the token); without, nothing. */
  requestLog(): Pick<HttpOptions, 'log'> {
    if (!this.globals.verbose) return {};
    return { log: ({ method, url, status, ms }) => this.io.err.write(`* ${method} ${url} → ${status || 'unreachable'} (${ms} ms)\n`) };
  }

  clientFor(apiUrl: string, token: string): Client {
    const verbose = this.globals.verbose;
    const client = createClient({
      apiUrl,
      token,
      ...(this.transport ? { dispatcher: this.transport } : {}),
      ...this.requestLog(),
      operations: this.operations,
      // The issues quote keys of the answer: text from the API, shown and never obeyed.
      ...(verbose
        ? {
            onSchemaWarning: (id: string, issues: string) =>
              this.io.err.write(`* ${id}: the answer differs from docsctl's schema:\n${printableBlock(issues)}\n`),
          }
        : {}),
    });
    this.opened.push(client);
    return client;
  }

  /** Lets go of the connections kept alive for the next request, so the process can end as soon as the command has. */
  async close(): Promise<void> {
    await Promise.all(this.opened.map((client) => client.close()));
  }

  /** The organization a command works in: --org, DOCSCTL_ORG or the profile's. */
  org(): string {
    const { org, profile } = this.connection();
    if (!org) {
      const others = this.otherProfilesWith(profile, (saved) => !!saved.org);
      const ways = others
        ? `pass --org ORG, save one with \`docsctl config set org ORG\`, or use a profile that has one (${others})`
        : `pass --org ORG, set DOCSCTL_ORG, or save one for profile "${profile}" with \`docsctl config set org ORG\``;
      throw new CliError(`no organization: ${ways}`, EXIT.usage);
    }
    return org;
  }

  /** The other saved profiles that have what the one in use lacks, and how to switch to them: `local: docsctl auth switch local`. */
  private otherProfilesWith(current: string, has: (profile: Profile) => boolean): string | undefined {
    const names = this.profiles
      .entries()
      .filter(([name, profile]) => name !== current && has(profile))
      .map(([name]) => name);
    if (names.length === 0) return undefined;
    const shown = names.slice(0, 3).map((name) => `${name}: \`docsctl auth switch ${name}\``);
    return [...shown, ...(names.length > 3 ? ['…'] : [])].join('; ');
  }
}
