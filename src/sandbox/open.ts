import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { Clock } from '../domain/kernel/clock.js';
import { purgeExpiredSpaces } from '../domain/content/retention.js';
import type { Context } from '../domain/kernel/context.js';
import { settleInterruptedWork } from '../domain/kernel/interrupted-work.js';
import { Jobs } from '../domain/kernel/jobs.js';
import type { JobMode } from '../schemas/jobs.js';
import { OPEN_FETCH_POLICY, type FetchPolicy } from '../domain/fetch/fetch-policy.js';
import type { SpecBudgets } from '../domain/workers/spec-off-thread.js';
import { MARKDOWN_BUDGETS, type MarkdownBudgets } from '../domain/workers/markdown-off-thread.js';
import { Caches } from '../lib/caches.js';
import { SpecDocuments } from '../domain/workers/spec-documents.js';
import { copyTranslator, type Translator } from '../domain/kernel/translator.js';
import type { UserRecord } from '../store/records.js';
import { Store } from '../store/store.js';
import { FilePersistence, memoryPersistence, writeFileDurably } from '../store/persistence.js';
import { DataDirError, lockDataDir, type LockLostError } from '../store/lock.js';
import { fileSnapshotArea, memorySnapshotArea } from '../store/snapshots.js';
import { Secrets } from './secrets.js';
import { sandboxSnapshots, type SandboxSnapshots } from './snapshots.js';
import { applySeed, defaultSeed, type Seed } from './seed.js';
import { firstAdmin, firstOrganization } from './first-admin.js';
import { writePendingVisits } from '../domain/sites/insights.js';

const MARKER = 'store.json';
/** The files beside the records an export carries: the marker and the secrets. */
export const STORE_ENTRIES = [MARKER, 'secrets.json'];
const RECORDS = 'records';
const SNAPSHOTS = 'snapshots';
/** What an initialisation cut short can leave behind, besides the lock. */
const OWN_ENTRIES = new Set([RECORDS, 'secrets.json', 'docsctl.lock']);

export interface Sandbox {
  store: Store;
  clock: Clock;
  secrets: Secrets;
  /** Work that goes on after a request is answered, or is held until stepped; closing waits for what runs and fails what is held. */
  jobs: Jobs;
  /** Reset, and named snapshots of the whole state; the store stays the same object through a restore. */
  snapshots: SandboxSnapshots;
  /** Its OpenAPI documents in memory (lately served, being read) and the budget of a read. */
  specs: SpecDocuments;
  /** What the rules worked out of its records and keep (search indexes, published views…): its own, emptied by a reset or a restore. */
  caches: Caches;
  /** How long a Markdown worker's task may take. */
  markdownBudgets: MarkdownBudgets;
  /** The data directory it lives in; none for one in memory. */
  dir?: string;
  close(): Promise<void>;
}

/** How the sandbox is opened, beyond its store. */
export interface SandboxOptions {
  /** Whether background work runs at once (`auto`, the default) or waits to be run by hand. */
  jobs?: JobMode;
  /** How long reading an OpenAPI spec may take (SPEC_BUDGETS unless told). */
  specBudgets?: SpecBudgets;
  /** How long a Markdown worker's task may take (MARKDOWN_BUDGETS unless told). */
  markdownBudgets?: MarkdownBudgets;
}

/** Who the ready line names: the first organization, and the sandbox's owner whose token `serve` prints. */
export interface Identity {
  organizationId: string;
  userId: string;
  token: string | undefined;
}

/** What the rules run with, for one caller: the server builds one per request, the bench by hand. */
export function contextOf(
  sandbox: Sandbox,
  caller: UserRecord,
  baseUrl: string,
  translate: Translator = copyTranslator,
  fetchPolicy: FetchPolicy = OPEN_FETCH_POLICY,
): Context {
  const { store, clock, secrets, jobs, specs, caches, markdownBudgets } = sandbox;
  return { store, clock, secrets, jobs, specs, caches, markdownBudgets, caller, baseUrl, translate, fetchPolicy };
}

export function identity(sandbox: Sandbox): Identity {
  // The first owner stays the one `serve` named when the store was made, whoever joins or leaves the organization since.
  const userId = sandbox.secrets.owners[0]!;
  return { organizationId: firstOrganization(sandbox.store).id, userId, token: sandbox.secrets.tokenForUser(userId) };
}

