import { LRUCache } from 'lru-cache';
import * as z from 'zod';
import { ObjectRef, sha256, type Objects } from './objects.js';
import type { Persistence } from './persistence.js';
import type { RevisionHeader, RevisionRecord } from './records.js';
import type { FileNode, PageNode } from '../format/page.js';
import { Variables } from '../schemas/revision.js';
import { walkTree } from '../lib/tree-walk.js';

const ReusableContentEntry = z.object({ id: z.string(), name: z.string(), title: z.string(), frontMatter: z.string().optional(), markdown: z.string() });

/**
 * A revision as stored, after git: a small record naming, for its pages and for its files, a
 * few list objects, each naming up to LIST_SIZE chunk objects, each chunk a run of entries (a
 * page's entry names its Markdown by object). A change writes what it changed — the new
 * Markdown, the chunk holding its page, the list naming that chunk, this record — and shares
 * everything else with the revisions before it.
 */
export const StoredRevision = z.object({
  id: z.string(),
  seq: z.number(),
  type: z.enum(['edits', 'merge', 'update']),
  parents: z.array(z.string()),
  mergedFrom: z.string().optional(),
  space: z.string().optional(),
  author: z.string().optional(),
  createdAt: z.string(),
  variables: Variables,
  /** Absent where a revision has none, and in revisions written before reusable contents: they are small, so kept in the record. */
  reusableContents: z.array(ReusableContentEntry).optional(),
  format: z.literal(2),
  pages: z.array(ObjectRef),
  files: z.array(ObjectRef),
});
type StoredRevision = z.infer<typeof StoredRevision>;

/** A revision as the first format stored it, whole: rewritten as a tree (`upgrade`) when its store opens. */
export const LegacyRevision = StoredRevision.omit({ format: true, pages: true, files: true }).extend({
  pages: z.array(z.unknown()),
  files: z.array(z.unknown()),
});

/** A page in a chunk: its fields but its Markdown (an object) and subpages (the entries after it that name it as parent). */
type PageEntry = Omit<PageNode, 'markdown' | 'pages'> & { parent?: string; body: ObjectRef };

/** An entry of a chunk, already serialized. */
interface SerializedEntry {
  id: string;
  parent?: string;
  json: string;
}

/** Chunks end after an entry whose id hashes to a multiple of this (about this many entries a chunk), so an insertion moves no boundary but its own. */
const CHUNK_EVERY = 32;
const CHUNK_MAX = 128;
/** Chunks named by one list object. */
const LIST_SIZE = 16;

/** Memory for revisions read from disk, their Markdown and their chunks: what a sandbox holds does not grow with its history. */
export const REVISION_CACHE_BYTES = 64 * 1024 * 1024;
const BODY_CACHE_BYTES = 32 * 1024 * 1024;
const CHUNK_CACHE_BYTES = 16 * 1024 * 1024;

