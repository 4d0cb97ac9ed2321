import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../src/server/app.js';
import { createCollection } from '../../src/domain/content/collections.js';
import { createSpace, deleteSpace } from '../../src/domain/content/spaces.js';
import { createSaml } from '../../src/domain/org/saml.js';
import { createTeam } from '../../src/domain/org/teams.js';
import { createInviteLink } from '../../src/domain/org/invite-links.js';
import { createChangeRequest } from '../../src/domain/change-requests/change-requests.js';
import { createRedirect } from '../../src/domain/sites/redirects.js';
import { createCustomFont } from '../../src/domain/sites/custom-fonts.js';
import { generateStorageUploadUrl, receiveStorageUpload } from '../../src/domain/content/storage-uploads.js';
import { createSite, updateSite } from '../../src/domain/sites/sites.js';
import { ensureStyleguide } from '../../src/domain/sites/styleguide.js';
import { commitRevision } from '../../src/domain/revisions/revisions.js';
import { contextOf, openMemorySandbox, type Sandbox } from '../../src/sandbox/open.js';
import type { MemberRole } from '../../src/schemas/common.js';
import { ROLES, rolesSeed, tokenOf } from '../helpers/sandbox.js';

type Who = MemberRole | 'guest';
const EVERYONE: Who[] = [...ROLES, 'guest'];
const RANK: Who[] = ['guest', 'read', 'comment', 'edit', 'review', 'create', 'admin'];

interface Fixture {
  app: FastifyInstance;
  sandbox: Sandbox;
  ids: {
    collection: string;
    other: string;
    space: string;
    deleted: string;
    team: string;
    saml: string;
    cr: string;
    editorsCr: string;
    site: string;
    redirect: string;
    siteSpace: string;
    emptySite: string;
    /** A space of one page, `guide`, and a change request of it. */
    paged: string;
    pagedCr: string;
    /** A font file uploaded to acme's storage (its key), and a custom font made of it. */
    fontKey: string;
    font: string;
    /** An import run into `space`, still pending (no job holds it: only its record is needed). */
    importRun: string;
    /** An invite link to acme, giving the read role. */
    inviteLink: string;
  };
}

/**
 * Every case gets fresh content, built by the rules directly; they share one app (building one
 * costs ~40 ms), which serves whichever sandbox the case at hand made current.
 */
let current: Sandbox;
const sandboxOfTheCase: Sandbox = {
  get store() {
    return current.store;
  },
  get clock() {
    return current.clock;
  },
  get secrets() {
    return current.secrets;
  },
  get jobs() {
    return current.jobs;
  },
  get snapshots() {
    return current.snapshots;
  },
  get specs() {
    return current.specs;
  },
  get caches() {
    return current.caches;
  },
  get markdownBudgets() {
    return current.markdownBudgets;
  },
  close: () => current.close(),
};
const app = createApp(sandboxOfTheCase, { baseUrl: 'http://sandbox.test' });

const GUIDE = {
  id: 'guide',
  title: 'Guide',
  slug: 'guide',
  markdown: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  pages: [],
};

