import fs from 'node:fs';
import path from 'node:path';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/cli/catalog.js';
import { CliError } from '../../src/cli/io.js';
import { buildVerb, loadResource } from '../../src/cli/verbs/command.js';
import type { VerbCall } from '../../src/cli/verbs/verb.js';
import { testContext, type CliOptions } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dirs.js';

/**
 * The first half of the verb engine alone: a command line becomes a call, or a usage error, and nothing
 * is run (the command is handed a `run` that keeps the call). The org is `acme`, from the environment.
 */
async function parse(line: string, options: CliOptions = {}): Promise<VerbCall> {
  const [name, word, ...words] = line.split(' ');
  const loaded = await resources.find((entry) => entry.name === name)?.load();
  // A group's verbs are one word further: `cr reviewers add`.
  const group = loaded?.groups?.find((g) => g.name === word);
  const resource = group ?? loaded;
  const [verbName, argv] = group ? [words[0], words.slice(1)] : [word, words];
  const verb = resource?.verbs.find((v) => v.name === verbName);
  if (!resource || !verb) throw new Error(`no verb ${name} ${word}`);
  const { context } = testContext(options);
  // As the CLI does before it builds a verb: its operations' schemas give the flags.
  await loadResource(context, resource, verbName);
  let parsed: VerbCall | undefined;
  const command = buildVerb(resource.noun, verb, context, async (call) => void (parsed = call))
    .exitOverride()
    .configureOutput({ writeOut: () => {}, writeErr: () => {} });
  await command.parseAsync(argv, { from: 'user' });
  if (!parsed) throw new Error(`${line}: nothing parsed`);
  return parsed;
}

/** What a usage error says, and its exit code. */
const refusal = (line: string, options?: CliOptions) =>
  parse(line, options).then(
    () => 'parsed',
    (error: unknown) =>
      error instanceof CliError
        ? { code: error.exitCode, message: error.message }
        : error instanceof CommanderError
          ? { code: 2, message: error.message }
          : error,
  );

