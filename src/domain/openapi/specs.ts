import path from 'node:path/posix';
import { validate } from '@readme/openapi-parser';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import type { OpenApiContent, OpenApiSpec, SpecErrorCode } from '../../schemas/openapi.js';
import type { OpenApiSpecRecord, OpenApiVersionRecord } from '../../store/records.js';
import { requireOrganization } from '../org/access.js';
import type { Context } from '../kernel/context.js';
import { invalid, notFound } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import { fetchSource, FetchFailure } from '../fetch/fetch.js';
import { paginate, type Page, type PageQuery } from '../kernel/pagination.js';
import { locationOf } from '../kernel/locations.js';
import { atLeast } from '../kernel/roles.js';

const specKey = (organization: string, slug: string) => `${organization}/${slug}`;

function specUrl(ctx: Context, spec: OpenApiSpecRecord): string {
  return locationOf(ctx, 'getOpenAPISpecBySlug', { organizationId: spec.organization, specSlug: spec.slug });
}

/** How many of the last processing's errors a spec shows; its count tells how many there were. */
const SHOWN_ERRORS = 20;

function presentSpec(ctx: Context, spec: OpenApiSpecRecord): OpenApiSpec {
  const role = requireOrganization(ctx, spec.organization).member.role;
  const errors = spec.lastProcessedErrors ?? [];
  return {
    object: 'openapi-spec',
    id: spec.id,
    createdAt: spec.createdAt,
    updatedAt: spec.updatedAt,
    slug: spec.slug,
    sourceURL: spec.sourceURL,
    processingState: spec.processingState,
    visibility: spec.visibility,
    ...(spec.lastVersion ? { lastVersion: spec.lastVersion } : {}),
    ...(spec.lastProcessedAt ? { lastProcessedAt: spec.lastProcessedAt } : {}),
    ...(spec.lastProcessErrorCode ? { lastProcessErrorCode: spec.lastProcessErrorCode } : {}),
    ...(errors.length > 0 ? { lastProcessedErrors: errors.slice(0, SHOWN_ERRORS) } : {}),
    lastProcessedErrorCount: errors.length,
    permissions: { view: atLeast(role, 'read'), edit: atLeast(role, 'create') },
    urls: {
      location: specUrl(ctx, spec),
      app: `${ctx.baseUrl}/o/${spec.organization}/openapi/${spec.slug}`,
      ...(spec.visibility === 'public' ? { published: `${ctx.baseUrl}/published/openapi/${spec.organization}/${spec.slug}` } : {}),
    },
  };
}

function findSpec(ctx: Context, organization: string, slug: string): OpenApiSpecRecord | undefined {
  const [entry] = ctx.store.index('openapiSpecs', 'bySlug', specKey(organization, slug));
  return entry && ctx.store.get('openapiSpecs', entry[1]);
}

function requireSpec(ctx: Context, organizationId: string, slug: string, minimum: 'read' | 'create') {
  const { org } = requireOrganization(ctx, organizationId, minimum);
  const spec = findSpec(ctx, org.id, slug);
  if (!spec) throw notFound('OpenAPI spec', slug);
  return spec;
}

/** Parses JSON or YAML and checks it is an OpenAPI 3.x or Swagger 2 document: the document, or every rule it breaks. */
export async function parseSpecDocument(text: string): Promise<{ ok: true; document: object } | { ok: false; reasons: string[] }> {
  let document: unknown;
  try {
    document = parseYaml(text);
  } catch (error) {
    return { ok: false, reasons: [`not JSON or YAML: ${(error as Error).message.split('\n')[0]}`] };
  }
  if (!document || typeof document !== 'object' || Array.isArray(document)) return { ok: false, reasons: ['not an object'] };
  const result = await validate(structuredClone(document) as never);
  if (!result.valid) return { ok: false, reasons: result.errors.map((e) => e.message.split('\n')[0]!) };
  return { ok: true, document };
}

/**
 * Fetches, parses and validates a spec's source, then records the outcome: a new version
 * when the document changed, or the failure's code. Runs after the request that started
 * it has been answered; it never throws.
 */
export async function processSpec(deps: Pick<Context, 'store' | 'clock' | 'fetchPolicy'>, specId: string): Promise<void> {
  const started = deps.store.get('openapiSpecs', specId);
  if (!started) return;
  deps.store.put('openapiSpecs', { ...started, processingState: 'progress' });
  let outcome: { code?: z.infer<typeof SpecErrorCode>; reasons?: string[]; version?: OpenApiVersionRecord };
  try {
    const fetched = await fetchSource(started.sourceURL, deps.fetchPolicy);
    const parsed = await parseSpecDocument(fetched.body.toString('utf8'));
    if (!parsed.ok) {
      outcome = { code: 'PARSE_ERROR', reasons: parsed.reasons };
    } else {
      const blob = deps.store.putBlob(fetched.body);
      const latest = started.lastVersion ? deps.store.get('openapiVersions', started.lastVersion) : undefined;
      outcome = {};
      if (latest?.blob !== blob) {
        const fileName = path.basename(fetched.url.pathname) || 'openapi.json';
        outcome.version = deps.store.put('openapiVersions', {
          id: newId(), seq: deps.store.nextSeq(), spec: specId, createdAt: deps.clock.iso(), url: started.sourceURL, fileName, blob,
        });
      }
    }
  } catch (error) {
    outcome = { code: error instanceof FetchFailure && error.timedOut ? 'FETCH_TIMEOUT' : 'FETCH_ERROR', reasons: [(error as Error).message] };
  }
  const current = deps.store.get('openapiSpecs', specId);
  // Deleted meanwhile, or replaced by a newer source: this outcome is no longer the spec's.
  if (!current || current.sourceURL !== started.sourceURL) return;
  const { lastProcessErrorCode: _previous, lastProcessedErrors: _previousErrors, ...rest } = current;
  const { code, reasons = [] } = outcome;
  deps.store.put('openapiSpecs', {
    ...rest,
    processingState: 'complete',
    lastProcessedAt: deps.clock.iso(),
    updatedAt: deps.clock.iso(),
    ...(outcome.version ? { lastVersion: outcome.version.id } : {}),
    ...(code ? { lastProcessErrorCode: code, lastProcessedErrors: reasons.map((message) => ({ code, message })) } : {}),
  });
}

