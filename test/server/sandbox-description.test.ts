import { validate } from '@readme/openapi-parser';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openMemorySandbox } from '../../src/sandbox/open.js';
import { sandboxControls } from '../../src/schemas/sandbox-controls.js';
import { createApp } from '../../src/server/app.js';
import { sandboxDescription } from '../../src/server/sandbox-description.js';

/**
 * Every route the app serves, as `METHOD /path/{param}`, read from Fastify's route tree: each
 * line a node, four columns deeper than its parent, whose path it continues.
 */
async function servedRoutes(app: FastifyInstance): Promise<string[]> {
  await app.ready();
  const parents: string[] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const node = /^(.*?)[└├]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!node) return [];
      const depth = node[1]!.length / 4;
      const path = `${parents[depth - 1] ?? ''}${node[2]}`;
      parents.length = depth;
      parents.push(path);
      const methods = (node[3] ?? '').split(', ').filter((method) => method && method !== 'HEAD');
      return methods.map((method) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    });
}

describe("the sandbox's OpenAPI document", () => {
  const doc = sandboxDescription('http://127.0.0.1:4000');

  it('describes the journal and fault controls, each path on the server root rather than under /v1', () => {
    for (const control of Object.values(sandboxControls)) {
      const item = doc.paths[control.path]!;
      expect(item.servers, control.path).toEqual([{ url: 'http://127.0.0.1:4000' }]);
      expect(Object.keys((item[control.method.toLowerCase()] as { responses: object }).responses), `${control.method} ${control.path}`).toContain(
        String(control.status),
      );
    }
    const list = doc.paths['/_sandbox/requests']!.get as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(['operationId', 'method', 'status', 'since', 'limit']);
  });

  it('is a valid OpenAPI document, the API and the controls alike, recursive schemas (a page and its subpages) among its components', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the server registers under /_sandbox/', async () => {
    const served = (await servedRoutes(createApp(openMemorySandbox()))).filter((route) => route.includes(' /_sandbox/'));
    expect(served.length).toBeGreaterThan(15);
    const described = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => key !== 'servers')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described).toEqual(expect.arrayContaining(served));
  });
});
