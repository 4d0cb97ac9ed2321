import type { Clock } from './clock.js';
import type { Jobs } from './jobs.js';
import type { FetchPolicy } from '../fetch/fetch-policy.js';
import type { MarkdownBudgets } from '../workers/markdown-off-thread.js';
import type { SpecDocuments } from '../workers/spec-documents.js';
import type { Caches } from '../../lib/caches.js';
import type { Translator } from './translator.js';
import type { Store } from '../../store/store.js';
import type { UserRecord } from '../../store/records.js';

/** The keys rules sign with; the sandbox keeps them apart from the records. */
export interface Keys {
  /** HMAC key signing the visitor claims issued by ping. */
  readonly visitorKey: Uint8Array;
  /** The key a site's visitor tokens are signed with, if it was ever issued. */
  siteKey(siteId: string): string | undefined;
  issueSiteKey(siteId: string): string;
  /** The users who run the sandbox: GitBook's staff, where an operation is theirs (the ads platform's). */
  readonly owners: readonly string[];
}

/** What a rule may use: the records, the clock, the keys, who is asking and where the sandbox is reached. */
export interface Context {
  store: Store;
  clock: Clock;
  secrets: Keys;
  caller: UserRecord;
  /** The sandbox's own address, for the `urls` of every resource. */
  baseUrl: string;
  /** Work that outlives the request or is held until stepped (processing an OpenAPI spec, running a translation, crawling a website). */
  jobs: Jobs;
  /** How translation runs turn Markdown into another language. */
  translate: Translator;
  /** What the sandbox's own requests (imports, OpenAPI sources) may reach. */
  fetchPolicy: FetchPolicy;
  /** The sandbox's OpenAPI documents in memory: lately served, being read, and the budget of a read. */
  specs: SpecDocuments;
  /**
   * What the rules worked out of the sandbox's records and keep (search indexes, link analyses, published
   * views, PDFs…): the sandbox's own, never another's in the same process, and dropped when a reset or a
   * restore replaces the records.
   */
  caches: Caches;
  /** How long a Markdown worker's task (a batch of pages, a PDF) may take. */
  markdownBudgets: MarkdownBudgets;
}
