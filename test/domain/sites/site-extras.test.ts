import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { listAdsSites, reviewAdsSite, updateSiteAds } from '../../../src/domain/sites/ads.js';
import { createChannel, deleteChannel, getChannel, listChannels, updateChannel } from '../../../src/domain/sites/channels.js';
import { addExternalLink, deleteExternalLink, tabsWithLinks, updateExternalLink } from '../../../src/domain/sites/external-links.js';
import { addGroup, deleteGroup, listGroups } from '../../../src/domain/sites/section-groups.js';
import { addSection } from '../../../src/domain/sites/sections.js';
import { createSite, deleteSite, getSite } from '../../../src/domain/sites/sites.js';
import { SiteChannelCreate, SiteChannelUpdate } from '../../../src/schemas/site-channels.js';
import { SiteExternalLinkCreate } from '../../../src/schemas/site-external-links.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { refusal, rules } from '../../helpers/rules.js';

const siteWithSections = (ctx: Context, titles = ['Guides', 'API']) => {
  const site = createSite(ctx, 'acme', { title: 'Help' });
  const sections = titles.map((title) => addSection(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title }).id, title }));
  return { site, sections };
};

describe('site channels', () => {
  it('are kept per site as created, changed and deleted, and answer nothing before a platform connects them', () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    const channel = createChannel(ctx, 'acme', site.id, { type: 'builtin:slack', setupSettings: { allowedChannels: ['support-*'] } });
    expect(channel).toMatchObject({
      object: 'site-channel',
      role: 'support',
      status: 'pending',
      answers: 0,
      setupSettings: { allowedChannels: ['support-*'] },
    });
    expect(channel.urls.location).toBe(`http://sandbox.test/v1/orgs/acme/sites/${site.id}/channels/${channel.id}`);

    updateChannel(ctx, 'acme', site.id, channel.id, { role: 'collaborator' });
    expect(getChannel(ctx, 'acme', site.id, channel.id)).toMatchObject({ type: 'builtin:slack', role: 'collaborator' });
    updateChannel(ctx, 'acme', site.id, channel.id, { type: 'builtin:github', setupSettings: { allowedRepositories: ['acme/docs'] } });
    expect(getChannel(ctx, 'acme', site.id, channel.id)).toMatchObject({
      type: 'builtin:github',
      role: 'collaborator',
      setupSettings: { allowedRepositories: ['acme/docs'] },
    });

    deleteChannel(ctx, 'acme', site.id, channel.id);
    expect(listChannels(ctx, 'acme', site.id, {}).items).toEqual([]);
  });

  it("take only their platform's settings", () => {
    const wrong = SiteChannelCreate.safeParse({ type: 'builtin:github', setupSettings: { allowedChannels: ['general'] } });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['setupSettings'] });
    const badRepository = SiteChannelCreate.safeParse({ type: 'builtin:github', setupSettings: { allowedRepositories: ['no-owner'] } });
    expect(badRepository.error?.issues[0]?.path).toEqual(['setupSettings', 'allowedRepositories', 0]);
    expect(SiteChannelUpdate.safeParse({ setupSettings: {} }).error?.issues[0]).toMatchObject({
      path: ['type'],
      message: 'give type and setupSettings together',
    });
  });

  it("are not found from another organization, nor by readers' writes", async () => {
    const sandbox = rules();
    const site = createSite(sandbox.as(), 'acme', { title: 'Help' });
    const channel = createChannel(sandbox.as(), 'acme', site.id, { type: 'builtin:discord', setupSettings: {} });
    expect(await refusal(() => getChannel(sandbox.as(), 'globex', site.id, channel.id))).toMatchObject({ reason: 'not-found' });
    expect(await refusal(() => updateChannel(sandbox.as('read'), 'acme', site.id, channel.id, { role: 'collaborator' }))).toMatchObject({
      reason: 'forbidden',
    });
    expect(getChannel(sandbox.as('read'), 'acme', site.id, channel.id).role).toBe('support');
  });

  it('go with their site', async () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    createChannel(ctx, 'acme', site.id, { type: 'builtin:linear', setupSettings: { allowedTeams: ['DOC'] } });
    deleteSite(ctx, 'acme', site.id);
    expect(ctx.store.recordsIn('siteChannels', 'bySite', site.id)).toEqual([]);
  });
});

