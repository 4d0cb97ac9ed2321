import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitRevision, walkPages } from '../../../src/domain/revisions/revisions.js';
import { startSandbox, type Running } from '../../helpers/sandbox.js';
import { GUIDE, siteShowing, spaceWithPages } from '../../helpers/site-content.js';

let sb: Running;
beforeEach(async () => {
  sb = await startSandbox();
});
afterEach(() => sb.close());

const visit = (url: string) => fetch(url, { redirect: 'manual' });

/** The guide, with a Git Sync `.gitbook.yaml`'s redirects kept on its Configure page, as an import keeps them. */
async function guideWithGitSyncRedirects() {
  const space = await spaceWithPages(sb, 'Guide', GUIDE);
  const { store, clock } = sb.sandbox;
  const record = store.get('spaces', space.id)!;
  const current = store.getRevision(record.revision)!;
  const pages = structuredClone(current.pages);
  const configure = [...walkPages(pages)].find(({ path }) => path === 'getting-started/configure')!.page;
  configure.redirects = ['setup', 'old/configure'];
  const revision = commitRevision(
    { store, clock, caller: store.get('users', 'admin')! },
    { space: space.id, type: 'edits', parents: [current.id], pages, files: current.files },
  );
  store.put('spaces', { ...record, revision: revision.id });
  return space;
}

describe("a published site's redirects", () => {
  it('answer a path no page answers: pages first, then the space’s Git Sync redirects, then the site’s', async () => {
    const site = await siteShowing(sb, 'Help', [await guideWithGitSyncRedirects()]);
    const base = new URL(site.urls.published!).pathname;
    const add = (source: string, url: string, permanent = false) =>
      sb.call('POST', `/v1/orgs/acme/sites/${site.id}/redirects`, {
        body: { source, permanent, destination: { kind: 'external', url } },
      });
    expect((await add('/getting-started/install', 'https://example.com/install')).status).toBe(201);
    expect((await add('/setup', 'https://example.com/setup')).status).toBe(201);
    expect((await add('/moved/*', 'https://example.com/moved', true)).status).toBe(201);

    expect((await visit(`${site.urls.published}/getting-started/install`)).status).toBe(200);
    const gitSync = await visit(`${site.urls.published}/setup`);
    expect(gitSync.status).toBe(301);
    expect(gitSync.headers.get('location')).toBe(`${base}/getting-started/configure`);
    const moved = await visit(`${site.urls.published}/moved/anything`);
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('https://example.com/moved');
    expect((await visit(`${site.urls.published}/nowhere`)).status).toBe(404);
  });

  it('answer nothing while the site is offline: its pages are the site-not-found page', async () => {
    const site = await siteShowing(sb, 'Help', [await spaceWithPages(sb, 'Guide', GUIDE)]);
    const id = site.id;
    await sb.call('POST', `/v1/orgs/acme/sites/${id}/redirects`, { body: { source: '/old', destination: { kind: 'external', url: 'https://example.com/' } } });
    expect((await sb.call('POST', `/v1/orgs/acme/sites/${id}/unpublish`)).status).toBe(200);
    for (const path of ['', '/getting-started/install', '/old']) expect((await visit(`${site.urls.published}${path}`)).status).toBe(404);
    await sb.call('POST', `/v1/orgs/acme/sites/${id}/publish`);
    expect((await visit(`${site.urls.published}/old`)).status).toBe(302);
  });
});