/** FNV-1a: a cheap, stable hash of an id, for chunk boundaries. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function chunked<T extends { id: string }>(entries: T[]): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  for (const entry of entries) {
    current.push(entry);
    if (fnv1a(entry.id) % CHUNK_EVERY === 0 || current.length >= CHUNK_MAX) {
      chunks.push(current);
      current = [];
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function sizeOfPages(pages: PageNode[]): number {
  let size = 0;
  for (const { node } of walkTree(pages)) size += 2 * node.markdown.length + 300;
  return size;
}

/** Revisions written as trees of shared objects and read back, whole, when asked. */
export class RevisionTrees {
  /** Where the Markdown of a page object already is: pages read or written keep theirs, so an unchanged page is never written again. */
  private bodyRefs = new WeakMap<PageNode, ObjectRef>();
  private entries = new WeakMap<PageNode | FileNode, SerializedEntry>();
  /**
   * The same by Markdown, for the new page objects a merge builds around the sides' strings:
   * a string's hash is computed once by the engine, so finding it costs nothing like hashing
   * its content again.
   */
  private readonly bodyByMarkdown = new LRUCache<string, ObjectRef>({
    maxSize: BODY_CACHE_BYTES,
    sizeCalculation: (_ref, markdown) => 64 + 2 * markdown.length,
  });
  private readonly revisions = new LRUCache<string, RevisionRecord>({
    maxSize: REVISION_CACHE_BYTES,
    sizeCalculation: (r) => 1024 + sizeOfPages(r.pages) + 300 * r.files.length,
  });
  private readonly bodies = new LRUCache<string, string>({ maxSize: BODY_CACHE_BYTES, sizeCalculation: (markdown) => 64 + 2 * markdown.length });
  private readonly chunks = new LRUCache<string, { entries: unknown[]; bytes: number }>({
    maxSize: CHUNK_CACHE_BYTES,
    sizeCalculation: (chunk) => 2 * chunk.bytes,
  });
  /** Objects known to be stored, by the SHA-256 of their content: a chunk or Markdown already there is named again, not written again (a merge makes new page objects with the same Markdown). */
  // Bounded by a size, not a count: a count makes lru-cache allocate all its slots at once, for every store opened.
  private readonly stored = new LRUCache<string, ObjectRef>({ maxSize: 200_000, sizeCalculation: () => 1 });

  constructor(
    private readonly persistence: Persistence,
    private readonly objects: Objects,
  ) {}

  /** Writes a revision: new Markdown and chunks first (flushed), then its record. */
  put(revision: RevisionRecord): void {
    const flat = [...walkTree(revision.pages)];
    this.storeBodies(flat.map(({ node }) => node));
    const stored: StoredRevision = {
      id: revision.id,
      seq: revision.seq,
      type: revision.type,
      parents: revision.parents,
      ...(revision.mergedFrom ? { mergedFrom: revision.mergedFrom } : {}),
      ...(revision.space ? { space: revision.space } : {}),
      ...(revision.author ? { author: revision.author } : {}),
      createdAt: revision.createdAt,
      variables: revision.variables,
      ...(revision.reusableContents.length > 0 ? { reusableContents: revision.reusableContents } : {}),
      format: 2,
      pages: this.storeTree(flat.map(({ node, parent }) => this.pageEntry(node, parent?.id))),
      files: this.storeTree(revision.files.map((file) => this.fileEntry(file))),
    };
    this.persistence.write('revisions', revision.id, stored);
    this.revisions.set(revision.id, revision);
  }

  /**
   * A page's entry as JSON, kept by page object (pages never change) with the parent it was
   * made under: a commit of thousands of pages re-serializes only those that are new or moved.
   */
  private pageEntry(page: PageNode, parent: string | undefined): SerializedEntry {
    const cached = this.entries.get(page);
    if (cached && cached.parent === parent) return cached;
    const { markdown: _markdown, pages: _pages, ...fields } = page;
    const entry: PageEntry = { ...fields, ...(parent ? { parent } : {}), body: this.bodyRefs.get(page)! };
    const serialized = { id: page.id, parent, json: JSON.stringify(entry) };
    this.entries.set(page, serialized);
    return serialized;
  }

  private fileEntry(file: FileNode): SerializedEntry {
    const cached = this.entries.get(file);
    if (cached) return cached;
    const serialized = { id: file.id, json: JSON.stringify(file) };
    this.entries.set(file, serialized);
    return serialized;
  }

  get(id: string): RevisionRecord | undefined {
    const cached = this.revisions.get(id);
    if (cached) return cached;
    const stored = this.readStored(id);
    if (!stored) return undefined;
    const revision = this.materialize(stored);
    this.revisions.set(id, revision);
    return revision;
  }

