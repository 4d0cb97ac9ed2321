import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliAgainst, tsvRows } from '../helpers/cli.js';
import { serveFixtures } from '../helpers/fixtures-server.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';
import { tempDir } from '../helpers/temp-dirs.js';

const PETSTORE = `openapi: 3.0.3
info:
  title: Petstore
  version: 1.0.0
paths:
  /pets:
    get:
      responses:
        '200':
          description: A list of pets
`;

let sb: Running;
let cli: ReturnType<typeof cliAgainst>;
let fixtures: Awaited<ReturnType<typeof serveFixtures>>;

beforeAll(async () => {
  sb = await startSandbox();
  cli = cliAgainst(sb);
  fixtures = await serveFixtures({
    '/petstore.yaml': { type: 'application/yaml', body: PETSTORE },
    '/broken.yaml': { type: 'application/yaml', body: 'openapi: [not closed' },
  });
});

afterAll(async () => {
  await fixtures.close();
  await sb.close();
});

async function space(title: string): Promise<string> {
  const created = await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title } });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function site(title: string): Promise<string> {
  const created = await cli(['sites', 'create', '--title', title, '--spaces', 'empty', '--json']);
  expect(created.code).toBe(0);
  return JSON.parse(created.stdout).id;
}

describe('docsctl sites', () => {
  it('creates a site that then shows in the list, edits it with flags, and deletes it only with --yes', async () => {
    const id = await site('Developer docs');
    const list = await cli(['sites', 'list']);
    expect(tsvRows(list.stdout)).toContainEqual(expect.arrayContaining([id, 'Developer docs']));

    const edited = await cli(['sites', 'edit', id, '--visibility', 'unlisted', '--basename', 'dev', '--adaptive-content']);
    expect(edited.code).toBe(0);
    const stored = await sb.call('GET', `/v1/orgs/acme/sites/${id}`);
    expect(stored.body).toMatchObject({ visibility: 'unlisted', basename: 'dev', adaptiveContent: { enabled: true } });

    const refused = await cli(['sites', 'delete', id]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--yes/);
    expect((await sb.call('GET', `/v1/orgs/acme/sites/${id}`)).status).toBe(200);
    const deleted = await cli(['sites', 'delete', id, '--yes']);
    expect(deleted.code).toBe(0);
    expect((await sb.call('GET', `/v1/orgs/acme/sites/${id}`)).status).toBe(404);
  });

  it('takes a visitor schema from stdin and lists the conditions it suggests', async () => {
    const id = await site('Adaptive');
    const schema = {
      jsonSchema: {
        type: 'object',
        additionalProperties: false,
        properties: {
          unsigned: {
            type: 'object',
            description: 'Unsigned claims of the site visitor.',
            additionalProperties: false,
            properties: { isBetaUser: { type: 'boolean', description: 'Beta tester' } },
          },
        },
      },
    };
    const put = await cli(['sites', 'set-adaptive-schema', id, '--input', '-'], { stdin: JSON.stringify(schema) });
    expect(put.code).toBe(0);
    expect((await cli(['sites', 'adaptive-schema', id, '--jq', '.jsonSchema.properties.unsigned.properties | keys[]'])).stdout).toBe('isBetaUser\n');

    const conditions = await cli(['sites', 'conditions', id]);
    expect(tsvRows(conditions.stdout)).toEqual([['visitor.claims.unsigned.isBetaUser', 'Beta tester']]);
    const json = JSON.parse((await cli(['sites', 'conditions', id, '--json'])).stdout);
    expect(json).toEqual([{ description: 'Beta tester', condition: 'visitor.claims.unsigned.isBetaUser' }]);
  });

  it("shows a site's look, replaces it with settings read back and changed, and says which field is wrong", async () => {
    const id = await site('Branded');
    expect(tsvRows((await cli(['sites', 'customization', id])).stdout)).toEqual([
      ['title', 'Branded'],
      ['styling.theme', 'clean'],
      ['styling.primaryColor.light', '#346DDB'],
      ['styling.font', 'Inter'],
      ['styling.corners', 'rounded'],
      ['header.logo.light', ''],
      ['updatedAt', ''],
    ]);
    const settings = JSON.parse((await cli(['sites', 'customization', id, '--json'])).stdout);
    const changed = { ...settings, styling: { ...settings.styling, theme: 'bold', primaryColor: { light: '#E11D48', dark: '#FB7185' } } };
    const put = await cli(['sites', 'customize', id, '--input', '-'], { stdin: JSON.stringify(changed) });
    expect(put.code, put.stderr).toBe(0);
    expect((await cli(['sites', 'customization', id, '--jq', '.styling.primaryColor.light'])).stdout).toBe('#E11D48\n');

    const bad = await cli(['sites', 'customize', id, '--input', '-'], {
      stdin: JSON.stringify({ ...changed, styling: { ...changed.styling, corners: 'soft' } }),
    });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/styling\.corners.*straight, rounded, circular/);
  });

  it("prints a visitor-auth site's URL with a visitor token that lets its holder in, until the key is regenerated", async () => {
    const id = await site('Members');
    await sb.call('POST', `/v1/orgs/acme/sites/${id}/site-spaces`, { body: { spaceId: await space('Members guide') } });
    expect((await cli(['sites', 'edit', id, '--visibility', 'visitor-auth'])).code).toBe(0);
    const printed = await cli(['sites', 'visitor-token', id, '--claim', 'plan=pro', '--claim', 'seats=5', '--expires', '30m']);
    expect(printed.code).toBe(0);
    const url = new URL(printed.stdout.trim());
    const claims = JSON.parse(Buffer.from(url.searchParams.get('jwt_token')!.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ plan: 'pro', seats: 5 });
    expect(claims.exp - claims.iat).toBe(30 * 60);
    expect((await fetch(url)).status).toBe(200);
    url.searchParams.delete('jwt_token');
    expect((await fetch(url)).status).toBe(401);

    const key = (await cli(['sites', 'auth', id, '--jq', '.privateKey'])).stdout.trim();
    expect((await cli(['sites', 'regenerate-key', id])).code).toBe(0);
    expect((await cli(['sites', 'auth', id, '--jq', '.privateKey'])).stdout.trim()).not.toBe(key);
    expect((await fetch(printed.stdout.trim())).status).toBe(401);
    // Issued by the sandbox's clock, which checks it: a token made after the clock moved on holds.
    await sb.call('POST', '/_sandbox/clock', { body: { advanceSeconds: 3 * 3600 } });
    expect((await fetch((await cli(['sites', 'visitor-token', id])).stdout.trim())).status).toBe(200);
    const bad = await cli(['sites', 'visitor-token', id, '--claim', 'no-equals']);
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringMatching(/name=value/)]);
  });
});

