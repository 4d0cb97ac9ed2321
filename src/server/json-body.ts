import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';
import type { Journal } from './journal.js';
import { jsonDepth } from './json-depth.js';

/** The most bytes a request body may have, unless its operation says more. */
export const BODY_LIMIT = 1024 * 1024;
/** Deeper than any document GitBook's API carries (a list in a list… in a table in a block is a few dozen). */
const MAX_BODY_DEPTH = 100;

/** How every scope of the app reads a JSON body: kept for the journal, and refused when nested too deep. */
export function parseJsonBodies(app: FastifyInstance, journal: Journal): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Clients send `Content-Type: application/json` on bodiless calls too; an empty body is no body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    journal.keepBody(request, body as string);
    // Fastify's parser answers through `done`; what it returns is nothing to wait for.
    void parseJson(request, body as string, (error, value) => {
      // Every rule, and the answer that echoes the body back, walks it: thousands of levels would exhaust the stack.
      if (!error && jsonDepth(value) > MAX_BODY_DEPTH) {
        return done(new HttpError(400, `request body is nested more than ${MAX_BODY_DEPTH} levels deep; flatten it`), undefined);
      }
      done(error, value);
    });
  });
}