  /** A revision without its content, for walks through a history: from memory when it is there, else from its record alone. */
  header(id: string): RevisionHeader | undefined {
    const cached = this.revisions.peek(id);
    if (cached) return cached;
    const stored = this.readStored(id);
    if (!stored) return undefined;
    const { format: _format, pages: _pages, files: _files, variables: _variables, reusableContents: _reusable, ...header } = stored;
    return header;
  }

  /**
   * A revision's record as stored, a tree. Records written before revisions were trees are
   * rewritten by `upgrade` as the data directory opens, before anything reads one: here, one
   * would be an error.
   */
  private readStored(id: string): StoredRevision | undefined {
    const raw = this.persistence.read('revisions', id);
    return raw === undefined ? undefined : StoredRevision.parse(raw);
  }

  /** Rewrites records written before revisions were trees as trees: each one atomically, so an upgrade cut short is taken up again. */
  upgrade(): number {
    let upgraded = 0;
    for (const id of this.ids()) {
      const raw = this.persistence.read('revisions', id) as { format?: number } | undefined;
      if (!raw || raw.format === 2) continue;
      this.put({ reusableContents: [], ...(raw as Omit<RevisionRecord, 'reusableContents'>) });
      upgraded++;
    }
    return upgraded;
  }

  ids(): string[] {
    return this.persistence.ids('revisions');
  }

  /**
   * What a revision keeps alive, for a sweep: its parents and files (whose bytes are blobs),
   * and, through `visit`, the objects it names (lists, chunks, Markdown). As git marks, object
   * by object: `visit` says whether an object is newly reached, and what a list or chunk
   * already reached names is not gone through again, so the revisions of a history, which
   * share nearly all their objects, cost what they changed. Files come from newly reached
   * chunks only. A revision that is gone names nothing.
   */
  references(id: string, visit: (ref: ObjectRef) => boolean): { parents: string[]; files: FileNode[] } {
    const stored = this.readStored(id);
    if (!stored) return { parents: [], files: [] };
    const newChunks = (lists: ObjectRef[]) => lists.filter(visit).flatMap((list) => (this.chunk(list) as ObjectRef[]).filter(visit));
    for (const ref of newChunks(stored.pages)) for (const entry of this.chunk(ref) as PageEntry[]) visit(entry.body);
    return { parents: stored.parents, files: newChunks(stored.files).flatMap((ref) => this.chunk(ref) as FileNode[]) };
  }

  remove(id: string): void {
    this.revisions.delete(id);
    this.persistence.remove('revisions', id);
  }

  /**
   * Forgets objects a sweep removes, so that a later put writes again any that a page still
   * needs rather than naming what is gone. The weak maps cannot be gone through: they are
   * dropped whole, and refill from the caches by content.
   */
  forget(gone: (ref: ObjectRef) => boolean): void {
    for (const cache of [this.stored, this.bodyByMarkdown]) {
      for (const [key, ref] of [...cache.entries()]) if (gone(ref)) cache.delete(key);
    }
    this.bodyRefs = new WeakMap();
    this.entries = new WeakMap();
  }

  /** Stores the Markdown of pages not stored yet (a long import does it ahead, in steps, so that writing its revision stays short). */
  storeBodies(pages: PageNode[]): void {
    const missing = new Map<string, { bytes: Buffer; pages: PageNode[] }>();
    const found = (page: PageNode, ref: ObjectRef) => {
      this.bodyRefs.set(page, ref);
      this.bodyByMarkdown.set(page.markdown, ref);
    };
    for (const page of pages) {
      if (this.bodyRefs.has(page)) continue;
      // peek, not get: thousands of pages a commit, and a lookup that reorders the cache costs more than the lookup.
      const same = this.bodyByMarkdown.peek(page.markdown);
      if (same) {
        this.bodyRefs.set(page, same);
        continue;
      }
      const bytes = Buffer.from(page.markdown);
      const hash = sha256(bytes);
      const known = this.stored.get(hash);
      if (known) found(page, known);
      else if (missing.has(hash)) missing.get(hash)!.pages.push(page);
      else missing.set(hash, { bytes, pages: [page] });
    }
    const written = this.objects.write([...missing.values()].map((m) => m.bytes));
    [...missing.entries()].forEach(([hash, { pages: same }], i) => {
      // One reference per object written, in order.
      const ref = written[i]!;
      this.stored.set(hash, ref);
      for (const page of same) found(page, ref);
    });
  }

