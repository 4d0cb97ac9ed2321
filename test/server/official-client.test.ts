import { afterAll, assert, beforeAll, describe, expect, it, type RunnerTask } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import {
  ContentReferenceStatus,
  ImportContentSource,
  MemberRole,
  OpenAPISpecProcessingState,
  OpenAPISpecVisibility,
  SiteVisibility,
  SpaceEditMode,
  TeamMemberRole,
  TranslationLanguage,
  TranslationStatus,
} from '@gitbook/api';
import { extractText, getDocumentProxy } from 'unpdf';
import { operations } from '../../src/schemas/operations.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';
import { RELEASES, type OfficialClient } from '../helpers/releases.js';
import { releases } from '../helpers/spec.js';
import { serveFixtures } from '../helpers/fixtures-server.js';
import { callBoth, harness, oneRelease } from './official-client/harness.js';
import { contentScenarios } from './official-client/content.js';
import { reviewScenarios } from './official-client/reviews.js';
import { readScenarios } from './official-client/reads.js';
import { computedScenarios } from './official-client/computed.js';
import { urlScenarios } from './official-client/urls.js';
import { siteRedirectScenarios } from './official-client/site-redirects.js';
import { siteStructureScenarios } from './official-client/site-structure.js';
import { siteExtrasScenarios } from './official-client/site-extras.js';
import { siteInsightsScenarios } from './official-client/site-insights.js';
import { storageScenarios } from './official-client/storage.js';
import { customFontScenarios } from './official-client/custom-fonts.js';
import { siteAiScenarios } from './official-client/site-ai.js';
import { styleguideScenarios } from './official-client/styleguide.js';
import { glossaryScenarios } from './official-client/glossary.js';
import { agentScenarios } from './official-client/agents.js';
import { siteSearchScenarios } from './official-client/site-search.js';
import { metaLinkScenarios } from './official-client/meta-links.js';
import { embedScenarios } from './official-client/embeds.js';
import { importScenarios } from './official-client/imports.js';
import { aiUsageScenarios } from './official-client/ai-usage.js';
import { askScenarios } from './official-client/ask.js';
import { inviteScenarios } from './official-client/invites.js';

/**
 * GitBook's official client, `@gitbook/api`, of its first release (0.137.0) and of today's
 * (0.202.0), drives every operation, each scenario once per release on a sandbox of its own, and
 * every success body is checked against the OpenAPI specs of both releases.
 */

/** A 3×2 PNG header: enough for a reader of dimensions. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d494844520000000300000002080600000000000000', 'hex');

function docsZip(): Uint8Array {
  return zipSync({
    docs: {
      'README.md': strToU8('# Welcome\n\nStart [here](guide/intro.md).\n\n![logo](.gitbook/assets/logo.png)\n'),
      'SUMMARY.md': strToU8('# Table of contents\n\n* [Welcome](README.md)\n* [Guide](guide/README.md)\n  * [Intro](guide/intro.md)\n'),
      guide: {
        'README.md': strToU8('# Guide\n\nAll about it.\n'),
        'intro.md': strToU8('# Introduction\n\nBack to [the start](../README.md).\n\n![pic](../.gitbook/assets/logo.png)\n'),
      },
      'extra.md': strToU8('# Extra\n\nNot in the summary.\n'),
      '.gitbook': { assets: { 'logo.png': PNG } },
    },
  });
}

/** The key a share link's published URL carries. */
function shareKey(link: { urls: { published?: string } }): string {
  const key = link.urls.published && new URL(link.urls.published).searchParams.get('share');
  assert(key, `a share link's URL carries its key: ${link.urls.published}`);
  return key;
}

const petstore = (version: string, path: string) =>
  `openapi: 3.0.3\ninfo:\n  title: Petstore\n  version: "${version}"\npaths:\n  ${path}:\n    get:\n      responses:\n        "200":\n          description: OK\n`;

