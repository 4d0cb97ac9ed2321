import { describe, expect, it } from 'vitest';
import { getAgentSettings, setAgentSettings } from '../../../src/domain/sites/agent-settings.js';
import { createSite, deleteSite } from '../../../src/domain/sites/sites.js';
import { refusal, rules } from '../../helpers/rules.js';

const instructions = { object: 'document' as const, data: {}, nodes: [{ object: 'block' as const, type: 'paragraph', nodes: [] }] };
const settings = { scans: { topics: 'never' as const }, findings: { changeRequests: 'always' as const }, editing: { customInstructions: instructions } };

describe("a site's agent settings", () => {
  it('are the defaults until set, then what was set, by whom and when, read by whoever reads the site', async () => {
    const { as, sandbox } = rules();
    const site = createSite(as(), 'acme', { title: 'Help', spaces: 'empty' }).id;
    expect(getAgentSettings(as('read'), 'acme', site)).toEqual({
      object: 'site-agent-settings',
      scans: { topics: 'auto' },
      findings: { changeRequests: 'auto-fixable' },
      editing: { customInstructions: { object: 'document', data: {}, nodes: [] } },
      urls: { location: `http://sandbox.test/v1/orgs/acme/sites/${site}/agent-settings` },
    });
    expect(await refusal(() => setAgentSettings(as('edit'), 'acme', site, settings))).toMatchObject({ reason: 'forbidden' });
    setAgentSettings(as('create'), 'acme', site, settings);
    expect(getAgentSettings(as('read'), 'acme', site)).toMatchObject({ ...settings, updatedBy: 'create', updatedAt: expect.any(String) });
    deleteSite(as(), 'acme', site);
    expect(sandbox.store.count('siteAgentSettings')).toBe(0);
  });
});