describe('site external links', () => {
  it('stand among the sections of a site, never on a site without them', async () => {
    const ctx = rules().as();
    const bare = createSite(ctx, 'acme', { title: 'Plain' });
    expect(await refusal(() => addExternalLink(ctx, 'acme', bare.id, { title: 'Status', url: 'https://status.example.com' }))).toMatchObject({
      reason: 'invalid',
      message: expect.stringContaining('add a section first'),
    });
    const { site } = siteWithSections(ctx);
    expect(await refusal(() => addExternalLink(ctx, 'acme', site.id, { title: 'Status', url: 'https://status.example.com', parent: 'nogroup' }))).toMatchObject(
      {
        reason: 'invalid',
        field: 'parent',
      },
    );
    expect(SiteExternalLinkCreate.safeParse({ title: 'Status', url: 'javascript:alert(1)' }).error?.issues[0]?.path).toEqual(['url']);
  });

  it("show in their group's children, move with parent and stay when their group goes", () => {
    const ctx = rules().as();
    const { site, sections } = siteWithSections(ctx);
    const group = addGroup(ctx, 'acme', site.id, { title: 'Docs', sections: [sections[0]!.id] });
    const link = addExternalLink(ctx, 'acme', site.id, { title: 'Blog', url: 'https://example.com/blog', parent: group.id, icon: 'rss' });
    expect(link).toMatchObject({ object: 'site-external-link', sectionGroup: group.id, draft: false, icon: 'rss' });
    expect(listGroups(ctx, 'acme', site.id, {}).items[0]!.children.map((c) => c.title)).toEqual(['Guides', 'Blog']);

    const moved = updateExternalLink(ctx, 'acme', site.id, link.id, { parent: null, icon: null, condition: 'visitor.claims.beta' });
    expect(moved).not.toHaveProperty('sectionGroup');
    expect(moved).not.toHaveProperty('icon');
    expect(moved.condition).toBe('visitor.claims.beta');
    expect(listGroups(ctx, 'acme', site.id, {}).items[0]!.children.map((c) => c.title)).toEqual(['Guides']);

    updateExternalLink(ctx, 'acme', site.id, link.id, { parent: group.id });
    deleteGroup(ctx, 'acme', site.id, group.id);
    expect(ctx.store.get('siteExternalLinks', link.id)).not.toHaveProperty('group');
    deleteExternalLink(ctx, 'acme', site.id, link.id);
    expect(ctx.store.get('siteExternalLinks', link.id)).toBeUndefined();
  });

  it("are a visitor's tabs in the site's order, except drafts and links whose condition the visitor fails", () => {
    const ctx = rules().as();
    const { site } = siteWithSections(ctx, ['Guides']);
    addExternalLink(ctx, 'acme', site.id, { title: 'Status', url: 'https://status.example.com' });
    addExternalLink(ctx, 'acme', site.id, { title: 'Draft', url: 'https://example.com/draft', draft: true });
    addExternalLink(ctx, 'acme', site.id, { title: 'Beta', url: 'https://example.com/beta', condition: 'visitor.claims.beta' });
    const later = addSection(ctx, 'acme', site.id, { spaceId: createSpace(ctx, 'acme', { title: 'API' }).id, title: 'API' });
    const sections = ctx.store.recordsIn('siteSections', 'bySite', site.id).map((section) => ({ section }));
    const titles = (sees: (condition: string | undefined) => boolean) =>
      tabsWithLinks(ctx, ctx.store.get('sites', site.id)!, sections, sees).map((tab) => ('link' in tab ? tab.link.title : tab.section.title));
    expect(titles((condition) => condition === undefined)).toEqual(['Guides', 'Status', 'API']);
    expect(titles(() => true)).toEqual(['Guides', 'Status', 'Beta', later.title]);
  });
});

