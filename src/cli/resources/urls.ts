import { Argument } from 'commander';
import type { Resource } from '../verbs/verb.js';

const url = (what = "a published page's URL: the sandbox's /sites/… or a custom hostname's") => new Argument('<url>', what);
const RESOLVED = {
  SITE: 'site',
  SECTION: 'siteSection',
  'SITE SPACE': 'siteSpace',
  SPACE: 'space',
  PATH: 'pathname',
  CANONICAL: 'canonicalUrl',
  REDIRECT: 'redirect',
};

export const urls: Resource = {
  noun: 'URL',
  verbs: [
    {
      name: 'resolve',
      op: 'resolvePublishedContentByUrl',
      description: 'What a published URL shows (site, section, site space, space, page path) and a token to read it, or where it redirects',
      columns: RESOLVED,
      operand: { argument: url(), body: (value) => ({ url: value }) },
      skip: ['url'],
      examples: [
        'docsctl urls resolve https://docs.example.test/guides/install',
        'docsctl urls resolve http://127.0.0.1:7777/sites/acme/handbook --jq .apiToken',
      ],
    },
    {
      name: 'published',
      op: 'getPublishedContentByUrl',
      description: 'The older form of `urls resolve`, as GitBook still serves it (a GET)',
      columns: RESOLVED,
      operand: { argument: url(), query: (value) => ({ url: String(value) }) },
      skip: ['url'],
      examples: ['docsctl urls published https://docs.example.test/guides/install'],
    },
    {
      name: 'content',
      op: 'getContentByUrl',
      description: 'The space and page, or the collection, a URL names, as you may read them',
      columns: { SPACE: 'space.id', TITLE: 'space.title', PAGE: 'page.path', COLLECTION: 'collection.id' },
      operand: {
        argument: url('an absolute URL: a published page, or a space (/s/…) or collection (/c/…) of the app'),
        query: (value) => ({ url: String(value) }),
      },
      skip: ['url'],
      examples: ['docsctl urls content https://docs.example.test/guides/install', 'docsctl urls content http://127.0.0.1:7777/s/SPACE_ID/guides'],
    },
  ],
};