/** A sandbox that lives in memory only, for unit tests. */
export function openMemorySandbox(seed: Seed = defaultSeed(), options: SandboxOptions = {}): Sandbox {
  const store = new Store(memoryPersistence());
  const clock = new Clock(store);
  const secrets = Secrets.create(applySeed(store, seed, clock.iso()));
  const jobs = new Jobs(clock, options.jobs);
  const caches = new Caches();
  const snapshots = sandboxSnapshots(store, clock, jobs, caches, memorySnapshotArea());
  snapshots.keepBaseline();
  return { ...held({ store, clock, secrets, jobs, snapshots, caches }, options), close: () => jobs.close() };
}

/** What a sandbox holds, in memory or in a directory: its records and their services, and what it keeps beside them. */
function held(opened: Pick<Sandbox, 'store' | 'clock' | 'secrets' | 'jobs' | 'snapshots' | 'caches'>, options: SandboxOptions): Omit<Sandbox, 'dir' | 'close'> {
  return { ...opened, specs: new SpecDocuments(options.specBudgets), markdownBudgets: options.markdownBudgets ?? MARKDOWN_BUDGETS };
}

/** The store's format: 2 keeps revisions as trees of shared objects (1 held each revision whole). */
export const FORMAT_VERSION = 2;

/** The marker, written last: the store's format (opening upgrades an earlier one). */
export const StoreMarker = z.object({ format: z.literal('docsctl-sandbox'), version: z.number().int().min(1) });
export type StoreMarker = z.infer<typeof StoreMarker>;

function writeMarker(dir: string): void {
  writeFileDurably(path.join(dir, MARKER), `${JSON.stringify({ format: 'docsctl-sandbox', version: FORMAT_VERSION })}\n`);
}

/**
 * Brings a store written by an earlier version to this one's format, once: every record is
 * rewritten atomically, and the marker says so last, so an upgrade cut short starts again.
 */
function upgrade(dir: string, store: Store): void {
  const { version } = StoreMarker.parse(JSON.parse(fs.readFileSync(path.join(dir, MARKER), 'utf8')));
  if (version >= FORMAT_VERSION) return;
  store.upgradeRevisions();
  writeMarker(dir);
}

/**
 * Opens (and locks) a data directory. An empty one is initialised from the seed; one
 * that holds a store is reopened as it is. The marker file is written last, so an
 * initialisation cut short is started again rather than trusted; spaces whose retention ran out
 * meanwhile are purged, and work held or cut short when it last stopped is reported failed. Once the
 * lock is lost, every write is refused and `onLockLost` is told, once.
 */
export async function openDataDir(dir: string, seed?: Seed, onLockLost?: (error: LockLostError) => void, options: SandboxOptions = {}): Promise<Sandbox> {
  const lock = lockDataDir(dir, onLockLost);
  try {
    const initialised = fs.existsSync(path.join(dir, MARKER));
    if (!initialised) {
      const foreign = fs.readdirSync(dir).filter((name) => !OWN_ENTRIES.has(name) && !name.endsWith('.tmp'));
      if (foreign.length > 0) {
        throw new DataDirError(
          `${dir} holds files that are not a docsctl store (${foreign.slice(0, 3).join(', ')}); pass --data with an empty or new directory`,
        );
      }
      fs.rmSync(path.join(dir, RECORDS), { recursive: true, force: true });
    }
    const assertWritable = () => lock.assertHeld();
    const persistence = new FilePersistence(path.join(dir, RECORDS), assertWritable);
    const store = new Store(persistence);
    const clock = new Clock(store);
    let secrets: Secrets;
    if (initialised) {
      secrets = Secrets.load(dir, () => [firstAdmin(store)]);
      upgrade(dir, store);
    } else {
      secrets = Secrets.create(applySeed(store, seed ?? defaultSeed(), clock.iso()), dir);
      writeMarker(dir);
    }
    const jobs = new Jobs(clock, options.jobs);
    const caches = new Caches();
    // Before the purge: its collection must spare what the snapshots reach.
    const snapshots = sandboxSnapshots(store, clock, jobs, caches, fileSnapshotArea(path.join(dir, SNAPSHOTS), path.join(dir, RECORDS), assertWritable));
    if (initialised) {
      // What expired while no server ran is removed before anyone asks.
      purgeExpiredSpaces({ store, clock });
      settleInterruptedWork({ store, clock });
    }
    // After the purge and the settling: a reset never brings back expired spaces or work no job will finish.
    snapshots.keepBaseline();
    return {
      ...held({ store, clock, secrets, jobs, snapshots, caches }, options),
      dir,
      close: async () => {
        await jobs.close();
        try {
          // The visits a published site keeps in memory until a batch is full (src/domain/sites/insights.ts).
          writePendingVisits({ store, caches });
        } finally {
          persistence.close();
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