describe("a site's ads", () => {
  it('are submitted for review on a topic, and turned off', async () => {
    const sandbox = rules();
    const ctx = sandbox.as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    expect(getSite(ctx, 'acme', site.id)).not.toHaveProperty('ads');
    expect(await refusal(() => updateSiteAds(ctx, 'acme', site.id, { status: 'in-review' }))).toMatchObject({ reason: 'invalid', field: 'topic' });
    expect(await refusal(() => updateSiteAds(sandbox.as('create'), 'acme', site.id, { status: 'in-review', topic: 'webdev' }))).toMatchObject({
      reason: 'forbidden',
    });

    updateSiteAds(ctx, 'acme', site.id, { status: 'in-review', topic: 'webdev' });
    expect(getSite(ctx, 'acme', site.id).ads).toEqual({ status: 'in-review', topic: 'webdev' });
    updateSiteAds(ctx, 'acme', site.id, { topic: 'crypto' });
    expect(getSite(ctx, 'acme', site.id).ads).toEqual({ status: 'in-review', topic: 'crypto' });
    // Turned off before it was ever live: withdrawn, and may be submitted again.
    updateSiteAds(ctx, 'acme', site.id, { status: 'disabled' });
    expect(getSite(ctx, 'acme', site.id).ads).toEqual({ status: 'pending', submittable: true });
  });

  it("are the ads platform's to put live or reject, and the platform is the sandbox's owner alone", async () => {
    const sandbox = rules();
    const ctx = sandbox.as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    const other = createSite(sandbox.as('admin'), 'globex', { title: 'Globex help' });
    updateSiteAds(ctx, 'acme', site.id, { status: 'in-review', topic: 'webdev' });
    updateSiteAds(ctx, 'globex', other.id, { status: 'in-review', topic: 'crypto' });
    expect(listAdsSites(ctx, {}).items.map((s) => [s.id, s.email, s.topic])).toEqual([
      [site.id, 'admin@acme.test', 'webdev'],
      [other.id, 'admin@acme.test', 'crypto'],
    ]);
    expect(await refusal(() => listAdsSites(sandbox.as('create'), {}))).toMatchObject({ reason: 'forbidden' });
    expect(await refusal(() => reviewAdsSite(ctx, createSite(ctx, 'acme', { title: 'Plain' }).id, { status: 'pending' }))).toMatchObject({
      reason: 'not-found',
    });

    reviewAdsSite(ctx, site.id, { status: 'live', zoneId: 'z1', reportingId: 'r1' });
    expect(getSite(ctx, 'acme', site.id).ads).toEqual({ status: 'live', topic: 'webdev', zoneId: 'z1' });
    expect(listAdsSites(ctx, { status: 'live' }).items).toEqual([
      { id: site.id, url: expect.any(String), email: 'admin@acme.test', topic: 'webdev', status: 'live', zoneId: 'z1' },
    ]);
    updateSiteAds(ctx, 'acme', site.id, { status: 'disabled' });
    expect(getSite(ctx, 'acme', site.id).ads).toEqual({ status: 'disabled', topic: 'webdev', zoneId: 'z1' });

    reviewAdsSite(ctx, other.id, { status: 'rejected', reason: 'Off topic' });
    expect(listAdsSites(ctx, { status: 'rejected' }).items).toMatchObject([{ id: other.id, reason: 'Off topic' }]);
    // Submitted again, the last review's reason is gone.
    updateSiteAds(sandbox.as('admin'), 'globex', other.id, { status: 'in-review' });
    expect(getSite(ctx, 'globex', other.id).ads).toEqual({ status: 'in-review', topic: 'crypto' });
  });
});
