import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEmbed } from '../../../src/domain/embeds/embed.js';
import { OPEN_FETCH_POLICY } from '../../../src/domain/fetch/fetch-policy.js';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { refusal } from '../../helpers/rules.js';

const PAGE =
  '<html><head><title>Plain title</title><meta property="og:title" content="Install guide">' +
  '<meta property="og:site_name" content="Example Docs"><link rel="shortcut icon" href="/favicon.png"></head><body>Hi</body></html>';

describe('a URL as an embed', () => {
  let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
  const open = { fetchPolicy: OPEN_FETCH_POLICY };

  beforeAll(async () => {
    fixtures = await serveFixtures({
      '/guide': { type: 'text/html; charset=utf-8', body: PAGE },
      '/plain': { type: 'text/html', body: '<title> Only a title </title>' },
      '/data.json': { type: 'application/json', body: '{}' },
    });
  });
  afterAll(() => fixtures.close());

  it("reads a fetched page's Open Graph title, site name and icon (made absolute), else its <title>", async () => {
    expect(await getEmbed(open, fixtures.url('/guide'))).toEqual({
      type: 'link',
      title: 'Install guide',
      site: 'Example Docs',
      icon: fixtures.url('/favicon.png'),
    });
    expect(await getEmbed(open, fixtures.url('/plain'))).toEqual({ type: 'link', title: 'Only a title', site: new URL(fixtures.url('/')).hostname });
  });

  it('makes a card from the URL alone where the policy does not allow the fetch, or the answer is no page', async () => {
    const closed = { fetchPolicy: { denyPrivate: false, allowHosts: ['docs.example.com'] } };
    expect(await getEmbed(closed, `${fixtures.url('/guides/Quick%20start')}?x=1`)).toEqual({
      type: 'link',
      title: 'Quick start',
      site: new URL(fixtures.url('/')).hostname,
    });
    expect(await getEmbed(open, fixtures.url('/data.json'))).toMatchObject({ title: 'data.json' });
    expect(await getEmbed(closed, 'https://www.example.com/')).toEqual({ type: 'link', title: 'example.com', site: 'example.com' });
  });

  it('refuses what is not an http or https URL, naming the url', async () => {
    expect(await refusal(() => getEmbed(open, 'not a url'))).toMatchObject({ reason: 'invalid', field: 'url' });
    expect(await refusal(() => getEmbed(open, 'file:///etc/passwd'))).toMatchObject({ reason: 'invalid', field: 'url' });
  });
});