describe("parsing a verb's command line into a call", () => {
  it.each([
    ['spaces create --title Handbook', { operation: 'createSpace', params: { organizationId: 'acme' }, query: {}, body: { title: 'Handbook' }, flags: {} }],
    ['spaces view S1', { operation: 'getSpaceById', params: { spaceId: 'S1' }, query: {}, done: 'Get a space: S1' }],
    ['spaces edit S1 --title New --emoji 1f4d8', { operation: 'updateSpaceById', params: { spaceId: 'S1' }, body: { title: 'New', emoji: '1f4d8' } }],
    ['spaces list', { operation: 'listSpacesInOrganizationById', query: {}, list: { limit: Infinity, all: false } }],
    ['spaces list --limit 5', { list: { limit: 5, all: false } }],
    ['spaces list --all', { list: { limit: Infinity, all: true } }],
    [
      'comments list SPACE --cr 3 --status open',
      { operation: 'listCommentsInChangeRequest', params: { spaceId: 'SPACE', changeRequestId: '3' }, query: { status: 'open' } },
    ],
    ['comments list SPACE --status open', { operation: 'listCommentsInSpace', params: { spaceId: 'SPACE' } }],
    ['content page SPACE PAGE --format document', { operation: 'getPageById', params: { spaceId: 'SPACE', pageId: 'PAGE' }, query: { format: 'document' } }],
    ['sites list --published --type premium --type ultimate', { query: { published: 'true', type: ['premium', 'ultimate'] } }],
    [
      'orgs edit --default-site SITE',
      { operation: 'updateOrganizationById', body: { defaultContent: { type: 'site', site: 'SITE' } }, flags: { defaultSite: 'SITE' } },
    ],
    ['orgs edit --no-default-site', { body: { defaultContent: null } }],
    ['collections move C1 --no-parent --before-collection C2', { body: { parent: null, position: { before: { type: 'collection', collection: 'C2' } } } }],
    ['sections move SITE SEC --after OTHER', { body: { position: { after: { type: 'site-section', siteSection: 'OTHER' } } } }],
    ['site-spaces edit SITE SS --no-condition', { params: { organizationId: 'acme', siteId: 'SITE', siteSpaceId: 'SS' }, body: { condition: null } }],
    ['teams edit-members T1 --add a@acme.test --add U2', { body: { add: ['a@acme.test', 'U2'] }, done: 'Updated the members of team T1' }],
    [
      'cr review SPACE 3 --approve --body Nice',
      {
        operation: 'submitChangeRequestReview',
        params: { spaceId: 'SPACE', changeRequestId: '3' },
        body: { status: 'approved', comment: { markdown: 'Nice' } },
      },
    ],
    ['cr review SPACE 3 --request-changes', { body: { status: 'changes-requested' } }],
    [
      'cr reviewers add SPACE 3 ada bob',
      { operation: 'requestReviewersForChangeRequest', params: { spaceId: 'SPACE', changeRequestId: '3' }, body: { users: ['ada', 'bob'] } },
    ],
    [
      'cr reviewers remove SPACE 3 ada --yes',
      { operation: 'removeRequestedReviewerFromChangeRequest', params: { userId: 'ada' }, done: 'Stopped asking ada to review change request 3' },
    ],
    ['cr reviews list SPACE 3 --no-outdated', { operation: 'getReviewsByChangeRequestId', query: { outdated: 'false' } }],
    ['cr reviews view SPACE 3 R1', { operation: 'getChangeRequestReviewById', params: { spaceId: 'SPACE', changeRequestId: '3', reviewId: 'R1' } }],
    ['spaces edit S1 --merge-rules none', { body: { mergeRules: { type: 'none' } } }],
    ['spaces edit S1 --merge-rules inherit', { body: { mergeRules: { type: 'inherit' } } }],
    [
      'orgs edit --merge-rules {"type":"rules","rules":[{"rule":"allow_bypass","users":["ada"]}]}',
      { body: { mergeRules: { type: 'rules', rules: [{ rule: 'allow_bypass', users: ['ada'] }] } } },
    ],
    [
      'openapi create --slug pets --source https://example.com/pets.yaml --wait',
      { body: { slug: 'pets', source: { url: 'https://example.com/pets.yaml' } }, flags: { wait: true } },
    ],
    [
      'openapi publish pets https://example.com/pets.yaml',
      {
        operation: 'createOrUpdateOpenAPISpecBySlug',
        params: { organizationId: 'acme', specSlug: 'pets' },
        body: { source: { url: 'https://example.com/pets.yaml' } },
      },
    ],
    ['openapi publish pets http://example.com/pets.yaml --wait', { body: { source: { url: 'http://example.com/pets.yaml' } }, flags: { wait: true } }],
    [
      'urls resolve https://docs.example.test/guide --redirect-on-error',
      { operation: 'resolvePublishedContentByUrl', body: { url: 'https://docs.example.test/guide', redirectOnError: true } },
    ],
    ['urls content https://docs.example.test/guide', { operation: 'getContentByUrl', query: { url: 'https://docs.example.test/guide' } }],
    ['sites edit SITE --hostname docs.example.test', { operation: 'updateSiteById', body: { hostname: 'docs.example.test' } }],
    ['content revision SPACE --revision REV', { operation: 'getRevisionById', params: { spaceId: 'SPACE', revisionId: 'REV' } }],
    ['content pages SPACE --revision REV', { operation: 'listPagesInRevisionById', params: { spaceId: 'SPACE', revisionId: 'REV' } }],
    ['content page SPACE PAGE --revision REV', { operation: 'getPageInRevisionById', params: { spaceId: 'SPACE', pageId: 'PAGE', revisionId: 'REV' } }],
    ['content page SPACE --path guide/install', { operation: 'getPageByPath', params: { spaceId: 'SPACE', pagePath: 'guide/install' } }],
    [
      'content page SPACE --path guide/install --cr 3',
      { operation: 'getPageInChangeRequestByPath', params: { spaceId: 'SPACE', changeRequestId: '3', pagePath: 'guide/install' } },
    ],
    [
      'content page SPACE --path guide --revision REV --format document',
      { operation: 'getPageInRevisionByPath', params: { spaceId: 'SPACE', revisionId: 'REV', pagePath: 'guide' }, query: { format: 'document' } },
    ],
    ['content files SPACE --revision REV', { operation: 'listFilesInRevisionById', params: { spaceId: 'SPACE', revisionId: 'REV' } }],
    ['content file SPACE FILE --revision REV', { operation: 'getFileInRevisionById', params: { spaceId: 'SPACE', fileId: 'FILE', revisionId: 'REV' } }],
    [
      'content reusable SPACE RC --revision REV',
      { operation: 'getReusableContentInRevisionById', params: { spaceId: 'SPACE', reusableContentId: 'RC', revisionId: 'REV' } },
    ],
    [
      'content reusable SPACE RC --cr 3',
      { operation: 'getReusableContentInChangeRequestById', params: { spaceId: 'SPACE', reusableContentId: 'RC', changeRequestId: '3' } },
    ],
    [
      'content reusable-document SPACE REV RC',
      { operation: 'getReusableContentDocumentInRevisionById', params: { spaceId: 'SPACE', revisionId: 'REV', reusableContentId: 'RC' } },
    ],
    ['cr list SPACE --status draft', { operation: 'listChangeRequestsForSpace', params: { spaceId: 'SPACE' }, query: { status: 'draft' } }],
    [
      'cr list SPACE --creator U1 --order-by createdAt',
      { operation: 'listChangeRequestsForSpace', params: { spaceId: 'SPACE' }, query: { creator: 'U1', orderBy: 'createdAt' } },
    ],
    [
      'cr list --status merged --creator U1 --order-by createdAt',
      { operation: 'listChangeRequestsForOrganization', params: { organizationId: 'acme' }, query: { status: 'merged', creator: 'U1', orderBy: 'createdAt' } },
    ],
    [
      'comments edit-reply SPACE C R --cr 3 --body Fixed',
      {
        operation: 'updateCommentReplyInChangeRequest',
        params: { spaceId: 'SPACE', changeRequestId: '3', commentId: 'C', commentReplyId: 'R' },
        body: { body: { markdown: 'Fixed' } },
      },
    ],
    ['comments replies SPACE C', { operation: 'listCommentRepliesInSpace', params: { spaceId: 'SPACE', commentId: 'C' } }],
    [
      'sites mcp-servers create SITE --name Billing --url https://mcp.example.com/sse --header X-Key:abc --header Authorization:Bearer-1',
      {
        operation: 'createSiteMcpServer',
        params: { organizationId: 'acme', siteId: 'SITE' },
        body: { name: 'Billing', url: 'https://mcp.example.com/sse', headers: { 'X-Key': 'abc', Authorization: 'Bearer-1' } },
      },
    ],
    ['sites mcp-servers edit SITE M1 --transport http', { operation: 'updateSiteMcpServerById', body: { transport: 'http' } }],
    ['sites agent-settings view SITE', { operation: 'getSiteAgentSettingsById', params: { organizationId: 'acme', siteId: 'SITE' } }],
    ['sites styleguide create SITE --from-template plain-language', { operation: 'createSiteStyleguideById', body: { template: 'plain-language' } }],
    ['sites styleguide run SITE --spaces S1 --spaces S2', { operation: 'createSiteStyleguideRun', body: { spaces: ['S1', 'S2'] } }],
    ['sites styleguide templates', { operation: 'listStyleguideTemplates', params: { organizationId: 'acme' } }],
    ['cr list --styleguide-run RUN', { operation: 'listChangeRequestsForOrganization', query: { styleguideRun: 'RUN' } }],
  ])('%s', async (line, call) => {
    expect(await parse(line)).toMatchObject(call);
  });

  it('lists 30 items on a terminal unless told, every item in a pipe', async () => {
    expect((await parse('spaces list', { tty: true })).list).toEqual({ limit: 30, all: false });
    expect((await parse('spaces list')).list).toEqual({ limit: Infinity, all: false });
  });

  it.each([
    ['spaces delete S1', 'Delete space S1?'],
    ['sections delete SITE SEC', 'Delete section SEC of site SITE?'],
    ['teams remove T1 U1', 'Remove U1 from team T1?'],
    ['cr merge SPACE 3', 'Merge change request 3 of space SPACE?'],
    ['cr reviewers remove SPACE 3 ada', 'Stop asking ada to review change request 3?'],
  ])('%s asks first: %s', async (line, question) => {
    expect((await parse(line)).confirm).toBe(question);
    expect(await parse(`${line} --yes`)).not.toHaveProperty('confirm');
  });

  it('takes the body from --input, flags winning over its fields', async () => {
    const call = await parse('spaces create --input - --title Flag', { stdin: '{"title":"File","emoji":"1f4d8"}' });
    expect(call.body).toEqual({ title: 'Flag', emoji: '1f4d8' });
  });
});