async function fixture(): Promise<Fixture> {
  const sandbox = (current = openMemorySandbox(rolesSeed()));
  const guest = sandbox.store.get('members', 'acme.guest')!;
  sandbox.store.put('members', { ...guest, role: null });
  const ctx = contextOf(sandbox, sandbox.store.get('users', 'admin')!, 'http://sandbox.test');
  const collection = createCollection(ctx, 'acme', { title: 'C' }).id;
  const other = createCollection(ctx, 'acme', { title: 'Other' }).id;
  const space = createSpace(ctx, 'acme', { title: 'S', parent: collection }).id;
  const deleted = createSpace(ctx, 'acme', { title: 'D' }).id;
  deleteSpace(ctx, deleted);
  const team = createTeam(ctx, 'acme', { title: 'T' }).id;
  const saml = createSaml(ctx, 'acme', { label: 'IdP', entityID: 'e', certificate: 'c', ssoURL: 'https://idp.test/sso' }).id;
  const cr = createChangeRequest(ctx, space, { subject: 'CR' }).id;
  // Reviewed by anyone but its author: opened by the least role that may open one.
  const editorsCr = createChangeRequest(contextOf(sandbox, sandbox.store.get('users', 'edit')!, 'http://sandbox.test'), space, { subject: 'Edits' }).id;
  const site = createSite(ctx, 'acme', { title: 'Site', spaces: [space] }).id;
  updateSite(ctx, 'acme', site, { hostname: 'docs.acme.test' });
  sandbox.store.put('organizations', { ...sandbox.store.get('organizations', 'acme')!, hostname: 'acme' });
  const redirect = createRedirect(ctx, 'acme', site, {
    source: '/old',
    draft: false,
    captureWildcard: false,
    permanent: false,
    destination: { kind: 'external', url: 'https://example.com/new' },
  }).id;
  const siteSpace = sandbox.store.recordsIn('siteSpaces', 'bySite', site)[0]!.id;
  // A check run needs the site's style guide.
  ensureStyleguide(ctx, 'acme', site);
  // A template fills only an empty site.
  const emptySite = createSite(ctx, 'acme', { title: 'Empty' }).id;
  const paged = createSpace(ctx, 'acme', { title: 'P', parent: collection });
  const withPage = commitRevision(ctx, { space: paged.id, type: 'edits', parents: [paged.revision], pages: [GUIDE] });
  sandbox.store.put('spaces', { ...sandbox.store.get('spaces', paged.id)!, revision: withPage.id });
  const pagedCr = createChangeRequest(ctx, paged.id, { subject: 'Paged' }).id;
  const fontBytes = Buffer.from('wOF2');
  const signed = new URL(generateStorageUploadUrl(ctx, 'acme', { file: { name: 'A.woff2', type: 'font/woff2', size: 4 }, kind: 'customization_font' }).url);
  const { key: fontKey } = receiveStorageUpload(
    sandbox,
    signed.pathname.split('/').at(-1)!,
    { expires: signed.searchParams.get('expires')!, signature: signed.searchParams.get('signature')! },
    fontBytes,
  );
  const font = createCustomFont(ctx, 'acme', { fontFamily: 'A', fontFaces: [{ weight: 400, storageKey: fontKey }] }).id;
  const importRun = sandbox.store.put('importRuns', {
    id: 'run1',
    seq: sandbox.store.nextSeq(),
    organization: 'acme',
    status: 'pending',
    source: { type: 'website', url: 'http://127.0.0.1:9/' },
    target: { space },
    createdBy: 'admin',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }).id;
  const inviteLink = createInviteLink(ctx, 'acme', 'read').id;
  return {
    app,
    sandbox,
    ids: {
      collection,
      other,
      space,
      deleted,
      team,
      saml,
      cr,
      editorsCr,
      site,
      redirect,
      siteSpace,
      emptySite,
      paged: paged.id,
      pagedCr,
      fontKey,
      font,
      importRun,
      inviteLink,
    },
  };
}

