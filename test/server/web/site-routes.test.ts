import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import { startSandbox, type Running } from '../../helpers/sandbox.js';
import { ADAPTIVE_PAGES, adaptiveSite, GUIDE, siteShowing, spaceWithPages, visitorToken } from '../../helpers/site-content.js';
import { populate } from '../../helpers/web.js';
import type { SiteCustomization } from '../../../src/schemas/site.js';

let sb: Running;
beforeEach(async () => {
  sb = await startSandbox();
});
afterEach(() => sb.close());

const visit = async (url: string, cookie?: string) => {
  const answer = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
};

/** The table of contents of a page's HTML: what its sidebar lists. */
const sidebarOf = (text: string) => text.slice(text.indexOf('class="toc"'), text.indexOf('</nav>', text.indexOf('class="toc"')));

describe('a published site, at the URL the API gives', () => {
  it('shows its first page: the site title, the sidebar without hidden pages, the page with its image and links, next, and the outline', async () => {
    const site = await siteShowing(sb, 'Help <center>', [await spaceWithPages(sb, 'Guide', GUIDE)]);
    const page = await visit(site.urls.published!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<title>Welcome | Help &lt;center&gt;</title>');
    expect(page.text).toContain('<a class="site-title" href="/sites/');
    const sidebar = sidebarOf(page.text);
    expect(sidebar).toContain('<div class="group">Getting started</div>');
    for (const title of ['Welcome', 'Install', 'Troubleshooting', 'Configure']) expect(sidebar).toContain(`>${title}</a>`);
    expect(page.text).not.toContain('Secret plans');
    expect(sidebar).toMatch(/<a href="[^"]+" aria-current="page">Welcome<\/a>/);
    expect(page.text).toContain('<p class="description">Start here.</p>');
    const base = new URL(site.urls.published!).pathname;
    expect(page.text).toContain(`href="${base}/getting-started/install"`);
    expect(page.text).toMatch(/<img src="\/_sandbox\/files\/\w+\/pixel" alt="A pixel"/);
    expect(page.text).toMatch(new RegExp(`<a class="next" rel="next" href="${base}/getting-started/install"><small>Next</small>Install</a>`));
    expect(page.text).not.toContain('rel="prev"');
    expect(page.text).not.toContain('noindex');
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:;/);
    expect(page.text).toContain('<h2>On this page</h2>');
    expect(page.text).toContain('>First steps</a>');
    const image = await fetch(new URL(page.text.match(/<img src="([^"]+)"/)![1]!, site.urls.published));
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('shows a nested page with previous and next in reading order, hidden pages skipped, and links back resolved', async () => {
    const site = await siteShowing(sb, 'Help', [await spaceWithPages(sb, 'Guide', GUIDE)]);
    const base = new URL(site.urls.published!).pathname;
    const page = await visit(`${site.urls.published}/getting-started/install/troubleshooting`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Troubleshooting</h1>');
    expect(sidebarOf(page.text)).toMatch(/aria-current="page">Troubleshooting<\/a>/);
    expect(page.text).toContain(`<a class="previous" rel="prev" href="${base}/getting-started/install"><small>Previous</small>Install</a>`);
    expect(page.text).toContain(`<a class="next" rel="next" href="${base}/getting-started/configure"><small>Next</small>Configure</a>`);
    expect(page.text).toContain(`<a href="${base}">start again</a>`);
  });

  it('shows a page read before anew once the site is renamed or the space gets a new revision', async () => {
    const space = await spaceWithPages(sb, 'Guide', GUIDE);
    const site = await siteShowing(sb, 'Help', [space]);
    expect((await visit(site.urls.published!)).text).toContain('<title>Welcome | Help</title>');
    await sb.call('PATCH', `/v1/orgs/acme/sites/${site.id}`, { body: { title: 'Handbook' } });
    expect((await visit(site.urls.published!)).text).toContain('<title>Welcome | Handbook</title>');
    const { store, clock } = sb.sandbox;
    const record = store.get('spaces', space.id)!;
    const pages = store.getRevision(record.revision)!.pages.map((page) => (page.slug === 'welcome' ? { ...page, markdown: 'Read this first.\n' } : page));
    const revision = commitRevision(
      { store, clock, caller: store.get('users', 'admin')! },
      { space: space.id, type: 'edits', parents: [record.revision], pages },
    );
    store.put('spaces', { ...record, revision: revision.id });
    expect((await visit(site.urls.published!)).text).toContain('Read this first.');
  });

  it('shows a new site whose space has no page yet as such, not as missing', async () => {
    const made = await populate(sb);
    const page = await visit(made.site.urls.published);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Guide &lt;b&gt;bold&lt;/b&gt; &amp; co</h1><p class="description">This space has no pages yet.</p>');
  });

  it('serves a hidden page to whoever has its URL, still unlisted', async () => {
    const site = await siteShowing(sb, 'Help', [await spaceWithPages(sb, 'Guide', GUIDE)]);
    const page = await visit(`${site.urls.published}/getting-started/secret`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Secret plans</h1>');
    expect(sidebarOf(page.text)).not.toContain('Secret plans');
  });

  it('answers an HTML 404 for an unknown page, an unknown site and an unpublished one', async () => {
    const site = await siteShowing(sb, 'Help', [await spaceWithPages(sb, 'Guide', GUIDE)]);
    const empty = await siteShowing(sb, 'Nothing yet', []);
    for (const url of [`${site.urls.published}/no/such/page`, `${sb.url}/sites/no-such-site`, `${sb.url}/sites/${empty.id}`]) {
      const page = await visit(url);
      expect(page.status, url).toBe(404);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('<h1>Page not found</h1>');
    }
  });

  it('shows section tabs and a variant picker, each variant with its own pages', async () => {
    const site = await siteShowing(sb, 'Help', []);
    const sectionOf = async (space: { id: string }) =>
      (await sb.call('POST', `/v1/orgs/acme/sites/${site.id}/sections`, { body: { spaceId: space.id } })).body as { id: string; urls: { published: string } };
    const guideSection = await sectionOf(await spaceWithPages(sb, 'Guide', GUIDE));
    const apiSection = await sectionOf(await spaceWithPages(sb, 'API reference', [{ title: 'Endpoints', slug: 'endpoints', markdown: 'All of them.\n' }]));
    const legacy = await spaceWithPages(sb, 'Guide v1', [{ title: 'Old welcome', slug: 'old', markdown: 'Long ago.\n' }]);
    await sb.call('POST', `/v1/orgs/acme/sites/${site.id}/site-spaces`, { body: { spaceId: legacy.id, sectionId: guideSection.id } });
    site.urls.published = (await sb.call('GET', `/v1/orgs/acme/sites/${site.id}`)).body.urls.published;
    const home = await visit(site.urls.published!);
    expect(home.text).toMatch(/<ul class="tabs"><li><a href="[^"]+" aria-current="page">Guide<\/a><\/li><li><a href="[^"]+">API reference<\/a><\/li><\/ul>/);
    expect(home.text).toContain('<details class="variants"><summary>Guide</summary>');
    expect(home.text).toContain('>Guide v1</a>');
    const apiPage = await visit(apiSection.urls.published);
    expect(apiPage.text).toContain('<h1>Endpoints</h1>');
    expect(apiPage.text).not.toContain('class="variants"');
    const variants = (await sb.call('GET', `/v1/orgs/acme/sites/${site.id}/site-spaces`)).body.items as { title: string; urls: { published: string } }[];
    expect((await visit(variants.find((v) => v.title === 'Guide v1')!.urls.published)).text).toContain('<h1>Old welcome</h1>');
    const variantUrl = home.text.match(/<a href="([^"]+)">Guide v1<\/a>/)![1]!;
    expect((await visit(new URL(variantUrl, sb.url).href)).text).toContain('<h1>Old welcome</h1>');
  });
});

describe('searching a published site', () => {
  it('lists the pages of the space read that match, with their sections, hidden pages left out', async () => {
    const site = await siteShowing(sb, 'Help', [await spaceWithPages(sb, 'Guide', GUIDE)]);
    const base = new URL(site.urls.published!).pathname;
    const found = await visit(`${site.urls.published}?q=apt`);
    expect(found.status).toBe(200);
    expect(found.text).toContain('<h1>Results for “apt”</h1>');
    expect(found.text).toContain(`<a class="result-title" href="${base}/getting-started/install">Install</a>`);
    expect(found.text).toMatch(new RegExp(`<a href="${base}/getting-started/install#[\\w-]+">On Linux</a><p>Use apt.</p>`));
    expect(found.text).toContain('<input type="search" name="q" value="apt"');
    const hidden = await visit(`${site.urls.published}?q=listed`);
    expect(hidden.text).not.toContain('Secret plans');
    expect(hidden.text).toContain('No page matches “listed”.');
  });
});

describe('a share-link site', () => {
  it('is not found without a key, shown with an active one, which a cookie keeps for later pages', async () => {
    const site = await siteShowing(sb, 'Internal', [await spaceWithPages(sb, 'Guide', GUIDE)], 'share-link');
    const link = (await sb.call('POST', `/v1/orgs/acme/sites/${site.id}/share-links`, { body: { name: 'Partners' } })).body as {
      id: string;
      urls: { published: string };
    };
    expect((await visit(site.urls.published!)).status).toBe(404);
    expect((await visit(`${site.urls.published}?share=not-the-key`)).status).toBe(404);
    const shared = await visit(link.urls.published);
    expect(shared.status).toBe(200);
    expect(shared.text).toContain('<meta name="robots" content="noindex">');
    expect(shared.text).toContain('<h1>Welcome</h1>');
    const setCookie = shared.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^docsctl_share=\w+; Path=\/sites\/acme\/[\w-]+; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0]!;
    expect((await visit(`${site.urls.published}/getting-started/install`, cookie)).status).toBe(200);
    await sb.call('PATCH', `/v1/orgs/acme/sites/${site.id}/share-links/${link.id}`, { body: { active: false } });
    expect((await visit(`${site.urls.published}/getting-started/install`, cookie)).status).toBe(404);
  });
});

const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('a visitor-auth site', () => {
  it('asks for a visitor token, sends to the fallback URL once there is one, and lets a signed-in visitor in, a cookie keeping the token', async () => {
    const site = await siteShowing(sb, 'Members', [await spaceWithPages(sb, 'Guide', GUIDE)], 'visitor-auth');
    const refused = await visit(`${site.urls.published}/getting-started/install`);
    expect(refused.status).toBe(401);
    expect(refused.text).toContain('<h1>Sign-in required</h1>');
    expect(refused.text).not.toContain('Run the installer');
    expect(
      (await visit(`${site.urls.published}?jwt_token=${await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('guess'))}`))
        .status,
    ).toBe(401);

    const token = await visitorToken(sb, site.id, { plan: 'pro' });
    const admitted = await visit(`${site.urls.published}?jwt_token=${token}`);
    expect(admitted.status).toBe(200);
    expect(admitted.text).toContain('<h1>Welcome</h1>');
    const cookie = cookiesOf(admitted.headers);
    expect(cookie).toMatch(/^gitbook-visitor-token=/);
    expect((await visit(`${site.urls.published}/getting-started/install`, cookie)).text).toContain('Run the installer');

    await sb.call('PATCH', `/v1/orgs/acme/sites/${site.id}/publishing/auth`, { body: { backend: 'custom', fallbackURL: 'https://login.acme.test/docs' } });
    const sent = await visit(`${site.urls.published}/getting-started/install`);
    expect(sent.status).toBe(302);
    const to = new URL(sent.headers.get('location')!);
    expect([to.origin + to.pathname, to.searchParams.get('location')]).toEqual([
      'https://login.acme.test/docs',
      `${new URL(site.urls.published!).pathname}/getting-started/install`,
    ]);

    await sb.call('POST', `/v1/orgs/acme/sites/${site.id}/publishing/auth/regenerate`);
    expect((await visit(site.urls.published!, cookie)).status).toBe(302);
  });
});

describe('adaptive content on a published site', () => {
  it('shows a page only to visitors whose claims make its condition true: in the sidebar, at its URL, in reading order and search', async () => {
    const site = await adaptiveSite(sb, [await spaceWithPages(sb, 'Guide', ADAPTIVE_PAGES)]);
    const anyone = await visit(site.urls.published!);
    expect(sidebarOf(anyone.text)).not.toMatch(/Beta features|Pro reports/);
    expect(anyone.text).not.toContain('rel="next"');
    expect((await visit(`${site.urls.published}/beta`)).status).toBe(404);
    expect((await visit(`${site.urls.published}/beta/search`)).status).toBe(404);
    expect((await visit(`${site.urls.published}?q=fast`)).text).toContain('No page matches');

    const tester = await visit(`${site.urls.published}?visitor.beta=true`);
    expect(sidebarOf(tester.text)).toContain('>Beta features</a>');
    expect(sidebarOf(tester.text)).toContain('>Beta search</a>');
    expect(sidebarOf(tester.text)).not.toContain('Pro reports');
    const cookie = cookiesOf(tester.headers);
    expect(cookie).toMatch(/^gitbook-visitor-public=%7B%22beta%22%3A%22true%22%7D; docsctl_visitor=[\w-]+; docsctl_visit=[\w-]+$/);
    expect((await visit(`${site.urls.published}/beta/search`, cookie)).text).toContain('Fast.');
    expect((await visit(`${site.urls.published}?q=fast`, cookie)).text).toContain('Beta search');
    // A claim the schema does not declare as unsigned cannot be set from the URL.
    expect((await visit(`${site.urls.published}/reports?visitor.pro=true`)).status).toBe(404);

    const pro = await visit(`${site.urls.published}/reports?jwt_token=${await visitorToken(sb, site.id, { pro: true })}`);
    expect(pro.status).toBe(200);
    expect(pro.text).toContain('Export to PDF.');
    expect(sidebarOf(pro.text)).not.toContain('Beta features');
  });

  it('shows a section only to visitors its condition holds for', async () => {
    const sectionOf = async (space: { id: string }, siteId: string) =>
      (await sb.call('POST', `/v1/orgs/acme/sites/${siteId}/sections`, { body: { spaceId: space.id } })).body as { id: string; path: string };
    let site = await adaptiveSite(sb);
    await sectionOf(await spaceWithPages(sb, 'Guide', ADAPTIVE_PAGES), site.id);
    const beta = await sectionOf(await spaceWithPages(sb, 'Labs', [{ title: 'Labs home', slug: 'labs', markdown: 'Experiments.\n' }]), site.id);
    site = (await sb.call('GET', `/v1/orgs/acme/sites/${site.id}`)).body as typeof site;
    await sb.call('PATCH', `/v1/orgs/acme/sites/${site.id}/sections/${beta.id}`, { body: { condition: 'visitor.claims.unsigned.beta' } });
    const tabsOf = (text: string) => [...(text.match(/<ul class="tabs">.*?<\/ul>/)?.[0] ?? '').matchAll(/>([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(tabsOf((await visit(site.urls.published!)).text)).not.toContain('Labs');
    expect((await visit(`${site.urls.published}/${beta.path}`)).status).toBe(404);
    const tester = await visit(`${site.urls.published}/${beta.path}?visitor.beta=true`);
    expect(tester.text).toContain('Experiments.');
    expect(tabsOf(tester.text)).toEqual(['Guide', 'Labs']);
  });
});

describe('a customized site', () => {
  /** Sets the site's customization: its current settings with these over them, as GitBook's clients send the whole of them. */
  const customize = async (siteId: string, change: (settings: SiteCustomization) => SiteCustomization) => {
    const current = (await sb.call('GET', `/v1/orgs/acme/sites/${siteId}/customization`)).body as SiteCustomization;
    const answer = await sb.call('PUT', `/v1/orgs/acme/sites/${siteId}/customization`, { body: change(current) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  it('shows its title, logo, primary colour, corners and emoji favicon', async () => {
    const site = await siteShowing(sb, 'Help', [await spaceWithPages(sb, 'Guide', GUIDE)]);
    const plain = await visit(site.urls.published!);
    expect(plain.text).toContain(':root { --primary: #346DDB; --radius: 8px; } .markdown { --link: #346DDB; }');
    expect(plain.text).not.toContain('rel="icon"');
    await customize(site.id, (s) => ({
      ...s,
      title: 'Acme <Docs>',
      styling: { ...s.styling, primaryColor: { light: '#E11D48', dark: '#FB7185' }, corners: 'straight' },
      header: { ...s.header, logo: { light: 'https://cdn.acme.test/logo.svg?a=1&b=2', dark: 'https://cdn.acme.test/dark.svg' } },
      favicon: { emoji: '1f680' },
    }));
    const page = await visit(site.urls.published!);
    expect(page.text).toContain('<title>Welcome | Acme &lt;Docs&gt;</title>');
    expect(page.text).toMatch(
      /<a class="site-title" href="[^"]+"><img class="site-logo" src="https:\/\/cdn\.acme\.test\/logo\.svg\?a=1&amp;b=2" alt="Acme &lt;Docs&gt;"><\/a>/,
    );
    expect(page.text).toContain(':root { --primary: #E11D48; --radius: 0; } .markdown { --link: #E11D48; }');
    const favicon = page.text.match(/<link rel="icon" href="([^"]+)">/)![1]!;
    expect(decodeURIComponent(favicon.replace('data:image/svg+xml,', ''))).toContain('>🚀</text>');
  });

  it("shows a site space's override on that site space's pages only, and the site's look again once it is deleted", async () => {
    const site = await siteShowing(sb, 'Help', [await spaceWithPages(sb, 'Guide', GUIDE), await spaceWithPages(sb, 'Guide FR', GUIDE)]);
    const [, fr] = ((await sb.call('GET', `/v1/orgs/acme/sites/${site.id}/site-spaces`)).body as { items: { id: string; path: string }[] }).items;
    const customization = `/v1/orgs/acme/sites/${site.id}/site-spaces/${fr!.id}/customization`;
    const answer = await sb.call('PATCH', customization, { body: { title: 'Aide', styling: { primaryColor: { light: '#E11D48', dark: '#FB7185' } } } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const french = await visit(`${site.urls.published}/${fr!.path}`);
    expect(french.text).toContain('<title>Welcome | Aide</title>');
    expect(french.text).toContain('--primary: #E11D48;');
    const english = await visit(site.urls.published!);
    expect(english.text).toContain('<title>Welcome | Help</title>');
    expect(english.text).toContain('--primary: #346DDB;');
    expect((await sb.call('DELETE', customization)).status).toBe(204);
    expect((await visit(`${site.urls.published}/${fr!.path}`)).text).toContain('--primary: #346DDB;');
  });

  it('shows a page read before with the new look at once', async () => {
    const site = await siteShowing(sb, 'Help', [await spaceWithPages(sb, 'Guide', GUIDE)]);
    expect((await visit(site.urls.published!)).text).toContain('--primary: #346DDB;');
    await customize(site.id, (s) => ({ ...s, styling: { ...s.styling, primaryColor: { light: '#0A7', dark: '#0A7' } } }));
    expect((await visit(site.urls.published!)).text).toContain('--primary: #0A7;');
    await customize(site.id, (s) => ({
      ...s,
      header: { ...s.header, logo: { light: 'data:image/png;base64,iVBORw0KGgo=', dark: 'data:image/png;base64,iVBORw0KGgo=' } },
    }));
    expect((await visit(site.urls.published!)).text).toContain('<img class="site-logo" src="data:image/png;base64,iVBORw0KGgo="');
  });

  it('shows no logo its pages could not load (not https, nor a data: image), the title instead', async () => {
    const site = await siteShowing(sb, 'Help', [await spaceWithPages(sb, 'Guide', GUIDE)]);
    await customize(site.id, (s) => ({ ...s, header: { ...s.header, logo: { light: 'javascript:alert(1)', dark: 'http://cdn.acme.test/logo.svg' } } }));
    const page = await visit(site.urls.published!);
    expect(page.text).not.toContain('javascript:');
    expect(page.text).toMatch(/<a class="site-title" href="[^"]+">Help<\/a>/);
  });
});