describe('refusing a command line before any request', () => {
  it.each([
    ['spaces create --title 123456789012345678901234567890123456789012345678901', /^--title: Too big/],
    ['spaces transfer S1 --yes', /^--organization: required/],
    ['sections move SITE SEC', /^give --before or --after$/],
    ['spaces list --limit 0', /^--limit: must be a whole number above 0$/],
    ['comments list SPACE --status nonsense', /--status.*open/],
    ['spaces view', /missing required argument/],
    ['content page SPACE', /^give a page ID or --path PATH$/],
    ['content page SPACE PAGE --path guide/install', /^give a page ID or --path PATH, not both$/],
    ['content pages SPACE --cr 3 --revision REV', /'--revision <id>' cannot be used with option '--cr <id>'/],
    ['cr list SPACE --requested-reviewer U1', /^--requested-reviewer: only when the space is left out$/],
    ['openapi publish pets', /missing required argument 'file-or-url'/],
    ['urls content', /missing required argument 'url'/],
    ['urls content not-a-url', /query\.url/],
    ['openapi publish pets ./no/such/spec.yaml', /^cannot read \.\/no\/such\/spec\.yaml: ENOENT.*; give a YAML or JSON file, or an http\(s\) URL$/],
    ['cr review SPACE 3', /^give --approve or --request-changes$/],
    ['cr review SPACE 3 --approve --request-changes', /cannot be used with option '--request-changes'/],
    ['cr reviewers add SPACE 3', /missing required argument 'user'/],
    ['orgs edit --merge-rules inherit', /^--merge-rules/],
    ['sites mcp-servers create SITE --name B --url https://mcp.example.com --header nocolon', /^--header "nocolon": write it as "Name: value"$/],
    ['storage upload ./no/such/file.png', /^cannot read \.\/no\/such\/file\.png: ENOENT/],
  ])('%s', async (line, message) => {
    expect(await refusal(line)).toEqual({ code: 2, message: expect.stringMatching(message) });
  });

  it('without an organization, names the ways to give one', async () => {
    expect(await refusal('spaces list', { env: { DOCSCTL_ORG: undefined } })).toEqual({
      code: 2,
      message: expect.stringMatching(/^no organization: pass --org ORG, set DOCSCTL_ORG/),
    });
  });

  it('an --input that is not a JSON object', async () => {
    expect(await refusal('spaces create --input -', { stdin: '[1]' })).toEqual({ code: 2, message: '--input: - does not hold a JSON object' });
  });
});

