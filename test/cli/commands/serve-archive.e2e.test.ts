import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { api, readyLine, servedFixtures, spawnServe, stop, type Ready } from '../../helpers/serve-process.js';

const served = servedFixtures();
afterEach(served.cleanup);

/** Every file under a folder, by its path in it, with its bytes. */
function filesUnder(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(root, full), fs.readFileSync(full).toString('base64'));
    }
  };
  walk(root);
  return files;
}

/** An answer with its server's address taken out: the same store is served on another port. */
const unplaced = (body: unknown, url: string) => JSON.parse(JSON.stringify(body).replaceAll(url, '<url>'));

async function spaceWithPage(ready: Ready): Promise<string> {
  const space = (await api(ready, 'POST', `/v1/orgs/${ready.organizationId}/spaces`, { title: 'Carried' })).body;
  const applied = await api(ready, 'POST', `/v1/spaces/${space.id}/content/template`, { id: 'knowledge-base' });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  return space.id;
}

describe('serve --export-on-exit and --import', () => {
  it('carry a store exactly: ids, tokens, timestamps, revisions and files', async () => {
    const first = served.dir();
    const archive = path.join(served.dir(), 'store.zip');
    const { proc, ready } = await served.serve(first, ['--export-on-exit', archive]);
    const spaceId = await spaceWithPage(ready);
    const downloaded = await fetch(`${ready.url}/_sandbox/export`, { headers: { authorization: `Bearer ${ready.token}` } });
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('application/zip');
    const viaHttp = path.join(served.dir(), 'http.zip');
    fs.writeFileSync(viaHttp, Buffer.from(await downloaded.arrayBuffer()));
    const space = (await api(ready, 'GET', `/v1/spaces/${spaceId}`)).body;
    const content = (await api(ready, 'GET', `/v1/spaces/${spaceId}/content`)).body;
    expect(content.pages.length).toBeGreaterThan(0);
    expect(await stop(proc)).toBe(0);

    for (const file of [archive, viaHttp]) {
      const second = path.join(served.dir(), 'new');
      const again = await served.serve(second, ['--import', file]);
      expect(again.ready).toMatchObject({ token: ready.token, organizationId: ready.organizationId, userId: ready.userId });
      expect(unplaced((await api(again.ready, 'GET', `/v1/spaces/${spaceId}`)).body, again.ready.url)).toEqual(unplaced(space, ready.url));
      expect(unplaced((await api(again.ready, 'GET', `/v1/spaces/${spaceId}/content`)).body, again.ready.url)).toEqual(unplaced(content, ready.url));
      expect(await stop(again.proc)).toBe(0);
      expect(filesUnder(path.join(second, 'records'))).toEqual(filesUnder(path.join(first, 'records')));
      expect(fs.statSync(path.join(second, 'secrets.json')).mode & 0o777).toBe(0o600);
      fs.rmSync(second, { recursive: true });
    }
  });

  it('refuse a data directory that is not empty, and an archive with a path out of it', async () => {
    const archive = path.join(served.dir(), 'evil.zip');
    fs.writeFileSync(archive, zipSync({ 'store.json': Buffer.from('{}'), 'secrets.json': Buffer.from('{}'), 'records/../../evil.json': Buffer.from('{}') }));
    const target = path.join(served.dir(), 'target');
    const evil = served.track(spawnServe(['--json', '--port', '0', '--data', target, '--import', archive]));
    expect(await evil.exited).not.toBe(0);
    expect(evil.stderr()).toMatch(/cannot import|not a file of a docsctl store|invalid relative path/);
    expect(fs.existsSync(path.join(target, 'secrets.json'))).toBe(false);
    expect(fs.existsSync(path.join(target, '..', 'evil.json'))).toBe(false);

    const full = served.dir();
    fs.writeFileSync(path.join(full, 'notes.txt'), 'mine');
    const refused = served.track(spawnServe(['--json', '--port', '0', '--data', full, '--import', archive]));
    expect(await refused.exited).not.toBe(0);
    expect(refused.stderr()).toMatch(/--import needs an empty or new data directory/);
  });
});

describe('serve --ephemeral', () => {
  it('keeps its store in a temporary directory removed at exit', async () => {
    const tmp = served.dir();
    const before = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    let proc;
    try {
      proc = served.track(spawnServe(['--json', '--port', '0', '--ephemeral']));
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    }
    const ready = JSON.parse(await readyLine(proc)) as Ready;
    await spaceWithPage(ready);
    expect(fs.readdirSync(tmp).filter((name) => name.startsWith('docsctl-sandbox-'))).toHaveLength(1);
    expect(await stop(proc)).toBe(0);
    expect(fs.readdirSync(tmp).filter((name) => name.startsWith('docsctl-sandbox-'))).toEqual([]);
  });

  it('cannot be combined with --data', async () => {
    const proc = served.track(spawnServe(['--json', '--port', '0', '--ephemeral', '--data', served.dir()]));
    expect(await proc.exited).not.toBe(0);
    expect(proc.stderr()).toMatch(/--ephemeral.*cannot be used with.*--data/);
  });
});
