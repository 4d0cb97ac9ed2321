// What GitBook's spec says a site's customization settings must be, as each release sends them to
// `updateSiteCustomizationById` (the first release, 0.137, its SiteCustomizationSettings; today's,
// 0.202, its SiteCustomizationSettingsInput), copied out of the specs `@gitbook/api` ships — a
// development dependency — into src/schemas/gitbook/site-customization.json, which the domain
// validates with; and the body each release sends to `overrideSiteSpaceCustomizationById` (inline in
// the specs, named SiteSpaceCustomizationOverride here) into site-space-customization.json. Run again
// after upgrading either release: `node scripts/site-customization-schema.mjs`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import yaml from 'yaml';
import { schemasReached } from './document-schema.mjs';

const require = createRequire(import.meta.url);
const RELEASES = { first: ['@gitbook/api', 'SiteCustomizationSettings'], today: ['@gitbook/api-current', 'SiteCustomizationSettingsInput'] };

const OVERRIDE = 'SiteSpaceCustomizationOverride';
const OVERRIDE_PATH = '/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/customization';

/** The named schema and every schema it refers to, their references pointed at `definitions`. */
function extract(pkg, root) {
  const spec = yaml.parse(fs.readFileSync(require.resolve(`${pkg}/spec/openapi.yaml`), 'utf8'));
  const override = spec.paths[OVERRIDE_PATH].patch.requestBody.content['application/json'].schema;
  return { $ref: `#/definitions/${root}`, definitions: schemasReached({ ...spec.components.schemas, [OVERRIDE]: override }, [root]) };
}

const write = (file, root) => {
  const out = Object.fromEntries(Object.entries(RELEASES).map(([release, [pkg, settings]]) => [release, extract(pkg, root ?? settings)]));
  fs.writeFileSync(new URL(`../src/schemas/gitbook/${file}`, import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
};
write('site-customization.json');
write('site-space-customization.json', OVERRIDE);
