/**
 * 7. Content that scales like git: a 1,000-page space after 0, 200 and 1,000 one-page changes
 * (every other one through a merged change request). Printed: bytes on disk per change (goal
 * ≤ 20 KB) beside git's own figure for the same history, the server's start-up time and RSS
 * after a restart (goals ≤ 1.5× and ≤ 1.2× the figures at 0 changes), and the time of one
 * change, of `GET …/content` and of one page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createSpace } from '../src/domain/content/spaces.js';
import { createChangeRequest, mergeChangeRequest } from '../src/domain/change-requests/change-requests.js';
import { commitRevision } from '../src/domain/revisions/revisions.js';
import { contextOf, identity, openDataDir, type Sandbox } from '../src/sandbox/open.js';
import type { PageNode } from '../src/format/page.js';
import { docsMarkdown, docsTree } from './docs-fixture.js';
import { serveProcess } from './serve.js';
import { fmt, log, nowMs, removeDir, section, table, tempDir } from './util.js';

export interface Checkpoint {
  changes: number;
  bytes: number;
  startMs: number;
  rssMiB: number;
  contentMs: number;
  pageMs: number;
}

export interface HistoryFigures {
  pages: number;
  checkpoints: Checkpoint[];
  changeMs: number;
  gitBytesPerChange?: number;
}

const du = (dir: string): number =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);

/** The i-th change: one page gets one more paragraph. */
function edited(pages: PageNode[], change: number, count: number): PageNode[] {
  const target = `page-${(change * 7919) % count}`;
  return pages.map((part) => ({
    ...part,
    pages: part.pages.map((page) =>
      page.id === target ? { ...page, markdown: `${page.markdown}\n\nChange ${change}: ${docsMarkdown(change, count).slice(0, 200)}` } : page,
    ),
  }));
}

/** Starts `docsctl serve` on the directory as people do, and times a first read of the space as a whole and of one page. */
async function restart(dir: string, space: string, page: string): Promise<Omit<Checkpoint, 'changes' | 'bytes'>> {
  const server = await serveProcess(dir);
  const get = async (urlPath: string) => {
    const at = nowMs();
    await server.request('GET', urlPath);
    return nowMs() - at;
  };
  try {
    const contentMs = await get(`/v1/spaces/${space}/content`);
    const pageMs = await get(`/v1/spaces/${space}/content/page/${page}`);
    return { startMs: server.startMs, rssMiB: server.memoryKiB('VmRSS') / 1024, contentMs, pageMs };
  } finally {
    await server.stop();
  }
}

