import path from 'node:path/posix';
import type { z } from 'zod';
import type { OpenApiContent, OpenApiRawContent, OpenApiSpec, SpecErrorCode, SpecSource } from '../../schemas/openapi.js';
import type { OpenApiSource, OpenApiSpecRecord, OpenApiVersionRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { requireOrganization } from '../org/access.js';
import type { Context } from '../kernel/context.js';
import { invalid, notFound, precondition } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { FETCH_MAX_BYTES, fetchSource, FetchFailure } from '../fetch/fetch.js';
import { paginate, type Page, type PageQuery } from '../kernel/pagination.js';
import { appUrl, locationOf } from '../kernel/locations.js';
import { atLeast } from '../kernel/roles.js';
import { Serialized } from '../kernel/serialized.js';
import { listOperationsOffThread, readSpecOffThread } from '../workers/spec-off-thread.js';
import type { SpecReading } from '../../format/openapi/spec-document.js';
import type { SpecOperations } from '../../format/openapi/spec-operations.js';

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
    ...(spec.sourceURL ? { sourceURL: spec.sourceURL } : {}),
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
      app: appUrl(ctx, 'openApiSpec', { organizationId: spec.organization, specSlug: spec.slug }),
      ...(spec.visibility === 'public' ? { published: appUrl(ctx, 'publishedSpec', { organizationId: spec.organization, specSlug: spec.slug }) } : {}),
    },
  };
}

function findSpec(ctx: Pick<Context, 'store'>, organization: string, slug: string): OpenApiSpecRecord | undefined {
  const [entry] = ctx.store.index('openapiSpecs', 'bySlug', specKey(organization, slug));
  return entry && ctx.store.get('openapiSpecs', entry[1]);
}

/**
 * Where a page's block of the organization's spec `slug` links to it, as GitBook's Git Sync writes
 * the link: the URL the spec is fetched from; none for a spec the organization lacks or one sent as text.
 */
export const specLinkUrl = (ctx: Pick<Context, 'store'>, organization: string, slug: string): string | undefined =>
  findSpec(ctx, organization, slug)?.sourceURL;

function requireSpec(ctx: Context, organizationId: string, slug: string, minimum: 'read' | 'create') {
  const { org } = requireOrganization(ctx, organizationId, minimum);
  const spec = findSpec(ctx, org.id, slug);
  if (!spec) throw notFound('OpenAPI spec', slug);
  return spec;
}

/** A source's identity: a spec processed for one whose source has changed since records nothing. */
const sourceKey = (spec: OpenApiSource) => spec.sourceURL ?? `text:${spec.sourceBlob}`;

/** A spec's source: its bytes and text, and the name of its file; sent as text, the blob it is already stored as. */
interface Source {
  body: Buffer;
  text: string;
  fileName: string;
  blob?: string;
}

/** A spec's source: fetched from its URL, or the text it was sent (its file named by what it holds). */
async function readSource(deps: Pick<Context, 'store' | 'fetchPolicy'>, spec: OpenApiSource): Promise<Source> {
  if (spec.sourceURL === undefined) {
    const body = deps.store.getBlob(spec.sourceBlob);
    if (!body) throw new Error(`the text of the source (blob ${spec.sourceBlob}) is gone`);
    const text = body.toString('utf8');
    return { body, text, fileName: text.trimStart().startsWith('{') ? 'openapi.json' : 'openapi.yaml', blob: spec.sourceBlob };
  }
  const fetched = await fetchSource(spec.sourceURL, deps.fetchPolicy);
  return { body: fetched.body, text: fetched.body.toString('utf8'), fileName: path.basename(fetched.url.pathname) || 'openapi.json' };
}

/** What processing a spec's source read: the source, its document as JSON and its operations; or the failure's code and reasons. */
type Outcome = { source: Source; reading: Read } | { code: z.infer<typeof SpecErrorCode>; reasons: string[] };

/** A spec's text read in full. */
type Read = Extract<SpecReading, { ok: true }>;

/**
 * Reads (fetches, or takes the text of), parses and validates a spec's source. The document is
 * parsed once, off the event loop, and kept as the JSON every read serves. Nothing is stored:
 * the spec may be gone, or have another source, by the time the worker answers.
 */
async function outcomeOf(deps: Pick<Context, 'store' | 'fetchPolicy' | 'specs'>, spec: OpenApiSpecRecord): Promise<Outcome> {
  let source: Source;
  try {
    source = await readSource(deps, spec);
  } catch (error) {
    return { code: error instanceof FetchFailure && error.timedOut ? 'FETCH_TIMEOUT' : 'FETCH_ERROR', reasons: [(error as Error).message] };
  }
  const read = await readSpecOffThread(source.text, deps.specs.budgets);
  return read.ok ? { source, reading: read } : { code: 'PARSE_ERROR', reasons: read.reasons };
}

