import { randomUUID } from 'node:crypto';
import { open, rm, type FileHandle } from 'node:fs/promises';
import http, { STATUS_CODES, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DomainError } from '../../lib/errors.js';
import { checkedLookupFor, PolicyRefusal, refusalOfUrl, type FetchPolicy } from './fetch-policy.js';

/** A source that could not be fetched: the client's to fix, so an invalid `url`. */
export class FetchFailure extends DomainError {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super('invalid', message, 'url');
  }
}

const invalid = (message: string) => new FetchFailure(message);

export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_BYTES = 10 * 1024 * 1024;
/** Redirects followed; each new location is checked against the fetch policy like the first. */
export const FETCH_MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** What a series of fetches (one import) may still spend: time until a deadline, and bytes. */
export class FetchBudget {
  constructor(
    readonly deadline: number,
    public bytesLeft: number,
  ) {}

  static of(ms: number, bytes: number): FetchBudget {
    return new FetchBudget(Date.now() + ms, bytes);
  }

  get msLeft(): number {
    return this.deadline - Date.now();
  }

  get spent(): boolean {
    return this.msLeft <= 0 || this.bytesLeft <= 0;
  }
}

/** What one fetch may take. */
export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
}

const DEFAULT_LIMITS: FetchLimits = { maxBytes: FETCH_MAX_BYTES, timeoutMs: FETCH_TIMEOUT_MS };

export interface FetchOptions {
  /** Shared by the fetches of one import; by default this fetch has its own. Each fetch also keeps to its `limits`. */
  budget?: FetchBudget;
  /** The content types worth reading: an answer of another type is refused before its body is read. */
  accepts?: RegExp;
  /** By default FETCH_MAX_BYTES and FETCH_TIMEOUT_MS. */
  limits?: FetchLimits;
}

/** Where a fetch ended up (after redirects) and what type its answer declared. */
export interface FetchedHead {
  url: URL;
  contentType: string;
}

export interface Fetched extends FetchedHead {
  body: Buffer;
}

/** node:http, or node:https (TLS and all) loaded only for an https URL. */
const clientFor = async (protocol: string) => (protocol === 'https:' ? (await import('node:https')).default : http);

/**
 * Asks for `url` over a connection of its own, made through the policy's checked lookup, and
 * resolves with the answer, its body unread. Node's own HTTP client, not undici's: undici 7's
 * parser asserts (an uncatchable exception that ends the process) when a server closes the
 * connection while a body read at the pace of its writes has paused it (nodejs/undici#5360),
 * as an HTTP/1.0 server does after every answer.
 */
async function get(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  const lookup = checkedLookupFor(policy, url);
  const client = await clientFor(url.protocol);
  return new Promise((resolve, reject) => {
    // No pooled connections: each fetch connects, so each connection is checked by this policy's lookup.
    const request = client.get(url, { agent: false, lookup, signal }, (response) => {
      // The body's errors reach whoever reads it; one discarded or not read yet must not be left unhandled.
      resolve(response.on('error', () => {}));
    });
    request.on('error', reject);
  });
}

/** Closes an answer left unread. */
const discard = (body: IncomingMessage) => void body.destroy();

/**
 * Why a fetch failed, for the client. A connection that failed (refused, reset, unreachable,
 * unresolved, TLS, not HTTP) reads the same whatever the cause and names no port, so that
 * the sandbox cannot be used to tell which ports of a host are open.
 */
function failureOf(error: unknown, first: URL, hop: URL, signal: AbortSignal, timeoutMs: number): FetchFailure {
  if (error instanceof FetchFailure) return error;
  if (error instanceof PolicyRefusal) return refused(first, hop, error.message);
  if (signal.aborted) return new FetchFailure(`could not fetch from ${hop.hostname}: no complete answer within ${timeoutMs} ms`, true);
  return invalid(`could not fetch from ${hop.hostname}: no HTTP answer (unreachable, or the connection was refused or broken off)`);
}

function refused(first: URL, hop: URL, why: string): FetchFailure {
  const which = hop === first ? first.href : `${first.href} redirects to ${hop.href}, which`;
  return invalid(`${which} is not allowed by this sandbox's fetch policy (${why})`);
}

/** An answer whose body is still to be read. */
interface Answer extends FetchedHead {
  /** The body's chunks, counted against what it may have: past that, or cut off, it fails and is closed. */
  chunks: AsyncIterable<Buffer>;
}

/**
 * Asks for an import source: http(s) only, within the fetch policy at every redirect, bounded
 * in time and size. Every failure is the client's to fix (a bad URL, a host the policy
 * refuses, a server that said no), so it is reported as invalid input.
 */
