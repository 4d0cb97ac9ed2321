// GitBook's document model as the project's own schema: today's release's (0.202) `JSONDocument`,
// its block, inline and mark unions and every schema they reach, copied out of the spec
// `@gitbook/api-current` ships — a development dependency — into src/schemas/gitbook/document.json
// (what tests validate documents with), and the TypeScript types json-schema-to-typescript makes of
// them into src/schemas/gitbook/document-types.ts (what src/format/document builds with). Run again
// after upgrading the release: `node scripts/document-schema.mjs`; test/schemas/gitbook-document.test.ts
// fails until then.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import yaml from 'yaml';

const require = createRequire(import.meta.url);
const PACKAGE = '@gitbook/api-current';
/** The roots: the document, and the unions of its node types a registry of them is checked against. */
const ROOTS = ['JSONDocument', 'DocumentBlock', 'DocumentInline', 'DocumentTextMark'];
const REF = '#/components/schemas/';

const SCHEMA_FILE = new URL('../src/schemas/gitbook/document.json', import.meta.url);
const TYPES_FILE = new URL('../src/schemas/gitbook/document-types.ts', import.meta.url);

/**
 * The schemas of a spec the roots refer to, directly or through others, by name, in the order they are
 * met; within them every reference points at `#/definitions/<name>`. Site customization's script takes it too.
 */
/**
 * GitBook's schemas (a spec's components, or definitions taken from them) with the spec's one
 * correction, in place: PlainObject (an integration block's props) says no `type`, so a string, a
 * number or an array matches it as well as its own branch of the oneOf its values are, and every
 * prop but an object would be refused (both releases); an object it is. The document model and
 * the tests' validation of answers are corrected alike.
 */
export function correctSchemas(schemas) {
  schemas.PlainObject = { type: 'object', ...schemas.PlainObject };
  return schemas;
}

export function schemasReached(schemas, roots) {
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
  for (const root of roots) visit({ $ref: `${REF}${root}` });
  return definitions;
}

/** The roots and every schema they refer to, in the spec's order. */
function documentSchema() {
  const spec = yaml.parse(fs.readFileSync(require.resolve(`${PACKAGE}/spec/openapi.yaml`), 'utf8'));
  const schemas = spec.components.schemas;
  const definitions = schemasReached(schemas, ROOTS);
  correctSchemas(definitions);
  const ordered = Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => name in definitions)
      .map((name) => [name, definitions[name]]),
  );
  return { $comment: `GitBook's ${spec.info.version} spec: node scripts/document-schema.mjs`, $ref: `#/definitions/JSONDocument`, definitions: ordered };
}

/** The types of every definition, one exported name each, as json-schema-to-typescript writes them. */
async function documentTypes(schema) {
  const { compile } = await import('json-schema-to-typescript');
  // The document the root; every other definition, reached from it or not, exported under its spec name.
  const { JSONDocument, ...definitions } = schema.definitions;
  const types = await compile({ ...JSONDocument, title: 'JSONDocument', definitions }, 'JSONDocument', {
    bannerComment: "/* GitBook's document model, generated from its spec by scripts/document-schema.mjs: do not edit. */\n/* eslint-disable */",
    // No index signatures: a node built with a field the spec does not name is a compile error.
    additionalProperties: false,
    unreachableDefinitions: true,
    strictIndexSignatures: true,
    format: true,
    style: { printWidth: 160, singleQuote: true },
  });
  const unions = [
    '',
    "/** The node types of GitBook's document, for tables that must hold one entry each. */",
    'export type DocumentMark = DocumentTextMark;',
    "export type DocumentBlockType = DocumentBlock['type'];",
    "export type DocumentInlineType = DocumentInline['type'];",
    "export type DocumentMarkType = DocumentMark['type'];",
    '',
  ].join('\n');
  return types + unions;
}

export async function generated() {
  const schema = documentSchema();
  return { schema: `${JSON.stringify(schema, null, 1)}\n`, types: await documentTypes(schema) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { schema, types } = await generated();
  fs.writeFileSync(SCHEMA_FILE, schema);
  fs.writeFileSync(TYPES_FILE, types);
}
