// What GitBook's spec says a site's customization settings must be, as each release sends them to
// `updateSiteCustomizationById` (the first release, 0.137, its SiteCustomizationSettings; today's,
// 0.202, its SiteCustomizationSettingsInput), copied out of the specs `@gitbook/api` ships — a
// development dependency — into src/schemas/gitbook/site-customization.json, which the domain
// validates with. Run again after upgrading either release: `node scripts/site-customization-schema.mjs`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import yaml from 'yaml';

const require = createRequire(import.meta.url);
const RELEASES = { first: ['@gitbook/api', 'SiteCustomizationSettings'], today: ['@gitbook/api-current', 'SiteCustomizationSettingsInput'] };
const REF = '#/components/schemas/';

/** The named schema and every schema it refers to, their references pointed at `definitions`. */
function extract(pkg, root) {
  const schemas = yaml.parse(fs.readFileSync(require.resolve(`${pkg}/spec/openapi.yaml`), 'utf8')).components.schemas;
  const definitions = {};
  const visit = (node) => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key !== '$ref') return [key, visit(value)];
        const name = value.slice(REF.length);
        if (!(name in definitions)) {
          definitions[name] = {};
          definitions[name] = visit(schemas[name]);
        }
        return [key, `#/definitions/${name}`];
      }),
    );
  };
  return { $ref: visit({ $ref: `${REF}${root}` }).$ref, definitions };
}

const out = Object.fromEntries(Object.entries(RELEASES).map(([release, [pkg, root]]) => [release, extract(pkg, root)]));
fs.writeFileSync(new URL('../src/schemas/gitbook/site-customization.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
