import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Operation } from '../schemas/operation.js';
import type { JournalEntry, JournalQuery } from '../schemas/sandbox-journal.js';
import type { UserRecord } from '../store/records.js';
import type { Store } from '../store/store.js';

export const DEFAULT_JOURNAL_SIZE = 10_000;
/** Characters of a request body the journal keeps: enough to read a request, never a whole import. */
export const JOURNAL_BODY_CAP = 16 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's text, cut at the cap, for the journal. */
    journalBody: string | undefined;
    journalBodyTruncated: boolean;
    /** Whom the token named. */
    journalUser: string | undefined;
    /** The organization the path concerned when the request came. */
    journalOrganization: string | undefined;
    /** The fault that answered or delayed the request. */
    journalFault: string | undefined;
  }
}

/** A query parameter's name that may carry a credential (`token`, `jwt_token`, `shareKey`, `api_key`…), in any case, wherever in the name. */
const CREDENTIAL_NAME = /token|key|secret|password|signature/i;

/** A query parameter's name as the server reads it: `+` a space, percent-escapes decoded (`share%4Bey` is `shareKey`). */
const decodedName = (name: string): string => (/[%+]/.test(name) ? ([...new URLSearchParams(name).keys()][0] ?? '') : name);

/** The URL with the value of every parameter named like a credential replaced, names judged as decoded and kept as sent. */
function withoutSecrets(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals >= 0 && CREDENTIAL_NAME.test(decodedName(pair.slice(0, equals))) ? `${pair.slice(0, equals)}=REDACTED` : pair;
    });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}

/**
 * The organization a request to `/v1` concerns, by its path: the one it names, or the one
 * holding the space or collection it names. Read as the request comes, so a transfer is noted
 * where its content was.
 */
export function organizationOfPath(store: Pick<Store, 'get'>, params: unknown): string | undefined {
  const { organizationId, spaceId, collectionId } = (params ?? {}) as Partial<Record<string, string>>;
  if (organizationId !== undefined) return organizationId;
  if (spaceId !== undefined) return store.get('spaces', spaceId)?.organization;
  return collectionId === undefined ? undefined : store.get('collections', collectionId)?.organization;
}

const statusMatches = (wanted: string, status: number | null) =>
  wanted.endsWith('xx') ? status !== null && Math.floor(status / 100) === Number(wanted[0]) : status === Number(wanted);

/**
 * The requests to `/v1` a sandbox answered, newest last, in a ring of `size` entries held in
 * memory (0: none are kept). Recording costs one object per request: listing does the work.
 */
export class Journal {
  private readonly ring: JournalEntry[] = [];
  /** Where the next entry goes; once the ring is full, also where the oldest is. */
  private head = 0;
  private lastId = 0;
  private readonly subscribers = new Set<(entry: JournalEntry) => void>();

  constructor(
    readonly size: number,
    private readonly now: () => Date,
  ) {}

  get enabled(): boolean {
    return this.size > 0 || this.subscribers.size > 0;
  }

  /** Calls `listener` with each entry as it is recorded, kept or not. */
  subscribe(listener: (entry: JournalEntry) => void): void {
    this.subscribers.add(listener);
  }

  /** The request as answered (status null: dropped unanswered). */
  record(request: FastifyRequest, status: number | null, durationMs: number): void {
    // One shape for every entry, absent fields undefined (JSON leaves them out): no object but the entry is made.
    const entry: JournalEntry = {
      id: ++this.lastId,
      time: this.now().toISOString(),
      method: request.method,
      path: withoutSecrets(request.url),
      operationId: (request.routeOptions.config as { operation?: Operation }).operation?.id,
      userId: request.journalUser,
      organizationId: request.journalOrganization,
      status,
      durationMs: Math.round(durationMs * 100) / 100,
      body: request.journalBody,
      bodyTruncated: request.journalBodyTruncated || undefined,
      fault: request.journalFault,
    };
    if (this.size > 0) {
      this.ring[this.head] = entry;
      this.head = (this.head + 1) % this.size;
    }
    for (const subscriber of this.subscribers) subscriber(entry);
  }

  /**
   * The entries the query picks among those `readable` lets through, oldest first. With `since`, the first `limit` after it (a follower
   * pages forward with the last id it saw, missing none); without, the last `limit`, like `tail`.
   */
  list(query: JournalQuery, readable: (entry: JournalEntry) => boolean = () => true): JournalEntry[] {
    const ordered = this.ring.length < this.size ? this.ring : [...this.ring.slice(this.head), ...this.ring.slice(0, this.head)];
    const since = query.since;
    const sinceId = since !== undefined && /^\d+$/.test(since) ? Number(since) : undefined;
    const sinceTime = since !== undefined && sinceId === undefined ? new Date(since).toISOString() : undefined;
    const picked = ordered.filter(
      (entry) =>
        readable(entry) &&
        (query.operationId === undefined || entry.operationId === query.operationId) &&
        (query.method === undefined || entry.method === query.method) &&
        (query.status === undefined || statusMatches(query.status, entry.status)) &&
        (sinceId === undefined || entry.id > sinceId) &&
        (sinceTime === undefined || entry.time >= sinceTime),
    );
    if (query.limit === undefined) return picked;
    return since === undefined ? picked.slice(-query.limit) : picked.slice(0, query.limit);
  }

  /** Forgets every entry; ids go on counting, so a follower's `since` stays meaningful. */
  clear(): void {
    this.ring.length = 0;
    this.head = 0;
  }

  /**
   * Keeps `text`, a JSON body as received, for the request's entry. A longer one is cut, and
   * copied so that the entry does not hold the whole body through a slice of it.
   */
  keepBody(request: FastifyRequest, text: string): void {
    if (!this.enabled || !request.url.startsWith('/v1/')) return;
    if (text.length <= JOURNAL_BODY_CAP) {
      request.journalBody = text;
      return;
    }
    request.journalBody = Buffer.from(text.slice(0, JOURNAL_BODY_CAP)).toString();
    request.journalBodyTruncated = true;
  }

  /** `authenticate`, noting on the request whom the token named and which organization (`concerns`) its path is about. */
  noting(authenticate: (request: FastifyRequest) => UserRecord, concerns: (params: unknown) => string | undefined): (request: FastifyRequest) => UserRecord {
    return (request) => {
      const user = authenticate(request);
      request.journalUser = user.id;
      if (this.enabled) request.journalOrganization = concerns(request.params);
      return user;
    };
  }

  /** Records every answered request to `/v1`; the sandbox's own controls under `/_sandbox/` are not API requests. */
  install(app: FastifyInstance): void {
    app.decorateRequest('journalBody', undefined);
    app.decorateRequest('journalBodyTruncated', false);
    app.decorateRequest('journalUser', undefined);
    app.decorateRequest('journalOrganization', undefined);
    app.decorateRequest('journalFault', undefined);
    // A hook with a callback: an async one costs every request a promise.
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (this.enabled && request.url.startsWith('/v1/')) this.record(request, reply.statusCode, reply.elapsedTime);
      done();
    });
  }
}
