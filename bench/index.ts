/**
 * `npm run bench`: the sandbox's performance figures, on loopback only.
 *
 *   1. GET of one space, req/s, sandbox vs a bare node:http server answering the same bytes
 *   2. create / first page / deep page latency with ~0 vs 10,000 spaces in the organization
 *   3. time to reopen a data directory holding 100,000 records
 *   4. import of a 1,000-page zip, and a three-way merge of 1,000-page revisions
 *   5. the start of a CLI process against bare node: `docsctl --version`, a verb's `--help`, a whole `spaces list`
 *   6. 1 MiB pages of hostile Markdown imported and read, and GET /v1/user meanwhile
 *   7. a 1,000-page space after 0, 200 and 1,000 one-page changes: bytes per change (and git's), start-up, RSS, reads
 *   8. a merge of 16,000-page revisions, an 8,000-page zip imported twice into one space, and GET /v1/user meanwhile
 *   9. search and links at scale: first search after a one-page change, links, a warm organization search
 *  10. a 96 MiB zip of pages and images imported by a serve of its own: time and peak RSS growth
 *  11. `docsctl push` of a 1,000-page folder into an empty space, and the same push again (no write, < 2 s)
 *  12. a published site's page: req/s, server-rendered and warm, vs bare node:http; first render of a 1,000-page site's page
 *  13. GET of one space, req/s, with the request journal on vs off
 *  14. reset and snapshot restore of a 10,000-record store after a few hundred changes (< 200 ms)
 *  15. hostile YAML: front matter pages and OpenAPI specs built to be slow, a 10 MiB spec read anonymously, and GET /v1/user by another user meanwhile (<= 100 ms)
 *  16. fetches the sandbox makes: RSS growth of a batch of sixty 8 MiB files inserted by URL (< 300 MB), 20 zip imports from a closing HTTP/1.0 server (0 crashes)
 *  17. documents: every page of a 1,000-page space read as a document, warm (p50 <= 5 ms); Markdown <-> document on 1 MiB (>= 20 MB/s each way)
 *  18. published content by URL: resolvePublishedContentByUrl warm (p50 <= 5 ms), and a page read through a custom hostname
 *
 * `--quick` shortens every part (for trying the bench itself, not for figures).
 */
import os from 'node:os';
import { CLI_START_GOALS, measureCliStart } from './cli.js';
import { measureContent } from './content.js';
import { CONVERSION_GOAL_MB_S, DOCUMENT_READ_GOAL_MS, measureDocuments } from './documents.js';
import { measureGrowth } from './growth.js';
import { measureHistory } from './history.js';
import { measureHostile } from './hostile.js';
import { measureHostileYaml } from './hostile-yaml.js';
import { measureJournalCost } from './journal.js';
import { measureMergeImport } from './merge-import.js';
import { measurePush } from './push.js';
import { measureReopen } from './reopen.js';
import { measureSitePages } from './site-pages.js';
import { measureSnapshots, RESTORE_GOAL_MS } from './snapshots.js';
import { measureSearchLinks } from './search-links.js';
import { measureThroughput } from './throughput.js';
import { measureUrlFetches } from './url-fetches.js';
import { measureUrlResolution, RESOLVE_GOAL_MS } from './url-resolution.js';
import { fmt, log, nowMs, section, table } from './util.js';
import { measureZipImport } from './zip-import.js';

const quick = process.argv.includes('--quick');

