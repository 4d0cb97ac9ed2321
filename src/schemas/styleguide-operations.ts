import { listOf, ListQuery } from './common.js';
import { Space } from './content.js';
import { op } from './operation.js';
import { O } from './organization-operations.js';
import { OrganizationPathParams } from './organization.js';
import {
  OrganizationStyleguides,
  SiteStyleguideCreate,
  SiteStyleguideRun,
  SiteStyleguideRunCreate,
  SiteStyleguideRunStarted,
  StyleguideTemplates,
} from './site-styleguide.js';
import { SiteParams } from './site.js';

const STYLEGUIDE = `${O}/sites/{siteId}/styleguide`;

/** A site's style guide and its check runs, and the organization's style guides and templates. */
export const styleguideOperations = {
  createSiteStyleguideById: op({
    id: 'createSiteStyleguideById',
    method: 'POST',
    path: STYLEGUIDE,
    summary: 'Create or retrieve the style guide space for a site',
    params: SiteParams,
    body: SiteStyleguideCreate.optional(),
    response: Space,
  }),
  createSiteStyleguideRun: op({
    id: 'createSiteStyleguideRun',
    method: 'POST',
    path: `${STYLEGUIDE}/runs`,
    summary: 'Start a style guide check run for a site',
    params: SiteParams,
    body: SiteStyleguideRunCreate,
    response: SiteStyleguideRunStarted,
    status: 201,
  }),
  listSiteStyleguideRuns: op({
    id: 'listSiteStyleguideRuns',
    method: 'GET',
    path: `${STYLEGUIDE}/runs`,
    summary: 'List the style guide check runs of a site',
    params: SiteParams,
    query: ListQuery,
    response: listOf(SiteStyleguideRun),
  }),
  listOrganizationStyleguides: op({
    id: 'listOrganizationStyleguides',
    method: 'GET',
    path: `${O}/styleguides`,
    summary: 'List all style guides in an organization',
    params: OrganizationPathParams,
    response: OrganizationStyleguides,
  }),
  listStyleguideTemplates: op({
    id: 'listStyleguideTemplates',
    method: 'GET',
    path: `${O}/styleguide-templates`,
    summary: 'List all built-in style guide templates',
    params: OrganizationPathParams,
    response: StyleguideTemplates,
  }),
};