/** What each operation needs, in the matrix docs/api.md documents (Roles). */
const matrix: [string, Who, (ids: Fixture['ids']) => { method: string; url: string; payload?: object }][] = [
  ['get organization', 'guest', () => ({ method: 'GET', url: '/v1/orgs/acme' })],
  ['ping', 'guest', () => ({ method: 'POST', url: '/v1/orgs/acme/ping' })],
  ['list SSO logins', 'guest', () => ({ method: 'GET', url: '/v1/orgs/acme/sso' })],
  ['get API information', 'guest', () => ({ method: 'GET', url: '/v1/' })],
  ['resolve a published URL', 'guest', () => ({ method: 'POST', url: '/v1/urls/published', payload: { url: 'https://docs.acme.test/' } })],
  ['resolve a published URL (older form)', 'guest', () => ({ method: 'GET', url: '/v1/urls/published?url=https://docs.acme.test/' })],
  ['get a subdomain', 'guest', () => ({ method: 'GET', url: '/v1/subdomains/acme' })],
  // A port where nothing listens: the embed is made from the URL, without waiting on the network.
  ['embed a URL', 'guest', () => ({ method: 'GET', url: `/v1/urls/embed?url=${encodeURIComponent('http://127.0.0.1:9/guide')}` })],
  ['list members', 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/members' })],
  ["list a member's spaces", 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/members/edit/spaces' })],
  ['list teams', 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/teams' })],
  ['list collections', 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/collections' })],
  ['list spaces', 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/spaces' })],
  ['get space', 'read', (ids) => ({ method: 'GET', url: `/v1/spaces/${ids.space}` })],
  ['read content', 'read', (ids) => ({ method: 'GET', url: `/v1/spaces/${ids.space}/content` })],
  ['embed a URL in a space', 'read', (ids) => ({ method: 'GET', url: `/v1/spaces/${ids.space}/embed?url=${encodeURIComponent('http://127.0.0.1:9/guide')}` })],
  ['search a space', 'read', (ids) => ({ method: 'GET', url: `/v1/spaces/${ids.space}/search?query=x` })],
  ["ask the organization's content", 'read', () => ({ method: 'POST', url: '/v1/orgs/acme/ask', payload: { query: 'guide' } })],
  ["ask the organization's content, streamed", 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/ask/stream?query=guide' })],
  ['list recommended questions', 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/ask/questions' })],
  ['list recommended questions, streamed', 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/ask/questions/stream' })],
  [
    "ask a site's content",
    'read',
    (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.site}/ask`, payload: { question: 'x', scope: { mode: 'all' } } }),
  ],
  ["list a site's recommended questions", 'read', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/sites/${ids.site}/ask/questions` })],
  ['list change requests', 'read', (ids) => ({ method: 'GET', url: `/v1/spaces/${ids.space}/change-requests` })],
  ["list a page's meta links", 'read', (ids) => ({ method: 'GET', url: `/v1/spaces/${ids.paged}/content/page/guide/meta-links` })],
  [
    "list a page's meta links in a change request",
    'read',
    (ids) => ({ method: 'GET', url: `/v1/spaces/${ids.paged}/change-requests/${ids.pagedCr}/content/page/guide/meta-links` }),
  ],
  [
    "list a page's meta links in a revision",
    'read',
    (ids) => ({ method: 'GET', url: `/v1/spaces/${ids.paged}/revisions/${current.store.get('spaces', ids.paged)!.revision}/page/guide/meta-links` }),
  ],
  ['list sites', 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/sites' })],
  ['read a published site', 'read', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/sites/${ids.site}/published` })],
  ['view a custom hostname', 'read', () => ({ method: 'GET', url: '/v1/custom-hostnames/docs.acme.test' })],
  ['the content a URL names', 'read', (ids) => ({ method: 'GET', url: `/v1/urls/content?url=${encodeURIComponent(`http://sandbox.test/s/${ids.space}`)}` })],
  ['list site spaces', 'read', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/sites/${ids.site}/site-spaces` })],
  ['list site redirects', 'read', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/sites/${ids.site}/redirects` })],
  ['resolve a site redirect', 'read', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/sites/${ids.site}/redirect?source=/old` })],
  ['preview a site', 'read', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/sites/${ids.site}/publishing/preview` })],
  ['read a site structure', 'read', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/sites/${ids.site}/structure` })],
  [
    "read a site space's customization",
    'read',
    (ids) => ({ method: 'GET', url: `/v1/orgs/acme/sites/${ids.site}/site-spaces/${ids.siteSpace}/customization` }),
  ],
  ["list a site's agent channels", 'read', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/sites/${ids.site}/channels` })],
  ["list a site's MCP servers", 'read', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/sites/${ids.site}/mcp-servers` })],
  ["read a site's agent settings", 'read', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/sites/${ids.site}/agent-settings` })],
  ["list a site's style guide runs", 'read', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/sites/${ids.site}/styleguide/runs` })],
  ["list the organization's style guides", 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/styleguides' })],
  ['list style guide templates', 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/styleguide-templates' })],
  ['run a style guide check', 'edit', (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.site}/styleguide/runs`, payload: { spaces: [ids.space] } })],
  ['search a site', 'read', (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.site}/search`, payload: { query: 'x', scope: { mode: 'all' } } })],
  ['prewarm a site search', 'read', (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.site}/search/prewarm` })],
  ["track events on a site's insights", 'read', (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.site}/insights/events`, payload: { events: [] } })],
  [
    "aggregate a site's insights events",
    'read',
    (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.site}/insights/events/aggregate`, payload: { range: 'last7Days' } }),
  ],
  ["list a site's visitor segments", 'read', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/sites/${ids.site}/insights/visitor-segments` })],
  ['list OpenAPI specs', 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/openapi' })],
  ['list translations', 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/translations' })],
  ['list glossary entries', 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/translations-glossary' })],
  ['provision an agent conversation', 'read', () => ({ method: 'PUT', url: '/v1/orgs/acme/agent/conversations/roles-check' })],
  [
    "set the Docs agent's instructions",
    'admin',
    () => ({ method: 'PUT', url: '/v1/orgs/acme/agent-instructions', payload: { instructions: { object: 'document', data: {}, nodes: [] } } }),
  ],
  ['post a comment', 'comment', (ids) => ({ method: 'POST', url: `/v1/spaces/${ids.space}/comments`, payload: { body: { markdown: 'Hi' } } })],
  ['create a change request', 'edit', (ids) => ({ method: 'POST', url: `/v1/spaces/${ids.space}/change-requests`, payload: { subject: 'x' } })],
  [
    'ask for a storage upload URL',
    'edit',
    () => ({
      method: 'POST',
      url: '/v1/orgs/acme/storage/upload',
      payload: { file: { name: 'a.png', type: 'image/png', size: 3 }, kind: 'organization_file' },
    }),
  ],
  ['list import runs', 'guest', () => ({ method: 'GET', url: '/v1/org/acme/imports' })],
  ['view an import run', 'read', (ids) => ({ method: 'GET', url: `/v1/org/acme/imports/${ids.importRun}` })],
  // A port where nothing listens: the run is started, and fails in the background.
  [
    'start an import run',
    'edit',
    (ids) => ({
      method: 'POST',
      url: '/v1/org/acme/imports',
      payload: { source: { type: 'website', url: 'http://127.0.0.1:9/' }, target: { space: ids.space } },
    }),
  ],
  ['cancel an import run', 'edit', (ids) => ({ method: 'POST', url: `/v1/org/acme/imports/${ids.importRun}/cancel` })],
  ["list the organization's custom fonts", 'read', () => ({ method: 'GET', url: '/v1/orgs/acme/fonts' })],
  ['view a custom font', 'read', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/fonts/${ids.font}` })],
  [
    'create a custom font',
    'create',
    (ids) => ({ method: 'PUT', url: '/v1/orgs/acme/fonts', payload: { fontFamily: 'B', fontFaces: [{ weight: 400, storageKey: ids.fontKey }] } }),
  ],
  ['edit a custom font', 'create', (ids) => ({ method: 'POST', url: `/v1/orgs/acme/fonts/${ids.font}`, payload: { fontFamily: 'C' } })],
  ['delete a custom font', 'create', (ids) => ({ method: 'DELETE', url: `/v1/orgs/acme/fonts/${ids.font}` })],
  ['apply a template', 'edit', (ids) => ({ method: 'POST', url: `/v1/spaces/${ids.space}/content/template`, payload: { id: 'blank' } })],
  ['list reviews', 'read', (ids) => ({ method: 'GET', url: `/v1/spaces/${ids.space}/change-requests/${ids.cr}/reviews` })],
  [
    'ask for reviews',
    'edit',
    (ids) => ({ method: 'POST', url: `/v1/spaces/${ids.space}/change-requests/${ids.cr}/requested-reviewers`, payload: { users: ['comment'] } }),
  ],
  [
    'review a change request (unasked)',
    'review',
    (ids) => ({ method: 'POST', url: `/v1/spaces/${ids.space}/change-requests/${ids.editorsCr}/reviews`, payload: { status: 'approved' } }),
  ],
  ["set a space's merge rules", 'create', (ids) => ({ method: 'PATCH', url: `/v1/spaces/${ids.space}`, payload: { mergeRules: { type: 'none' } } })],
  ['merge a change request', 'review', (ids) => ({ method: 'POST', url: `/v1/spaces/${ids.space}/change-requests/${ids.cr}/merge` })],
  ['rename space', 'edit', (ids) => ({ method: 'PATCH', url: `/v1/spaces/${ids.space}`, payload: { title: 'Renamed' } })],
  ['lock space', 'create', (ids) => ({ method: 'PATCH', url: `/v1/spaces/${ids.space}`, payload: { editMode: 'locked' } })],
  ['create space', 'create', () => ({ method: 'POST', url: '/v1/orgs/acme/spaces', payload: { title: 'New' } })],
  ['duplicate space', 'create', (ids) => ({ method: 'POST', url: `/v1/spaces/${ids.space}/duplicate` })],
  ['move space', 'create', (ids) => ({ method: 'POST', url: `/v1/spaces/${ids.space}/move`, payload: { parent: null } })],
  ['create collection', 'create', () => ({ method: 'POST', url: '/v1/orgs/acme/collections', payload: { title: 'New' } })],
  ['update collection', 'create', (ids) => ({ method: 'PATCH', url: `/v1/collections/${ids.collection}`, payload: { title: 'X' } })],
  ['move collection', 'create', (ids) => ({ method: 'POST', url: `/v1/collections/${ids.collection}/move`, payload: { parent: ids.other } })],
  ['create a site', 'create', (ids) => ({ method: 'POST', url: '/v1/orgs/acme/sites', payload: { title: 'New', spaces: [ids.space] } })],
  ['rename a site', 'create', (ids) => ({ method: 'PATCH', url: `/v1/orgs/acme/sites/${ids.site}`, payload: { title: 'Renamed' } })],
  ['give a site a hostname', 'create', (ids) => ({ method: 'PATCH', url: `/v1/orgs/acme/sites/${ids.site}`, payload: { hostname: 'help.acme.test' } })],
  ['revalidate a custom hostname', 'create', () => ({ method: 'PATCH', url: '/v1/custom-hostnames/docs.acme.test' })],
  ['remove a custom hostname', 'create', () => ({ method: 'DELETE', url: '/v1/custom-hostnames/docs.acme.test' })],
  ['add a section group', 'create', (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.site}/section-groups`, payload: { title: 'Group' } })],
  [
    'add an MCP server to a site',
    'create',
    (ids) => ({
      method: 'POST',
      url: `/v1/orgs/acme/sites/${ids.site}/mcp-servers`,
      payload: { name: 'Billing', url: 'https://mcp.example.com', headers: {} },
    }),
  ],
  [
    "set a site's agent settings",
    'create',
    (ids) => ({
      method: 'PUT',
      url: `/v1/orgs/acme/sites/${ids.site}/agent-settings`,
      payload: {
        scans: { topics: 'never' },
        findings: { changeRequests: 'never' },
        editing: { customInstructions: { object: 'document', data: {}, nodes: [] } },
      },
    }),
  ],
  ["create a site's style guide", 'create', (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.emptySite}/styleguide` })],
  ['create a share link', 'create', (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.site}/share-links`, payload: { name: 'Link' } })],
  [
    'set the adaptive schema',
    'create',
    (ids) => ({
      method: 'PUT',
      url: `/v1/orgs/acme/sites/${ids.site}/adaptive-schema`,
      payload: { jsonSchema: { type: 'object', properties: {}, additionalProperties: false } },
    }),
  ],
  ['publish a site', 'create', (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.site}/publish` })],
  ['unpublish a site', 'create', (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.site}/unpublish` })],
  [
    'add a site redirect',
    'create',
    (ids) => ({
      method: 'POST',
      url: `/v1/orgs/acme/sites/${ids.site}/redirects`,
      payload: { source: '/a', destination: { kind: 'external', url: 'https://example.com/' } },
    }),
  ],
  [
    'set site redirects in bulk',
    'create',
    (ids) => ({ method: 'PUT', url: `/v1/orgs/acme/sites/${ids.site}/redirects`, payload: { redirects: [{ source: '/old', destination: null }] } }),
  ],
  [
    'edit a site redirect',
    'create',
    (ids) => ({ method: 'PATCH', url: `/v1/orgs/acme/sites/${ids.site}/redirects/${ids.redirect}`, payload: { permanent: true } }),
  ],
  ['remove a site redirect', 'create', (ids) => ({ method: 'DELETE', url: `/v1/orgs/acme/sites/${ids.site}/redirects/${ids.redirect}` })],
  [
    'sort a site structure',
    'create',
    (ids) => ({
      method: 'PATCH',
      url: `/v1/orgs/acme/sites/${ids.site}/structure/sort`,
      payload: { item: { type: 'site-space', id: ids.siteSpace }, position: {} },
    }),
  ],
  ['apply a template to a site', 'create', (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.emptySite}/template` })],
  ['duplicate a site space', 'create', (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.site}/site-spaces/${ids.siteSpace}/duplicate` })],
  [
    "override a site space's customization",
    'create',
    (ids) => ({ method: 'PATCH', url: `/v1/orgs/acme/sites/${ids.site}/site-spaces/${ids.siteSpace}/customization`, payload: { title: 'Variant' } }),
  ],
  [
    "delete a site space's customization",
    'create',
    (ids) => ({ method: 'DELETE', url: `/v1/orgs/acme/sites/${ids.site}/site-spaces/${ids.siteSpace}/customization` }),
  ],
  [
    'create an agent channel',
    'create',
    (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.site}/channels`, payload: { type: 'builtin:discord', setupSettings: {} } }),
  ],
  ['remove an external link', 'create', (ids) => ({ method: 'DELETE', url: `/v1/orgs/acme/sites/${ids.site}/external-links/nolink` })],
  [
    'update the glossary',
    'create',
    () => ({ method: 'PUT', url: '/v1/orgs/acme/translations-glossary', payload: { operations: [{ type: 'insert', translations: { en: 'space' } }] } }),
  ],
  ['delete a site', 'create', (ids) => ({ method: 'DELETE', url: `/v1/orgs/acme/sites/${ids.site}` })],
  [
    "submit a site's ads for review",
    'admin',
    (ids) => ({ method: 'POST', url: `/v1/orgs/acme/sites/${ids.site}/ads`, payload: { status: 'in-review', topic: 'webdev' } }),
  ],
  ['delete space', 'admin', (ids) => ({ method: 'DELETE', url: `/v1/spaces/${ids.space}` })],
  ['restore space', 'admin', (ids) => ({ method: 'POST', url: `/v1/spaces/${ids.deleted}/restore` })],
  ['transfer space', 'admin', (ids) => ({ method: 'POST', url: `/v1/spaces/${ids.space}/transfer`, payload: { organization: 'globex' } })],
  ['delete collection', 'admin', (ids) => ({ method: 'DELETE', url: `/v1/collections/${ids.collection}` })],
  ['update organization', 'admin', () => ({ method: 'PATCH', url: '/v1/orgs/acme', payload: { title: 'New title' } })],
  ['list invite links', 'admin', () => ({ method: 'GET', url: '/v1/orgs/acme/link-invites' })],
  ['create an invite link', 'admin', () => ({ method: 'POST', url: '/v1/orgs/acme/link-invites', payload: { role: 'edit' } })],
  ['get an invite link', 'admin', (ids) => ({ method: 'GET', url: `/v1/orgs/acme/link-invites/${ids.inviteLink}` })],
  ['change an invite link', 'admin', (ids) => ({ method: 'PATCH', url: `/v1/orgs/acme/link-invites/${ids.inviteLink}`, payload: { role: 'edit' } })],
  ['delete invite link', 'admin', (ids) => ({ method: 'DELETE', url: `/v1/orgs/acme/link-invites/${ids.inviteLink}` })],
  ['invite by e-mail', 'admin', () => ({ method: 'POST', url: '/v1/orgs/acme/invites', payload: { emails: ['outsider@acme.test'] } })],
  ['join by e-mail domain', 'guest', () => ({ method: 'POST', url: '/v1/orgs/acme/join' })],
  ['join with an invite link', 'guest', (ids) => ({ method: 'POST', url: `/v1/orgs/acme/invites/${ids.inviteLink}` })],
  ['change a role', 'admin', () => ({ method: 'PATCH', url: '/v1/orgs/acme/members/extra', payload: { role: 'edit' } })],
  ['remove a member', 'admin', () => ({ method: 'DELETE', url: '/v1/orgs/acme/members/extra' })],
  ['make an SSO member', 'admin', () => ({ method: 'POST', url: '/v1/orgs/acme/members/outsider/sso' })],
  ['create team', 'admin', () => ({ method: 'PUT', url: '/v1/orgs/acme/teams', payload: { title: 'New' } })],
  ['rename team', 'admin', (ids) => ({ method: 'PATCH', url: `/v1/orgs/acme/teams/${ids.team}`, payload: { title: 'New' } })],
  ['change team members', 'admin', (ids) => ({ method: 'PUT', url: `/v1/orgs/acme/teams/${ids.team}/members`, payload: { add: ['read'] } })],
  [
    "read the organization's AI usage",
    'admin',
    () => ({ method: 'GET', url: `/v1/orgs/acme/billing/ai-usage?from=${new Date(Date.now() - 86400_000).toISOString()}&to=${new Date().toISOString()}` }),
  ],
  ['list SAML providers', 'admin', () => ({ method: 'GET', url: '/v1/orgs/acme/saml' })],
  ['update SAML provider', 'admin', (ids) => ({ method: 'PATCH', url: `/v1/orgs/acme/saml/${ids.saml}`, payload: { label: 'New' } })],
];

describe('role matrix', () => {
  for (const [label, minimum, request] of matrix) {
    it(`${label}: allowed from ${minimum} up, 403 below`, async () => {
      const outcomes: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const who of EVERYONE) {
        const { app, ids } = await fixture();
        const response = await app.inject({ ...request(ids), method: request(ids).method as 'GET', headers: { authorization: `Bearer ${tokenOf(who)}` } });
        outcomes[who] = response.statusCode < 300 ? 200 : response.statusCode;
        expected[who] = RANK.indexOf(who) >= RANK.indexOf(minimum) ? 200 : 403;
        if (response.statusCode === 403) expect(response.json().error.message).toMatch(/needs the \w+ role|admin role or ownership/);
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it('a team owner manages their team without being an admin', async () => {
    const { app, ids } = await fixture();
    const asAdmin = { authorization: `Bearer ${tokenOf('admin')}` };
    await app.inject({ method: 'PUT', url: `/v1/orgs/acme/teams/${ids.team}/members/read`, payload: { role: 'owner' }, headers: asAdmin });
    const asOwner = { authorization: `Bearer ${tokenOf('read')}` };
    const add = await app.inject({ method: 'PUT', url: `/v1/orgs/acme/teams/${ids.team}/members`, payload: { add: ['edit'] }, headers: asOwner });
    expect(add.statusCode).toBe(204);
    const team = await app.inject({ method: 'GET', url: `/v1/orgs/acme/teams/${ids.team}`, headers: asOwner });
    expect(team.json()).toMatchObject({ members: 2, permissions: { admin: true, view: true } });
  });
});

describe('leaving', () => {
  it('any member may leave, but the last admin may not', async () => {
    const { app } = await fixture();
    const leave = (who: string) => app.inject({ method: 'DELETE', url: `/v1/orgs/acme/members/${who}`, headers: { authorization: `Bearer ${tokenOf(who)}` } });
    expect((await leave('comment')).statusCode).toBe(204);
    const last = await leave('admin');
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toMatch(/last admin/);
  });
});

describe('outsiders', () => {
  it("see another organization's resources as absent, and cannot delete them", async () => {
    const { app, sandbox, ids } = await fixture();
    const asOutsider = { authorization: `Bearer ${tokenOf('outsider')}` };
    for (const url of [
      '/v1/orgs/acme',
      `/v1/spaces/${ids.space}`,
      `/v1/collections/${ids.collection}`,
      '/v1/orgs/acme/members',
      `/v1/orgs/acme/teams/${ids.team}`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: asOutsider });
      expect(response.statusCode, url).toBe(404);
    }
    const del = await app.inject({ method: 'DELETE', url: `/v1/spaces/${ids.space}`, headers: asOutsider });
    expect(del.statusCode).toBe(204);
    expect(sandbox.store.get('spaces', ids.space)?.deletedAt).toBeUndefined();
  });

  it('cannot receive a transfer into an organization they do not administer', async () => {
    const { app, ids } = await fixture();
    const response = await app.inject({
      method: 'POST',
      url: `/v1/spaces/${ids.space}/transfer`,
      payload: { organization: 'globex' },
      headers: { authorization: `Bearer ${tokenOf('create')}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

/** What each role may do is the rules' (test/domain/org/access.test.ts): here, that answers carry the caller's. */
describe('permissions objects', () => {
  it("are the caller's, on a space and on the organization", async () => {
    const { app, ids } = await fixture();
    const permissions = async (who: Who, url: string) =>
      (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokenOf(who)}` } })).json().permissions;
    expect(await permissions('read', `/v1/spaces/${ids.space}`)).toMatchObject({ view: true, edit: false, admin: false });
    expect(await permissions('admin', `/v1/spaces/${ids.space}`)).toMatchObject({ view: true, edit: true, admin: true });
    expect(await permissions('read', '/v1/orgs/acme')).toMatchObject({ view: true, listMembers: true, admin: false });
    expect(await permissions('admin', '/v1/orgs/acme')).toMatchObject({ admin: true });
  });
});