async function main(): Promise<void> {
  const started = nowMs();
  log(
    `docsctl bench — node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${os.platform()} ${os.release()}${quick ? ', QUICK MODE' : ''}`,
  );

  const rps = await measureThroughput({
    connections: 32,
    warmupMs: quick ? 300 : 1_000,
    durationMs: quick ? 1_000 : 3_000,
    rounds: quick ? 1 : 2,
  });
  const growth = await measureGrowth({
    spaces: quick ? 2_000 : 10_000,
    samples: quick ? 50 : 200,
    batches: 10,
    pageSize: 50,
    fillBudgetMs: 75_000,
  });
  const reopen = await measureReopen({
    records: quick ? 10_000 : 100_000,
    repeats: 3,
    generateBudgetMs: 25_000,
    // A further reopen starts only while this budget lasts: a slow open is timed once.
    reopenBudgetMs: 5_000,
  });

  const content = await measureContent({ pages: quick ? 200 : 1_000 });
  const start = await measureCliStart({ runs: quick ? 3 : 10 });
  const hostile = await measureHostile();
  const history = await measureHistory({ pages: quick ? 200 : 1_000, checkpoints: quick ? [0, 50, 200] : [0, 200, 1_000] });
  const mergeImport = await measureMergeImport({ mergePages: quick ? 2_000 : 16_000, importPages: quick ? 1_000 : 8_000 });
  const searchLinks = await measureSearchLinks({ pages: quick ? 200 : 1_000, spaces: quick ? 20 : 100, spacePages: 100, changes: quick ? 3 : 5 });
  const zipImport = await measureZipImport({ pages: quick ? 200 : 1_000, images: quick ? 20 : 200, imageBytes: (quick ? 10 : 95) * 1024 * 1024 });
  const push = await measurePush({ pages: quick ? 200 : 1_000 });
  const sitePages = await measureSitePages({
    pages: quick ? 200 : 1_000,
    firstRenders: quick ? 5 : 20,
    connections: 32,
    warmupMs: quick ? 300 : 1_000,
    durationMs: quick ? 1_000 : 3_000,
  });
  const documents = await measureDocuments({ pages: quick ? 200 : 1_000, passes: quick ? 1 : 5 });
  const urls = await measureUrlResolution({ pages: quick ? 200 : 1_000, requests: quick ? 50 : 500 });
  const snapshots = await measureSnapshots({ records: quick ? 2_000 : 10_000, changed: 200, created: 100, removed: 50, rounds: quick ? 1 : 3 });

  const hostileYaml = await measureHostileYaml({ specMiB: quick ? 1 : 10, pages: quick ? 2 : 10, reads: quick ? 8 : 40 });
  const urlFetches = await measureUrlFetches({ files: quick ? 10 : 60, fileMiB: 8, imports: quick ? 5 : 20 });

  const journal = await measureJournalCost({
    connections: 32,
    warmupMs: quick ? 300 : 1_000,
    durationMs: quick ? 1_000 : 3_000,
    rounds: quick ? 1 : 2,
  });

  section('Summary');
  const size = `${growth.full.listSpaces.toLocaleString('en-US')} spaces`;
  const flat = (a: number, b: number) => fmt(b / a, 2);
  log(
    table(
      ['figure (ratio = second/first, except req/s: sandbox/bare)', 'first', 'second', 'ratio', 'goal'],
      [
        ['GET space req/s: sandbox vs bare', fmt(rps.sandbox.rps, 0), fmt(rps.bare.rps, 0), fmt(rps.ratio, 3), '>= 0.5'],
        ['GET published page req/s: sandbox vs bare', fmt(sitePages.sandbox.rps, 0), fmt(sitePages.bare.rps, 0), fmt(sitePages.ratio, 3), '>= 0.3'],
        ['GET space req/s: journal off vs on', fmt(journal.off.rps, 0), fmt(journal.on.rps, 0), fmt(journal.ratio, 3), '>= 0.9'],
        [
          `POST create ms: ~0 vs ${size}`,
          fmt(growth.empty.create.mean, 3),
          fmt(growth.full.create.mean, 3),
          flat(growth.empty.create.mean, growth.full.create.mean),
          '~1',
        ],
        [
          `GET first page ms: ~0 vs ${size}`,
          fmt(growth.empty.firstPage.mean, 3),
          fmt(growth.full.firstPage.mean, 3),
          flat(growth.empty.firstPage.mean, growth.full.firstPage.mean),
          '~1',
        ],
        [
          `GET deep page ms: ~0 vs ${size}`,
          fmt(growth.empty.deepPage.mean, 3),
          fmt(growth.full.deepPage.mean, 3),
          flat(growth.empty.deepPage.mean, growth.full.deepPage.mean),
          '~1',
        ],
      ],
    ),
  );
  log(`reference: an empty Fastify app answering the same bytes does ${fmt(rps.fastify.rps, 0)} req/s (${fmt(rps.fastify.rps / rps.bare.rps, 3)} of bare)`);
  log(
    `reopen of ${reopen.records.toLocaleString('en-US')} records: ${fmt(Math.min(...reopen.openMs) / 1000, 3)} s (best of ${reopen.openMs.length}; first ${fmt(reopen.openMs[0]! / 1000, 3)} s); of which read+parse ${fmt(reopen.loadOnlyMs / 1000, 3)} s, the rest (Store indexes, lock, secrets) ${fmt(reopen.indexOnlyMs / 1000, 3)} s`,
  );
  log(
    `content: ${content.pages}-page zip import ${fmt(content.importMs, 0)} ms; merge of ${content.pages}-page revisions ${fmt(content.mergePagesMs, 0)} ms pure, ${fmt(content.mergeRequestMs, 0)} ms as a change request merge`,
  );
  const startRatio = (name: keyof typeof CLI_START_GOALS) =>
    `${fmt(start[name].mean, 0)} ms, ${fmt(start[name].mean / start.node.mean, 2)}x (goal <= ${CLI_START_GOALS[name]}x)`;
  log(
    `CLI start against bare node (${fmt(start.node.mean, 0)} ms): docsctl --version ${startRatio('version')}; docsctl spaces list --help ${startRatio('help')}; ` +
      `docsctl spaces list against a sandbox ${startRatio('list')}`,
  );
  const worst = hostile.reduce((a, b) => (b.probeMaxMs > a.probeMaxMs ? b : a));
  const slowest = hostile.reduce((a, b) => (b.importMs + b.readsMs > a.importMs + a.readsMs ? b : a));
  log(
    `hostile Markdown (1 MiB pages, ${hostile.length} shapes): slowest server time ${fmt(slowest.importMs + slowest.readsMs, 0)} ms to import and read (${slowest.shape}), off the event loop; GET /v1/user meanwhile at worst ${fmt(worst.probeMaxMs, 1)} ms (goal: <= 100)`,
  );
  const [atZero, atEnd] = [history.checkpoints[0]!, history.checkpoints.at(-1)!];
  log(
    `history (${history.pages} pages, ${atEnd.changes} one-page changes): ${fmt((atEnd.bytes - atZero.bytes) / atEnd.changes / 1024, 1)} KB on disk per change (goal <= 20 KB` +
      `${history.gitBytesPerChange === undefined ? '' : `; git: ${fmt(history.gitBytesPerChange / 1024, 2)} KB`}), start ${fmt(atEnd.startMs / atZero.startMs, 2)}x (goal <= 1.5x), ` +
      `RSS ${fmt(atEnd.rssMiB / atZero.rssMiB, 2)}x (goal <= 1.2x), one-page change ${fmt(history.changeMs, 1)} ms (goal <= 50)`,
  );
  log(
    `merge and import: ${mergeImport.mergePages.toLocaleString('en-US')}-page merge ${fmt(mergeImport.mergeMs, 0)} ms pure (goal <= 500), ${fmt(mergeImport.mergeRequestMs, 0)} ms as a request; ${mergeImport.importPages.toLocaleString('en-US')}-page zip into a space that has them ${fmt(mergeImport.importFullMs / 1000, 2)} s (goal <= 3); GET /v1/user meanwhile at worst ${fmt(Math.max(mergeImport.mergeProbeMaxMs, mergeImport.importProbeMaxMs), 1)} ms (goal <= 100)`,
  );
  log(
    `search and links: first search after a one-page change of a ${searchLinks.pages.toLocaleString('en-US')}-page space ${fmt(searchLinks.searchAfterChangeMs, 1)} ms (goal <= 50); GET links ${fmt(searchLinks.linksMs, 0)} ms first of a revision, ${fmt(searchLinks.linksWarmMs, 0)} ms again; organization search across ${searchLinks.spaces} spaces of ${searchLinks.spacePages} pages, warm ${fmt(searchLinks.orgWarmMs, 1)} ms (goal <= 20)`,
  );
  log(
    `zip import: ${fmt(zipImport.repository.zipMiB, 0)} MiB zip in ${fmt(zipImport.repository.importMs / 1000, 2)} s, peak RSS growth ${fmt(zipImport.repository.peakGrowthMiB, 0)} MiB (goal < 100; the pages alone ${fmt(zipImport.pagesOnly.peakGrowthMiB, 0)} MiB)`,
  );
  log(
    `push: a ${push.pages}-page folder into an empty space ${fmt(push.first.ms / 1000, 2)} s (${push.first.changes} changes, ${push.first.writes} writes); ` +
      `the same push again ${fmt(push.again.ms / 1000, 2)} s with ${push.again.writes} writes (goal: 0 writes, < 2 s)`,
  );
  log(
    `published site: first render of a page of a ${sitePages.pages.toLocaleString('en-US')}-page site, mean ${fmt(sitePages.firstRender.mean, 1)} ms, ` +
      `max ${fmt(sitePages.firstRender.max, 1)} ms over ${sitePages.firstRender.n} pages (goal < 50 ms); the very first request of the site (cold) ${fmt(sitePages.coldMs, 1)} ms`,
  );
  log(
    `documents: a page of a ${documents.pages.toLocaleString('en-US')}-page space read as a document, warm, p50 ${fmt(documents.warm.p50, 2)} ms (goal <= ${DOCUMENT_READ_GOAL_MS}), ` +
      `p95 ${fmt(documents.warm.p95, 2)} ms; Markdown -> document ${fmt(documents.toDocumentMBs, 1)} MB/s, document -> Markdown ${fmt(documents.toMarkdownMBs, 1)} MB/s (goal >= ${CONVERSION_GOAL_MB_S} each way)`,
  );
  log(
    `published content by URL: resolvePublishedContentByUrl warm p50 ${fmt(urls.resolve.p50, 2)} ms (goal <= ${RESOLVE_GOAL_MS}), ` +
      `a page through its custom hostname p50 ${fmt(urls.hostedPage.p50, 2)} ms`,
  );
  log(
    `snapshots: restore of a ${snapshots.records.toLocaleString('en-US')}-record store after 350 changes, worst ${fmt(Math.max(...snapshots.restoreMs), 1)} ms; ` +
      `reset worst ${fmt(Math.max(...snapshots.resetMs), 1)} ms (goal < ${RESTORE_GOAL_MS} ms); saving the snapshot ${fmt(snapshots.saveMs, 0)} ms`,
  );
  const worstYaml = hostileYaml.reduce((a, b) => (b.probeMaxMs > a.probeMaxMs ? b : a));
  log(
    `hostile YAML (front matter pages, slow specs, anonymous reads of a ${quick ? 1 : 10} MiB spec): GET /v1/user by another user meanwhile at worst ${fmt(worstYaml.probeMaxMs, 1)} ms, during ${worstYaml.work} (goal: <= 100)`,
  );
  log(
    `fetches: a batch of ${urlFetches.batch.files} files of ${urlFetches.batch.fileMiB} MiB by URL in ${fmt(urlFetches.batch.ms / 1000, 2)} s, peak RSS growth ${fmt(urlFetches.batch.peakGrowthMB, 0)} MB (goal < 300); ` +
      `${urlFetches.imports.succeeded} of ${urlFetches.imports.tries} zip imports from a closing HTTP/1.0 server, ${urlFetches.imports.crashes} crashes (goal: 0)`,
  );
  log(`bench took ${fmt((nowMs() - started) / 1000, 1)} s`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
