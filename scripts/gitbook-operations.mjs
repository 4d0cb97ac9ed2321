// Every operation of GitBook's API in the two releases of its spec docsctl knows (`@gitbook/api` 0.137.0,
// as the API was first described, and today's 0.202.0): its operationId, request, summary, the part of
// the API it belongs to (as GitBook's reference groups its pages) and the releases that have it. Copied
// out of the specs — development dependencies — into src/schemas/gitbook/operations.json, which
// `docsctl api operations` and docs/api-coverage.md read. Run again after upgrading either release:
// `node scripts/gitbook-operations.mjs` (test/schemas/gitbook-operations.test.ts fails until it is).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const TARGET = new URL('../src/schemas/gitbook/operations.json', import.meta.url);

/** The two releases, oldest first, as the packages ship them (test/helpers/releases.ts reads the same files). */
const RELEASES = [
  ['0.137.0', require('@gitbook/api/spec/openapi.json')],
  ['0.202.0', require('@gitbook/api-current/spec/openapi.json')],
];

/** Every tag either spec declares, by name (today's wording where both do, in today's order). */
const TAGS = new Map();
for (const [, spec] of [...RELEASES].reverse()) for (const tag of spec.tags ?? []) if (!TAGS.has(tag.name)) TAGS.set(tag.name, tag);

/** A tag's words in the singular, so that `change-requests-reviews` reads as under `change-requests`. */
const singular = (name) =>
  name
    .split('-')
    .map((word) => word.replace(/s$/, ''))
    .join('-');

/**
 * The tag a spec declares that `name` is, or that it sits under: some operations carry tags neither spec
 * declares (`change-requests-reviews`, `space-comment`), whose words begin with a declared one's.
 */
function declared(name) {
  const exact = TAGS.get(name);
  if (exact) return exact;
  const words = singular(name);
  const under = [...TAGS.values()].filter((tag) => words === singular(tag.name) || words.startsWith(`${singular(tag.name)}-`));
  return under.sort((a, b) => b.name.length - a.name.length)[0];
}

/** The part of the API an operation belongs to: the top of its first declared tag. */
function topic(tags) {
  const tag = tags.map(declared).find(Boolean);
  // A tag no spec declares, nor anything like it (`git`, `agents`), is its own part.
  if (!tag) return tags[0] ? tags[0].charAt(0).toUpperCase() + tags[0].slice(1) : 'Untagged';
  return tag['x-parent'] ? topic([tag['x-parent']]) : (tag['x-page-title'] ?? tag.name);
}

/** What scripts/gitbook-operations.mjs writes, as it would write it now. */
export function generated() {
  const rows = new Map();
  // Today's wording and order first; an operation only the first release has comes after.
  for (const [release, spec] of [...RELEASES].reverse()) {
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (typeof operation?.operationId !== 'string') continue;
        const row = rows.get(operation.operationId) ?? {
          id: operation.operationId,
          method: method.toUpperCase(),
          path: `/v1${path}`,
          summary: operation.summary ?? '',
          topic: topic(operation.tags ?? []),
          releases: [],
        };
        row.releases.unshift(release);
        rows.set(row.id, row);
      }
    }
  }
  const operations = [...rows.values()];
  // The parts in the order today's spec declares them, then those it does not declare.
  const declaredOrder = [...TAGS.values()].filter((tag) => !tag['x-parent']).map((tag) => tag['x-page-title'] ?? tag.name);
  const topics = [...new Set([...declaredOrder, ...operations.map((row) => row.topic)])].filter((name) => operations.some((row) => row.topic === name));
  // One operation a line, so that an upgrade's difference reads as the operations it changed.
  const lines = operations.map((row) => ` ${JSON.stringify(row)}`).join(',\n');
  const releases = JSON.stringify(RELEASES.map(([release]) => release));
  return `{\n "releases": ${releases},\n "topics": ${JSON.stringify(topics)},\n "operations": [\n${lines}\n ]\n}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) fs.writeFileSync(TARGET, generated());