/** The same history in git (fast-import, then `git gc`): bytes per change, for comparison; undefined without git. */
function gitBytesPerChange(pages: number, changes: number): number | undefined {
  try {
    execFileSync('git', ['--version'], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  const sizeAfter = (upTo: number) => {
    const repo = tempDir('history-git');
    try {
      execFileSync('git', ['init', '-q', repo]);
      let tree = docsTree(pages);
      const files = (t: PageNode[]) => t.flatMap((part) => part.pages.map((page) => [`${part.slug}/${page.slug}.md`, page.markdown] as const));
      const commit = (n: number, changed: (readonly [string, string])[]) => {
        const message = `change ${n}`;
        const edits = changed.map(([file, text]) => `M 100644 inline ${file}\ndata ${Buffer.byteLength(text)}\n${text}\n`).join('');
        return `commit refs/heads/main\ncommitter bench <bench@example.com> ${1_700_000_000 + n} +0000\ndata ${message.length}\n${message}\n${edits}\n`;
      };
      let stream = commit(0, files(tree));
      for (let change = 1; change <= upTo; change++) {
        const before = new Map(files(tree));
        tree = edited(tree, change, pages);
        stream += commit(
          change,
          files(tree).filter(([file, text]) => before.get(file) !== text),
        );
      }
      execFileSync('git', ['-C', repo, 'fast-import', '--quiet'], { input: stream });
      execFileSync('git', ['-C', repo, 'gc', '--quiet']);
      return du(path.join(repo, '.git'));
    } finally {
      removeDir(repo);
    }
  };
  return (sizeAfter(changes) - sizeAfter(0)) / changes;
}

export async function measureHistory(options: { pages: number; checkpoints: number[] }): Promise<HistoryFigures> {
  section(`7. History: a ${options.pages.toLocaleString('en-US')}-page space after ${options.checkpoints.join(', ')} one-page changes`);
  const dir = tempDir('history');
  let sandbox: Sandbox = await openDataDir(dir);
  const context = () => contextOf(sandbox, sandbox.store.get('users', identity(sandbox).userId)!, 'http://127.0.0.1');
  const space = createSpace(context(), identity(sandbox).organizationId, { title: 'Handbook' }).id;
  let pages = docsTree(options.pages);
  const first = commitRevision(context(), { space, type: 'edits', parents: [sandbox.store.get('spaces', space)!.revision], pages });
  sandbox.store.put('spaces', { ...sandbox.store.get('spaces', space)!, revision: first.id });

  const checkpoints: Checkpoint[] = [];
  const directChangeMs: number[] = [];
  let done = 0;
  try {
    for (const target of options.checkpoints) {
      for (; done < target; done++) {
        const change = done + 1;
        pages = edited(pages, change, options.pages);
        const ctx = context();
        if (change % 2 === 0) {
          const cr = createChangeRequest(ctx, space, { subject: `Change ${change}` });
          const revision = commitRevision(ctx, { space, type: 'edits', parents: [sandbox.store.get('changeRequests', cr.id)!.revision], pages });
          sandbox.store.put('changeRequests', { ...sandbox.store.get('changeRequests', cr.id)!, revision: revision.id });
          await mergeChangeRequest(ctx, space, cr.id);
          pages = sandbox.store.getRevision(sandbox.store.get('spaces', space)!.revision)!.pages;
        } else {
          const started = nowMs();
          const current = sandbox.store.get('spaces', space)!;
          const revision = commitRevision(ctx, { space, type: 'edits', parents: [current.revision], pages });
          sandbox.store.put('spaces', { ...current, revision: revision.id });
          directChangeMs.push(nowMs() - started);
        }
      }
      await sandbox.close();
      const bytes = du(dir);
      // A page halfway down the space: a deep one, whatever its size.
      checkpoints.push({ changes: target, bytes, ...(await restart(dir, space, `page-${Math.floor(options.pages / 2)}`)) });
      sandbox = await openDataDir(dir);
    }
  } finally {
    await sandbox.close();
    removeDir(dir);
  }
  const changeMs = directChangeMs.reduce((a, b) => a + b, 0) / Math.max(1, directChangeMs.length);
  const last = checkpoints.at(-1)!;
  const base = checkpoints[0]!;
  const gitBytes = gitBytesPerChange(options.pages, last.changes);
  log(
    table(
      ['changes', 'on disk', 'per change', 'start ms', 'RSS MiB', 'GET content ms', 'GET page ms'],
      checkpoints.map((c) => [
        String(c.changes),
        `${fmt(c.bytes / 1024 / 1024, 1)} MiB`,
        c.changes === 0 ? '' : `${fmt((c.bytes - base.bytes) / c.changes / 1024, 1)} KB`,
        fmt(c.startMs, 0),
        fmt(c.rssMiB, 0),
        fmt(c.contentMs, 0),
        fmt(c.pageMs, 1),
      ]),
    ),
  );
  log(
    `per change ${fmt((last.bytes - base.bytes) / last.changes / 1024, 1)} KB (goal <= 20 KB${gitBytes === undefined ? '' : `; git gc'd: ${fmt(gitBytes / 1024, 2)} KB`}); ` +
      `start ${fmt(last.startMs / base.startMs, 2)}x (goal <= 1.5x), RSS ${fmt(last.rssMiB / base.rssMiB, 2)}x (goal <= 1.2x); one-page change ${fmt(changeMs, 1)} ms`,
  );
  return { pages: options.pages, checkpoints, changeMs, ...(gitBytes === undefined ? {} : { gitBytesPerChange: gitBytes }) };
}