/**
 * What a read stores of a version: its document and its operations, as blobs, written before the
 * version naming them (a crash between the two leaves blobs nothing names, which a collection removes).
 */
const stored = (store: Store, { json, operations }: Read) => ({
  document: store.putBlob(Buffer.from(json)),
  operations: store.putBlob(Buffer.from(JSON.stringify(operations))),
});

/**
 * Stores what processing read as a new version of `spec`; none when the spec's latest version has
 * the same source (an older sandbox's version of it is given what it lacks). `spec` is the spec
 * as it is now: another processing of the same source may have made that version meanwhile.
 */
function newVersion(
  deps: Pick<Context, 'store' | 'clock'>,
  spec: OpenApiSpecRecord,
  { source, reading }: Extract<Outcome, { source: Source }>,
): OpenApiVersionRecord | undefined {
  const blob = source.blob ?? deps.store.putBlob(source.body);
  const latest = spec.lastVersion ? deps.store.get('openapiVersions', spec.lastVersion) : undefined;
  if (latest?.blob === blob) {
    if (latest.operations === undefined) {
      const { documentError: _unread, ...older } = latest;
      deps.store.put('openapiVersions', { ...older, ...stored(deps.store, reading) });
    }
    return undefined;
  }
  return deps.store.put('openapiVersions', {
    id: newId(),
    seq: deps.store.nextSeq(),
    spec: spec.id,
    createdAt: deps.clock.iso(),
    ...(spec.sourceURL ? { url: spec.sourceURL } : {}),
    fileName: source.fileName,
    blob,
    ...stored(deps.store, reading),
  });
}

/**
 * Processes a spec's source and records the outcome: a new version when the document changed,
 * or the failure's code. Runs after the request that started it has been answered; it never throws.
 */
export async function processSpec(deps: Pick<Context, 'store' | 'clock' | 'fetchPolicy' | 'specs'>, specId: string): Promise<void> {
  const started = deps.store.get('openapiSpecs', specId);
  if (!started) return;
  deps.store.put('openapiSpecs', { ...started, processingState: 'progress' });
  const outcome = await outcomeOf(deps, started);
  const current = deps.store.get('openapiSpecs', specId);
  // Deleted meanwhile, or replaced by a newer source: this outcome is no longer the spec's, and nothing of it is kept.
  if (!current || sourceKey(current) !== sourceKey(started)) return;
  const version = 'code' in outcome ? undefined : newVersion(deps, current, outcome);
  const { lastProcessErrorCode: _previous, lastProcessedErrors: _previousErrors, ...rest } = current;
  deps.store.put('openapiSpecs', {
    ...rest,
    processingState: 'complete',
    lastProcessedAt: deps.clock.iso(),
    updatedAt: deps.clock.iso(),
    ...(version ? { lastVersion: version.id } : {}),
    ...('code' in outcome
      ? { lastProcessErrorCode: outcome.code, lastProcessedErrors: outcome.reasons.map((message) => ({ code: outcome.code, message })) }
      : {}),
  });
}

export function listSpecs(ctx: Context, organizationId: string, query: PageQuery): Page<OpenApiSpec> {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  return paginate(ctx.store.index('openapiSpecs', 'byOrganization', org.id), query, (id) => presentSpec(ctx, ctx.store.get('openapiSpecs', id)!));
}

/**
 * A request's source as a spec keeps it: a URL as it is, text as a blob, no larger than a document
 * the sandbox fetches.
 */
function keptSource(ctx: Context, source: SpecSource): OpenApiSource {
  if ('url' in source) return { sourceURL: source.url };
  const bytes = Buffer.from(source.text);
  if (bytes.length > FETCH_MAX_BYTES) {
    throw invalid(
      `the text holds ${bytes.length} bytes; a spec's document holds at most ${FETCH_MAX_BYTES} bytes (${FETCH_MAX_BYTES / 2 ** 20} MiB), as a fetched one does`,
      'source.text',
    );
  }
  return { sourceBlob: ctx.store.putBlob(bytes) };
}

/**
 * Creates or points a spec at a source; processing follows in the background. The text it already
 * has changes nothing (a URL is fetched again: what it serves may have changed).
 */