describe.each(RELEASES)('the official client %s against the sandbox', (release) => {
  let sb: Running;
  let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
  const served: Parameters<typeof serveFixtures>[0] = {};
  const h = harness(release, () => sb);
  const { client, conform } = h;

  beforeAll(async () => {
    sb = await startSandbox();
    fixtures = await serveFixtures(
      Object.assign(served, {
        '/guide.md': { type: 'text/markdown', body: '# Install guide\n\nStep one.\n\nStep two.\n' },
        '/news.md': { type: 'text/markdown', body: 'No heading here, just *news*.\n' },
        '/deploy.md': { type: 'text/markdown', body: '# Deploying\n\nShip it with the deploy command.\n\n## Rollback\n\nTo undo a deploy, run rollback.\n' },
        '/links.md': {
          type: 'text/markdown',
          body: `# Links\n\nSee [the guide](install-guide.md), [again](./install-guide), [nothing](nowhere.md), [GitBook](https://www.gitbook.com) and [the app](${sb.url}/s/abc).\n`,
        },
        '/docs.zip': { type: 'application/zip', body: Buffer.from(docsZip()) },
        '/page.html': {
          type: 'text/html',
          body: '<html><head><title>Ignored</title></head><body><h1>From HTML</h1><p>Some <b>bold</b> text.</p><script>x()</script></body></html>',
        },
        '/petstore.yaml': { type: 'application/yaml', body: petstore('1.0.0', '/pets') },
        '/not-openapi.yaml': { type: 'application/yaml', body: 'openapi: 3.0.0\ninfo: {}\npaths: 3\n' },
      }),
    );
  });

  // After the scenarios, whatever order they ran in; skipped when a filter left some out.
  afterAll(async ({}, suite) => {
    await sb.close();
    await fixtures.close();
    const ran = (task: RunnerTask): boolean => (task.type === 'suite' ? task.tasks.every(ran) : task.mode === 'run');
    if (!ran(suite)) return;
    const spec = releases.find((r) => r.name === release)!;
    const expected = Object.keys(operations).filter((id) => spec.operation(id));
    expect(
      expected.filter((id) => !h.driven.has(id)),
      `operations of ${release}'s spec no scenario drove`,
    ).toEqual([]);
  });

  it('reads the caller and their organizations', async () => {
    const api = client('admin');
    const me = await conform('getAuthenticatedUser', api.user.getAuthenticatedUser());
    expect(me).toMatchObject({ object: 'user', id: 'admin', email: 'admin@acme.test' });
    const someone = await conform('getUserById', client('read').users.getUserById(me.id));
    expect(someone).toMatchObject({ id: 'admin', urls: { location: me.urls.location } });
    // Someone in no organization of the caller's: public information only.
    expect(Object.keys((await client('outsider').users.getUserById('read')).data).sort()).toEqual(['displayName', 'id', 'object', 'urls']);
    await expect(api.users.getUserById('nobody')).rejects.toMatchObject({ code: 404 });
    const orgs = await conform('listOrganizationsForAuthenticatedUser', api.orgs.listOrganizationsForAuthenticatedUser());
    expect(orgs.items.map((o) => o.id)).toEqual(['acme', 'globex']);
    const org = await conform('getOrganizationById', api.orgs.getOrganizationById('acme'));
    expect(org.urls.location).toBe(`${sb.url}/v1/orgs/acme`);
    expect(org.permissions.admin).toBe(true);
  });

  it('updates an organization and finds it by e-mail domain', async () => {
    const api = client('admin');
    const org = await conform(
      'updateOrganizationById',
      api.orgs.updateOrganizationById('acme', {
        title: 'Acme Corp',
        hostname: 'acme',
        emailDomains: ['acme.test', 'Acme.Example'],
        logo: 'https://acme.test/logo.png',
      }),
    );
    expect(org).toMatchObject({ title: 'Acme Corp', hostname: 'acme', emailDomains: ['acme.test', 'acme.example'] });
    expect(org.urls.logo).toBe('https://acme.test/logo.png');
    const found = await conform('getOrganizationsForEmailDomain', api.emailDomains.getOrganizationsForEmailDomain('acme.test'));
    expect(found.organizations.map((o) => o.id)).toEqual(['acme']);
  });

  it('pings with visitor claims and records the member as seen', async () => {
    const api = client('edit');
    const claims = await conform('updateOrganizationMemberLastSeenAt', api.orgs.updateOrganizationMemberLastSeenAt('acme'));
    const token = (claims as { docsVisitorClaims: string }).docsVisitorClaims;
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ sub: 'edit', organization: 'acme', role: 'edit' });
    const member = await conform('getMemberInOrganizationById', api.orgs.getMemberInOrganizationById('acme', 'edit'));
    expect(member.lastSeenAt).toBeDefined();
  });

  it('lists, filters, sorts and changes members', async () => {
    const api = client('admin');
    const all = await conform('listMembersInOrganizationById', api.orgs.listMembersInOrganizationById('acme', { order: 'asc' }));
    expect(all.count).toBe(8);
    const reviewers = await conform('listMembersInOrganizationById', api.orgs.listMembersInOrganizationById('acme', { role: MemberRole.Review }));
    expect(reviewers.items.map((m) => m.id)).toEqual(['review']);
    const searched = await conform('listMembersInOrganizationById', api.orgs.listMembersInOrganizationById('acme', { search: 'COMMENT user' }));
    expect(searched.items.map((m) => m.id)).toEqual(['comment']);
    const active = await conform('listMembersInOrganizationById', api.orgs.listMembersInOrganizationById('acme', { sort: 'lastSeenAt' }));
    expect(active.items.map((m) => m.id)).toEqual(['edit']);
    // Sorting by name is today's: page after page, by display name.
    const byName = (await api.orgs.listMembersInOrganizationById('acme', { sort: 'name' as never, order: 'asc', limit: 5 })).data;
    const rest = (await api.orgs.listMembersInOrganizationById('acme', { sort: 'name' as never, order: 'asc', limit: 5, page: byName.next!.page })).data;
    expect([...byName.items, ...rest.items].map((m) => m.id)).toEqual(['admin', 'comment', 'create', 'edit', 'extra', 'guest', 'read', 'review']);

    const changed = await conform('updateMemberInOrganizationById', api.orgs.updateMemberInOrganizationById('acme', 'read', { role: MemberRole.Comment }));
    expect(changed.role).toBe('comment');
    const sso = await conform('setUserAsSSOMemberForOrganization', api.orgs.setUserAsSsoMemberForOrganization('acme', 'outsider'));
    expect(sso).toMatchObject({ id: 'outsider', sso: true, role: 'read' });
    await conform('removeMemberFromOrganizationById', api.orgs.removeMemberFromOrganizationById('acme', 'outsider'));
    await expect(api.orgs.getMemberInOrganizationById('acme', 'outsider')).rejects.toMatchObject({ code: 404 });
  });

  it('manages teams and their members', async () => {
    const api = client('admin');
    const team = await conform('createOrganizationTeam', api.orgs.createOrganizationTeam('acme', { title: 'Writers', members: ['edit', 'comment'] }));
    expect(team).toMatchObject({ title: 'Writers', members: 2 });
    await conform(
      'updateMembersInOrganizationTeam',
      api.orgs.updateMembersInOrganizationTeam('acme', team.id, {
        add: ['review@acme.test', 'read'],
        remove: ['read', 'comment'],
        memberships: { edit: { role: TeamMemberRole.Owner } },
      }),
    );
    const members = await conform('listTeamMembersInOrganizationById', api.orgs.listTeamMembersInOrganizationById('acme', team.id));
    expect(members.items.map((m) => [m.organization.id, m.team.role])).toEqual([
      ['edit', 'owner'],
      ['review', 'member'],
    ]);
    await conform('addMemberToOrganizationTeamById', api.orgs.addMemberToOrganizationTeamById('acme', team.id, 'create', { role: TeamMemberRole.Member }));
    await conform('deleteMemberFromOrganizationTeamById', api.orgs.deleteMemberFromOrganizationTeamById('acme', team.id, 'review'));
    const renamed = await conform('updateTeamInOrganizationById', api.orgs.updateTeamInOrganizationById('acme', team.id, { title: 'Authors' }));
    expect(renamed).toMatchObject({ title: 'Authors', members: 2 });
    expect(await conform('getTeamInOrganizationById', api.orgs.getTeamInOrganizationById('acme', team.id))).toEqual(renamed);
    const owned = await conform('listTeamsInOrganizationById', api.orgs.listTeamsInOrganizationById('acme', { owner: 'edit', title: 'AUTH' }));
    expect(owned.items.map((t) => t.id)).toEqual([team.id]);
    const ofMember = await conform('listTeamsForOrganizationMember', api.orgs.listTeamsForOrganizationMember('acme', 'edit'));
    expect(ofMember.items).toEqual([expect.objectContaining({ member: { role: 'owner' } })]);
    expect((await api.orgs.getMemberInOrganizationById('acme', 'edit')).data.teams).toBe(1);
    await conform('removeTeamFromOrganizationById', api.orgs.removeTeamFromOrganizationById('acme', team.id));
    await expect(api.orgs.getTeamInOrganizationById('acme', team.id)).rejects.toMatchObject({ code: 404 });
  });

  it('manages SAML providers and lists SSO logins', async () => {
    const api = client('admin');
    const provider = await conform(
      'createOrganizationSAMLProvider',
      api.orgs.createOrganizationSamlProvider('acme', {
        label: 'Okta',
        entityID: 'https://idp.acme.test/entity',
        certificate: 'MIIC...',
        ssoURL: 'https://idp.acme.test/sso',
        defaultRole: MemberRole.Read,
      }),
    );
    expect(provider.service.acsURL.startsWith(`${sb.url}/`)).toBe(true);
    expect(provider.status).toBe('active');
    await conform('listSAMLProvidersInOrganizationById', api.orgs.listSamlProvidersInOrganizationById('acme'));
    const patched = await conform('updateOrganizationSAMLProvider', api.orgs.updateOrganizationSamlProvider('acme', provider.id, { label: 'Okta SSO' }));
    expect(patched.label).toBe('Okta SSO');
    await conform('getOrganizationSAMLProviderById', api.orgs.getOrganizationSamlProviderById('acme', provider.id));
    const logins = await conform('listSSOProviderLoginsInOrganization', client('read').orgs.listSsoProviderLoginsInOrganization('acme'));
    expect(logins.items).toEqual([{ id: provider.id, label: 'Okta SSO', startURL: provider.service.startURL }]);
    await conform('deleteOrganizationSAMLProvider', api.orgs.deleteOrganizationSamlProvider('acme', provider.id));
    await expect(api.orgs.getOrganizationSamlProviderById('acme', provider.id)).rejects.toMatchObject({ code: 404 });
  });

  it('creates, moves and lists collections and spaces', async () => {
    const api = client('create');
    const guides = await conform('createCollection', api.orgs.createCollection('acme', { title: 'Guides' }));
    const nested = await conform('createCollection', api.orgs.createCollection('acme', { title: 'Nested', parent: guides.id }));
    const a = await conform('createSpace', api.orgs.createSpace('acme', { title: 'A', parent: guides.id }));
    const b = await conform('createSpace', api.orgs.createSpace('acme', { title: 'B', parent: guides.id, emoji: '1f4d8' }));
    const inGuides = await conform('listSpacesInCollectionById', api.collections.listSpacesInCollectionById(guides.id));
    expect(inGuides.items.map((s) => s.title)).toEqual(['A', 'B']);
    await conform('moveSpace', api.spaces.moveSpace(b.id, { position: { before: { type: 'space', space: a.id } } }));
    const reordered = await api.collections.listSpacesInCollectionById(guides.id);
    expect(reordered.data.items.map((s) => s.title)).toEqual(['B', 'A']);

    const top = await conform('listCollectionsInOrganizationById', api.orgs.listCollectionsInOrganizationById('acme', { nested: false }));
    expect(top.items.map((c) => c.id)).toEqual([guides.id]);
    const all = await api.orgs.listCollectionsInOrganizationById('acme');
    expect(all.data.items.map((c) => c.id)).toEqual([guides.id, nested.id]);
    const moved = await conform('moveCollection', api.collections.moveCollection(nested.id, { parent: null }));
    expect(moved.parent).toBeUndefined();
    const updated = await conform(
      'updateCollectionById',
      api.collections.updateCollectionById(guides.id, { description: 'How-tos', defaultLevel: MemberRole.Edit }),
    );
    expect(updated).toMatchObject({ description: 'How-tos', defaultLevel: 'edit' });
    expect(await conform('getCollectionById', api.collections.getCollectionById(guides.id))).toEqual(updated);

    const spaces = await conform('listSpacesInOrganizationById', api.orgs.listSpacesInOrganizationById('acme'));
    expect(spaces.items.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    const got = await conform('getSpaceById', api.spaces.getSpaceById(a.id, { shareKey: 'whatever' }));
    expect(got.parent).toBe(guides.id);
    const patched = await conform(
      'updateSpaceById',
      callBoth(api, 'spaces', 'updateSpaceById', a.id, { title: 'Alpha', editMode: SpaceEditMode.Locked, language: TranslationLanguage.Fr }),
    );
    expect(patched).toMatchObject({ title: 'Alpha', editMode: 'locked', language: 'fr' });
    // Traditional Chinese is today's; the space goes at once, as the first release's spec has no such language to list.
    const chinese = (await api.orgs.createSpace('acme', { title: 'Chinese', language: 'zh-tw' as never })).data;
    expect(chinese.language).toBe('zh-tw');
    await client('admin').spaces.deleteSpaceById(chinese.id);
    const copy = await conform('duplicateSpace', api.spaces.duplicateSpace(a.id));
    expect(copy).toMatchObject({ title: 'Alpha (copy)', parent: guides.id });
    expect(copy.id).not.toBe(a.id);
    const mine = await conform('listSpacesForOrganizationMember', api.orgs.listSpacesForOrganizationMember('acme', 'read'));
    expect(mine.items.find((i) => i.space.id === a.id)?.permission).toBe('edit');
  });

  it('deletes and restores spaces, and transfers content between organizations', async () => {
    const api = client('admin');
    const space = (await api.orgs.createSpace('acme', { title: 'Temp' })).data;
    await conform('deleteSpaceById', api.spaces.deleteSpaceById(space.id));
    const deleted = await api.spaces.getSpaceById(space.id);
    expect(deleted.data.deletedAt).toBeDefined();
    await expect(api.spaces.updateSpaceById(space.id, { title: 'Changed' })).rejects.toMatchObject({
      code: 409,
      errorMessage: `space "${space.id}" is deleted; restore it first with POST /v1/spaces/${space.id}/restore`,
    });
    const restored = await conform('restoreSpace', api.spaces.restoreSpace(space.id));
    expect(restored.deletedAt).toBeUndefined();
    const transferred = await conform('transferSpace', oneRelease(api).transferSpace(space.id, { organization: 'globex' }));
    expect(transferred.organization).toBe('globex');

    const collection = (await api.orgs.createCollection('acme', { title: 'Moving' })).data;
    const inside = (await api.orgs.createSpace('acme', { title: 'Inside', parent: collection.id })).data;
    const moved = await conform('transferCollection', api.collections.transferCollection(collection.id, { organization: 'globex' }));
    expect(moved.organization).toBe('globex');
    expect((await api.spaces.getSpaceById(inside.id)).data.organization).toBe('globex');
    await conform('deleteCollectionById', api.collections.deleteCollectionById(collection.id));
    expect((await api.spaces.getSpaceById(inside.id)).data.deletedAt).toBeDefined();
  });

  it('reads content, imports Markdown and HTML, and applies templates', async () => {
    const api = client('edit');
    const space = (await client('create').orgs.createSpace('acme', { title: 'Docs' })).data;
    await conform('applyTemplateToSpace', api.spaces.applyTemplateToSpace(space.id, { id: 'product-docs' }));
    const imported = await conform(
      'importContent',
      oneRelease(api).importContent(space.id, { source: ImportContentSource.Markdown, url: fixtures.url('/guide.md') }),
    );
    expect(imported).toMatchObject({ importedResources: 1, totalResources: 1 });
    await oneRelease(api).importContent(space.id, { source: ImportContentSource.Markdown, url: fixtures.url('/news.md') });
    const pages = await conform('listPages', api.spaces.listPages(space.id));
    expect(pages.pages.map((p) => p.title)).toEqual(['Overview', 'Quickstart', 'Guides', 'API reference', 'Changelog', 'Install guide', 'news']);
    const guide = pages.pages[5]!;
    expect(guide).toMatchObject({ slug: 'install-guide', path: 'install-guide' });
    const page = await conform('getPageById', api.spaces.getPageById(space.id, guide.id, { format: 'markdown' }));
    expect((page as { markdown: string }).markdown).toBe('# Install guide\n\nStep one.\n\nStep two.\n');
    // Today's client may ask for deterministic expressions only: a page without any reads the same.
    const deterministic = (await api.spaces.getPageById(space.id, guide.id, { format: 'markdown', evaluated: 'deterministic-only' as never })).data;
    expect(deterministic).toEqual(page);
    const revision = await conform('getCurrentRevision', api.spaces.getCurrentRevision(space.id));
    expect(revision.id).toBe((await api.spaces.getSpaceById(space.id)).data.revision);
    expect(revision.parents).toHaveLength(1);
  });

  it('edits through a change request: update from the space, then merge', async () => {
    const api = client('review');
    const space = (await client('create').orgs.createSpace('acme', { title: 'Handbook' })).data;
    await oneRelease(api).importContent(space.id, { source: ImportContentSource.Markdown, url: fixtures.url('/guide.md') });
    const cr = await conform('createChangeRequest', api.spaces.createChangeRequest(space.id, { subject: 'Add the HTML page' }));
    expect(cr).toMatchObject({ number: 1, status: 'draft', outdated: false, createdBy: { id: 'review' } });
    const byNumber = await conform('getChangeRequestById', api.spaces.getChangeRequestById(space.id, '1'));
    expect(byNumber.id).toBe(cr.id);
    const opened = await conform('updateChangeRequestById', api.spaces.updateChangeRequestById(space.id, cr.id, { status: 'open' }));
    expect(opened.status).toBe('open');
    const open = await conform('listChangeRequestsForSpace', api.spaces.listChangeRequestsForSpace(space.id));
    expect(open.items.map((c) => c.id)).toEqual([cr.id]);

    await conform(
      'importContentInChangeRequest',
      oneRelease(api).importContentInChangeRequest(space.id, cr.id, { source: ImportContentSource.Html, url: fixtures.url('/page.html') }),
    );
    const crPages = await conform('listPagesInChangeRequest', api.spaces.listPagesInChangeRequest(space.id, cr.id));
    expect(crPages.pages.map((p) => p.title)).toEqual(['Install guide', 'From HTML']);
    const htmlPage = await conform('getPageInChangeRequestById', api.spaces.getPageInChangeRequestById(space.id, cr.id, crPages.pages[1]!.id));
    expect((htmlPage as { markdown: string }).markdown).toBe('# From HTML\n\nSome **bold** text.\n');
    const asDocument = await conform(
      'getPageInChangeRequestById',
      api.spaces.getPageInChangeRequestById(space.id, cr.id, crPages.pages[1]!.id, { format: 'document' }),
    );
    expect(asDocument).not.toHaveProperty('markdown');
    expect((asDocument as unknown as { document: unknown }).document).toEqual({
      object: 'document',
      data: {},
      nodes: [
        {
          object: 'block',
          type: 'paragraph',
          key: '0',
          nodes: [
            {
              object: 'text',
              key: '0.0',
              leaves: [
                { object: 'leaf', text: 'Some ', marks: [] },
                { object: 'leaf', text: 'bold', marks: [{ object: 'mark', type: 'bold' }] },
                { object: 'leaf', text: ' text.', marks: [] },
              ],
            },
          ],
        },
      ],
    });
    expect((await api.spaces.listPages(space.id)).data.pages).toHaveLength(1);

    await oneRelease(api).importContent(space.id, { source: ImportContentSource.Markdown, url: fixtures.url('/news.md') });
    expect((await api.spaces.getChangeRequestById(space.id, cr.id)).data.outdated).toBe(true);
    const updated = await conform('updateChangeRequest', api.spaces.updateChangeRequest(space.id, cr.id));
    expect(updated.result).toBe('update');
    const afterUpdate = (await api.spaces.getChangeRequestById(space.id, cr.id)).data;
    expect(afterUpdate).toMatchObject({
      outdated: false,
      revision: updated.revision,
      revisionMergedAncestor: (await api.spaces.getSpaceById(space.id)).data.revision,
    });
    const crContent = await conform('getRevisionOfChangeRequestById', api.spaces.getRevisionOfChangeRequestById(space.id, cr.id));
    expect(crContent).toMatchObject({ type: 'update' });
    expect(crContent.parents).toHaveLength(2);

    const merged = await conform('mergeChangeRequest', api.spaces.mergeChangeRequest(space.id, cr.id));
    expect(merged.result).toBe('merge');
    const content = (await api.spaces.getCurrentRevision(space.id)).data;
    expect(content).toMatchObject({ id: merged.revision, type: 'merge', mergedFrom: { id: cr.id } });
    expect(content.pages.map((p) => p.title)).toEqual(['Install guide', 'news', 'From HTML']);
    expect((await api.spaces.getChangeRequestById(space.id, cr.id)).data).toMatchObject({ status: 'merged', revisionMerged: merged.revision });
    expect((await api.spaces.getSpaceById(space.id)).data).toMatchObject({ changeRequests: 1, changeRequestsOpen: 0, revision: merged.revision });
    await expect(api.spaces.mergeChangeRequest(space.id, cr.id)).rejects.toMatchObject({ code: 409 });
  });

  it('lists change requests by who created them, latest updated (or created) first', async () => {
    const space = (await client('create').orgs.createSpace('acme', { title: 'Busy' })).data;
    const open = async (user: string, subject: string) => {
      const cr = (await client(user).spaces.createChangeRequest(space.id, { subject })).data;
      await client(user).spaces.updateChangeRequestById(space.id, cr.id, { status: 'open' });
      return cr.id;
    };
    // The sandbox's clock moves on between the writes, so that no two share a time.
    const first = await open('review', 'First');
    sb.sandbox.clock.advance(60);
    const second = await open('edit', 'Second');
    sb.sandbox.clock.advance(60);
    await client('review').spaces.updateChangeRequestById(space.id, first, { subject: 'First, revised' });
    const listed = async (query: object) => (await client('read').spaces.listChangeRequestsForSpace(space.id, query as never)).data.items.map((c) => c.id);
    expect(await listed({})).toEqual([first, second]);
    expect(await listed({ orderBy: 'createdAt' })).toEqual([second, first]);
    expect(await listed({ orderBy: 'updatedAt', limit: 1 })).toEqual([first]);
    expect(await listed({ creator: 'edit' })).toEqual([second]);
  });

  it('discusses a space: comments, replies, reactions, resolution and commenters', async () => {
    const space = (await client('create').orgs.createSpace('acme', { title: 'Discussed' })).data;
    await oneRelease(client('edit')).importContent(space.id, { source: ImportContentSource.Markdown, url: fixtures.url('/guide.md') });
    const page = (await client('read').spaces.listPages(space.id)).data.pages[0]!;
    const alice = client('comment');
    const bob = client('edit');
    const comment = await conform('postCommentInSpace', alice.spaces.postCommentInSpace(space.id, { body: { markdown: 'Typo in step one?' }, page: page.id }));
    expect(comment).toMatchObject({ status: 'open', replies: 0, postedBy: { id: 'comment' }, target: { page: { id: page.id, outdated: false } } });
    expect(comment.permissions).toMatchObject({ edit: true, delete: true });
    expect((await bob.spaces.getCommentInSpace(space.id, comment.id)).data.permissions).toMatchObject({ edit: false, delete: false, reply: true });
    const reply = await conform('postCommentReplyInSpace', bob.spaces.postCommentReplyInSpace(space.id, comment.id, { body: { markdown: 'Fixed.' } }));
    await conform('getCommentReplyInSpace', bob.spaces.getCommentReplyInSpace(space.id, comment.id, reply.id));
    const edited = await conform(
      'updateCommentReplyInSpace',
      bob.spaces.updateCommentReplyInSpace(space.id, comment.id, reply.id, { body: { markdown: 'Fixed, thanks.' }, addedReactions: ['👍'] }),
    );
    expect(edited).toMatchObject({ body: { markdown: 'Fixed, thanks.' }, reactions: [{ emoji: '👍', count: 1 }] });
    expect(edited.editedAt).toBeDefined();
    const resolved = await conform('updateCommentInSpace', bob.spaces.updateCommentInSpace(space.id, comment.id, { resolved: true, addedReactions: ['🎉'] }));
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolvedBy: { id: 'edit' },
      replies: 1,
      repliers: [{ user: { id: 'edit' }, count: 1, updatedAt: edited.editedAt }],
      reactions: [{ emoji: '🎉', count: 1 }],
    });
    expect((await bob.spaces.getSpaceById(space.id)).data.comments).toBe(0);
    const listed = await conform('listCommentsInSpace', bob.spaces.listCommentsInSpace(space.id, { status: 'resolved', targetPage: page.id }));
    expect(listed.items.map((c) => c.id)).toEqual([comment.id]);
    expect(await conform('getCommentInSpace', bob.spaces.getCommentInSpace(space.id, comment.id))).toMatchObject({ status: 'resolved' });
    const commenters = await conform('listCommentersInSpace', bob.spaces.listCommentersInSpace(space.id));
    expect(commenters.items.map((m) => m.id)).toEqual(['comment', 'edit']);
    await conform('deleteCommentReplyInSpace', bob.spaces.deleteCommentReplyInSpace(space.id, comment.id, reply.id));
    await expect(alice.spaces.updateCommentInSpace(space.id, comment.id, { body: { markdown: 'x' } })).resolves.toBeDefined();
    await expect(bob.spaces.updateCommentInSpace(space.id, comment.id, { body: { markdown: 'hijack' } })).rejects.toMatchObject({ code: 403 });
    await conform('deleteCommentInSpace', alice.spaces.deleteCommentInSpace(space.id, comment.id));
    await expect(bob.spaces.getCommentInSpace(space.id, comment.id)).rejects.toMatchObject({ code: 404 });
  });

  it('discusses a change request', async () => {
    const space = (await client('create').orgs.createSpace('acme', { title: 'Reviewed' })).data;
    const api = client('review');
    const cr = (await api.spaces.createChangeRequest(space.id, { subject: 'Review me' })).data;
    const comment = await conform('postCommentInChangeRequest', api.spaces.postCommentInChangeRequest(space.id, cr.id, { body: { markdown: 'Looks good' } }));
    expect(comment.target.changeRequest).toBe(cr.id);
    expect((await api.spaces.getChangeRequestById(space.id, cr.id)).data.comments).toBe(1);
    expect((await api.spaces.listCommentsInSpace(space.id)).data.count).toBe(0);
    const reply = await conform(
      'postCommentReplyInChangeRequest',
      api.spaces.postCommentReplyInChangeRequest(space.id, cr.id, comment.id, { body: { markdown: 'Agreed' } }),
    );
    const replies = await conform('listCommentRepliesInChangeRequest', api.spaces.listCommentRepliesInChangeRequest(space.id, cr.id, comment.id));
    expect(replies.items.map((r) => r.id)).toEqual([reply.id]);
    await conform('getCommentReplyInChangeRequest', api.spaces.getCommentReplyInChangeRequest(space.id, cr.id, comment.id, reply.id));
    await conform('getCommentInChangeRequest', api.spaces.getCommentInChangeRequest(space.id, cr.id, comment.id));
    await conform('updateCommentInChangeRequest', api.spaces.updateCommentInChangeRequest(space.id, cr.id, comment.id, { resolved: true }));
    const list = await conform('listCommentsInChangeRequest', api.spaces.listCommentsInChangeRequest(space.id, cr.id, { status: 'open' }));
    expect(list.count).toBe(0);
    await conform('deleteCommentInChangeRequest', api.spaces.deleteCommentInChangeRequest(space.id, cr.id, comment.id));
    expect((await api.spaces.listCommentsInChangeRequest(space.id, cr.id)).data.count).toBe(0);
  });

  it('searches a space and the whole organization, best match first', async () => {
    const api = client('read');
    const space = (await client('create').orgs.createSpace('acme', { title: 'Ops manual' })).data;
    await client('edit').spaces.applyTemplateToSpace(space.id, { id: 'knowledge-base' });
    await oneRelease(client('edit')).importContent(space.id, { source: ImportContentSource.Markdown, url: fixtures.url('/deploy.md') });
    const results = await conform('searchSpaceContent', api.spaces.searchSpaceContent(space.id, { query: 'rollback' }));
    expect(results.items.map((p) => p.title)).toEqual(['Deploying']);
    expect(results.items[0]!.sections).toEqual([
      expect.objectContaining({ title: 'Rollback', path: 'deploying#rollback', body: 'To undo a deploy, run rollback.' }),
    ]);
    const ranked = await api.spaces.searchSpaceContent(space.id, { query: 'deploy' });
    expect(ranked.data.items[0]!.title).toBe('Deploying');
    expect((await api.spaces.searchSpaceContent(space.id, { query: 'zebra' })).data.count).toBe(0);
    const org = await conform('searchOrganizationContent', api.orgs.searchOrganizationContent('acme', { query: 'onboarding' }));
    expect(org.items.map((s) => s.id)).toEqual([space.id]);
    expect(org.items[0]!.pages.map((p) => p.title)).toEqual(['Onboarding']);
    await expect(api.spaces.searchSpaceContent(space.id, { query: '' })).rejects.toMatchObject({ code: 400 });
  });

  it('lists links with their status, for a space, a page and a change request', async () => {
    const api = client('read');
    const space = (await client('create').orgs.createSpace('acme', { title: 'Linked' })).data;
    const editor = client('edit');
    await oneRelease(editor).importContent(space.id, { source: ImportContentSource.Markdown, url: fixtures.url('/guide.md') });
    await oneRelease(editor).importContent(space.id, { source: ImportContentSource.Markdown, url: fixtures.url('/links.md') });
    const links = await conform('listSpaceLinks', oneRelease(api).listSpaceLinks(space.id));
    expect(links.stats).toEqual({ total: 4, broken: { total: 1 } });
    expect(links.items.map((l) => [l.status, l.targetReference?.kind])).toEqual([
      ['ok', 'page'],
      ['broken', 'url'],
      ['ok', 'url'],
      ['in-app', 'url'],
    ]);
    const guide = links.items[0]!;
    expect(guide.targetReference).toMatchObject({ page: { title: 'Install guide' } });
    expect(guide.locationReferences).toHaveLength(1);
    const broken = await oneRelease(api).listSpaceLinks(space.id, { status: ContentReferenceStatus.Broken });
    expect(broken.data.items.map((l) => (l.targetReference as { url: string }).url)).toEqual(['nowhere.md']);
    const linksPage = (await api.spaces.listPages(space.id)).data.pages[1]!;
    const ofPage = await conform('listPageLinksInSpace', oneRelease(api).listPageLinksInSpace(space.id, linksPage.id));
    expect(ofPage.count).toBe(4);
    const guidePage = (await api.spaces.listPages(space.id)).data.pages[0]!;
    expect((await oneRelease(api).listPageLinksInSpace(space.id, guidePage.id)).data.count).toBe(0);
    const cr = (await editor.spaces.createChangeRequest(space.id, {})).data;
    // The spec filters a change request's page links by no status; the sandbox does, as for a page of the space.
    const inCr = await conform(
      'listPageLinksInChangeRequest',
      oneRelease(api).listPageLinksInChangeRequest(space.id, cr.id, linksPage.id, { status: ContentReferenceStatus.InApp } as never),
    );
    expect(inCr.count).toBe(1);
  });

  it('imports a zipped Git Sync folder: summary order, nesting, files, links and backlinks', async () => {
    const api = client('edit');
    const space = (await client('create').orgs.createSpace('acme', { title: 'Synced' })).data;
    const result = await oneRelease(api).importContent(space.id, { source: ImportContentSource.Zip, url: fixtures.url('/docs.zip') });
    expect(result.data).toMatchObject({ importedResources: 5, totalResources: 5 });
    const { pages } = await conform('listPages', api.spaces.listPages(space.id));
    const tree = (list: typeof pages): unknown[] => list.map((p) => ('pages' in p && p.pages.length ? [p.title, tree(p.pages)] : p.title));
    // Titled by the file's heading; the summary's link text (`Intro`) is the ToC title, GitBook's linkTitle, valid under both specs.
    expect(tree(pages)).toEqual(['Welcome', ['Guide', ['Introduction']], 'Extra']);
    expect(pages[1]).toMatchObject({ pages: [{ path: 'guide/intro', linkTitle: 'Intro' }] });

    const files = await conform('listFiles', api.spaces.listFiles(space.id));
    expect(files.items).toEqual([
      expect.objectContaining({ name: 'logo.png', contentType: 'image/png', size: PNG.length, dimensions: { width: 3, height: 2 } }),
    ]);
    const file = await conform('getFileById', api.spaces.getFileById(space.id, files.items[0]!.id));
    const download = await fetch(file.downloadURL);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
    const backlinks = await conform('listSpaceFileBacklinks', oneRelease(api).listSpaceFileBacklinks(space.id, file.id));
    expect(backlinks.items.map((b) => (b as { page: { title: string } }).page.title).sort()).toEqual(['Introduction', 'Welcome']);
    const links = (await oneRelease(api).listSpaceLinks(space.id)).data;
    expect(links.stats).toEqual({ total: 3, broken: { total: 0 } });
    expect(links.items.map((l) => l.targetReference?.kind).sort()).toEqual(['file', 'page', 'page']);

    const cr = (await api.spaces.createChangeRequest(space.id, {})).data;
    await conform('listFilesInChangeRequestById', api.spaces.listFilesInChangeRequestById(space.id, cr.id));
    await conform('getFileInChangeRequestById', api.spaces.getFileInChangeRequestById(space.id, cr.id, file.id));
    await conform('listChangeRequestFileBacklinks', oneRelease(api).listChangeRequestFileBacklinks(space.id, cr.id, file.id));
    const copy = (await client('create').spaces.duplicateSpace(space.id)).data;
    expect((await api.spaces.listFiles(copy.id)).data.count).toBe(1);
  });

  it('renders a change request as a PDF whose text can be read back', async () => {
    const api = client('edit');
    const space = (await client('create').orgs.createSpace('acme', { title: 'Printed' })).data;
    await oneRelease(api).importContent(space.id, { source: ImportContentSource.Markdown, url: fixtures.url('/deploy.md') });
    const cr = (await api.spaces.createChangeRequest(space.id, {})).data;
    await oneRelease(api).importContentInChangeRequest(space.id, cr.id, { source: ImportContentSource.Markdown, url: fixtures.url('/guide.md') });
    const textOf = async (url: string) => {
      const response = await fetch(url);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
      return (await extractText(pdf, { mergePages: true })).text;
    };
    const whole = await conform('getChangeRequestPDF', api.spaces.getChangeRequestPdf(space.id, cr.id));
    const text = await textOf(whole.url);
    for (const expected of ['Deploying', 'Ship it with the deploy command.', 'Rollback', 'Install guide', 'Step two.']) expect(text).toContain(expected);
    const guide = (await api.spaces.listPagesInChangeRequest(space.id, cr.id)).data.pages[1]!;
    const one = (await api.spaces.getChangeRequestPdf(space.id, cr.id, { page: guide.id, only: true })).data;
    const onlyText = await textOf(one.url);
    expect(onlyText).toContain('Install guide');
    expect(onlyText).not.toContain('Deploying');
  });

  it('keeps OpenAPI specs: fetched, validated, versioned when the document changes', async () => {
    const api = client('create');
    // Processing runs in a worker, which a loaded machine can be slow to start: wait up to 10 s (the test has 30).
    const settled = async (slug: string) => {
      for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
        const spec = (await api.orgs.getOpenApiSpecBySlug('acme', slug)).data;
        if (spec.processingState === OpenAPISpecProcessingState.Complete) return spec;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`spec ${slug} never finished processing`);
    };
    const created = await conform(
      'createOpenAPISpec',
      api.orgs.createOpenApiSpec('acme', { slug: 'petstore', source: { url: fixtures.url('/petstore.yaml') } }),
    );
    expect(created).toMatchObject({ slug: 'petstore', visibility: 'private', permissions: { edit: true } });
    const first = await settled('petstore');
    expect(first.lastVersion).toBeDefined();
    expect(first.lastProcessErrorCode).toBeUndefined();
    expect(first).not.toHaveProperty('lastProcessedErrors');
    expect(first).toMatchObject({ lastProcessedErrorCount: 0 });
    await expect(api.orgs.createOpenApiSpec('acme', { slug: 'petstore', source: { url: fixtures.url('/petstore.yaml') } })).rejects.toMatchObject({
      code: 400,
      errorMessage: 'body.slug: organization "acme" already has an OpenAPI spec "petstore"; update its source with PUT /v1/orgs/acme/openapi/petstore',
    });

    await conform(
      'createOrUpdateOpenAPISpecBySlug',
      api.orgs.createOrUpdateOpenApiSpecBySlug('acme', 'petstore', { source: { url: fixtures.url('/petstore.yaml') } }),
    );
    expect((await settled('petstore')).lastVersion).toBe(first.lastVersion);
    served['/petstore.yaml'] = { type: 'application/yaml', body: petstore('2.0.0', '/owners') };
    await api.orgs.createOrUpdateOpenApiSpecBySlug('acme', 'petstore', { source: { url: fixtures.url('/petstore.yaml') } });
    const second = await settled('petstore');
    expect(second.lastVersion).not.toBe(first.lastVersion);
    const versions = await conform('listOpenAPISpecVersions', api.orgs.listOpenApiSpecVersions('acme', 'petstore'));
    expect(versions.items.map((v) => v.id)).toEqual([second.lastVersion, first.lastVersion]);
    const latest = await conform('getLatestOpenAPISpecVersion', api.orgs.getLatestOpenApiSpecVersion('acme', 'petstore'));
    expect(latest.id).toBe(second.lastVersion);
    const latestContent = await conform('getLatestOpenAPISpecVersionContent', api.orgs.getLatestOpenApiSpecVersionContent('acme', 'petstore'));
    expect(latestContent.filesystem).toMatchObject({ 'petstore.yaml': { info: { version: '2.0.0' }, paths: { '/owners': {} } } });
    expect(latestContent).toMatchObject({ url: fixtures.url('/petstore.yaml'), urls: { source: fixtures.url('/petstore.yaml'), public: null } });
    if (release === '0.202.0') {
      // Today's alone: the source exactly as it was fetched.
      const today = client('admin') as OfficialClient<'0.202.0'>;
      const raw = await conform('getLatestOpenAPISpecVersionContentRaw', today.orgs.getLatestOpenApiSpecVersionContentRaw('acme', 'petstore'));
      expect(raw).toEqual({ text: served['/petstore.yaml'].body.toString(), format: 'yaml' });
    }
    await conform('getOpenAPISpecVersionById', api.orgs.getOpenApiSpecVersionById('acme', 'petstore', first.lastVersion!));
    const oldContent = await conform('getOpenAPISpecVersionContentById', api.orgs.getOpenApiSpecVersionContentById('acme', 'petstore', first.lastVersion!));
    expect(oldContent.filesystem).toMatchObject({ 'petstore.yaml': { paths: { '/pets': {} } } });

    const publicSpec = await conform(
      'updateOpenAPISpecBySlug',
      api.orgs.updateOpenApiSpecBySlug('acme', 'petstore', { visibility: OpenAPISpecVisibility.Public }),
    );
    expect(publicSpec.urls.published).toBeDefined();
    expect((await api.orgs.getLatestOpenApiSpecVersionContent('acme', 'petstore')).data).toMatchObject({ urls: { public: fixtures.url('/petstore.yaml') } });
    const fresh = await api.orgs.createOrUpdateOpenApiSpecBySlug('acme', 'broken', { source: { url: fixtures.url('/not-openapi.yaml') } });
    expect(fresh.status).toBe(201);
    expect(await settled('broken')).toMatchObject({
      lastProcessErrorCode: 'PARSE_ERROR',
      lastProcessedErrors: [
        { code: 'PARSE_ERROR', message: "REQUIRED must have required property 'title'" },
        { code: 'PARSE_ERROR', message: 'TYPE must be object' },
      ],
      lastProcessedErrorCount: 2,
    });
    await api.orgs.createOrUpdateOpenApiSpecBySlug('acme', 'broken', { source: { url: fixtures.url('/gone.yaml') } });
    expect(await settled('broken')).toMatchObject({
      lastProcessErrorCode: 'FETCH_ERROR',
      lastProcessedErrors: [{ code: 'FETCH_ERROR', message: expect.stringContaining('404') }],
      lastProcessedErrorCount: 1,
    });
    await expect(api.orgs.getLatestOpenApiSpecVersion('acme', 'broken')).rejects.toMatchObject({ code: 404 });
    const listed = await conform('listOpenAPISpecs', api.orgs.listOpenApiSpecs('acme'));
    expect(listed.items.map((s) => s.slug)).toEqual(['petstore', 'broken']);
    await conform('getOpenAPISpecBySlug', api.orgs.getOpenApiSpecBySlug('acme', 'petstore'));
    await conform('deleteOpenAPISpecBySlug', api.orgs.deleteOpenApiSpecBySlug('acme', 'broken'));
    await expect(api.orgs.getOpenApiSpecBySlug('acme', 'broken')).rejects.toMatchObject({ code: 404 });
    // Today's slugs may have capitals; they are still words joined by "-".
    const capitals = await api.orgs.createOpenApiSpec('acme', { slug: 'Petstore-API', source: { url: fixtures.url('/petstore.yaml') } });
    expect(capitals.data.slug).toBe('Petstore-API');
    expect((await settled('Petstore-API')).lastVersion).toBeDefined();
    await expect(api.orgs.createOpenApiSpec('acme', { slug: 'pet_store', source: { url: fixtures.url('/petstore.yaml') } })).rejects.toMatchObject({
      code: 400,
      errorMessage: 'body.slug: must be words of letters and digits joined by "-", such as "petstore-api"',
    });
    await expect(client('edit').orgs.createOpenApiSpec('acme', { slug: 'nope', source: { url: fixtures.url('/petstore.yaml') } })).rejects.toMatchObject({
      code: 403,
    });
  });

  it('translates a space into another language, run after run', async () => {
    const api = client('create');
    const space = (await api.orgs.createSpace('acme', { title: 'Guide' })).data;
    await oneRelease(api).importContent(space.id, { source: ImportContentSource.Markdown, url: fixtures.url('/guide.md') });
    const instructions = { object: 'document' as const, data: {}, nodes: [{ object: 'block' as const, type: 'paragraph' as const, nodes: [] }] };
    const created = await conform(
      'createTranslation',
      callBoth(api, 'orgs', 'createTranslation', 'acme', {
        source: { space: space.id, language: TranslationLanguage.En },
        language: TranslationLanguage.Fr,
        instructions,
      }),
    );
    expect(created).toMatchObject({ status: 'pending', stats: { runs: 0 } });
    await conform('updateTranslation', api.orgs.updateTranslation('acme', created.id, { instructions }));
    await conform('runTranslation', api.orgs.runTranslation('acme', created.id));
    const finished = async () => {
      for (let i = 0; i < 100; i++) {
        const t = (await api.orgs.getTranslation('acme', created.id)).data;
        if (t.status === TranslationStatus.Completed) return t;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('the translation never completed');
    };
    const first = await finished();
    expect(first.stats).toMatchObject({ runs: 1, latestPages: 1, totalPages: 1 });
    expect(first.stats.latestWords).toBeGreaterThan(3);
    const result = (await api.spaces.getSpaceById(first.result!.space)).data;
    expect(result).toMatchObject({ title: 'Guide (fr)', language: 'fr', revision: first.result!.revision });
    expect((await api.spaces.listPages(result.id)).data.pages.map((p) => p.title)).toEqual(['Install guide']);
    await api.orgs.runTranslation('acme', created.id);
    await new Promise((r) => setTimeout(r, 50));
    const second = await finished();
    expect(second.result!.space).toBe(first.result!.space);
    expect(second.stats.runs).toBe(2);
    await conform('getTranslation', api.orgs.getTranslation('acme', created.id));
    const listed = await conform('listTranslations', api.orgs.listTranslations('acme'));
    expect(listed.items.map((t) => t.id)).toEqual([created.id]);
    await expect(
      callBoth(api, 'orgs', 'createTranslation', 'acme', {
        source: { space: space.id, language: TranslationLanguage.Fr },
        language: TranslationLanguage.Fr,
        instructions,
      }),
    ).rejects.toMatchObject({ code: 400 });
    await conform('deleteTranslation', api.orgs.deleteTranslation('acme', created.id));
    await expect(api.orgs.runTranslation('acme', created.id)).rejects.toMatchObject({ code: 404 });
  });

  it('creates sites over spaces, with share links', async () => {
    const api = client('create');
    const docs = (await api.orgs.createSpace('acme', { title: 'Site docs' })).data;
    const site = await conform('createSite', api.orgs.createSite('acme', { title: 'Help center', spaces: [docs.id] }));
    expect(site).toMatchObject({ type: 'basic', visibility: 'public', published: true, siteSpaces: 1 });
    // A sample space is the first release's: today's spec has no such value, the sandbox answers both clients.
    const sample = await conform('createSite', api.orgs.createSite('acme', { title: 'Sample', spaces: 'sample' as never }));
    expect(sample.siteSpaces).toBe(1);
    const bare = (await api.orgs.createSite('acme', { title: 'Draft' })).data;
    expect(bare).toMatchObject({ published: false, siteSpaces: 0 });
    expect(bare.urls.published).toBeUndefined();
    const withDocs = await conform('listSites', api.orgs.listSites('acme', { space: docs.id }));
    expect(withDocs.items.map((s) => s.id)).toEqual([site.id]);
    expect((await api.orgs.listSites('acme', { published: false })).data.items.map((s) => s.id)).toEqual([bare.id]);
    expect((await api.orgs.listSites('acme', { title: 'HELP' })).data.items.map((s) => s.id)).toEqual([site.id]);
    const updated = await conform(
      'updateSiteById',
      callBoth(api, 'orgs', 'updateSiteById', 'acme', site.id, {
        title: 'Help',
        basename: 'help',
        proxy: 'acme.test/help',
        visibility: SiteVisibility.ShareLink,
      }),
    );
    expect(updated).toMatchObject({ title: 'Help', basename: 'help', proxy: { origin: 'acme.test/help' }, visibility: 'share-link' });
    expect((await api.orgs.updateSiteById('acme', site.id, { proxy: null })).data.proxy).toBeUndefined();
    await expect(api.orgs.updateSiteById('acme', site.id, { proxy: 'https://acme.test/help' })).rejects.toMatchObject({ code: 400 });
    await expect(api.orgs.updateSiteById('acme', site.id, { title: 'x' })).rejects.toMatchObject({ code: 400 });
    expect(await conform('getSiteById', api.orgs.getSiteById('acme', site.id))).toMatchObject({ title: 'Help' });

    const link = await conform('createSiteShareLink', api.orgs.createSiteShareLink('acme', site.id, { name: 'Partners' }));
    expect(link).toMatchObject({ name: 'Partners', active: true });
    expect(link.urls.published).toMatch(/\/sites\/acme\/help\?share=/);
    const off = await conform('updateSiteShareLinkById', api.orgs.updateSiteShareLinkById('acme', site.id, link.id, { active: false }));
    expect(off.active).toBe(false);
    const links = await conform('listSiteShareLinks', api.orgs.listSiteShareLinks('acme', site.id));
    expect(links.items.map((l) => l.id)).toEqual([link.id]);
    const other = (await api.orgs.createSpace('acme', { title: 'Site docs' })).data;
    const added = await conform('addSpaceToSite', api.orgs.addSpaceToSite('acme', site.id, { spaceId: other.id }));
    expect(added).toMatchObject({ path: 'site-docs-1', default: false, title: 'Site docs', space: { id: other.id } });
    const moved = await conform(
      'moveSiteSpace',
      api.orgs.moveSiteSpace('acme', site.id, added.id, {
        position: { before: { type: 'site-space', siteSpace: (await api.orgs.listSiteSpaces('acme', site.id)).data.items[0]!.id } },
      }),
    );
    expect(moved.default).toBe(true);
    await expect(
      api.orgs.moveSiteSpace('acme', site.id, added.id, { position: { after: { type: 'site-space', siteSpace: 'nowhere' } } }),
    ).rejects.toMatchObject({ code: 400 });
    await expect(api.orgs.moveSiteSpace('acme', site.id, 'absent', { position: { after: { type: 'site-space', siteSpace: added.id } } })).rejects.toMatchObject(
      { code: 404 },
    );
    const patched = await conform(
      'updateSiteSpaceById',
      api.orgs.updateSiteSpaceById('acme', site.id, added.id, { path: 'v2', condition: 'visitor.claims.beta' }),
    );
    expect(patched).toMatchObject({ path: 'v2', condition: 'visitor.claims.beta' });
    expect((await api.orgs.updateSiteSpaceById('acme', site.id, added.id, { condition: null })).data.condition).toBeUndefined();
    // An empty condition, which today's spec allows, removes it too.
    await api.orgs.updateSiteSpaceById('acme', site.id, added.id, { condition: 'visitor.claims.beta' });
    expect((await api.orgs.updateSiteSpaceById('acme', site.id, added.id, { condition: '' })).data.condition).toBeUndefined();
    const defaults = await conform('listSiteSpaces', api.orgs.listSiteSpaces('acme', site.id, { default: true }));
    expect(defaults.items.map((s) => s.id)).toEqual([added.id]);
    const shared = (await api.orgs.createSiteShareLink('acme', site.id, { name: 'Reviewers' })).data;
    const key = shareKey(shared);
    expect((await api.orgs.listSiteSpaces('acme', site.id, { shareKey: key })).data.items[0]!.urls.published).toContain(`share=${key}`);
    // Today's client may search share links by name or key.
    const found = async (search: string) => (await api.orgs.listSiteShareLinks('acme', site.id, { search })).data.items.map((l) => l.id);
    expect(await found('REVIEW')).toEqual([shared.id]);
    expect(await found(key)).toEqual([shared.id]);
    expect(await found('nobody')).toEqual([]);
    await conform('deleteSiteSpaceById', api.orgs.deleteSiteSpaceById('acme', site.id, added.id));
    expect((await api.orgs.getSiteById('acme', site.id)).data.siteSpaces).toBe(1);
    await conform('deleteSiteShareLinkById', api.orgs.deleteSiteShareLinkById('acme', site.id, link.id));
    await conform('deleteSiteById', api.orgs.deleteSiteById('acme', bare.id));
    await expect(api.orgs.getSiteById('acme', bare.id)).rejects.toMatchObject({ code: 404 });
    await expect(client('edit').orgs.createSite('acme', { title: 'Nope' })).rejects.toMatchObject({ code: 403 });
  });

  it('organizes a site in sections: defaults, variants, moves and conditions', async () => {
    const api = client('create');
    const space = async (title: string) => (await api.orgs.createSpace('acme', { title })).data.id;
    const site = (await api.orgs.createSite('acme', { title: 'Portal', spaces: [await space('Intro')] })).data;
    const guides = await conform('addSectionToSite', api.orgs.addSectionToSite('acme', site.id, { spaceId: await space('Guides'), title: 'Guides' }));
    expect(guides).toMatchObject({ default: true, path: 'guides' });
    expect(guides.siteSpaces.map((s) => s.title)).toEqual(['Intro', 'Guides']);
    const api2 = await api.orgs.addSectionToSite('acme', site.id, { spaceId: await space('API'), title: 'API reference' });
    expect(api2.data).toMatchObject({ default: false, path: 'api-reference' });
    const v2 = (await api.orgs.addSpaceToSite('acme', site.id, { spaceId: await space('API v2'), sectionId: api2.data.id })).data;
    expect(v2).toMatchObject({ section: api2.data.id, default: false });
    await expect(api.orgs.addSpaceToSite('acme', site.id, { spaceId: await space('X'), sectionId: 'nope' })).rejects.toMatchObject({ code: 400 });

    const updated = await conform(
      'updateSiteSectionById',
      api.orgs.updateSiteSectionById('acme', site.id, api2.data.id, {
        defaultSiteSpace: v2.id,
        condition: 'visitor.claims.isDeveloper',
        description: 'For developers',
      }),
    );
    expect(updated).toMatchObject({ condition: 'visitor.claims.isDeveloper', description: 'For developers' });
    expect(updated.siteSpaces.find((s) => s.id === v2.id)?.default).toBe(true);
    const cleared = (await api.orgs.updateSiteSectionById('acme', site.id, api2.data.id, { condition: null })).data;
    expect(cleared.condition).toBeUndefined();
    expect(cleared.description).toBe('For developers');
    await api.orgs.updateSiteSectionById('acme', site.id, api2.data.id, { condition: 'visitor.claims.isDeveloper' });
    expect((await api.orgs.updateSiteSectionById('acme', site.id, api2.data.id, { condition: '' })).data.condition).toBeUndefined();
    await expect(api.orgs.updateSiteSectionById('acme', site.id, api2.data.id, { path: 'guides' })).rejects.toMatchObject({ code: 409 });

    const moved = await conform(
      'moveSiteSection',
      api.orgs.moveSiteSection('acme', site.id, api2.data.id, { position: { before: { type: 'site-section', siteSection: guides.id } } }),
    );
    expect(moved.id).toBe(api2.data.id);
    const order = await conform('listSiteSections', api.orgs.listSiteSections('acme', site.id));
    expect(order.items.map((s) => [s.title, s.default])).toEqual([
      ['API reference', true],
      ['Guides', false],
    ]);
    // An unknown section and the moving section itself are refused alike, both about the body's position.
    await expect(
      api.orgs.moveSiteSection('acme', site.id, guides.id, { position: { after: { type: 'site-section', siteSection: 'nope' } } }),
    ).rejects.toMatchObject({
      code: 400,
      errorMessage: `body.position: site "${site.id}" has no other section "nope"`,
    });
    await expect(
      api.orgs.moveSiteSection('acme', site.id, guides.id, { position: { before: { type: 'site-section', siteSection: guides.id } } }),
    ).rejects.toMatchObject({
      code: 400,
      errorMessage: `body.position: site "${site.id}" has no other section "${guides.id}"`,
    });
    await expect(
      api.orgs.moveSiteSection('acme', site.id, 'nope', { position: { after: { type: 'site-section', siteSection: guides.id } } }),
    ).rejects.toMatchObject({ code: 404 });
    const chosen = (await api.orgs.updateSiteById('acme', site.id, { defaultSiteSection: guides.id })).data;
    expect(chosen.siteSpaces).toBe(4);
    expect((await api.orgs.listSiteSections('acme', site.id)).data.items.find((s) => s.id === guides.id)?.default).toBe(true);

    await conform('deleteSiteSectionById', api.orgs.deleteSiteSectionById('acme', site.id, api2.data.id));
    expect((await api.orgs.getSiteById('acme', site.id)).data.siteSpaces).toBe(2);
  });

  it('gathers sections in groups and publishes the structure in reading order', async () => {
    const api = client('create');
    const space = async (title: string) => (await api.orgs.createSpace('acme', { title })).data.id;
    const site = (await api.orgs.createSite('acme', { title: 'Docs hub', spaces: [await space('Home')] })).data;
    const flat = await conform('getPublishedContentSite', api.orgs.getPublishedContentSite('acme', site.id, {}));
    expect(flat.structure.type).toBe('siteSpaces');
    const section = async (title: string) => (await api.orgs.addSectionToSite('acme', site.id, { spaceId: await space(title), title })).data.id;
    const [home, cli, sdk, rest] = [await section('Home'), await section('CLI'), await section('SDK'), await section('REST')];

    const group = await conform(
      'addSectionGroupToSite',
      api.orgs.addSectionGroupToSite('acme', site.id, { title: 'Reference', icon: 'book', sections: [sdk, cli] }),
    );
    expect(group).toMatchObject({ title: 'Reference', icon: 'book' });
    expect(group.sections.map((s) => [s.title, s.sectionGroup])).toEqual([
      ['SDK', group.id],
      ['CLI', group.id],
    ]);
    await expect(api.orgs.addSectionGroupToSite('acme', site.id, { title: 'Bad', sections: ['nope'] })).rejects.toMatchObject({ code: 400 });
    const titles = async () => (await api.orgs.listSiteSections('acme', site.id)).data.items.map((s) => s.title);
    expect(await titles()).toEqual(['Home', 'REST', 'SDK', 'CLI']);

    const withRest = await conform('addSectionToGroup', oneRelease(api).addSectionToGroup('acme', site.id, group.id, { sectionId: rest }));
    expect(withRest.sections.map((s) => s.title)).toEqual(['SDK', 'CLI', 'REST']);
    const renamed = await conform('updateSiteSectionGroupById', api.orgs.updateSiteSectionGroupById('acme', site.id, group.id, { title: 'APIs', icon: null }));
    expect(renamed.title).toBe('APIs');
    expect(renamed.icon).toBeUndefined();
    const first = await conform(
      'moveSiteSectionGroup',
      api.orgs.moveSiteSectionGroup('acme', site.id, group.id, { position: { before: { type: 'site-section', id: home } } }),
    );
    expect(first.id).toBe(group.id);
    expect(await titles()).toEqual(['SDK', 'CLI', 'REST', 'Home']);
    expect((await api.orgs.listSiteSections('acme', site.id)).data.items.find((s) => s.default)?.title).toBe('SDK');
    await expect(api.orgs.moveSiteSectionGroup('acme', site.id, group.id, { position: { after: { type: 'site-section', id: cli } } })).rejects.toMatchObject({
      code: 400,
    });
    await expect(api.orgs.moveSiteSectionGroup('acme', site.id, 'nope', {})).rejects.toMatchObject({ code: 404 });
    await api.orgs.moveSiteSectionGroup('acme', site.id, group.id, {});
    expect(await titles()).toEqual(['Home', 'SDK', 'CLI', 'REST']);

    const link = (await api.orgs.createSiteShareLink('acme', site.id, { name: 'Preview' })).data;
    const key = shareKey(link);
    const published = await conform('getPublishedContentSite', api.orgs.getPublishedContentSite('acme', site.id, { shareKey: key }));
    expect(published.structure.type).toBe('sections');
    const top = published.structure.structure as Array<{ object: string; title: string; sections?: Array<{ title: string; urls: { published?: string } }> }>;
    expect(top.map((item) => [item.object, item.title])).toEqual([
      ['site-section', 'Home'],
      ['site-section-group', 'APIs'],
    ]);
    expect(top[1]!.sections!.map((s) => s.title)).toEqual(['SDK', 'CLI', 'REST']);
    expect(top[1]!.sections![0]!.urls.published).toContain(`share=${key}`);
    expect(Object.keys(published.customizations.siteSpaces)).toHaveLength(5);

    const moved = await api.orgs.moveSiteSection('acme', site.id, home, { position: { after: { type: 'site-section', siteSection: sdk } } });
    expect(moved.data.sectionGroup).toBe(group.id);
    await conform('removeSectionFromGroup', oneRelease(api).removeSectionFromGroup('acme', site.id, group.id, cli));
    expect(await titles()).toEqual(['SDK', 'Home', 'REST', 'CLI']);
    await conform('removeSectionFromGroup', oneRelease(api).removeSectionFromGroup('acme', site.id, group.id, cli));
    const listed = await conform('listSiteSectionGroups', api.orgs.listSiteSectionGroups('acme', site.id));
    expect(listed.items.map((g) => g.sections.length)).toEqual([3]);
    await conform('deleteSiteSectionGroupById', api.orgs.deleteSiteSectionGroupById('acme', site.id, group.id));
    expect(await titles()).toEqual(['SDK', 'Home', 'REST', 'CLI']);
    expect((await api.orgs.listSiteSections('acme', site.id)).data.items.every((s) => s.sectionGroup === undefined)).toBe(true);
    await conform('deleteSiteSectionGroupById', api.orgs.deleteSiteSectionGroupById('acme', site.id, group.id));

    const empty = (await api.orgs.createSite('acme', { title: 'Unpublished' })).data;
    await expect(api.orgs.getPublishedContentSite('acme', empty.id, {})).rejects.toMatchObject({ code: 404 });
  });

  // Today's spec has no operation to add a section to a group or take it out: a section names its group itself.
  it('puts a section in a group as it is added or updated, and takes it out with null', async () => {
    const api = client('create');
    const space = async (title: string) => (await api.orgs.createSpace('acme', { title })).data.id;
    const site = (await api.orgs.createSite('acme', { title: 'Grouped', spaces: [await space('Start')] })).data;
    const section = async (title: string) => (await api.orgs.addSectionToSite('acme', site.id, { spaceId: await space(title), title })).data;
    const [start, guides] = [await section('Start'), await section('Guides')];
    const group = (await api.orgs.addSectionGroupToSite('acme', site.id, { title: 'Reference', sections: [guides.id] })).data;
    const titles = async () => (await api.orgs.listSiteSections('acme', site.id)).data.items.map((s) => [s.title, s.sectionGroup]);

    const cli = (await api.orgs.addSectionToSite('acme', site.id, { spaceId: await space('CLI'), title: 'CLI', siteSectionGroupId: group.id })).data;
    expect(cli.sectionGroup).toBe(group.id);
    const joined = (await api.orgs.updateSiteSectionById('acme', site.id, start.id, { siteSectionGroupId: group.id })).data;
    expect(joined.sectionGroup).toBe(group.id);
    expect(await titles()).toEqual([
      ['Guides', group.id],
      ['CLI', group.id],
      ['Start', group.id],
    ]);
    const left = (await api.orgs.updateSiteSectionById('acme', site.id, guides.id, { siteSectionGroupId: null })).data;
    expect(left.sectionGroup).toBeUndefined();
    expect(await titles()).toEqual([
      ['CLI', group.id],
      ['Start', group.id],
      ['Guides', undefined],
    ]);

    await expect(api.orgs.updateSiteSectionById('acme', site.id, start.id, { siteSectionGroupId: 'nope' })).rejects.toMatchObject({
      code: 400,
      errorMessage: `body.siteSectionGroupId: site "${site.id}" has no section group "nope"`,
    });
    const other = (await api.orgs.createSite('acme', { title: 'Elsewhere' })).data;
    await expect(api.orgs.addSectionToSite('acme', other.id, { spaceId: await space('Lost'), siteSectionGroupId: group.id })).rejects.toMatchObject({
      code: 400,
    });
    expect((await api.orgs.listSiteSections('acme', other.id)).data.count).toBe(0);
  });

  it('keeps an adaptive visitor schema and suggests conditions from its claims', async () => {
    const api = client('create');
    const site = (await api.orgs.createSite('acme', { title: 'Adaptive' })).data;
    const empty = await conform('getSiteAdaptiveSchema', api.orgs.getSiteAdaptiveSchema('acme', site.id));
    expect(empty.jsonSchema).toMatchObject({ type: 'object', additionalProperties: false });
    const jsonSchema = {
      $schema: 'http://json-schema.org/draft-07/schema#' as const,
      type: 'object' as const,
      properties: {
        isBetaUser: { type: 'boolean', description: 'In the beta programme' },
        unsigned: {
          type: 'object' as const,
          description: 'Unsigned claims of the site visitor.' as const,
          additionalProperties: false as const,
          properties: { prefersDark: { type: 'boolean', description: 'Asked for dark mode' } },
        },
      },
      additionalProperties: false as const,
    };
    const saved = await conform('updateSiteAdaptiveSchema', api.orgs.updateSiteAdaptiveSchema('acme', site.id, { jsonSchema } as never));
    expect(saved.jsonSchema).toEqual(jsonSchema);
    expect((await api.orgs.getSiteAdaptiveSchema('acme', site.id)).data.jsonSchema).toEqual(jsonSchema);
    const conditions = await conform('listSiteAdaptiveTemplateConditions', api.orgs.listSiteAdaptiveTemplateConditions('acme', site.id));
    expect(conditions.items).toEqual([
      { description: 'In the beta programme', condition: 'visitor.claims.isBetaUser' },
      { description: 'Asked for dark mode', condition: 'visitor.claims.unsigned.prefersDark' },
    ]);

    const refused = async (schema: unknown) => {
      const answer = await sb.call('PUT', `/v1/orgs/acme/sites/${site.id}/adaptive-schema`, { body: { jsonSchema: schema }, user: 'create' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return (answer.body as { error: { message: string } }).error.message;
    };
    const withClaim = (claim: unknown) => ({ ...jsonSchema, properties: { ...jsonSchema.properties, isBetaUser: claim } });
    expect(await refused(withClaim({ type: 'string', description: 'Not a boolean' }))).toMatch(/isBetaUser/);
    expect(await refused(withClaim({ type: 'boolean' }))).toMatch(/description/);
    expect(await refused({ ...jsonSchema, type: 'array' })).toMatch(/type/);
    expect(await refused({ ...jsonSchema, additionalProperties: true })).toMatch(/additionalProperties/);
    expect(await refused({ ...jsonSchema, minProperties: -1 })).toMatch(/draft-07/);
    expect((await api.orgs.getSiteAdaptiveSchema('acme', site.id)).data.jsonSchema).toEqual(jsonSchema);
    await expect(client('edit').orgs.updateSiteAdaptiveSchema('acme', site.id, { jsonSchema } as never)).rejects.toMatchObject({ code: 403 });
  });

  it("gives a site's admins the key its visitor tokens are signed with, keeps its fallback URL, and regenerates the key", async () => {
    const api = client('admin');
    const site = (await api.orgs.createSite('acme', { title: 'Members only' })).data;
    const auth = await conform('getSitePublishingAuthById', api.orgs.getSitePublishingAuthById('acme', site.id));
    expect(auth).toMatchObject({ object: 'publishing-auth', backend: 'custom' });
    expect(auth.privateKey.length).toBeGreaterThanOrEqual(32);
    const updated = await conform(
      'updateSitePublishingAuthById',
      api.orgs.updateSitePublishingAuthById('acme', site.id, { backend: 'custom', fallbackURL: 'https://login.acme.test/docs' }),
    );
    expect(updated).toMatchObject({ fallbackURL: 'https://login.acme.test/docs', privateKey: auth.privateKey });
    const regenerated = await conform('regenerateSitePublishingAuthById', api.orgs.regenerateSitePublishingAuthById('acme', site.id));
    expect(regenerated.privateKey).not.toBe(auth.privateKey);
    expect(regenerated.fallbackURL).toBe('https://login.acme.test/docs');
    const unset = await api.orgs.updateSitePublishingAuthById('acme', site.id, { backend: 'custom', fallbackURL: null } as never);
    expect(unset.data.fallbackURL).toBeUndefined();
    await expect(client('create').orgs.getSitePublishingAuthById('acme', site.id)).rejects.toMatchObject({ code: 403 });
  });

  it("keeps a site's customization, and answers unset settings with GitBook's defaults", async () => {
    const api = client('admin');
    const site = (await api.orgs.createSite('acme', { title: 'Branded' })).data;
    const defaults = await conform('getSiteCustomizationById', api.orgs.getSiteCustomizationById('acme', site.id));
    expect(defaults).toMatchObject({
      title: 'Branded',
      styling: { theme: 'clean', primaryColor: { light: '#346DDB' }, corners: 'rounded', font: 'Inter' },
      favicon: {},
    });
    const logo = { light: 'https://cdn.acme.test/logo.svg', dark: 'https://cdn.acme.test/logo-dark.svg' };
    const settings = {
      ...defaults,
      title: 'Acme Docs',
      styling: { ...defaults.styling, theme: 'bold', primaryColor: { light: '#E11D48', dark: '#FB7185' }, corners: 'straight', font: 'Roboto' },
      header: { ...defaults.header, logo },
      favicon: { emoji: '1f680' },
    };
    const saved = await conform('updateSiteCustomizationById', api.orgs.updateSiteCustomizationById('acme', site.id, settings as never));
    expect(saved).toMatchObject({
      title: 'Acme Docs',
      styling: { theme: 'bold', primaryColor: { light: '#E11D48' }, corners: 'straight', font: 'Roboto' },
      header: { logo },
      favicon: { emoji: '1f680' },
    });
    expect((await api.orgs.getSiteCustomizationById('acme', site.id)).data).toEqual(saved);

    // A whole replacement: what the next update leaves out is the default again.
    const { title: _title, favicon: _favicon, ...rest } = settings;
    const replaced = (await api.orgs.updateSiteCustomizationById('acme', site.id, { ...rest, favicon: {} } as never)).data;
    expect(replaced).toMatchObject({ title: 'Branded', favicon: {}, styling: { theme: 'bold' } });

    const refused = async (body: unknown) => {
      const answer = await sb.call('PUT', `/v1/orgs/acme/sites/${site.id}/customization`, { body, user: 'admin' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return (answer.body as { error: { message: string } }).error.message;
    };
    expect(await refused({ ...settings, styling: { ...settings.styling, primaryColor: { light: 'red', dark: '#000' } } })).toMatch(
      /styling\.primaryColor\.light/,
    );
    expect(await refused({ ...settings, styling: { ...settings.styling, theme: 'neon' } })).toMatch(/styling\.theme.*clean, muted, bold, gradient/);
    await expect(client('edit').orgs.updateSiteCustomizationById('acme', site.id, settings as never)).rejects.toMatchObject({ code: 403 });
    expect((await client('edit').orgs.getSiteCustomizationById('acme', site.id)).data.styling.theme).toBe('bold');
  });

  // Scenarios kept in files of their own, after these: they add spaces the lists above do not expect.
  contentScenarios(h);
  reviewScenarios(h);
  readScenarios(h);
  computedScenarios(h);
  urlScenarios(h);
  siteRedirectScenarios(h);
  siteStructureScenarios(h);
  siteExtrasScenarios(h);
  siteInsightsScenarios(h);
  storageScenarios(h);
  customFontScenarios(h);
  siteAiScenarios(h);
  styleguideScenarios(h);
  glossaryScenarios(h);
  agentScenarios(h);
  siteSearchScenarios(h);
  metaLinkScenarios(h);
  embedScenarios(h);
  importScenarios(h);
  aiUsageScenarios(h);
  askScenarios(h);
  inviteScenarios(h);
});
