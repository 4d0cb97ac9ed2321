import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Operation } from '../schemas/operation.js';
import type { Fault, FaultInput } from '../schemas/sandbox-faults.js';
import { errorBody } from './errors.js';
import type { Journal } from './journal.js';
import { windowReset } from './rate-limit.js';

const MESSAGES: Record<number, string> = {
  429: 'API rate limit exceeded; try again after Retry-After seconds',
  500: 'internal server error',
  502: 'bad gateway',
  503: 'service unavailable; try again later',
  504: 'gateway timeout',
};

const pathMatches = (pattern: string, path: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);

function matches(fault: Fault, request: FastifyRequest): boolean {
  const { operationId, method, path } = fault.match;
  if (method !== undefined && request.method !== method) return false;
  if (operationId !== undefined && (request.routeOptions.config as { operation?: Operation }).operation?.id !== operationId) return false;
  return path === undefined || pathMatches(path, request.url.split('?', 1)[0]!);
}

/**
 * Failures injected into `/v1` on purpose, so that a client's retries and timeouts can be tested:
 * the first rule (in the order they were added) that matches a request, and whose chance comes
 * up, answers it, holds it back, or drops it. A rule with `times` goes once spent.
 */
export class Faults {
  private rules: Fault[] = [];
  private lastId = 0;

  constructor(
    private readonly journal: Journal,
    private readonly now: () => Date,
  ) {}

  add(input: FaultInput): Fault {
    const fault: Fault = { id: `fault_${++this.lastId}`, ...input };
    this.rules.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.rules;
  }

  /** Whether there was such a fault. */
  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((fault) => fault.id !== id);
    return this.rules.length < before;
  }

  clear(): void {
    this.rules = [];
  }

  /** The fault that applies to `request` now, its count taken down. */
  private take(request: FastifyRequest): Fault | undefined {
    const fault = this.rules.find((rule) => matches(rule, request) && (rule.probability === undefined || Math.random() < rule.probability));
    if (fault?.times !== undefined && --fault.times === 0) this.remove(fault.id);
    return fault;
  }

  /** An `onRequest` hook: a fault is decided before the body is read, so a faulted request never reaches a handler. */
  hook() {
    return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
      if (this.rules.length === 0 || !request.url.startsWith('/v1/')) return done();
      const fault = this.take(request);
      if (!fault) return done();
      request.journalFault = fault.id;
      if (fault.delayMs !== undefined) {
        setTimeout(done, fault.delayMs);
      } else if (fault.drop) {
        // No answer at all, as when a connection breaks: the client sees its socket close.
        reply.hijack();
        request.raw.socket.destroy();
        // No answer means no onResponse: the journal hears of it here.
        this.journal.record(request, null, reply.elapsedTime);
      } else {
        this.respond(fault.respond!, fault.id, reply);
      }
    };
  }

  private respond(respond: NonNullable<Fault['respond']>, id: string, reply: FastifyReply): void {
    if (respond.status === 429) {
      // As GitBook answers past its limit; the limit itself is the one the rate limiter already set.
      const nowSeconds = this.now().getTime() / 1000;
      const reset = windowReset(nowSeconds);
      reply.header('retry-after', String(Math.max(1, Math.ceil(reset - nowSeconds))));
      reply.header('x-ratelimit-remaining', '0').header('x-ratelimit-reset', String(reset));
    }
    if (respond.headers) reply.headers(respond.headers);
    reply.code(respond.status).send(respond.body === undefined ? errorBody(respond.status, `${MESSAGES[respond.status]} (sandbox fault ${id})`) : respond.body);
  }
}
