import type { ObjectRef } from './objects.js';
import type { Persistence } from './persistence.js';
import type { Kind, RecordsByKind } from './records.js';
import type { FileNode } from '../format/page.js';
import type { RevisionTrees } from './revision-trees.js';

/** The fields of records that name revisions: each keeps its revision, and that revision's ancestors, alive. */
const REVISION_ROOTS: { [K in Kind]?: (record: RecordsByKind[K]) => (string | undefined)[] } = {
  spaces: (s) => [s.revision],
  changeRequests: (c) => [c.revision, c.revisionInitial, c.revisionMergedAncestor, c.revisionMerged],
  comments: (c) => [c.revision],
  translations: (t) => [t.result?.revision],
};

/** The fields of records that name blobs of their own (beside those of revisions' files). */
const BLOB_ROOTS: { [K in Kind]?: (record: RecordsByKind[K]) => string[] } = {
  openapiSpecs: (s) => (s.sourceBlob ? [s.sourceBlob] : []),
  openapiVersions: (v) => [v.blob, ...(v.document ? [v.document] : []), ...(v.operations ? [v.operations] : [])],
  storageUploads: (u) => (u.blob ? [u.blob] : []),
  customFonts: (f) => f.faces.map((face) => face.blob),
};

/**
 * How long a blob or pack is spared after it was last written, whether anything names it yet
 * or not (git's gc.pruneExpire): an import stores its Markdown and files in steps, ahead of
 * the revision that will name them, and a collection may run in between.
 */
const GRACE_MS = 60 * 60 * 1000;

/** What records keep alive: the revisions they name (with their ancestors) and their own blobs. */
export interface GarbageRoots {
  revisions: string[];
  blobs: string[];
}

/** The roots of a set of records: what a snapshot of them keeps alive while it exists. */
export function rootsOf(records: <K extends Kind>(kind: K) => Iterable<RecordsByKind[K]>): GarbageRoots {
  const roots: GarbageRoots = { revisions: [], blobs: [] };
  for (const [kind, named] of Object.entries(REVISION_ROOTS) as [Kind, (r: unknown) => (string | undefined)[]][]) {
    for (const record of records(kind)) for (const id of named(record)) if (id) roots.revisions.push(id);
  }
  for (const [kind, named] of Object.entries(BLOB_ROOTS) as [Kind, (r: unknown) => string[]][]) {
    for (const record of records(kind)) roots.blobs.push(...named(record));
  }
  return roots;
}

export interface Swept {
  revisions: number;
  blobs: number;
  packs: number;
}

/**
 * Removes what no record reaches any more: revisions (with their ancestors, the history of
 * what is alive stays), then the chunks, Markdown, files and packs only they named. Mark,
 * then sweep: the mark only reads, and the sweep removes only what the mark did not reach,
 * so a crash at any point leaves every live revision whole (and some garbage for next time).
 * It runs without yielding, so no write lands between the mark and the sweep; but work that
 * runs in steps stores objects ahead of the revision naming them, between collections: those
 * are spared for GRACE_MS, and what the revision trees believe stored is told what went.
 */
export function collectGarbage(
  records: <K extends Kind>(kind: K) => Iterable<RecordsByKind[K]>,
  trees: RevisionTrees,
  persistence: Persistence,
  retained: GarbageRoots[] = [],
): Swept {
  const liveRevisions = new Set<string>();
  const liveBlobs = new Set<string>();
  const livePacks = new Set<string>();
  const reached = new Set<string>();
  const visit = (ref: ObjectRef) => {
    if (reached.has(ref.hash)) return false;
    reached.add(ref.hash);
    if (ref.pack === undefined) liveBlobs.add(ref.hash);
    else livePacks.add(ref.pack);
    return true;
  };

  // Snapshots' roots count as records' do: a restore brings their records back, and those must find their revisions.
  const pending: string[] = [];
  for (const roots of [rootsOf(records), ...retained]) {
    pending.push(...roots.revisions);
    roots.blobs.forEach((hash) => liveBlobs.add(hash));
  }
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (liveRevisions.has(id)) continue;
    liveRevisions.add(id);
    const { parents, files } = trees.references(id, visit);
    pending.push(...parents);
    files.forEach((file: FileNode) => liveBlobs.add(file.blob));
  }

  const now = Date.now();
  const expired = (writtenAt: number | undefined) => writtenAt !== undefined && now - writtenAt >= GRACE_MS;
  const blobs = new Set(persistence.blobNames().filter((hash) => !liveBlobs.has(hash) && expired(persistence.blobWrittenAt(hash))));
  const packs = new Set(persistence.packNames().filter((name) => !livePacks.has(name) && expired(persistence.packWrittenAt(name))));
  // Forgotten before they go: however far the removal gets, nothing then names them as stored.
  trees.forget((ref) => (ref.pack === undefined ? blobs.has(ref.hash) : packs.has(ref.pack)));

  let revisions = 0;
  for (const id of trees.ids()) {
    if (liveRevisions.has(id)) continue;
    trees.remove(id);
    revisions++;
  }
  blobs.forEach((hash) => persistence.removeBlob(hash));
  packs.forEach((name) => persistence.removePack(name));
  return { revisions, blobs: blobs.size, packs: packs.size };
}