export function listSpecs(ctx: Context, organizationId: string, query: PageQuery): Page<OpenApiSpec> {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  return paginate(ctx.store.index('openapiSpecs', 'byOrganization', org.id), query, (id) => presentSpec(ctx, ctx.store.get('openapiSpecs', id)!));
}

/** Creates or points a spec at a source; processing follows in the background. */
function upsert(ctx: Context, organizationId: string, slug: string, url: string, mustBeNew: boolean): { spec: OpenApiSpec; created: boolean } {
  const { org } = requireOrganization(ctx, organizationId, 'create');
  const existing = findSpec(ctx, org.id, slug);
  if (existing && mustBeNew) {
    throw invalid(`organization "${org.id}" already has an OpenAPI spec "${slug}"; update its source`, 'slug', {
      operation: 'createOrUpdateOpenAPISpecBySlug', params: { organizationId: org.id, specSlug: slug },
    });
  }
  const now = ctx.clock.iso();
  const record: OpenApiSpecRecord = existing
    ? { ...existing, sourceURL: url, processingState: 'pending', updatedAt: now }
    : { id: newId(), seq: ctx.store.nextSeq(), organization: org.id, slug, sourceURL: url, visibility: 'private', createdAt: now, updatedAt: now, processingState: 'pending' };
  const spec = ctx.store.put('openapiSpecs', record);
  ctx.background(processSpec(ctx, spec.id));
  return { spec: presentSpec(ctx, spec), created: !existing };
}

export const createSpec = (ctx: Context, organizationId: string, body: { slug: string; source: { url: string } }) =>
  upsert(ctx, organizationId, body.slug, body.source.url, true).spec;

export const replaceSpec = (ctx: Context, organizationId: string, slug: string, body: { source: { url: string } }) =>
  upsert(ctx, organizationId, slug, body.source.url, false);

export function getSpec(ctx: Context, organizationId: string, slug: string): OpenApiSpec {
  return presentSpec(ctx, requireSpec(ctx, organizationId, slug, 'read'));
}

export function updateSpecVisibility(ctx: Context, organizationId: string, slug: string, visibility: 'private' | 'public'): OpenApiSpec {
  const spec = requireSpec(ctx, organizationId, slug, 'create');
  return presentSpec(ctx, ctx.store.put('openapiSpecs', { ...spec, visibility, updatedAt: ctx.clock.iso() }));
}

export function deleteSpec(ctx: Context, organizationId: string, slug: string): void {
  const { org } = requireOrganization(ctx, organizationId, 'create');
  const spec = findSpec(ctx, org.id, slug);
  if (!spec) return;
  // The spec goes first: versions without it are unreachable, never the other way round.
  ctx.store.remove('openapiSpecs', spec.id);
  for (const [, id] of [...ctx.store.index('openapiVersions', 'bySpec', spec.id)]) ctx.store.remove('openapiVersions', id);
}

function presentVersion(ctx: Context, spec: OpenApiSpecRecord, version: OpenApiVersionRecord) {
  return {
    object: 'openapi-spec-version' as const,
    id: version.id,
    createdAt: version.createdAt,
    url: version.url,
    urls: { location: `${specUrl(ctx, spec)}/versions/${version.id}` },
  };
}

function requireVersion(ctx: Context, organizationId: string, slug: string, versionId: string | 'latest') {
  const spec = requireSpec(ctx, organizationId, slug, 'read');
  const id = versionId === 'latest' ? spec.lastVersion : versionId;
  const version = id ? ctx.store.get('openapiVersions', id) : undefined;
  if (!version || version.spec !== spec.id) throw notFound('OpenAPI spec version', versionId);
  return { spec, version };
}

export function listVersions(ctx: Context, organizationId: string, slug: string, query: PageQuery) {
  const spec = requireSpec(ctx, organizationId, slug, 'read');
  return paginate(ctx.store.index('openapiVersions', 'bySpec', spec.id), query, (id) => presentVersion(ctx, spec, ctx.store.get('openapiVersions', id)!), true);
}

export function getVersion(ctx: Context, organizationId: string, slug: string, versionId: string | 'latest') {
  const { spec, version } = requireVersion(ctx, organizationId, slug, versionId);
  return presentVersion(ctx, spec, version);
}

/** A version's document; a public spec's source is public too (the sandbox keeps no copy of its own to serve). */
export function getVersionContent(ctx: Context, organizationId: string, slug: string, versionId: string | 'latest'): z.infer<typeof OpenApiContent> {
  const { spec, version } = requireVersion(ctx, organizationId, slug, versionId);
  const text = ctx.store.getBlob(version.blob)?.toString('utf8') ?? '';
  return {
    filesystem: { [version.fileName]: parseYaml(text) as unknown },
    url: version.url,
    urls: { source: version.url, public: spec.visibility === 'public' ? version.url : null },
  };
}