  /** Stores entries as chunks and lists of chunks; returns the lists. */
  private storeTree(entries: SerializedEntry[]): ObjectRef[] {
    const chunks = this.storeSerialized(chunked(entries).map((chunk) => `[${chunk.map((entry) => entry.json).join(',')}]`));
    const lists: string[] = [];
    for (let i = 0; i < chunks.length; i += LIST_SIZE) lists.push(JSON.stringify(chunks.slice(i, i + LIST_SIZE)));
    return this.storeSerialized(lists);
  }

  /** The chunks a revision's lists name, in order. */
  private chunksOf(lists: ObjectRef[]): ObjectRef[] {
    return lists.flatMap((list) => this.chunk(list) as ObjectRef[]);
  }

  /** Stores JSON arrays (chunks, lists) as objects, naming again those already stored. */
  private storeSerialized(texts: string[]): ObjectRef[] {
    const serialized = texts.map((text) => Buffer.from(text));
    const hashes = serialized.map(sha256);
    const known = new Map(
      hashes.flatMap((hash) => {
        const ref = this.stored.get(hash);
        return ref ? [[hash, ref] as const] : [];
      }),
    );
    const fresh = [...new Map(serialized.map((bytes, i) => [hashes[i]!, bytes] as const)).entries()].filter(([hash]) => !known.has(hash));
    this.objects.write(fresh.map(([, bytes]) => bytes)).forEach((ref, i) => {
      known.set(fresh[i]![0], ref);
      this.stored.set(fresh[i]![0], ref);
    });
    return hashes.map((hash) => known.get(hash)!);
  }

  private chunk(ref: ObjectRef): unknown[] {
    const cached = this.chunks.get(ref.hash);
    if (cached) return cached.entries;
    const bytes = this.objects.read(ref);
    if (!bytes) throw new Error(`the store lacks chunk ${ref.hash}${ref.pack ? ` of pack ${ref.pack}` : ''}`);
    const entries = JSON.parse(bytes.toString('utf8')) as unknown[];
    this.chunks.set(ref.hash, { entries, bytes: bytes.length });
    this.stored.set(sha256(bytes), ref);
    return entries;
  }

  private body(ref: ObjectRef): string {
    const cached = this.bodies.get(ref.hash);
    if (cached !== undefined) return cached;
    const bytes = this.objects.read(ref);
    if (!bytes) throw new Error(`the store lacks the Markdown ${ref.hash}${ref.pack ? ` of pack ${ref.pack}` : ''}`);
    const markdown = bytes.toString('utf8');
    this.bodies.set(ref.hash, markdown);
    this.stored.set(sha256(bytes), ref);
    return markdown;
  }

  private materialize(stored: StoredRevision): RevisionRecord {
    const top: PageNode[] = [];
    const byId = new Map<string, PageNode>();
    for (const ref of this.chunksOf(stored.pages)) {
      for (const { parent, body, ...fields } of this.chunk(ref) as PageEntry[]) {
        const page: PageNode = { ...fields, markdown: this.body(body), pages: [] };
        this.bodyRefs.set(page, body);
        this.bodyByMarkdown.set(page.markdown, body);
        byId.set(page.id, page);
        (parent === undefined ? top : byId.get(parent)!.pages).push(page);
      }
    }
    const { format: _format, pages: _pages, files, reusableContents = [], ...fields } = stored;
    return { ...fields, reusableContents, pages: top, files: this.chunksOf(files).flatMap((ref) => this.chunk(ref) as FileNode[]) };
  }
}
