import { DomainError } from '../errors.js';

/** A source that could not be fetched: the client's to fix, so an invalid request. */
export class FetchFailure extends DomainError {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super('invalid', message);
  }
}

const invalid = (message: string) => new FetchFailure(message);

export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_BYTES = 10 * 1024 * 1024;

export interface Fetched {
  url: URL;
  contentType: string;
  body: Buffer;
}

/**
 * Fetches an import source: http(s) only, bounded in time and size. Every failure is the
 * client's to fix (a bad URL, a server that said no), so it is reported as invalid input.
 */
export async function fetchSource(url: string): Promise<Fetched> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw invalid(`body.url: only http and https URLs can be imported, not ${target.protocol}`);
  let response: Response;
  try {
    response = await fetch(target, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new FetchFailure(`body.url: could not fetch ${target.href}: ${timedOut ? `no answer within ${FETCH_TIMEOUT_MS} ms` : cause}`, timedOut);
  }
  if (!response.ok) throw invalid(`body.url: ${target.href} answered ${response.status} ${response.statusText}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > FETCH_MAX_BYTES) throw invalid(`body.url: ${target.href} is larger than ${FETCH_MAX_BYTES} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > FETCH_MAX_BYTES) throw invalid(`body.url: ${target.href} is larger than ${FETCH_MAX_BYTES} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return { url: new URL(response.url || target.href), contentType: response.headers.get('content-type') ?? '', body: Buffer.concat(chunks) };
}
