import { advanceClock } from '../../domain/content/retention.js';
import { fileBytes } from '../../domain/reading/files.js';
import { revisionPdf } from '../../domain/reading/pdf.js';
import type { Sandbox } from '../../sandbox/open.js';
import { HttpError } from '../errors.js';
import { Download, type ControlHandlers } from '../handler.js';
import { sandboxDescription } from '../sandbox-description.js';

/**
 * Types a browser may show in place: images it cannot run script in, PDF, plain text, media.
 * Anything else (HTML, SVG, XML…) is a download, so imported files never run on the sandbox's origin.
 */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|avif|bmp)|application\/pdf|text\/plain|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/**
 * Headers for bytes that came from content: their type is final, and opened as a document they
 * get no powers. PDFs are left out of the sandbox policy, which stops browsers' PDF viewers.
 */
const untrusted = (contentType: string): Record<string, string> => ({
  'x-content-type-options': 'nosniff',
  ...(contentType === 'application/pdf' ? {} : { 'content-security-policy': "default-src 'none'; sandbox" }),
});

type SandboxHandlers = Pick<ControlHandlers, 'getSandboxDescription' | 'getClock' | 'advanceClock' | 'getFile' | 'getRevisionPdf'>;

/**
 * What the sandbox serves outside the API, under `/_sandbox/`: its clock (the owner's: moving it
 * purges every organization's deleted spaces), its own description, and the files and PDFs of revisions.
 */
export function sandboxHandlers(sandbox: Sandbox): SandboxHandlers {
  return {
    getClock: () => ({ now: sandbox.clock.iso() }),
    advanceClock: ({ body }) => ({ now: advanceClock(sandbox, body.advanceSeconds).toISOString() }),
    getSandboxDescription: (_input, { request }) => sandboxDescription(`${request.protocol}://${request.host}`),
    // Download URLs work without a token, like the signed URLs they stand for: revision ids are unguessable.
    getFile: ({ params: { revisionId, fileId } }) => {
      const found = fileBytes(sandbox, revisionId, fileId);
      if (!found) throw new HttpError(404, `no file "${fileId}" in revision "${revisionId}"`);
      const { contentType, name } = found.file;
      return new Download(contentType, found.bytes, {
        ...untrusted(contentType),
        'content-disposition': `${INLINE_TYPES.test(contentType) ? 'inline' : 'attachment'}; filename="${encodeURIComponent(name)}"`,
        'cache-control': 'public, max-age=31536000, immutable',
      });
    },
    getRevisionPdf: async ({ params, query }) =>
      new Download('application/pdf', await revisionPdf(sandbox, params.revisionId, query), untrusted('application/pdf')),
  };
}
