import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { startSandbox, type Running } from '../../helpers/sandbox.js';

const html = (title: string, body: string) => ({
  type: 'text/html; charset=utf-8',
  body: `<html><head><title>${title}</title></head><body>${body}</body></html>`,
});

function docx(): Buffer {
  const ct =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
  const doc =
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Quarterly report</w:t></w:r></w:p><w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Revenue</w:t></w:r><w:r><w:t xml:space="preserve"> grew.</w:t></w:r></w:p></w:body></w:document>';
  return Buffer.from(zipSync({ '[Content_Types].xml': strToU8(ct), _rels: { '.rels': strToU8(rels) }, word: { 'document.xml': strToU8(doc) } }));
}

let sb: Running;
let site: Awaited<ReturnType<typeof serveFixtures>>;

beforeAll(async () => {
  sb = await startSandbox();
  site = await serveFixtures({
    '/': html(
      'Home',
      '<h1>Home</h1><p>Go to <a href="/a.html">A</a>, <a href="b.html#part">B</a>, <a href="https://elsewhere.test/x">away</a> or <a href="/report.pdf">the PDF</a>.</p>',
    ),
    '/a.html': html('A', '<h1>Page A</h1><p>See <a href="/c.html">C</a> and <a href="/">home</a>.</p>'),
    '/b.html': html('B', '<h1>Page B</h1><p>Broken: <a href="/missing.html">gone</a>.</p>'),
    '/c.html': html('C', '<h1>Page C</h1><p>Deeper.</p>'),
    '/report.pdf': { type: 'application/pdf', body: '%PDF-1.4' },
    '/report.docx': { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', body: docx() },
    '/bad.zip': { type: 'application/zip', body: 'not a zip' },
    '/many.zip': {
      type: 'application/zip',
      body: Buffer.from(zipSync(Object.fromEntries(Array.from({ length: 10_001 }, (_, i) => [`f${i}.md`, strToU8('x')])))),
    },
  });
});
afterAll(async () => {
  await sb.close();
  await site.close();
});

async function importInto(source: string, url: string) {
  const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: source } })).body.id;
  const response = await sb.call('POST', `/v1/spaces/${space}/content/import`, { body: { source, url } });
  const pages = (await sb.call('GET', `/v1/spaces/${space}/content/pages`)).body.pages;
  return { response, pages };
}

describe('importing a website', () => {
  it('crawls same-origin HTML pages breadth first, once each', async () => {
    const { response, pages } = await importInto('website', site.url('/'));
    expect(response.status).toBe(201);
    expect(pages.map((p: { title: string }) => p.title)).toEqual(['Home', 'Page A', 'Page B', 'Page C']);
    expect(pages[1].markdown).toContain('[C](/c.html)');
    expect(response.body).toMatchObject({ importedResources: 4 });
  });
});

describe('importing a Word document', () => {
  it('takes the first heading as the title and converts the rest to Markdown', async () => {
    const { response, pages } = await importInto('docx', site.url('/report.docx'));
    expect(response.status).toBe(201);
    expect(pages).toEqual([expect.objectContaining({ title: 'Quarterly report', markdown: '# Quarterly report\n\n**Revenue** grew.\n' })]);
  });
});

describe('refusing archives', () => {
  it('refuses a file that is not a zip, and a zip of too many entries, with 400 and no change', async () => {
    const bad = await importInto('zip', site.url('/bad.zip'));
    expect(bad.response.status).toBe(400);
    expect(bad.response.body.error.message).toMatch(/not a readable zip/);
    const many = await importInto('zip', site.url('/many.zip'));
    expect(many.response.status).toBe(400);
    expect(many.response.body.error.message).toMatch(/more than 10000 entries/);
    expect(many.pages).toEqual([]);
  });
});
