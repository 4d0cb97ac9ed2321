import { advanceClock } from '../../domain/content/retention.js';
import { fileBytes } from '../../domain/reading/files.js';
import { revisionPdf } from '../../domain/reading/pdf.js';
import type { Sandbox } from '../../sandbox/open.js';
import { Id } from '../../schemas/common.js';
import { describeZodError } from '../../schemas/describe.js';
import { PdfQuery } from '../../schemas/revision.js';
import { ClockAdvance } from '../../schemas/sandbox-controls.js';
import { HttpError } from '../errors.js';
import { sandboxDescription } from '../sandbox-description.js';
import type { ControlRoutes } from './sandbox-control-routes.js';

/**
 * Types a browser may show in place: images it cannot run script in, PDF, plain text, media.
 * Anything else (HTML, SVG, XML…) is a download, so imported files never run on the sandbox's origin.
 */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|avif|bmp)|application\/pdf|text\/plain|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/**
 * Headers for bytes that came from content: their type is final, and opened as a document they
 * get no powers. PDFs are left out of the sandbox policy, which stops browsers' PDF viewers.
 */
function untrusted<R extends { header(name: string, value: string): R }>(reply: R, contentType: string): R {
  reply.header('x-content-type-options', 'nosniff');
  return contentType === 'application/pdf' ? reply : reply.header('content-security-policy', "default-src 'none'; sandbox");
}

/**
 * What the sandbox serves outside the API, under `/_sandbox/`: its clock (the owner's: moving it
 * purges every organization's deleted spaces), its own description, and the files and PDFs of revisions.
 */
export function registerSandboxRoutes(controls: ControlRoutes, sandbox: Sandbox): void {
  controls.guarded('GET', '/_sandbox/clock', async () => ({ now: sandbox.clock.iso() }));
  controls.guarded('POST', '/_sandbox/clock', async (request) => {
    const body = ClockAdvance.safeParse(request.body);
    if (!body.success) throw new HttpError(400, describeZodError('body', body.error));
    return { now: advanceClock(sandbox, body.data.advanceSeconds).toISOString() };
  });
  controls.guarded('GET', '/_sandbox/openapi.json', async (request) => sandboxDescription(`${request.protocol}://${request.host}`));
  // Download URLs work without a token, like the signed URLs they stand for: revision ids are unguessable.
  controls.open<{ Params: { revisionId: string; fileId: string } }>('GET', '/_sandbox/files/{revisionId}/{fileId}', async (request, reply) => {
    const { revisionId, fileId } = request.params;
    const found = Id.safeParse(revisionId).success && Id.safeParse(fileId).success ? fileBytes(sandbox, revisionId, fileId) : undefined;
    if (!found) throw new HttpError(404, `no file "${fileId}" in revision "${revisionId}"`);
    const disposition = INLINE_TYPES.test(found.file.contentType) ? 'inline' : 'attachment';
    return untrusted(reply, found.file.contentType)
      .type(found.file.contentType)
      .header('content-disposition', `${disposition}; filename="${encodeURIComponent(found.file.name)}"`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(found.bytes);
  });
  controls.open<{ Params: { revisionId: string }; Querystring: unknown }>('GET', '/_sandbox/pdf/{revisionId}', async (request, reply) => {
    const { revisionId } = request.params;
    const scope = PdfQuery.safeParse(request.query);
    if (!Id.safeParse(revisionId).success) throw new HttpError(404, `no revision "${revisionId}"`);
    if (!scope.success) throw new HttpError(400, describeZodError('query', scope.error));
    return untrusted(reply, 'application/pdf').type('application/pdf').send(await revisionPdf(sandbox, revisionId, scope.data));
  });
}
