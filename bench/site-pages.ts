/**
 * 12. Published sites: requests per second for a server-rendered page of a public site against
 * a bare node:http server answering the same bytes (the load generator of part 1), and the
 * time to first render of pages of a 1,000-page site.
 */
import http from 'node:http';
import { createSpace } from '../src/domain/content/spaces.js';
import { commitRevision } from '../src/domain/revisions/revisions.js';
import { createSite } from '../src/domain/sites/sites.js';
import type { PageNode } from '../src/format/page.js';
import { docsTree } from './docs-fixture.js';
import { Connection } from './http.js';
import { HOST, served } from './serve.js';
import { listen, loadOn, replay, runLoad, type RunFigures } from './throughput.js';
import { fmt, log, nowMs, section, stats, table } from './util.js';

export interface SitePagesOptions {
  pages: number;
  /** Pages first rendered on a warm server, each timed once. */
  firstRenders: number;
  connections: number;
  warmupMs: number;
  durationMs: number;
}

export interface SitePagesResult {
  pages: number;
  sandbox: RunFigures;
  bare: RunFigures;
  ratio: number;
  bodyBytes: number;
  coldMs: number;
  firstRender: { n: number; mean: number; max: number };
}

/**
 * The bench's docs tree shaped as a site's: every other part a group (a heading in the sidebar),
 * and every tenth page of a part holding the next two as subpages.
 */
function siteTree(pages: number): PageNode[] {
  return docsTree(pages).map((part, p) => {
    const nested: PageNode[] = [];
    part.pages.forEach((page, i) => {
      const parent = nested.at(-1);
      if (parent && i % 10 !== 0 && i % 10 <= 2 && parent.pages.length < 2) parent.pages.push(page);
      else nested.push(page);
    });
    return p % 2 === 0 ? { ...part, type: 'group', markdown: '', pages: nested } : { ...part, pages: nested };
  });
}

/** The URL path of each page with a body, in the tree's order. */
function pagePaths(tree: PageNode[], parent = ''): string[] {
  return tree.flatMap((page) => {
    const path = parent ? `${parent}/${page.slug}` : page.slug;
    return [...(page.type === 'group' ? [] : [path]), ...pagePaths(page.pages, path)];
  });
}

export async function measureSitePages(options: SitePagesOptions): Promise<SitePagesResult> {
  section(`12. Published site: a page's req/s vs bare node:http, and first renders of a ${options.pages.toLocaleString('en-US')}-page site`);
  const sandbox = await served('site');
  const bare = http.createServer();
  try {
    const tree = siteTree(options.pages);
    const space = createSpace(sandbox.ctx, sandbox.organizationId, { title: 'Bench docs' });
    const store = sandbox.sandbox.store;
    const revision = commitRevision(sandbox.ctx, { space: space.id, type: 'edits', parents: [store.get('spaces', space.id)!.revision], pages: tree });
    store.put('spaces', { ...store.get('spaces', space.id)!, revision: revision.id });
    const site = createSite(sandbox.ctx, sandbox.organizationId, { title: 'Bench site', spaces: [space.id] });
    const siteUrl = new URL(site.urls.published!).pathname;
    const paths = pagePaths(tree).map((path) => `${siteUrl}/${path}`);

    const connection = Connection.connect(HOST, sandbox.port);
    const get = async (path: string) => {
      const started = nowMs();
      const answer = await connection.send({ method: 'GET', path });
      const ms = nowMs() - started;
      if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.body.toString('utf8', 0, 300)}`);
      return { ms, answer };
    };
    // The first request of the site: the renderer's modules, the site's navigation, all cold.
    const coldMs = (await get(paths[1]!)).ms;
    // Pages not yet rendered, spread across the site, on a server that has served one of its pages.
    const step = Math.max(1, Math.floor(paths.length / (options.firstRenders + 1)));
    const firsts: number[] = [];
    for (let i = 1; i <= options.firstRenders && 1 + i * step < paths.length; i++) firsts.push((await get(paths[1 + i * step]!)).ms);
    const firstRender = stats(firsts);
    const firstMax = Math.max(...firsts);

    // The page the load reads: a nested page in the middle of the site, its bytes replayed by the bare server.
    const loadPath = paths[Math.floor(paths.length / 2)]!;
    const { answer } = await get(loadPath);
    await connection.close();
    const body = Buffer.from(answer.body);
    const contentType = answer.contentType ?? 'text/html; charset=utf-8';
    replay(bare, body, contentType);
    const barePort = await listen(bare);
    log(`site of ${paths.length} pages (${tree.length} parts, half of them groups); load on ${loadPath}: ${body.length} bytes of ${contentType}`);
    const sandboxFigures = await runLoad(loadOn(options, sandbox.port, loadPath, body.length));
    const bareFigures = await runLoad(loadOn(options, barePort, loadPath, body.length));
    const ratio = sandboxFigures.rps / bareFigures.rps;
    const row = (name: string, f: RunFigures) => [name, fmt(f.rps, 0), fmt(f.p50Ms, 3), fmt(f.p99Ms, 3), `${fmt(f.serverCpuPct, 0)}%`, String(f.errors)];
    log(
      table(
        ['server', 'req/s', 'p50 ms', 'p99 ms', 'server CPU', 'errors'],
        [row('sandbox: published page', sandboxFigures), row('bare node:http, same bytes', bareFigures)],
      ),
    );
    log(`ratio sandbox/bare: ${fmt(ratio, 3)}  (goal >= 0.3)`);
    log(
      `first render of a page (keep-alive loopback request, the server warm from another page of the site): mean ${fmt(firstRender.mean, 1)} ms, ` +
        `max ${fmt(firstMax, 1)} ms over ${firstRender.n} pages (goal < 50 ms); the very first request of the site (cold) ${fmt(coldMs, 1)} ms`,
    );
    return {
      pages: paths.length,
      sandbox: sandboxFigures,
      bare: bareFigures,
      ratio,
      bodyBytes: body.length,
      coldMs,
      firstRender: { n: firstRender.n, mean: firstRender.mean, max: firstMax },
    };
  } finally {
    await new Promise<void>((resolve) => (bare.listening ? bare.close(() => resolve()) : resolve()));
    await sandbox.close();
  }
}