function upsert(ctx: Context, organizationId: string, slug: string, source: SpecSource, mustBeNew: boolean): { spec: OpenApiSpec; created: boolean } {
  const { org } = requireOrganization(ctx, organizationId, 'create');
  const existing = findSpec(ctx, org.id, slug);
  if (existing && mustBeNew) {
    throw invalid(`organization "${org.id}" already has an OpenAPI spec "${slug}"; update its source`, 'slug', {
      operation: 'createOrUpdateOpenAPISpecBySlug',
      params: { organizationId: org.id, specSlug: slug },
    });
  }
  const kept = keptSource(ctx, source);
  // Unless it was never read (processing cut short by a stop of the sandbox): then it is processed again.
  if (existing?.sourceBlob !== undefined && existing.sourceBlob === kept.sourceBlob && existing.lastProcessErrorCode !== 'FETCH_ERROR') {
    return { spec: presentSpec(ctx, existing), created: false };
  }
  const now = ctx.clock.iso();
  const {
    sourceURL: _url,
    sourceBlob: _blob,
    ...fields
  } = existing ?? { id: newId(), seq: ctx.store.nextSeq(), organization: org.id, slug, visibility: 'private' as const, createdAt: now };
  const spec = ctx.store.put('openapiSpecs', { ...fields, ...kept, processingState: 'pending', updatedAt: now });
  ctx.jobs.background('openapi-processing', { organization: org.id, spec: spec.id }, () => processSpec(ctx, spec.id));
  return { spec: presentSpec(ctx, spec), created: !existing };
}

export const createSpec = (ctx: Context, organizationId: string, body: { slug: string; source: SpecSource }) =>
  upsert(ctx, organizationId, body.slug, body.source, true).spec;

export const replaceSpec = (ctx: Context, organizationId: string, slug: string, body: { source: SpecSource }) =>
  upsert(ctx, organizationId, slug, body.source, false);

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

const versionParams = (spec: OpenApiSpecRecord, version: OpenApiVersionRecord) => ({
  organizationId: spec.organization,
  specSlug: spec.slug,
  versionId: version.id,
});

/** Where a version's document is: the URL it was fetched from, or (sent as text) its content's address in the API. */
const documentUrl = (ctx: Context, spec: OpenApiSpecRecord, version: OpenApiVersionRecord) =>
  version.url ?? locationOf(ctx, 'getOpenAPISpecVersionContentById', versionParams(spec, version));

function presentVersion(ctx: Context, spec: OpenApiSpecRecord, version: OpenApiVersionRecord) {
  return {
    object: 'openapi-spec-version' as const,
    id: version.id,
    createdAt: version.createdAt,
    url: documentUrl(ctx, spec, version),
    urls: { location: locationOf(ctx, 'getOpenAPISpecVersionById', versionParams(spec, version)) },
  };
}

/** A version's id, or `latest`: the newest (a string either way, which is all TypeScript can say). */
type VersionId = string;

