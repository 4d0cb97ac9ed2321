import { createHash } from 'node:crypto';
import { OrderedIds, compareKeys, type OrderKey } from './ordered-ids.js';
import type { Persistence, RecordChange } from './persistence.js';
import { collectGarbage, type GarbageRoots, type Swept } from './garbage.js';
import { Objects } from './objects.js';
import type { Kind, RecordsByKind, RevisionHeader, RevisionRecord } from './records.js';
import type { PageNode } from '../format/page.js';
import { RevisionTrees } from './revision-trees.js';
import { StagedBlob } from './staged-blob.js';

/** The comments of a space's primary content, or of one of its change requests. */
/** What names a site's redirect of a source, live or draft: a source has at most one of each. */
export const redirectKey = (site: string, draft: boolean, source: string) => `${site}:${draft ? 'draft' : 'live'}:${source}`;

export const threadKey = (space: string, changeRequest: string | undefined) => (changeRequest ? `cr:${changeRequest}` : `space:${space}`);

type IndexKey<K extends Kind> = (record: RecordsByKind[K]) => string | undefined;

/** Per kind: the key that orders its lists, and the groupings lists are read from. */
const layout: { [K in Kind]: { order?: (r: RecordsByKind[K]) => number; indexes: Record<string, IndexKey<K>> } } = {
  users: { indexes: { byEmail: (u) => u.email.toLowerCase() } },
  organizations: { indexes: { byHostname: (o) => o.hostname } },
  members: { indexes: { byOrganization: (m) => m.organization, byUser: (m) => m.user } },
  inviteLinks: { indexes: { byOrganization: (l) => l.organization } },
  teams: { indexes: { byOrganization: (t) => t.organization } },
  teamMembers: { indexes: { byTeam: (t) => t.team, byMember: (t) => `${t.organization}.${t.user}` } },
  saml: { indexes: { byOrganization: (s) => s.organization } },
  collections: {
    order: (c) => c.order,
    indexes: { byOrganization: (c) => c.organization, byParent: (c) => c.parent ?? `top:${c.organization}` },
  },
  spaces: {
    order: (s) => s.order,
    indexes: {
      byOrganization: (s) => (s.deletedAt ? undefined : s.organization),
      byParent: (s) => (s.deletedAt ? undefined : (s.parent ?? `top:${s.organization}`)),
      deleted: (s) => (s.deletedAt ? 'deleted' : undefined),
    },
  },
  sandbox: { indexes: {} },
  changeRequests: { indexes: { bySpace: (c) => c.space } },
  reviews: { indexes: { byChangeRequest: (r) => r.changeRequest, bySpace: (r) => r.space } },
  reviewRequests: { indexes: { byChangeRequest: (r) => r.changeRequest, bySpace: (r) => r.space } },
  comments: { indexes: { byThread: (c) => threadKey(c.space, c.changeRequest), bySpace: (c) => c.space, byReview: (c) => c.review } },
  replies: { indexes: { byComment: (r) => r.comment } },
  openapiSpecs: { indexes: { byOrganization: (s) => s.organization, bySlug: (s) => `${s.organization}/${s.slug}` } },
  openapiVersions: { indexes: { bySpec: (v) => v.spec } },
  translations: { indexes: { byOrganization: (t) => t.organization } },
  glossaryEntries: { indexes: { byOrganization: (e) => e.organization } },
  agentInstructions: { indexes: {} },
  agentConversations: { indexes: { byOrganization: (c) => c.organization, byConversation: (c) => `${c.organization}/${c.conversation}` } },
  sites: { indexes: { byOrganization: (s) => s.organization, byUrlName: (s) => s.basename ?? s.id, byAdsStatus: (s) => s.ads?.status } },
  siteSpaces: {
    order: (s) => s.order,
    indexes: { bySite: (s) => s.site, bySpace: (s) => s.space, byContainer: (s) => s.section ?? `root:${s.site}` },
  },
  siteSections: { order: (s) => s.order, indexes: { bySite: (s) => s.site, byContainer: (s) => s.group ?? `top:${s.site}` } },
  siteSectionGroups: { order: (g) => g.order, indexes: { bySite: (g) => g.site } },
  shareLinks: { indexes: { bySite: (l) => l.site } },
  siteRedirects: { indexes: { bySite: (r) => r.site, bySource: (r) => redirectKey(r.site, r.draft, r.source) } },
  siteChannels: { indexes: { bySite: (c) => c.site } },
  siteExternalLinks: { order: (l) => l.order, indexes: { bySite: (l) => l.site, byContainer: (l) => l.group ?? `top:${l.site}` } },
  storageUploads: { indexes: { byOrganization: (u) => u.organization } },
  customFonts: { indexes: { byOrganization: (f) => f.organization } },
  siteMcpServers: { indexes: { bySite: (m) => m.site } },
  siteAgentSettings: { indexes: { bySite: (a) => a.site } },
  styleguideRuns: { indexes: { bySite: (r) => r.site } },
  customHostnames: { indexes: { bySite: (h) => h.site } },
  siteInsightsBatches: { indexes: { bySite: (e) => e.site } },
};

