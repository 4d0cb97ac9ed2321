import { parse } from 'node-html-parser';
import type { References } from '../../../src/format/html/page.js';

/** HTML as a browser reads it: node-html-parser would otherwise keep a `<pre>`'s content as text. */
export const parseRendered = (html: string) => parse(html, { blockTextElements: { script: true, style: true } });

/** Where the sandbox would put the space's files and pages: enough to see each reference went through its callback. */
export const refs: References = {
  fileUrl: (ref) => `/files/${ref.replace(/^.*\.gitbook\/assets\//, '')}`,
  pageUrl: (ref) => `/sites/acme/${ref.replace(/\.md(?=#|$)/, '')}`,
};
