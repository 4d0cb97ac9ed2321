// What GitBook's spec says a site's customization settings must be, as each release sends them to
// `updateSiteCustomizationById` (the first release, 0.137, its SiteCustomizationSettings; today's,
// 0.202, its SiteCustomizationSettingsInput), copied out of the specs `@gitbook/api` ships — a
// development dependency — into src/schemas/gitbook/site-customization.json, which the domain
// validates with. Run again after upgrading either release: `node scripts/site-customization-schema.mjs`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import yaml from 'yaml';
import { schemasReached } from './document-schema.mjs';

const require = createRequire(import.meta.url);
const RELEASES = { first: ['@gitbook/api', 'SiteCustomizationSettings'], today: ['@gitbook/api-current', 'SiteCustomizationSettingsInput'] };

/** The named schema and every schema it refers to, their references pointed at `definitions`. */
function extract(pkg, root) {
  const schemas = yaml.parse(fs.readFileSync(require.resolve(`${pkg}/spec/openapi.yaml`), 'utf8')).components.schemas;
  return { $ref: `#/definitions/${root}`, definitions: schemasReached(schemas, [root]) };
}

const out = Object.fromEntries(Object.entries(RELEASES).map(([release, [pkg, root]]) => [release, extract(pkg, root)]));
fs.writeFileSync(new URL('../src/schemas/gitbook/site-customization.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
