/**
 * 18. Published content by URL: `resolvePublishedContentByUrl` of a page of a 1,000-page site at its custom
 * hostname, as GitBook's renderer asks it before every page, and the page itself read through that hostname
 * (a request whose `Host` is the site's), each timed one at a time on a warm keep-alive connection.
 */
import { createSpace } from '../src/domain/content/spaces.js';
import { commitRevision } from '../src/domain/revisions/revisions.js';
import { createSite, updateSite } from '../src/domain/sites/sites.js';
import { docsTree } from './docs-fixture.js';
import { Connection, type BenchRequest } from './http.js';
import { HOST, served } from './serve.js';
import { fmt, log, section, stats, timeEach, type Stats } from './util.js';

/** The goal of a warm resolution's p50, in milliseconds. */
export const RESOLVE_GOAL_MS = 5;
const HOSTNAME = 'docs.bench.test';

export interface UrlResolutionOptions {
  pages: number;
  /** Requests of each kind timed, after as many to warm up. */
  requests: number;
}

export interface UrlResolutionResult {
  resolve: Stats;
  hostedPage: Stats;
}

export async function measureUrlResolution(options: UrlResolutionOptions): Promise<UrlResolutionResult> {
  section(
    `18. Published content by URL: resolvePublishedContentByUrl and a page at a custom hostname, ${options.pages.toLocaleString('en-US')}-page site, warm`,
  );
  const sandbox = await served('urls');
  try {
    const store = sandbox.sandbox.store;
    const space = createSpace(sandbox.ctx, sandbox.organizationId, { title: 'Bench docs' });
    const tree = docsTree(options.pages);
    const revision = commitRevision(sandbox.ctx, { space: space.id, type: 'edits', parents: [store.get('spaces', space.id)!.revision], pages: tree });
    store.put('spaces', { ...store.get('spaces', space.id)!, revision: revision.id });
    const site = createSite(sandbox.ctx, sandbox.organizationId, { title: 'Bench site', spaces: [space.id] });
    updateSite(sandbox.ctx, sandbox.organizationId, site.id, { hostname: HOSTNAME });
    const middle = tree[Math.floor(tree.length / 2)]!;
    const pagePath = `/${middle.slug}/${middle.pages[0]?.slug ?? ''}`.replace(/\/$/, '');
    const token = sandbox.sandbox.secrets.tokenForUser(sandbox.ctx.caller.id)!;

    const connection = Connection.connect(HOST, sandbox.port);
    const timed = async (request: BenchRequest) => {
      const each = (n: number) =>
        timeEach(n, 30_000, async () => {
          const answer = await connection.send(request);
          if (answer.status !== 200) throw new Error(`${request.method} ${request.path} answered ${answer.status}: ${answer.body.toString('utf8', 0, 300)}`);
        });
      await each(options.requests);
      return stats(await each(options.requests));
    };
    const resolve = await timed({
      method: 'POST',
      path: '/v1/urls/published',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `https://${HOSTNAME}${pagePath}` }),
    });
    const hostedPage = await timed({ method: 'GET', path: pagePath, headers: { host: HOSTNAME } });
    await connection.close();
    const row = (what: string, s: Stats) => `${what}: p50 ${fmt(s.p50, 2)} ms, p95 ${fmt(s.p95, 2)} ms, p99 ${fmt(s.p99, 2)} ms over ${s.n}`;
    log(row(`POST /v1/urls/published of https://${HOSTNAME}${pagePath}`, resolve) + ` (goal: p50 <= ${RESOLVE_GOAL_MS} ms)`);
    log(row(`GET ${pagePath} with Host: ${HOSTNAME}`, hostedPage));
    return { resolve, hostedPage };
  } finally {
    await sandbox.close();
  }
}
