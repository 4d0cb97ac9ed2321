/**
 * `docsctl push` of a generated docs folder of 1,000 pages (in parts of 100, each page showing a
 * diagram) into an empty space, through the built CLI against `docsctl serve` in a process of
 * its own, merged; then the same push again, which must find nothing to send (goal: no write, < 2 s).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { docsMarkdown } from './docs-fixture.js';
import { BIN, serveProcess } from './serve.js';
import { fmt, log, nowMs, removeDir, section, tempDir } from './util.js';
import { png } from './zip-import.js';

const DIAGRAMS = 20;

/** A docs repository's folder as Git Sync writes it: README.md, SUMMARY.md, a folder per part, the diagrams. */
function writeFolder(root: string, pages: number): void {
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  const summary = ['# Table of contents', '', '* [Handbook](README.md)'];
  write('README.md', '# Handbook\n\nHow we deploy.\n');
  for (let i = 0; i < pages; i++) {
    const part = Math.floor(i / 100);
    if (i % 100 === 0) {
      write(`part-${part}/README.md`, `# Part ${part}\n\nThe pages of part ${part}.\n`);
      summary.push(`* [Part ${part}](part-${part}/README.md)`);
    }
    write(`part-${part}/page-${i}.md`, `# Page ${i}\n\n${docsMarkdown(i, pages)}\n`);
    summary.push(`  * [Page ${i}](part-${part}/page-${i}.md)`);
  }
  write('SUMMARY.md', `${summary.join('\n')}\n`);
  for (let k = 0; k < DIAGRAMS; k++) write(`.gitbook/assets/diagram-${k}.png`, png(800, 600, 16 * 1024 + (randomBytes(1)[0]! % 64)));
}

export interface PushRun {
  ms: number;
  requests: number;
  /** Requests that could change something: anything but GET. */
  writes: number;
  changes: number;
}

export interface Push {
  pages: number;
  first: PushRun;
  again: PushRun;
}

export async function measurePush(options: { pages: number }): Promise<Push> {
  section('Push');
  const dir = tempDir('docsctl-bench-push-');
  const folder = path.join(dir, 'docs');
  writeFolder(folder, options.pages);
  const server = await serveProcess(path.join(dir, 'data'));
  try {
    const space = (await server.post<{ id: string }>(`/v1/orgs/${server.organizationId}/spaces`, { title: 'Handbook' })).id;
    const env = { ...process.env, DOCSCTL_API_URL: server.url, DOCSCTL_TOKEN: server.token, DOCSCTL_ORG: server.organizationId, DOCSCTL_CONFIG_DIR: dir };
    const push = (...args: string[]): PushRun => {
      const started = nowMs();
      const { stdout, stderr, status } = spawnSync(process.execPath, [BIN, '--verbose', 'push', folder, space, '--json', ...args], {
        env,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (status !== 0)
        throw new Error(
          `docsctl push exited ${status}: ${stderr
            .split('\n')
            .filter((line) => !line.startsWith('* '))
            .join('\n')}`,
        );
      const ms = nowMs() - started;
      const requests = stderr.split('\n').filter((line) => line.startsWith('* '));
      return {
        ms,
        requests: requests.length,
        writes: requests.filter((line) => !line.startsWith('* GET ')).length,
        changes: (JSON.parse(stdout) as { changes: unknown[] }).changes.length,
      };
    };
    const first = push('--merge');
    log(
      `push of ${options.pages + 1 + Math.ceil(options.pages / 100)} pages and ${DIAGRAMS} files into an empty space, merged: ${fmt(first.ms / 1000, 2)} s, ${first.changes} changes in ${first.requests} requests (${first.writes} writes)`,
    );
    const again = push();
    log(`the same push again: ${fmt(again.ms / 1000, 2)} s, ${again.requests} requests, ${again.writes} writes (goal: no write, < 2 s)`);
    return { pages: options.pages, first, again };
  } finally {
    await server.stop();
    removeDir(dir);
  }
}