function requireVersion(ctx: Context, organizationId: string, slug: string, versionId: VersionId) {
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

export function getVersion(ctx: Context, organizationId: string, slug: string, versionId: VersionId) {
  const { spec, version } = requireVersion(ctx, organizationId, slug, versionId);
  return presentVersion(ctx, spec, version);
}

/** Stores `fields` on a version, unless it went meanwhile (its spec deleted) or another read stored them first. */
function storedOnce(
  store: Store,
  id: string,
  has: (version: OpenApiVersionRecord) => boolean,
  fields: () => Partial<OpenApiVersionRecord>,
): OpenApiVersionRecord {
  const current = store.get('openapiVersions', id);
  if (!current) throw notFound('OpenAPI spec version', id);
  return has(current) ? current : store.put('openapiVersions', { ...current, ...fields() });
}

/**
 * A version as reads need it, with its document and operations stored. A version an older
 * sandbox processed has none: its source is parsed once however many reads ask, off the event
 * loop, and what it gives (or why it cannot be served) stored for every read after. One processed
 * before operations were stored has them listed from its document, in a worker too, and once.
 */
async function upgraded(ctx: Pick<Context, 'store' | 'specs'>, version: OpenApiVersionRecord): Promise<OpenApiVersionRecord> {
  const { document } = version;
  if (document === undefined && version.documentError === undefined) {
    const read = await ctx.specs.once(`read:${version.blob}`, () =>
      readSpecOffThread(ctx.store.getBlob(version.blob)?.toString('utf8') ?? '', ctx.specs.budgets),
    );
    const has = (v: OpenApiVersionRecord) => v.document !== undefined || v.documentError !== undefined;
    return storedOnce(ctx.store, version.id, has, () => (read.ok ? stored(ctx.store, read) : { documentError: read.reasons[0]! }));
  }
  const json = document !== undefined && version.operations === undefined ? ctx.store.getBlob(document) : undefined;
  if (!json) return version;
  const listed = await ctx.specs.once(`operations:${document}`, () => listOperationsOffThread(json, ctx.specs.budgets));
  if ('reason' in listed) throw invalid(`the operations of version "${version.id}" of this OpenAPI spec cannot be listed: ${listed.reason}`);
  return storedOnce(
    ctx.store,
    version.id,
    (v) => v.operations !== undefined,
    () => ({ operations: ctx.store.putBlob(Buffer.from(JSON.stringify(listed))) }),
  );
}

/** A version's document as the JSON it was stored as. */
async function documentOf(ctx: Pick<Context, 'store' | 'specs'>, version: OpenApiVersionRecord): Promise<Buffer> {
  const { document, documentError } = version.document === undefined ? await upgraded(ctx, version) : version;
  const json = document === undefined ? undefined : (ctx.specs.served.get(document) ?? ctx.store.getBlob(document));
  if (!json)
    throw invalid(`version "${version.id}" of this OpenAPI spec cannot be served: ${documentError ?? 'its document is gone'}; send the spec's source again`);
  ctx.specs.served.set(document!, json);
  return json;
}

/** A version's document; a public spec's source is public too (the sandbox keeps no copy of its own to serve). */
export async function getVersionContent(
  ctx: Context,
  organizationId: string,
  slug: string,
  versionId: VersionId,
): Promise<Serialized<z.infer<typeof OpenApiContent>>> {
  const { spec, version } = requireVersion(ctx, organizationId, slug, versionId);
  const document = await documentOf(ctx, version);
  const url = documentUrl(ctx, spec, version);
  const rest = JSON.stringify({ url, urls: { source: url, public: spec.visibility === 'public' ? url : null } });
  return new Serialized(Buffer.concat([Buffer.from(`{"filesystem":{${JSON.stringify(version.fileName)}:`), document, Buffer.from(`},${rest.slice(1)}`)]));
}

/** A spec's latest source, as it was fetched or sent; its format is the one its file name says (YAML unless JSON). */
export function getLatestRawContent(ctx: Context, organizationId: string, slug: string): z.infer<typeof OpenApiRawContent> {
  const { version } = requireVersion(ctx, organizationId, slug, 'latest');
  const text = ctx.store.getBlob(version.blob);
  if (!text) throw notFound('source of OpenAPI spec version', version.id);
  return { text: text.toString('utf8'), format: version.fileName.endsWith('.json') ? 'json' : 'yaml' };
}

/**
 * The operations of a spec's latest document, as its page in the app lists them; none before one
 * was processed. Listed when the document was read, in a worker: a view reads only them.
 */
export async function latestSpecOperations(ctx: Context, organizationId: string, slug: string): Promise<SpecOperations | undefined> {
  const spec = requireSpec(ctx, organizationId, slug, 'read');
  const latest = spec.lastVersion ? ctx.store.get('openapiVersions', spec.lastVersion) : undefined;
  if (!latest) return undefined;
  const { operations, documentError } = await upgraded(ctx, latest);
  const json = operations === undefined ? undefined : ctx.store.getBlob(operations);
  if (!json)
    throw invalid(
      `the operations of version "${latest.id}" of this OpenAPI spec cannot be listed: ${documentError ?? 'they are gone'}; send the spec's source again`,
    );
  return JSON.parse(json.toString('utf8')) as SpecOperations;
}

/** A public spec's latest document as JSON, at its `urls.published`, for anyone; a private or unknown spec has none. */
export async function publishedSpecDocument(ctx: Pick<Context, 'store' | 'specs'>, organizationId: string, slug: string): Promise<Buffer | undefined> {
  const spec = findSpec(ctx, organizationId, slug);
  const version = spec?.visibility === 'public' && spec.lastVersion ? ctx.store.get('openapiVersions', spec.lastVersion) : undefined;
  return version && documentOf(ctx, version);
}

/** The id of the latest processed version of the organization's spec `slug`: none where it has no such spec or none processed. */
export const latestSpecVersion = (ctx: Pick<Context, 'store'>, organization: string, slug: string): string | undefined =>
  findSpec(ctx, organization, slug)?.lastVersion;

/**
 * A spec's latest version's id and document as JSON, for computing its pages: what the
 * organization's spec of this slug holds now; none when the organization has no such spec. The
 * caller has checked that the reader may read the content computed from it.
 */
export async function latestSpecDocument(
  ctx: Pick<Context, 'store' | 'specs'>,
  organizationId: string,
  slug: string,
): Promise<{ version: string; json: Buffer } | undefined> {
  const spec = findSpec(ctx, organizationId, slug);
  if (!spec) return undefined;
  const version = spec.lastVersion ? ctx.store.get('openapiVersions', spec.lastVersion) : undefined;
  if (!version) {
    throw precondition(
      spec.lastProcessErrorCode
        ? `OpenAPI spec "${slug}" has no version to compute from: its processing failed (${spec.lastProcessErrorCode}); send its source again`
        : `OpenAPI spec "${slug}" has not been processed yet; wait until its processingState is "complete"`,
    );
  }
  return { version: version.id, json: await documentOf(ctx, version) };
}
