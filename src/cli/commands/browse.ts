import { Command, InvalidArgumentError } from 'commander';
import { DEFAULT_API_URL } from '../../client/client.js';
import { NotFoundError } from '../../client/errors.js';
import { browserCommand, openUrl } from '../browser.js';
import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../io.js';

export interface BrowseOptions {
  /** A change request's number in the space named. */
  cr?: number;
  /** `--no-browser`: print the URL and open nothing. */
  browser: boolean;
}

function parseNumber(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a change request number, 1 or more');
  return n;
}

/** Whether the connection is to a sandbox (`docsctl serve`) rather than GitBook, whose home is its own page. */
export const isSandbox = (apiUrl: string) => new URL(apiUrl).host !== new URL(DEFAULT_API_URL).host;

interface WithUrls {
  urls: { app?: string; published?: string };
}

/** The address of what the line names: a change request, a space, a site, else the sandbox's home or the organization. */
export async function browseUrl(context: CliContext, target: string | undefined, options: Pick<BrowseOptions, 'cr'>): Promise<string> {
  const { runtime } = context;
  const get = async (path: string) => (await runtime.client().request({ method: 'GET', path })).body as WithUrls;
  if (target === undefined) {
    if (options.cr !== undefined) throw new CliError('--cr: name the space of the change request: docsctl browse SPACE --cr N', EXIT.usage);
    const { apiUrl } = runtime.connection();
    if (isSandbox(apiUrl)) return `${apiUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/`;
    return (await get(`/orgs/${encodeURIComponent(runtime.org())}`)).urls.app!;
  }
  const id = encodeURIComponent(target);
  if (options.cr !== undefined) return (await get(`/spaces/${id}/change-requests/${options.cr}`)).urls.app!;
  try {
    return (await get(`/spaces/${id}`)).urls.app!;
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  try {
    const site = await get(`/orgs/${encodeURIComponent(runtime.org())}/sites/${id}`);
    if (!site.urls.published) throw new CliError(`site "${target}" is not published yet: it shows no space (docsctl site-spaces add ${target} SPACE)`);
    return site.urls.published;
  } catch (error) {
    if (error instanceof NotFoundError) throw new CliError(`no space or site "${target}" in organization ${runtime.org()}`);
    throw error;
  }
}

/** `docsctl browse`, after `gh browse`: opens the page of a space, a site, a change request or the sandbox, or prints its URL. */
export function buildBrowseCommand(command: Command, context: CliContext): void {
  command
    .argument('[space-or-site]', "a space ID or a site ID (none: the sandbox's home, or the organization on GitBook)")
    .option('--cr <number>', 'the change request with this number in the space', parseNumber)
    .option('-n, --no-browser', 'print the URL instead of opening it')
    .addHelpText(
      'after',
      [
        '',
        "Opens with $BROWSER, else the desktop's opener; with no display, or with --no-browser, prints the URL.",
        '',
        'Examples:',
        "  $ docsctl browse                   # the sandbox's home page",
        '  $ docsctl browse SPACE_ID --cr 3   # change request 3 of the space',
        "  $ docsctl browse SITE_ID -n        # the published site's URL",
        '',
      ].join('\n'),
    )
    .action(async (target: string | undefined, options: BrowseOptions) => {
      const { io } = context;
      const url = await browseUrl(context, target, options);
      const opener = options.browser ? browserCommand(io) : undefined;
      if (!opener) {
        io.out.write(`${url}\n`);
        return;
      }
      if (io.errIsTTY) io.err.write(`Opening ${url} in your browser.\n`);
      if ((await openUrl(opener, url, io)) !== 0) throw new CliError(`could not open a browser; the page is at ${url}`);
    });
}
