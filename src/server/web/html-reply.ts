import type { FastifyReply } from 'fastify';
import type { Html } from '../../web/layout/html.js';

/**
 * A page of the sandbox's own: no script may run on it (its only style is inline, its only fonts the sandbox's: a site's custom font), it is framed
 * nowhere, forms post only here, and nothing is cached, since what it lists is the signed-in user's.
 * `document` may be its bytes already, as a page kept once rendered is. `remoteImages` lets a page show images from anywhere on the web, as a published page's content may.
 */
export function sendHtml(reply: FastifyReply, status: number, document: Html | Buffer, { remoteImages = false } = {}): FastifyReply {
  const images = remoteImages ? "'self' data: https:" : "'self' data:";
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; img-src ${images}; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('cache-control', 'no-store')
    .send(Buffer.isBuffer(document) ? document : document.text);
}
