import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Running } from '../helpers/sandbox.js';

/**
 * Regression tests for a red-team finding: YAML froze the server. 300 KB of front matter held
 * every request 8.7 s (its duplicate keys sought pairwise, on the request thread); an OpenAPI
 * spec was parsed again at every anonymous read, one alias referenced 99 times made a 100-fold
 * answer (or a 500), and a long $ref chain's error showed the server's working directory.
 */
let sb: Running;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

/** A spec, once its processing (in a worker, after the answer that created it) is over. */
async function processed(slug: string, text: string) {
  expect((await sb.call('POST', '/v1/orgs/acme/openapi', { body: { slug, source: { text } } })).status).toBe(201);
  for (let i = 0; i < 1_000; i++) {
    const spec = (await sb.call('GET', `/v1/orgs/acme/openapi/${slug}`)).body;
    if (spec.processingState === 'complete') return spec;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`spec ${slug} was never processed`);
}

const spec = (components: string) => `openapi: 3.0.3\ninfo:\n  title: Hostile\n  version: "1"\npaths: {}\ncomponents:\n  schemas:\n${components}`;

describe('issue 22.1: a page of hostile front matter', () => {
  it('is refused with a 400 naming the page and the limit', async () => {
    const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Hostile' } })).body.id;
    const cr = (await sb.call('POST', `/v1/spaces/${space}/change-requests`, { body: { subject: 'Keys' } })).body.id;
    let frontMatter = '';
    for (let i = 0; frontMatter.length < 300 * 1024; i++) frontMatter += `key${i}: value\n`;
    const answer = await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr}/content`, {
      user: 'edit',
      body: { changes: [{ operation: 'insert_page', document: { markdown: `---\n${frontMatter}---\n\n# Keys\n` } }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(
      `body.changes[0].document: page "Keys" has ${frontMatter.length} bytes of front matter; a page's front matter holds at most 65536 bytes (64 KiB): keep it to the page's fields`,
    );
  });
});

describe('issue 22.2: a public spec, read by anyone', () => {
  it('is served as the JSON its processing stored, never its source parsed again', async () => {
    const created = await processed('pets', spec('    Pet: { type: object, properties: { name: { type: string } } }\n'));
    expect(created).toMatchObject({ lastVersion: expect.any(String) });
    // Were a read to parse the source, it would read this text instead.
    const version = sb.sandbox.store.get('openapiVersions', created.lastVersion)!;
    sb.sandbox.store.put('openapiVersions', { ...version, blob: sb.sandbox.store.putBlob(Buffer.from(spec('    Other: { type: string }\n'))) });
    await sb.call('PATCH', '/v1/orgs/acme/openapi/pets', { body: { visibility: 'public' } });
    const answer = await fetch(`${sb.url}/published/openapi/acme/pets`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await answer.json()).components.schemas.Pet).toEqual({ type: 'object', properties: { name: { type: 'string' } } });
    const content = await sb.call('GET', '/v1/orgs/acme/openapi/pets/versions/latest/content');
    expect(content.body.filesystem['openapi.yaml'].info).toEqual({ title: 'Hostile', version: '1' });
  });
});

describe('issue 22.3: a spec whose one anchor is referenced 99 times', () => {
  it('fails its processing naming aliases; reads answer 404, never a 5xx', async () => {
    const copies = Array.from({ length: 99 }, (_, i) => `    Copy${i}: *big\n`).join('');
    const failed = await processed('fan-out', spec(`    Big: &big\n      description: "${'x'.repeat(300 * 1024)}"\n${copies}`));
    expect(failed).toMatchObject({
      lastProcessErrorCode: 'PARSE_ERROR',
      lastProcessedErrors: [{ code: 'PARSE_ERROR', message: expect.stringContaining('its aliases (*name) expand it') }],
    });
    await sb.call('PATCH', '/v1/orgs/acme/openapi/fan-out', { body: { visibility: 'public' } });
    expect((await fetch(`${sb.url}/published/openapi/acme/fan-out`)).status).toBe(404);
    expect((await sb.call('GET', '/v1/orgs/acme/openapi/fan-out/versions/latest/content')).status).toBe(404);
  });
});

describe('issue 22.17: a spec made of a long $ref chain', () => {
  it('fails as a parse error whose message names no folder of the server', async () => {
    const chain = Array.from({ length: 600 }, (_, i) => `    S${i}: { $ref: "#/components/schemas/S${i + 1}" }\n`).join('');
    const failed = await processed('chain', spec(`${chain}    S600: { type: string }\n`));
    expect(failed).toMatchObject({ lastProcessErrorCode: 'PARSE_ERROR', lastProcessedErrors: [{ code: 'PARSE_ERROR' }] });
    expect(JSON.stringify(failed)).not.toContain(process.cwd());
  });
});
