import { randomUUID } from 'node:crypto';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { request, type Dispatcher } from 'undici';
import { DomainError } from '../kernel/errors.js';
import { dispatcherFor, PolicyRefusal, refusalOfUrl, type FetchPolicy } from './fetch-policy.js';

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

export interface FetchOptions {
  /** Shared by the fetches of one import; by default this fetch has its own. Each fetch also keeps to FETCH_TIMEOUT_MS and FETCH_MAX_BYTES. */
  budget?: FetchBudget;
  /** The content types worth reading: an answer of another type is refused before its body is read. */
  accepts?: RegExp;
}

export interface Fetched {
  url: URL;
  contentType: string;
  body: Buffer;
}

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Closes an answer left unread; the abort that closing it raises is no one's error. */
const discard = (body: Dispatcher.ResponseData['body']) => body.on('error', () => {}).destroy();

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
interface Answer {
  url: URL;
  contentType: string;
  /** The body's chunks, counted against what it may have: past that, or cut off, it fails and is closed. */
  chunks: AsyncIterable<Buffer>;
}

/**
 * Asks for an import source: http(s) only, within the fetch policy at every redirect, bounded
 * in time and size. Every failure is the client's to fix (a bad URL, a host the policy
 * refuses, a server that said no), so it is reported as invalid input.
 */
async function answerOf(url: string, policy: FetchPolicy, budget: FetchBudget, limit: number, accepts?: RegExp, perFetchMs = FETCH_TIMEOUT_MS): Promise<Answer> {
  const first = new URL(url);
  const timeoutMs = Math.min(perFetchMs, budget.msLeft);
  if (timeoutMs <= 0) throw new FetchFailure(`could not fetch ${first.href}: the import ran out of time`, true);
  const signal = AbortSignal.timeout(timeoutMs);
  const dispatcher = dispatcherFor(policy);

  let hop = first;
  let response: Dispatcher.ResponseData;
  for (let redirects = 0; ; redirects++) {
    if (hop.protocol !== 'http:' && hop.protocol !== 'https:') throw invalid(`only http and https URLs can be imported, not ${hop.protocol} (${hop.href})`);
    const why = refusalOfUrl(policy, hop);
    if (why) throw refused(first, hop, why);
    try {
      response = await request(hop, { dispatcher, signal });
    } catch (error) {
      throw failureOf(error, first, hop, signal, timeoutMs);
    }
    const location = REDIRECTS.has(response.statusCode) ? headerOf(response.headers.location) : undefined;
    if (location === undefined) break;
    discard(response.body);
    if (redirects === FETCH_MAX_REDIRECTS) throw invalid(`${first.href} redirects more than ${FETCH_MAX_REDIRECTS} times`);
    try {
      hop = new URL(location, hop);
    } catch {
      throw invalid(`${hop.href} redirects to "${location}", which is no URL`);
    }
  }

  const { statusCode, headers, body } = response;
  const refuse = (failure: FetchFailure) => {
    discard(body);
    return failure;
  };
  if (statusCode < 200 || statusCode > 299) throw refuse(invalid(`${hop.href} answered ${statusCode} ${STATUS_CODES[statusCode] ?? ''}`.trimEnd()));
  const contentType = headerOf(headers['content-type']) ?? '';
  if (accepts && !accepts.test(contentType)) throw refuse(invalid(`${hop.href} is ${contentType || 'of no declared type'}`));
  const boundByBudget = budget.bytesLeft <= limit;
  const maxBytes = Math.min(limit, budget.bytesLeft);
  const tooLarge = () => {
    // A source that would overrun the budget ends the series: smaller ones after it are not fetched.
    if (boundByBudget) budget.bytesLeft = 0;
    return invalid(`${hop.href} is larger than ${maxBytes} bytes`);
  };
  if (Number(headerOf(headers['content-length']) ?? 0) > maxBytes) throw refuse(tooLarge());
  async function* chunks() {
    let size = 0;
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
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

/** Fetches an import source into memory, up to FETCH_MAX_BYTES (see answerOf). */
export async function fetchSource(url: string, policy: FetchPolicy, options: FetchOptions = {}): Promise<Fetched> {
  const answer = await answerOf(url, policy, options.budget ?? FetchBudget.of(FETCH_TIMEOUT_MS, FETCH_MAX_BYTES), FETCH_MAX_BYTES, options.accepts);
  const chunks: Buffer[] = [];
  for await (const chunk of answer.chunks) chunks.push(chunk);
  return { url: answer.url, contentType: answer.contentType, body: Buffer.concat(chunks) };
}

/**
 * Fetches an import source too big to hold in memory (see answerOf) into a temporary file, up to
 * `maxBytes` and within `timeoutMs`. The file has no name: closing it frees its space. A
 * fetch that fails closes it; one that succeeds leaves it to the caller to close.
 */
export async function fetchToFile(url: string, policy: FetchPolicy, limits: { maxBytes: number; timeoutMs: number }): Promise<FileHandle> {
  const { maxBytes, timeoutMs } = limits;
  const name = path.join(os.tmpdir(), `docsctl-download-${randomUUID()}`);
  // A new file ('wx+', never one already there) only this user can read, removed from its folder
  // at once: it is written and read through the handle, and nothing is left of it once the
  // handle closes, even if the process is killed.
  const file = await open(name, 'wx+', 0o600);
  try {
    await rm(name);
    const answer = await answerOf(url, policy, FetchBudget.of(timeoutMs, maxBytes), maxBytes, undefined, timeoutMs);
    // appendFile, not write: it writes the whole chunk, where one write may write part of it.
    for await (const chunk of answer.chunks) await file.appendFile(chunk);
    return file;
  } catch (error) {
    await file.close();
    throw error;
  }
}
