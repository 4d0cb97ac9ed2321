/**
 * Lines of SUMMARY.md as GitBook's Git Sync writes them, for tests that read and write summaries.
 */

/** A group heading with an id of its own, the title and the id differing. */
const GROUP_WITH_ID = '## Get Started <a href="#getting-started" id="getting-started"></a>';

/** How a summary GitBook wrote opens: its title, the first page, then a group with an id of its own. */
export const SUMMARY_HEAD = ['# Table of contents', '', '* [Welcome](README.md)', '', GROUP_WITH_ID, ''];

/**
 * A computed page's entry: a list item holding only a yaml fence, its definition an OpenAPI spec
 * of the organization's with the given props, nested under `indent`.
 */
export function openApiEntry(spec: string, props: Record<string, boolean>, indent = ''): string[] {
  return [
    '* ```yaml',
    '  type: builtin:openapi',
    '  props:',
    ...Object.entries(props).map(([name, value]) => `    ${name}: ${value}`),
    '  dependencies:',
    '    spec:',
    '      ref:',
    '        kind: openapi',
    `        spec: ${spec}`,
    '  ```',
  ].map((line) => indent + line);
}

/** A spec a computed page may depend on: one tag GitBook titles from `x-page-title`, one operation under it, one schema (a models page). */
export const TAGGED_PETSTORE = `openapi: 3.0.3
info: { title: Petstore, version: "1" }
tags: [{ name: pets, x-page-title: All about pets }]
paths:
  /pets:
    get: { tags: [pets], summary: List pets, responses: { "200": { description: OK } } }
components:
  schemas:
    Pet: { type: object }
`;