describe('docsctl sites search', () => {
  it("searches a site's default content, or every space, or the site spaces named, and prewarms its search", async () => {
    const id = (await cli(['sites', 'create', '--title', 'Searchable', '--spaces', 'sample', '--json'])).stdout;
    const siteId = JSON.parse(id).id as string;
    expect((await cli(['sites', 'prewarm-search', siteId])).code).toBe(0);
    const found = await cli(['sites', 'search', siteId, 'install', '--jq', '.[].pages[].title']);
    expect(found.stdout.trim().split('\n')).toEqual(['Quickstart']);
    const everywhere = await cli(['sites', 'search', siteId, 'install', '--every-space', '--json']);
    expect(JSON.parse(everywhere.stdout)).toHaveLength(1);
    const siteSpace = (await sb.call('GET', `/v1/orgs/acme/sites/${siteId}/site-spaces`)).body.items[0].id as string;
    const named = await cli(['sites', 'search', siteId, 'install', '--site-space', siteSpace, '--jq', '.[0].title']);
    expect(named.stdout.trim()).toBe('Searchable');
    const both = await cli(['sites', 'search', siteId, 'x', '--every-space', '--site-space', siteSpace]);
    expect(both.code).toBe(2);
  });
});

describe('docsctl sites ask, sites questions', () => {
  it("asks a site's content in its scope, and lists the questions of a site space", async () => {
    const siteId = JSON.parse((await cli(['sites', 'create', '--title', 'Askable', '--spaces', 'sample', '--json'])).stdout).id as string;
    const person = await cli(['sites', 'ask', siteId, 'install'], { tty: true, env: { NO_COLOR: '1' } });
    expect(person.stderr).toBe('');
    expect(person.stdout).toMatch(/^This answer was assembled by docsctl's sandbox/);
    expect(person.stdout).toContain('Quickstart');
    const siteSpace = (await sb.call('GET', `/v1/orgs/acme/sites/${siteId}/site-spaces`)).body.items[0].id as string;
    const named = await cli(['sites', 'ask', siteId, 'install', '--site-space', siteSpace, '--jq', '.[0].answer.sources | length']);
    expect(Number(named.stdout)).toBeGreaterThan(0);
    const questions = await cli(['sites', 'questions', siteId, '--site-space-id', siteSpace]);
    expect(questions.stdout).toMatch(/^What should I know about /);
    expect((await cli(['sites', 'questions', siteId, '--site-space-id', 'nope'])).code).toBe(1);
  });
});

describe('issue 22.4: docsctl sites visitor-token for a site admin who is not the sandbox owner', () => {
  it("signs by this machine's clock, since the sandbox clock is the owner's to read", async () => {
    const outsider = cliAgainst(sb, 'outsider');
    const env = { env: { DOCSCTL_ORG: 'globex' } };
    const id = JSON.parse((await outsider(['sites', 'create', '--title', 'Globex members', '--json'], env)).stdout).id;
    expect((await outsider(['sites', 'edit', id, '--visibility', 'visitor-auth'], env)).code).toBe(0);
    const printed = await outsider(['sites', 'visitor-token', id], env);
    expect(printed.code, printed.stderr).toBe(0);
    const claims = JSON.parse(Buffer.from(new URL(printed.stdout.trim()).searchParams.get('jwt_token')!.split('.')[1]!, 'base64url').toString());
    expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(60);
  });
});

describe('docsctl sections, section-groups, site-spaces', () => {
  it('adds sections, reorders them, groups them, and shows the published reading order', async () => {
    const id = await site('Sections');
    const ids: string[] = [];
    for (const title of ['Guides', 'API', 'SDKs']) {
      const added = await cli(['sections', 'add', id, '--space-id', await space(title), '--title', title, '--json']);
      expect(added.code).toBe(0);
      ids.push(JSON.parse(added.stdout).id);
    }
    const [guides, api, sdks] = ids as [string, string, string];

    const noPlace = await cli(['sections', 'move', id, sdks]);
    expect(noPlace.code).toBe(2);
    expect(noPlace.stderr).toMatch(/give --before or --after/);
    expect((await cli(['sections', 'move', id, sdks, '--before', guides])).code).toBe(0);
    expect(tsvRows((await cli(['sections', 'list', id])).stdout).map((r) => r[1])).toEqual(['SDKs', 'Guides', 'API']);

    const group = await cli(['section-groups', 'create', id, '--title', 'Reference', '--sections', api, '--sections', sdks, '--json']);
    expect(group.code).toBe(0);
    const groupId = JSON.parse(group.stdout).id;
    expect(tsvRows((await cli(['section-groups', 'list', id])).stdout)).toEqual([[groupId, 'Reference', '', '2']]);

    // No flag: the group goes to the end.
    expect((await cli(['section-groups', 'move', id, groupId])).code).toBe(0);
    const published = await cli(['sites', 'published', id]);
    expect(published.stdout).toContain('contents\tGuides, Reference (API, SDKs)\n');

    expect((await cli(['section-groups', 'remove-section', id, groupId, sdks])).code).toBe(2);
    const removed = await cli(['section-groups', 'remove-section', id, groupId, sdks, '--yes']);
    expect(removed.code).toBe(0);
    expect((await cli(['sites', 'published', id, '--jq', '[.structure.structure[].title] | join(",")'])).stdout).toBe('Guides,Reference,SDKs\n');
  });

  it('adds a space to a site, sets its condition and removes it', async () => {
    const id = await site('Spaces');
    const added = await cli(['site-spaces', 'add', id, '--space-id', await space('Handbook'), '--json']);
    const siteSpace = JSON.parse(added.stdout).id;
    const edited = await cli(['site-spaces', 'edit', id, siteSpace, '--path', 'handbook', '--condition', 'visitor.claims.unsigned.isBetaUser']);
    expect(tsvRows(edited.stdout)).toContainEqual(['condition', 'visitor.claims.unsigned.isBetaUser']);
    expect(tsvRows((await cli(['site-spaces', 'list', id])).stdout)).toContainEqual(expect.arrayContaining([siteSpace, 'Handbook', 'handbook']));

    const cleared = await cli(['site-spaces', 'update', id, siteSpace, '--no-condition', '--json']);
    expect(JSON.parse(cleared.stdout).condition).toBeUndefined();
    expect((await cli(['site-spaces', 'remove', id, siteSpace, '--yes'])).code).toBe(0);
    expect((await cli(['site-spaces', 'list', id])).stdout).not.toContain(siteSpace);
  });

  it("shows a site's structure, sorts it, fills an empty site from the template and duplicates its site space", async () => {
    const id = await site('Shaped');
    // `--spaces empty` gave it a space: a template is for a site without one.
    const [first] = JSON.parse((await cli(['site-spaces', 'list', id, '--json'])).stdout) as { id: string }[];
    expect((await cli(['sites', 'apply-template', id])).code).toBe(1);
    await cli(['site-spaces', 'remove', id, first!.id, '--yes']);
    const applied = await cli(['sites', 'apply-template', id]);
    expect(applied.code, applied.stderr).toBe(0);
    const [docs] = JSON.parse((await cli(['site-spaces', 'list', id, '--json'])).stdout) as { id: string }[];
    const copy = await cli(['site-spaces', 'duplicate', id, docs!.id, '--json']);
    expect(JSON.parse(copy.stdout)).toMatchObject({ title: 'Documentation (copy)' });
    expect(tsvRows((await cli(['sites', 'structure', id])).stdout)).toEqual([
      ['type', 'siteSpaces'],
      ['contents', 'Documentation, Documentation (copy)'],
    ]);

    const noItem = await cli(['sites', 'sort', id]);
    expect(noItem.code).toBe(2);
    expect(noItem.stderr).toMatch(/--site-space ID, --section ID or --group ID/);
    const sorted = await cli(['sites', 'sort', id, '--site-space', JSON.parse(copy.stdout).id, '--before-site-space', docs!.id]);
    expect(sorted.code, sorted.stderr).toBe(0);
    expect((await cli(['sites', 'structure', id, '--jq', '[.structure[].title] | join(",")'])).stdout).toBe('Documentation (copy),Documentation\n');
  });

  it("overrides a site space's look from stdin, shows it, and resets it only with --yes", async () => {
    const id = await site('Looks');
    const [only] = JSON.parse((await cli(['site-spaces', 'list', id, '--json'])).stdout) as { id: string }[];
    const edited = await cli(['site-spaces', 'customization', 'edit', id, only!.id, '--input', '-'], {
      stdin: '{"title":"Variant","styling":{"font":"Roboto"}}',
    });
    expect(edited.code, edited.stderr).toBe(0);
    expect(tsvRows((await cli(['site-spaces', 'customization', 'view', id, only!.id])).stdout)).toEqual(
      expect.arrayContaining([
        ['title', 'Variant'],
        ['styling.font', 'Roboto'],
      ]),
    );
    const wrong = await cli(['site-spaces', 'customization', 'edit', id, only!.id, '--input', '-'], { stdin: '{"styling":{"corners":"wavy"}}' });
    expect(wrong.stderr).toMatch(/styling\.corners/);
    expect((await cli(['site-spaces', 'customization', 'reset', id, only!.id])).code).toBe(2);
    expect((await cli(['site-spaces', 'customization', 'reset', id, only!.id, '--yes'])).code).toBe(0);
    expect(tsvRows((await cli(['site-spaces', 'customization', 'view', id, only!.id])).stdout)).toContainEqual(['title', 'Looks']);
  });

  it('creates a share link and turns it off', async () => {
    const id = await site('Shared');
    const created = await cli(['share-links', 'create', id, '--name', 'Partners', '--json']);
    const link = JSON.parse(created.stdout);
    expect(link.urls.published).toMatch(/share=/);
    await cli(['share-links', 'edit', id, link.id, '--no-active']);
    expect(tsvRows((await cli(['share-links', 'list', id])).stdout)).toEqual([[link.id, 'Partners', 'false', link.urls.published, link.createdAt]]);
    expect((await cli(['share-links', 'delete', id, link.id, '--yes'])).code).toBe(0);
    expect((await cli(['share-links', 'list', id])).stdout).toBe('');
  });
});

describe('docsctl openapi', () => {
  it('creates a spec and with --wait shows it processed, with its document', async () => {
    const created = await cli(['openapi', 'create', '--slug', 'petstore', '--source', fixtures.url('/petstore.yaml'), '--wait', '--json']);
    expect(created.code).toBe(0);
    const spec = JSON.parse(created.stdout);
    expect(spec).toMatchObject({ slug: 'petstore', processingState: 'complete', sourceURL: fixtures.url('/petstore.yaml') });
    expect(spec.lastVersion).toBeTruthy();

    const versions = await cli(['openapi', 'versions', 'petstore']);
    expect(tsvRows(versions.stdout)).toEqual([[spec.lastVersion, expect.any(String), fixtures.url('/petstore.yaml')]]);
    expect((await cli(['openapi', 'latest-content', 'petstore', '--jq', '.filesystem[].info.title'])).stdout).toBe('Petstore\n');
    expect((await cli(['openapi', 'content', 'petstore', spec.lastVersion, '--jq', '.filesystem[].paths | keys[]'])).stdout).toBe('/pets\n');

    const published = await cli(['openapi', 'edit', 'petstore', '--visibility', 'public', '--json']);
    expect(JSON.parse(published.stdout).urls.published).toBe(`${sb.url}/published/openapi/acme/petstore`);
  });

  it("publishes a spec from a local file, as GitBook's own CLI does: a new version when the file changes, none when it does not", async () => {
    const file = path.join(tempDir('openapi-'), 'store.yaml');
    fs.writeFileSync(file, PETSTORE.replace('Petstore', 'Store'));
    const published = await cli(['openapi', 'publish', 'store', file, '--wait', '--json']);
    expect(published.code).toBe(0);
    const first = JSON.parse(published.stdout);
    expect(first).toMatchObject({ slug: 'store', processingState: 'complete', lastVersion: expect.any(String) });
    expect(first).not.toHaveProperty('sourceURL');

    const again = await cli(['openapi', 'publish', 'store', file, '--wait', '--json']);
    expect(JSON.parse(again.stdout)).toEqual(first);
    fs.writeFileSync(file, PETSTORE.replace('Petstore', 'Store').replace('1.0.0', '1.1.0'));
    await cli(['openapi', 'put', 'store', file, '--wait']);
    expect(tsvRows((await cli(['openapi', 'versions', 'store'])).stdout)).toHaveLength(2);
    // The latest source comes back as the file was, byte for byte: what a script diffs against.
    expect((await cli(['openapi', 'latest-source', 'store'])).stdout).toBe(fs.readFileSync(file, 'utf8'));
    expect((await cli(['openapi', 'latest-content', 'store', '--jq', '.filesystem["openapi.yaml"].info.version'])).stdout).toBe('1.1.0\n');
  });

  it('fails a --wait with the processing error code when the source does not parse', async () => {
    const put = await cli(['openapi', 'publish', 'broken', fixtures.url('/broken.yaml'), '--wait']);
    expect(put.code).toBe(1);
    expect(put.stdout).toBe('');
    expect(put.stderr.trim().split('\n')).toHaveLength(1);
    expect(put.stderr).toMatch(/broken.*PARSE_ERROR/);
    // The spec exists all the same, with the code recorded.
    expect((await cli(['openapi', 'view', 'broken', '--jq', '.lastProcessErrorCode'])).stdout).toBe('PARSE_ERROR\n');
    expect((await cli(['openapi', 'delete', 'broken', '--yes'])).code).toBe(0);
    expect((await cli(['openapi', 'list', '--jq', '.[].slug'])).stdout).not.toContain('broken');
  });
});

describe('docsctl translations', () => {
  it('runs a translation with --wait and shows its result space', async () => {
    const source = await space('Manual');
    const created = await cli(['translations', 'create', '--source-space', source, '--source-language', 'en', '--language', 'fr', '--json']);
    expect(created.code).toBe(0);
    const translation = JSON.parse(created.stdout);
    expect(translation).toMatchObject({ status: 'pending', language: 'fr', source: { space: source, language: 'en' } });

    const ran = await cli(['translations', 'run', translation.id, '--wait', '--json']);
    expect(ran.code).toBe(0);
    const done = JSON.parse(ran.stdout);
    expect(done.status).toBe('completed');
    expect(done.stats.runs).toBe(1);
    const result = await sb.call('GET', `/v1/spaces/${done.result.space}`);
    expect(result.body.language).toBe('fr');

    // Without --wait the run only starts: nothing on stdout for a script.
    const started = await cli(['translations', 'run', translation.id]);
    expect(started).toMatchObject({ code: 0, stdout: '' });
  });

  it('exits 1 with the run error when a run fails', async () => {
    const source = await space('Doomed');
    const created = JSON.parse(
      (await cli(['translations', 'create', '--source-space', source, '--source-language', 'en', '--language', 'de', '--json'])).stdout,
    );
    expect((await sb.call('DELETE', `/v1/spaces/${source}`)).status).toBe(204);
    const ran = await cli(['translations', 'run', created.id, '--wait']);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(new RegExp(`Translation ${created.id} failed: .*no longer exists`));
    expect((await cli(['translations', 'view', created.id, '--jq', '.lastRunError'])).stdout).toMatch(/no longer exists/);
  });
});

describe('docsctl sites channels, links and ads', () => {
  it("create and change a site's agent channel with flags", async () => {
    const id = await site('Agent docs');
    const created = await cli([
      'sites',
      'channels',
      'create',
      id,
      '--type',
      'builtin:slack',
      '--setup-settings',
      '{"allowedChannels":["support-*"]}',
      '--json',
    ]);
    expect(created.code).toBe(0);
    const channel = JSON.parse(created.stdout).id;
    expect((await cli(['sites', 'channels', 'edit', id, channel, '--role', 'collaborator'])).code).toBe(0);
    expect(tsvRows((await cli(['sites', 'channels', 'list', id])).stdout)).toEqual([
      [channel, 'builtin:slack', 'collaborator', 'pending', '0', expect.any(String)],
    ]);
    expect((await cli(['sites', 'channels', 'delete', id, channel, '--yes'])).code).toBe(0);
    expect((await sb.call('GET', `/v1/orgs/acme/sites/${id}/channels`)).body.items).toEqual([]);
  });

  it('add an external link among the sections, and submit the site for ads', async () => {
    const id = await site('Linked docs');
    await sb.call('POST', `/v1/orgs/acme/sites/${id}/sections`, { body: { spaceId: await space('Guides') } });
    const added = await cli(['sites', 'links', 'add', id, '--title', 'Status', '--url', 'https://status.acme.test', '--draft', '--json']);
    expect(added.code).toBe(0);
    const link = JSON.parse(added.stdout);
    expect(link).toMatchObject({ title: 'Status', draft: true });
    expect(JSON.parse((await cli(['sites', 'links', 'edit', id, link.id, '--no-draft', '--json'])).stdout).draft).toBe(false);
    expect((await cli(['sites', 'links', 'remove', id, link.id, '--yes'])).code).toBe(0);

    expect((await cli(['sites', 'ads', 'set', id, '--status', 'in-review', '--topic', 'webdev'])).code).toBe(0);
    expect((await sb.call('GET', `/v1/orgs/acme/sites/${id}`)).body.ads).toEqual({ status: 'in-review', topic: 'webdev' });
  });
});

describe('docsctl sites styleguide', () => {
  it("creates a site's style guide from a template, runs a check of a space and finds the run's change request", async () => {
    const id = await site('Styled docs');
    const docs = await space('Styled');
    await sb.call('POST', `/v1/orgs/acme/sites/${id}/site-spaces`, { body: { spaceId: docs } });
    const guide = JSON.parse((await cli(['sites', 'styleguide', 'create', id, '--from-template', 'product-docs', '--json'])).stdout);
    expect(guide).toMatchObject({ type: 'styleguide' });
    const run = await cli(['sites', 'styleguide', 'run', id, '--spaces', docs]);
    expect(run.code).toBe(0);
    const rows = tsvRows(run.stdout);
    expect(rows).toEqual([
      ['run.id', expect.any(String)],
      ['run.spaces', JSON.stringify([docs])],
      ['changeRequests.length', '1'],
    ]);
    const runId = rows[0]![1]!;
    expect(tsvRows((await cli(['sites', 'styleguide', 'runs', id])).stdout).map((row) => row.slice(0, 3))).toEqual([[runId, guide.id, JSON.stringify([docs])]]);
    const opened = JSON.parse((await cli(['cr', 'list', '--styleguide-run', runId, '--status', 'draft', '--json'])).stdout);
    expect(opened.map((cr: { space: string }) => cr.space)).toEqual([docs]);
    expect(tsvRows((await cli(['sites', 'styleguide', 'list'])).stdout)).toContainEqual([guide.id, guide.title, '1']);
  });
});

describe('docsctl translations glossary', () => {
  it('updates the glossary in one batch and lists its terms by a language', async () => {
    const batch = JSON.stringify([
      { type: 'insert', translations: { en: 'space', fr: 'espace' } },
      { type: 'insert', translations: { en: 'change request', fr: 'demande de modification' } },
    ]);
    const updated = await cli(['translations', 'glossary', 'update', '--operations', batch], { tty: true });
    expect(updated).toMatchObject({ code: 0, stdout: expect.stringContaining('Updated the glossary') });
    const listed = await cli(['translations', 'glossary', 'list', '--order-by', 'fr', '--jq', '.[].translations.fr']);
    expect(listed.stdout).toBe('demande de modification\nespace\n');
    const refused = await cli(['translations', 'glossary', 'update', '--operations', '[{"type":"delete","id":"nope"}]']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/operations\.0\.id.*no glossary entry "nope"|no glossary entry "nope".*operations\.0\.id/);
  });
});