describe('a file to upload', () => {
  it("is asked for by its name, type and size, for the organization's files unless told", async () => {
    const file = path.join(tempDir('upload-'), 'diagram.png');
    fs.writeFileSync(file, Buffer.alloc(1234));
    expect(await parse(`storage upload ${file}`)).toMatchObject({
      operation: 'generateStorageUploadURL',
      params: { organizationId: 'acme' },
      body: { file: { name: 'diagram.png', type: 'image/png', size: 1234 }, kind: 'organization_file' },
      operand: file,
    });
    expect((await parse(`storage upload ${file} --kind import_file`)).body).toMatchObject({ kind: 'import_file' });
  });

  it("takes a site's agent settings whole from --input", async () => {
    const settings = {
      scans: { topics: 'never' },
      findings: { changeRequests: 'always' },
      editing: { customInstructions: { object: 'document', data: {}, nodes: [] } },
    };
    expect((await parse('sites agent-settings edit SITE --input -', { stdin: JSON.stringify(settings) })).body).toEqual(settings);
  });
});

describe('an OpenAPI document from a file', () => {
  it('is sent as its text', async () => {
    const file = path.join(tempDir('openapi-'), 'petstore.yaml');
    fs.writeFileSync(file, 'openapi: 3.0.3\n');
    expect(await parse(`openapi publish pets ${file}`)).toMatchObject({ body: { source: { text: 'openapi: 3.0.3\n' } } });
    expect(await parse(`openapi create --slug pets --source ${file}`)).toMatchObject({ body: { slug: 'pets', source: { text: 'openapi: 3.0.3\n' } } });
  });
});
