import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomFont } from '../../../src/schemas/custom-font.js';
import type { SiteCustomization } from '../../../src/schemas/site.js';
import { startSandbox, type Running } from '../../helpers/sandbox.js';
import { GUIDE, siteShowing, spaceWithPages } from '../../helpers/site-content.js';

let sb: Running;
beforeEach(async () => {
  sb = await startSandbox();
});
afterEach(() => sb.close());

/** A font of one face per weight, its files uploaded to acme's storage. */
async function fontOf(family: string, weights: number[]): Promise<CustomFont> {
  const fontFaces = [];
  for (const weight of weights) {
    const bytes = Buffer.from(`wOF2 ${family} ${weight}`);
    const signed = (
      await sb.call('POST', '/v1/orgs/acme/storage/upload', {
        body: { file: { name: `${weight}.woff2`, type: 'font/woff2', size: bytes.length }, kind: 'customization_font' },
      })
    ).body as { url: string; key: string };
    await fetch(signed.url, { method: 'PUT', body: bytes });
    fontFaces.push({ weight, storageKey: signed.key });
  }
  const answer = await sb.call('PUT', '/v1/orgs/acme/fonts', { body: { fontFamily: family, fontFaces } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as CustomFont;
}

describe('a site whose customization names a custom font', () => {
  it('loads each face from the sandbox and sets its text in it, and has its default font again once the font is deleted', async () => {
    const site = await siteShowing(sb, 'Help', [await spaceWithPages(sb, 'Guide', GUIDE)]);
    const font = await fontOf('Acme "Sans" </style>', [400, 700]);
    const settings = (await sb.call('GET', `/v1/orgs/acme/sites/${site.id}/customization`)).body as SiteCustomization;
    const { permissions: _, ...definition } = font;
    const put = await sb.call('PUT', `/v1/orgs/acme/sites/${site.id}/customization`, {
      body: { ...settings, styling: { ...settings.styling, font: definition } },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const page = await fetch(site.urls.published!);
    const text = await page.text();
    const family = '"Acme \\22 Sans\\22  \\3c /style\\3e "';
    for (const face of font.fontFaces) {
      const path = new URL(face.sources[0]!.url).pathname;
      expect(text).toContain(
        `@font-face { font-family: ${family}; font-weight: ${face.weight}; font-style: normal; font-display: swap; src: url("${path}") format("woff2"); }`,
      );
      const file = await fetch(new URL(path, site.urls.published));
      expect(file.headers.get('content-type')).toBe('font/woff2');
    }
    expect(text).toContain(`body { font-family: ${family}, ui-sans-serif, system-ui, sans-serif; }`);
    expect(page.headers.get('content-security-policy')).toContain("font-src 'self'");

    expect((await sb.call('DELETE', `/v1/orgs/acme/fonts/${font.id}`)).status).toBe(205);
    const fallen = await (await fetch(site.urls.published!)).text();
    expect(fallen).not.toContain('@font-face');
    expect(fallen).toContain('font: 16px/1.6 Inter,');
  });
});
