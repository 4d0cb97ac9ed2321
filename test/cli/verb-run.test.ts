import { describe, expect, it } from 'vitest';
import { resources } from '../../src/cli/catalog.js';
import { CliError } from '../../src/cli/io.js';
import { NotFoundError } from '../../src/client/errors.js';
import type { OperationId } from '../../src/client/operation-types.js';
import { loadResource } from '../../src/cli/verbs/command.js';
import { runVerb } from '../../src/cli/verbs/run.js';
import type { Verb, VerbCall } from '../../src/cli/verbs/verb.js';
import type { GlobalOptions } from '../../src/cli/runtime.js';
import type { CliContext } from '../../src/cli/context.js';
import { stubbedTransport, testContext, type CliOptions } from '../helpers/cli.js';

/**
 * The second half of the verb engine alone: a parsed call is sent (HTTP stubbed at the transport, nothing
 * else reachable), and what it prints is exactly this, on a terminal and in a pipe.
 */
const stub = stubbedTransport();

const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };
/** The next request to the API must be this one, and gets this answer. */
function expectRequest(method: string, path: string, status: number, answer?: unknown, body?: unknown) {
  stub.api
    .get('http://api.test')
    .intercept({ method, path, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
    .reply(status, answer === undefined ? '' : JSON.stringify(answer), JSON_HEADERS);
}

async function verbOf(line: string, context: CliContext): Promise<{ noun: string; verb: Verb }> {
  const [name, verbName] = line.split(' ');
  const resource = await resources.find((entry) => entry.name === name)?.load();
  const verb = resource?.verbs.find((v) => v.name === verbName);
  if (!resource || !verb) throw new Error(`no verb ${line}`);
  // As the command line does before it runs a verb: its operations are loaded.
  await loadResource(context, resource, verbName);
  return { noun: resource.noun, verb };
}

/** Runs `line`'s verb on a call, printing where `options` says; resolves to what it wrote. */
async function run<K extends OperationId>(line: string, call: VerbCall<K>, options: CliOptions & { globals?: GlobalOptions } = {}) {
  const { context, stdout, stderr } = testContext({ ...options, transport: stub.api });
  const { noun, verb } = await verbOf(line, context);
  // Each verb's own operation is K: the tests pass calls written for it.
  await runVerb(context, noun, verb as Verb<K>, call);
  return { stdout: stdout(), stderr: stderr() };
}

const PERSON = { env: { NO_COLOR: '1' }, tty: true };
/** A moment some hours and a minute before now, as the API writes it. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000 - 60_000).toISOString();
const space = (id: string, title: string) => ({
  object: 'space',
  id,
  title,
  visibility: 'private',
  updatedAt: '2025-01-02T03:04:05.000Z',
  urls: { app: `https://app.test/s/${id}` },
});

describe('running a parsed call', () => {
  it('shows one answer as field rows in a pipe, aligned fields under their headers on a terminal, times relative', async () => {
    const view: VerbCall<'getSpaceById'> = { operation: 'getSpaceById', params: { spaceId: 'S1' }, query: {}, done: '', flags: {} };
    const updatedAt = hoursAgo(3);
    expectRequest('GET', '/v1/spaces/S1', 200, { ...space('S1', 'Handbook'), updatedAt });
    expect(await run('spaces view', view)).toEqual({
      stdout: `id\tS1\ntitle\tHandbook\nvisibility\tprivate\nparent\t\nupdatedAt\t${updatedAt}\nurls.app\thttps://app.test/s/S1\n`,
      stderr: '',
    });
    expectRequest('GET', '/v1/spaces/S1', 200, { ...space('S1', 'Handbook'), updatedAt });
    expect((await run('spaces view', view, PERSON)).stdout).toBe(
      [
        'ID          S1',
        'TITLE       Handbook',
        'VISIBILITY  private',
        'PARENT',
        'UPDATED     about 3 hours ago',
        'URL         https://app.test/s/S1',
        '',
      ].join('\n'),
    );
  });

  it('sends the body it was given', async () => {
    expectRequest('POST', '/v1/orgs/acme/spaces', 201, space('S2', 'Guides'), { title: 'Guides' });
    const create: VerbCall<'createSpace'> = {
      operation: 'createSpace',
      params: { organizationId: 'acme' },
      query: {},
      body: { title: 'Guides' },
      done: '',
      flags: {},
    };
    expect((await run('spaces create', create)).stdout).toBe('id\tS2\ntitle\tGuides\nvisibility\tprivate\nparent\t\nupdatedAt\t2025-01-02T03:04:05.000Z\n');
  });

  it('pages through a list no further than its limit, one row per item', async () => {
    expectRequest('GET', '/v1/orgs/acme/spaces?limit=3', 200, { items: [space('A', 'One'), space('B', 'Two')], count: 9, next: { page: 'p2' } });
    expectRequest('GET', '/v1/orgs/acme/spaces?limit=1&page=p2', 200, { items: [space('C', 'Three')], count: 9, next: { page: 'p3' } });
    const list: VerbCall<'listSpacesInOrganizationById'> = {
      operation: 'listSpacesInOrganizationById',
      params: { organizationId: 'acme' },
      query: {},
      list: { limit: 3, all: false },
      done: '',
      flags: {},
    };
    const { stdout } = await run('spaces list', list);
    expect(stdout).toBe(
      ['A\tOne\tprivate\t\t2025-01-02T03:04:05.000Z', 'B\tTwo\tprivate\t\t2025-01-02T03:04:05.000Z', 'C\tThree\tprivate\t\t2025-01-02T03:04:05.000Z', ''].join(
        '\n',
      ),
    );
  });

  it('says an empty list on stderr to a person, and nothing to a script', async () => {
    const list: VerbCall<'listTeamsInOrganizationById'> = {
      operation: 'listTeamsInOrganizationById',
      params: { organizationId: 'acme' },
      query: {},
      list: { limit: 30, all: false },
      done: '',
      flags: {},
    };
    expectRequest('GET', '/v1/orgs/acme/teams?limit=30', 200, { items: [], count: 0 });
    expect(await run('teams list', list, PERSON)).toEqual({ stdout: '', stderr: 'No teams\n' });
    expectRequest('GET', '/v1/orgs/acme/teams?limit=30', 200, { items: [], count: 0 });
    expect(await run('teams list', list)).toEqual({ stdout: '', stderr: '' });
  });

  it('tells a person what an empty answer did, naming what it read first by its title; a script gets silence', async () => {
    const remove: VerbCall<'deleteSpaceById'> = {
      operation: 'deleteSpaceById',
      params: { spaceId: 'S1' },
      query: {},
      done: 'Deleted space S1 (restorable for 7 days)',
      flags: {},
    };
    expectRequest('GET', '/v1/spaces/S1', 200, space('S1', 'Handbook'));
    expectRequest('DELETE', '/v1/spaces/S1', 204);
    expect(await run('spaces delete', remove, PERSON)).toEqual({ stdout: '✓ Deleted space "Handbook" (restorable for 7 days)\n', stderr: '' });
    expectRequest('GET', '/v1/spaces/S1', 200, space('S1', 'Handbook'));
    expectRequest('DELETE', '/v1/spaces/S1', 204);
    expect(await run('spaces delete', remove)).toEqual({ stdout: '', stderr: '' });
  });

  it('asks before a destructive call, naming the title, and without a terminal refuses it unsent', async () => {
    const remove: VerbCall<'deleteSpaceById'> = {
      operation: 'deleteSpaceById',
      params: { spaceId: 'S1' },
      query: {},
      confirm: 'Delete space S1?',
      done: '',
      flags: {},
    };
    expectRequest('GET', '/v1/spaces/S1', 200, space('S1', 'Product docs'));
    const refused = await run('spaces delete', remove).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CliError);
    expect(refused).toMatchObject({ exitCode: 2, message: 'Delete space "Product docs" (S1): refusing without --yes when not asked on a terminal' });
  });

  it('deletes nothing that does not exist: it is not found, and no DELETE is sent', async () => {
    const remove: VerbCall<'deleteSpaceById'> = { operation: 'deleteSpaceById', params: { spaceId: 'gone' }, query: {}, done: 'Deleted space gone', flags: {} };
    // Any other request, a DELETE among them, has no stub and would fail as unreachable.
    expectRequest('GET', '/v1/spaces/gone', 404, { error: { code: 404, message: 'Space not found' } });
    const refused = await run('spaces delete', remove, PERSON).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CliError);
    expect(refused).toMatchObject({ exitCode: 1, message: 'space "gone" not found' });
  });

  it('names by its ID what has no title', async () => {
    const remove: VerbCall<'deleteOpenAPISpecBySlug'> = {
      operation: 'deleteOpenAPISpecBySlug',
      params: { organizationId: 'acme', specSlug: 'pets' },
      query: {},
      done: '',
      flags: {},
    };
    expectRequest('GET', '/v1/orgs/acme/openapi/pets', 200, { object: 'openapi-spec', slug: 'pets' });
    expectRequest('DELETE', '/v1/orgs/acme/openapi/pets', 204);
    expect((await run('openapi delete', remove, PERSON)).stdout).toBe('✓ Deleted OpenAPI spec pets and its versions\n');
  });

  it('lists the field a verb names when an answer holds its whole list', async () => {
    expectRequest('GET', '/v1/email-domains/acme.test/orgs', 200, {
      organizations: [{ object: 'organization', id: 'acme', title: 'Acme', type: 'business', plan: 'free', urls: { app: 'https://app.test/o/acme' } }],
    });
    const find: VerbCall<'getOrganizationsForEmailDomain'> = {
      operation: 'getOrganizationsForEmailDomain',
      params: { emailDomain: 'acme.test' },
      query: {},
      done: '',
      flags: {},
    };
    expect((await run('orgs find-by-domain', find)).stdout).toBe('acme\tAcme\tbusiness\tfree\thttps://app.test/o/acme\n');
  });

  it("lets the verb's hook show the answer its own way, while --json gets it whole", async () => {
    const pdf: VerbCall<'getChangeRequestPDF'> = {
      operation: 'getChangeRequestPDF',
      params: { spaceId: 'S1', changeRequestId: '3' },
      query: {},
      done: '',
      flags: {},
    };
    expectRequest('GET', '/v1/spaces/S1/change-requests/3/pdf', 200, { url: 'https://api.test/pdf/1' });
    expect((await run('content pdf', pdf)).stdout).toBe('https://api.test/pdf/1\n');
    expectRequest('GET', '/v1/spaces/S1/change-requests/3/pdf', 200, { url: 'https://api.test/pdf/1' });
    expect((await run('content pdf', pdf, { globals: { json: true } })).stdout).toBe('{\n  "url": "https://api.test/pdf/1"\n}\n');
  });

  it('adds the columns a verb works out for people, and leaves them out of --json', async () => {
    const section = (id: string, title: string) => ({ object: 'site-section', id, title });
    const published = {
      object: 'published-content-site',
      site: { id: 'SITE', title: 'Docs', visibility: 'public', urls: { published: 'https://docs.test' } },
      structure: {
        type: 'sections',
        structure: [
          section('G', 'Guides'),
          { object: 'site-section-group', id: 'R', title: 'Reference', sections: [section('A', 'API'), section('K', 'SDKs')] },
        ],
      },
    };
    const call: VerbCall<'getPublishedContentSite'> = {
      operation: 'getPublishedContentSite',
      params: { organizationId: 'acme', siteId: 'SITE' },
      query: {},
      done: '',
      flags: {},
    };
    expectRequest('GET', '/v1/orgs/acme/sites/SITE/published', 200, published);
    expect((await run('sites published', call)).stdout).toBe(
      'site.id\tSITE\nsite.title\tDocs\nsite.visibility\tpublic\nsite.urls.published\thttps://docs.test\nstructure.type\tsections\ncontents\tGuides, Reference (API, SDKs)\n',
    );
    expectRequest('GET', '/v1/orgs/acme/sites/SITE/published', 200, published);
    expect(JSON.parse((await run('sites published', call, { globals: { json: true } })).stdout)).toEqual(published);
  });

  it("works out columns for each row of a list, and fails after showing it when the verb's check says so", async () => {
    const location = (path: string) => ({ kind: 'page', page: { path } });
    const links = {
      count: 2,
      stats: { total: 3, broken: { total: 2 } },
      items: [
        { status: 'broken', relation: 'reference', targetReference: { kind: 'url', url: 'missing.md' }, locationReferences: [location('a'), location('b/c')] },
        { status: 'broken', relation: 'reference', targetReference: { kind: 'page', page: { path: 'gone' } }, locationReferences: [location('a')] },
      ],
    };
    const call = (status?: 'broken'): VerbCall<'listSpaceLinks'> => ({
      operation: 'listSpaceLinks',
      params: { spaceId: 'S1' },
      query: status ? { status } : {},
      done: '',
      list: { limit: Infinity, all: false },
      flags: {},
    });
    expectRequest('GET', '/v1/spaces/S1/links?status=broken&limit=100', 200, links);
    const failed = await run('content links', call('broken')).catch((error: unknown) => error);
    expect(failed).toMatchObject({ exitCode: 1, message: '2 broken links in space S1' });
    expectRequest('GET', '/v1/spaces/S1/links?limit=100', 200, links);
    expect((await run('content links', call())).stdout).toBe('broken\tmissing.md\ta, b/c\nbroken\tgone\ta\n');
    expectRequest('GET', '/v1/spaces/S1/links?status=broken&limit=100', 200, { count: 0, stats: { total: 1, broken: { total: 0 } }, items: [] });
    expect(await run('content links', call('broken'))).toEqual({ stdout: '', stderr: '' });
  });

  it("lets the API's refusals through as their own error classes, for main to turn into exit codes", async () => {
    expectRequest('GET', '/v1/spaces/gone', 404, { error: { code: 404, message: 'Space not found' } });
    const view: VerbCall<'getSpaceById'> = { operation: 'getSpaceById', params: { spaceId: 'gone' }, query: {}, done: '', flags: {} };
    await expect(run('spaces view', view)).rejects.toBeInstanceOf(NotFoundError);
  });
});
