import { SignJWT } from 'jose';
import { commitRevision } from '../../src/domain/revisions/revisions.js';
import type { FileNode, PageNode } from '../../src/format/page.js';
import type { Running } from './sandbox.js';

/** A page as a test writes it: its title, body and subpages; a group when `group`. */
export interface PageSketch {
  title: string;
  slug: string;
  markdown?: string;
  hidden?: boolean;
  description?: string;
  group?: boolean;
  /** Adaptive content: who sees the page. */
  condition?: string;
  /** A computed page: the reference of the organization's OpenAPI spec of this slug. */
  openapi?: string;
  pages?: PageSketch[];
}

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const nodesOf = (pages: PageSketch[], at: string): PageNode[] =>
  pages.map((p, i) => ({
    id: `${at}${i}`.replace(/\W/g, ''),
    title: p.title,
    slug: p.slug,
    markdown: p.markdown ?? '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...(p.hidden ? { hidden: true } : {}),
    ...(p.description ? { description: p.description } : {}),
    ...(p.group ? { type: 'group' as const } : {}),
    ...(p.condition ? { condition: p.condition } : {}),
    ...(p.openapi
      ? {
          type: 'computed' as const,
          computed: { type: 'builtin:openapi', props: { models: false }, dependencies: { spec: { ref: { kind: 'openapi', spec: p.openapi } } } },
        }
      : {}),
    pages: nodesOf(p.pages ?? [], `${at}${i}x`),
  }));

/**
 * A space of acme holding these pages (and one image, `.gitbook/assets/pixel.png`), made through
 * the API; its content is written as an import would write it, straight into the store.
 */
export async function spaceWithPages(sb: Running, title: string, pages: PageSketch[]): Promise<{ id: string }> {
  const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title } })).body as { id: string };
  const { store, clock } = sb.sandbox;
  const record = store.get('spaces', space.id)!;
  const file: FileNode = {
    id: 'pixel',
    name: 'pixel.png',
    path: '.gitbook/assets/pixel.png',
    contentType: 'image/png',
    size: PIXEL.length,
    blob: store.putBlob(PIXEL),
  };
  const revision = commitRevision(
    { store, clock, caller: store.get('users', 'admin')! },
    { space: space.id, type: 'edits', parents: [record.revision], pages: nodesOf(pages, `p${space.id.slice(0, 4)}`), files: [file] },
  );
  store.put('spaces', { ...record, revision: revision.id });
  return space;
}

/** A site of acme (titled `title`, reached at its basename) showing these spaces, published as `visibility`; the API's view of it. */
export async function siteShowing(sb: Running, title: string, spaces: { id: string }[], visibility = 'public') {
  const site = (await sb.call('POST', '/v1/orgs/acme/sites', { body: { title } })).body as { id: string };
  for (const space of spaces) await sb.call('POST', `/v1/orgs/acme/sites/${site.id}/site-spaces`, { body: { spaceId: space.id } });
  await sb.call('PATCH', `/v1/orgs/acme/sites/${site.id}`, { body: { visibility } });
  return (await sb.call('GET', `/v1/orgs/acme/sites/${site.id}`)).body as { id: string; urls: { published?: string } };
}

/** The guide every site test reads: a first page, a group with a nested page, a hidden page, an image and links between pages. */
export const GUIDE: PageSketch[] = [
  {
    title: 'Welcome',
    slug: 'welcome',
    description: 'Start here.',
    markdown:
      'Read the [install guide](getting-started/install.md).\n\n![A pixel](.gitbook/assets/pixel.png)\n\n## First steps\n\nSome text.\n\n## Next steps\n\nMore.\n',
  },
  {
    title: 'Getting started',
    slug: 'getting-started',
    group: true,
    pages: [
      {
        title: 'Install',
        slug: 'install',
        markdown: 'Run the installer.\n\n## On Linux\n\nUse apt.\n',
        pages: [{ title: 'Troubleshooting', slug: 'troubleshooting', markdown: 'When it fails, [start again](../../welcome.md).\n' }],
      },
      { title: 'Secret plans', slug: 'secret', hidden: true, markdown: 'Not listed.\n' },
      { title: 'Configure', slug: 'configure', markdown: 'Set it up.\n' },
    ],
  },
];

/** A visitor schema with one signed claim (`pro`) and one unsigned (`beta`). */
const ADAPTIVE_SCHEMA = {
  type: 'object',
  properties: {
    pro: { type: 'boolean', description: 'Pays for Pro.' },
    unsigned: {
      type: 'object',
      description: 'Unsigned claims of the site visitor.',
      properties: { beta: { type: 'boolean', description: 'Tries new things.' } },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
};

/** Pages for adaptive content: one for anyone, one (with a subpage) for beta testers, one for Pro visitors. */
export const ADAPTIVE_PAGES: PageSketch[] = [
  { title: 'Welcome', slug: 'welcome', markdown: 'Hello.\n' },
  {
    title: 'Beta features',
    slug: 'beta',
    condition: 'visitor.claims.unsigned.beta',
    markdown: 'Try the new search.\n',
    pages: [{ title: 'Beta search', slug: 'search', markdown: 'Fast.\n' }],
  },
  { title: 'Pro reports', slug: 'reports', condition: 'visitor.claims.pro == true', markdown: 'Export to PDF.\n' },
];

/** A public site showing these spaces, with adaptive content on and the schema above. */
export async function adaptiveSite(sb: Running, spaces: { id: string }[] = []) {
  const site = await siteShowing(sb, 'Help', spaces);
  await sb.call('PATCH', `/v1/orgs/acme/sites/${site.id}`, { body: { adaptiveContent: { enabled: true } } });
  await sb.call('PUT', `/v1/orgs/acme/sites/${site.id}/adaptive-schema`, { body: { jsonSchema: ADAPTIVE_SCHEMA } });
  return (await sb.call('GET', `/v1/orgs/acme/sites/${site.id}`)).body as typeof site;
}

/** A visitor token for a site: its claims signed (HS256) with the key the API gives the site's admins. */
export async function visitorToken(sb: Running, siteId: string, claims: Record<string, unknown>): Promise<string> {
  const { privateKey } = (await sb.call('GET', `/v1/orgs/acme/sites/${siteId}/publishing/auth`)).body as { privateKey: string };
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode(privateKey));
}