async function answerOf(url: string, policy: FetchPolicy, options: FetchOptions): Promise<Answer> {
  const { accepts, limits = DEFAULT_LIMITS } = options;
  const limit = limits.maxBytes;
  const budget = options.budget ?? FetchBudget.of(limits.timeoutMs, limits.maxBytes);
  const first = new URL(url);
  const timeoutMs = Math.min(limits.timeoutMs, budget.msLeft);
  if (timeoutMs <= 0) throw new FetchFailure(`could not fetch ${first.href}: the import ran out of time`, true);
  const signal = AbortSignal.timeout(timeoutMs);

  let hop = first;
  let response: IncomingMessage;
  for (let redirects = 0; ; redirects++) {
    if (hop.protocol !== 'http:' && hop.protocol !== 'https:') throw invalid(`only http and https URLs can be imported, not ${hop.protocol} (${hop.href})`);
    const why = refusalOfUrl(policy, hop);
    if (why) throw refused(first, hop, why);
    try {
      response = await get(hop, policy, signal);
    } catch (error) {
      throw failureOf(error, first, hop, signal, timeoutMs);
    }
    const location = REDIRECTS.has(response.statusCode ?? 0) ? response.headers.location : undefined;
    if (location === undefined) break;
    discard(response);
    if (redirects === FETCH_MAX_REDIRECTS) throw invalid(`${first.href} redirects more than ${FETCH_MAX_REDIRECTS} times`);
    try {
      hop = new URL(location, hop);
    } catch {
      throw invalid(`${hop.href} redirects to "${location}", which is no URL`);
    }
  }

  const { statusCode = 0, headers } = response;
  const refuse = (failure: FetchFailure) => {
    discard(response);
    return failure;
  };
  if (statusCode < 200 || statusCode > 299) throw refuse(invalid(`${hop.href} answered ${statusCode} ${STATUS_CODES[statusCode] ?? ''}`.trimEnd()));
  const contentType = headers['content-type'] ?? '';
  if (accepts && !accepts.test(contentType)) throw refuse(invalid(`${hop.href} is ${contentType || 'of no declared type'}`));
  const boundByBudget = budget.bytesLeft <= limit;
  const maxBytes = Math.min(limit, budget.bytesLeft);
  const tooLarge = () => {
    // A source that would overrun the budget ends the series: smaller ones after it are not fetched.
    if (boundByBudget) budget.bytesLeft = 0;
    return invalid(`${hop.href} is larger than ${maxBytes} bytes`);
  };
  if (Number(headers['content-length'] ?? 0) > maxBytes) throw refuse(tooLarge());
  async function* chunks() {
    let size = 0;
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        size += chunk.length;
        budget.bytesLeft -= chunk.length;
        // Refused as soon as it is too large, whatever it declared: no byte past the limit is kept.
        if (size > maxBytes) throw tooLarge();
        yield chunk;
      }
    } catch (error) {
      // A body cut off (the time ran out, the connection broke) fails like a connection.
      throw refuse(failureOf(error, first, hop, signal, timeoutMs));
    }
  }
  return { url: hop, contentType, chunks: chunks() };
}

/**
 * Fetches an import source (see answerOf) into `write`, a chunk at a time: the next chunk is
 * read once `write` has taken the last, so what the fetch holds is a chunk, not the body.
 */
export async function fetchInto(url: string, policy: FetchPolicy, write: (chunk: Buffer) => unknown, options: FetchOptions = {}): Promise<FetchedHead> {
  const answer = await answerOf(url, policy, options);
  for await (const chunk of answer.chunks) await write(chunk);
  return { url: answer.url, contentType: answer.contentType };
}

/** Fetches an import source into memory, up to FETCH_MAX_BYTES (see answerOf). */
export async function fetchSource(url: string, policy: FetchPolicy, options: FetchOptions = {}): Promise<Fetched> {
  const chunks: Buffer[] = [];
  const head = await fetchInto(url, policy, (chunk) => chunks.push(chunk), options);
  return { ...head, body: Buffer.concat(chunks) };
}

/**
 * Fetches an import source too big to hold in memory (see answerOf) into a temporary file, within
 * `limits`. The file has no name: closing it frees its space. A fetch that fails closes it; one
 * that succeeds leaves it to the caller to close.
 */
export async function fetchToFile(url: string, policy: FetchPolicy, limits: FetchLimits): Promise<FileHandle> {
  const name = path.join(os.tmpdir(), `docsctl-download-${randomUUID()}`);
  // A new file ('wx+', never one already there) only this user can read, removed from its folder
  // at once: it is written and read through the handle, and nothing is left of it once the
  // handle closes, even if the process is killed.
  const file = await open(name, 'wx+', 0o600);
  try {
    await rm(name);
    // appendFile, not write: it writes the whole chunk, where one write may write part of it.
    await fetchInto(url, policy, (chunk) => file.appendFile(chunk), { limits });
    return file;
  } catch (error) {
    await file.close();
    throw error;
  }
}