/** Every kind of record the store holds. */
export const KINDS = Object.keys(layout) as Kind[];

export type IndexName<K extends Kind> = keyof (typeof layout)[K]['indexes'] & string;

const EMPTY = new OrderedIds();

/**
 * Records in memory, each written through to its persistence as it changes. Indexes
 * are rebuilt when the store opens and kept up to date by `put` and `remove`, the
 * only two ways to change a record.
 */
export class Store {
  private readonly records = new Map<Kind, Map<string, unknown>>();
  private readonly indexes = new Map<string, Map<string, OrderedIds>>();
  private seq = 0;
  /** Roots kept alive beside the records' own, asked at each collection: the snapshots'. */
  private retained: () => GarbageRoots[] = () => [];

  private readonly revisions: RevisionTrees;

  constructor(private readonly persistence: Persistence) {
    this.revisions = new RevisionTrees(persistence, new Objects(persistence));
    for (const kind of Object.keys(layout) as Kind[]) {
      this.records.set(kind, new Map());
      // In list order, every index insertion is an append: reopening stays linear in the store's size.
      const records = (persistence.loadAll(kind) as RecordsByKind[Kind][]).map((r) => [this.orderKey(kind, r), r] as const);
      records.sort(([a], [b]) => compareKeys(a, b));
      for (const [, record] of records) this.track(kind, record);
    }
  }

  get<K extends Kind>(kind: K, id: string): RecordsByKind[K] | undefined {
    return this.table(kind).get(id);
  }

  *all<K extends Kind>(kind: K): IterableIterator<RecordsByKind[K]> {
    yield* this.table(kind).values();
  }

  count(kind: Kind): number {
    return this.table(kind).size;
  }

  /** The ids of one group of an index, in list order. */
  index<K extends Kind>(kind: K, name: IndexName<K>, key: string): OrderedIds {
    return this.indexes.get(`${kind}.${name}`)?.get(key) ?? EMPTY;
  }

  /** The records of one group of an index, in list order: a copy, so the store may change while they are gone through. */
  recordsIn<K extends Kind>(kind: K, name: IndexName<K>, key: string): RecordsByKind[K][] {
    return [...this.index(kind, name, key)].map(([, id]) => this.get(kind, id)!);
  }

  /** The creation order of the next record; derived from the records, never stored on its own. */
  nextSeq(): number {
    return ++this.seq;
  }

  orderKey<K extends Kind>(kind: K, record: RecordsByKind[K]): OrderKey {
    const order = layout[kind].order;
    return [order ? order(record) : record.seq, record.id];
  }

  put<K extends Kind>(kind: K, record: RecordsByKind[K]): RecordsByKind[K] {
    this.persistence.write(kind, record.id, record);
    const previous = this.get(kind, record.id);
    if (previous) this.untrack(kind, previous);
    this.track(kind, record);
    return record;
  }

