import { op } from './operation.js';
import {
  ApiInformation,
  ContentByUrl,
  ContentUrlQuery,
  CustomHostname,
  CustomHostnameParams,
  PublishedSiteContentLookup,
  PublishedUrlQuery,
  ResolveUrlBody,
  Subdomain,
  SubdomainParams,
} from './urls.js';

/** The operations on URLs (what published content or content a URL names), custom hostnames, subdomains and the API itself. */
export const urlOperations = {
  getApiInformation: op({
    id: 'getApiInformation',
    method: 'GET',
    path: '/v1/',
    summary: "The release of GitBook's API served, and its build date",
    response: ApiInformation,
  }),
  resolvePublishedContentByUrl: op({
    id: 'resolvePublishedContentByUrl',
    method: 'POST',
    path: '/v1/urls/published',
    summary: 'What a published URL shows: its site, site space, space and page path, with a token to read that content',
    body: ResolveUrlBody,
    response: PublishedSiteContentLookup,
  }),
  getPublishedContentByUrl: op({
    id: 'getPublishedContentByUrl',
    method: 'GET',
    path: '/v1/urls/published',
    summary: 'What a published URL shows (the older form of resolvePublishedContentByUrl)',
    query: PublishedUrlQuery,
    response: PublishedSiteContentLookup,
  }),
  getContentByUrl: op({
    id: 'getContentByUrl',
    method: 'GET',
    path: '/v1/urls/content',
    summary: 'The space and page, or the collection, a URL of the app or of a published site names',
    query: ContentUrlQuery,
    response: ContentByUrl,
  }),
  getCustomHostname: op({
    id: 'getCustomHostname',
    method: 'GET',
    path: '/v1/custom-hostnames/{hostname}',
    summary: 'A custom hostname: the site it serves, its status',
    params: CustomHostnameParams,
    response: CustomHostname,
  }),
  dnsRevalidateCustomHostname: op({
    id: 'dnsRevalidateCustomHostname',
    method: 'PATCH',
    path: '/v1/custom-hostnames/{hostname}',
    summary: "Check a custom hostname's DNS again",
    params: CustomHostnameParams,
  }),
  removeCustomHostname: op({
    id: 'removeCustomHostname',
    method: 'DELETE',
    path: '/v1/custom-hostnames/{hostname}',
    summary: 'Remove a custom hostname from its site, freeing it for another',
    params: CustomHostnameParams,
  }),
  getSubdomain: op({
    id: 'getSubdomain',
    method: 'GET',
    path: '/v1/subdomains/{subdomain}',
    summary: "The organization a subdomain (an organization's hostname) names",
    params: SubdomainParams,
    response: Subdomain,
  }),
};
