import { customFontFile } from '../../domain/sites/custom-fonts.js';
import type { Sandbox } from '../../sandbox/open.js';
import { HttpError } from '../errors.js';
import { Download, type ControlHandlers } from '../handler.js';

/**
 * Custom fonts' files, for the published pages that load them: no token (a visitor's browser
 * sends none), any origin may load them (fonts are fetched with CORS), and cached for good,
 * since a file's name holds a digest of its bytes.
 */
export function fontHandlers(sandbox: Sandbox): Pick<ControlHandlers, 'getCustomFontFile'> {
  return {
    getCustomFontFile: ({ params }) => {
      const found = customFontFile(sandbox, params.fontId, params.file);
      if (!found) throw new HttpError(404, `no file "${params.file}" in font "${params.fontId}"`);
      return new Download(found.type, found.bytes, {
        'x-content-type-options': 'nosniff',
        'access-control-allow-origin': '*',
        'cache-control': 'public, max-age=31536000, immutable',
      });
    },
  };
}