  /** Writes a revision (its new objects, then its record); it is read back, from memory while it stays there, by id. */
  putRevision(revision: RevisionRecord): RevisionRecord {
    this.revisions.put(revision);
    return revision;
  }

  /** Stores the Markdown of pages ahead of the revision that will name them. */
  putPageBodies(pages: PageNode[]): void {
    this.revisions.storeBodies(pages);
  }

  getRevision(id: string): RevisionRecord | undefined {
    return this.revisions.get(id);
  }

  /** A revision's parents, space and author without its pages: cheap enough to walk a whole history. */
  getRevisionHeader(id: string): RevisionHeader | undefined {
    return this.revisions.header(id);
  }

  /** Removes the revisions no record reaches any more, and the objects only they named. */
  collectGarbage(): Swept {
    return collectGarbage((kind) => this.all(kind), this.revisions, this.persistence, this.retained());
  }

  /** Makes a collection spare what `roots` names, besides what the records reach. */
  retain(roots: () => GarbageRoots[]): void {
    this.retained = roots;
  }

  /** Rewrites revisions of the first format as trees; returns how many. */
  upgradeRevisions(): number {
    return this.revisions.upgrade();
  }

  /** Stores bytes under their SHA-256 and returns it; the same bytes are stored once. */
  putBlob(bytes: Uint8Array): string {
    const hash = createHash('sha256').update(bytes).digest('hex');
    this.persistence.writeBlob(hash, bytes);
    return hash;
  }

  /** A blob whose bytes come in steps: written to disk as they come, stored once kept (see StagedBlob). */
  async stageBlob(): Promise<StagedBlob> {
    return new StagedBlob(await this.persistence.stageBlob());
  }

  getBlob(hash: string): Buffer | undefined {
    return /^[0-9a-f]{64}$/.test(hash) ? this.persistence.readBlob(hash) : undefined;
  }

  remove<K extends Kind>(kind: K, id: string): void {
    const previous = this.get(kind, id);
    if (!previous) return;
    this.persistence.remove(kind, id);
    this.untrack(kind, previous);
  }

  /**
   * Writes and removes many records of a kind at once (one flush), for a restore: the
   * indexes follow each change, as they do a `put` or a `remove`.
   */
  replace<K extends Kind>(kind: K, changes: (RecordChange & { record?: RecordsByKind[K] })[]): void {
    this.persistence.writeMany(kind, changes);
    for (const { id, record } of changes) {
      const previous = this.get(kind, id);
      if (previous) this.untrack(kind, previous);
      if (record) this.track(kind, record);
    }
  }

  private table<K extends Kind>(kind: K): Map<string, RecordsByKind[K]> {
    return this.records.get(kind) as Map<string, RecordsByKind[K]>;
  }

  private track<K extends Kind>(kind: K, record: RecordsByKind[K]): void {
    this.table(kind).set(record.id, record);
    this.seq = Math.max(this.seq, record.seq);
    this.eachIndex(kind, record, (ids) => ids.insert(this.orderKey(kind, record)), true);
  }

  private untrack<K extends Kind>(kind: K, record: RecordsByKind[K]): void {
    this.table(kind).delete(record.id);
    this.eachIndex(kind, record, (ids) => ids.remove(this.orderKey(kind, record)), false);
  }

  private eachIndex<K extends Kind>(kind: K, record: RecordsByKind[K], fn: (ids: OrderedIds) => void, create: boolean): void {
    for (const [name, keyOf] of Object.entries<IndexKey<K>>(layout[kind].indexes)) {
      const key = keyOf(record);
      if (key === undefined) continue;
      let groups = this.indexes.get(`${kind}.${name}`);
      if (!groups) this.indexes.set(`${kind}.${name}`, (groups = new Map<string, OrderedIds>()));
      let ids = groups.get(key);
      if (!ids && create) groups.set(key, (ids = new OrderedIds()));
      if (ids) fn(ids);
      if (ids && ids.size === 0) groups.delete(key);
    }
  }
}
