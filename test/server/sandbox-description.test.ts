import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CONTROLS } from '../../src/schemas/sandbox-controls.js';
import { sandboxDescription } from '../../src/server/sandbox-description.js';

describe("the sandbox's OpenAPI document", () => {
  const doc = sandboxDescription('http://127.0.0.1:4000');

  it('describes the journal and fault controls, each path on the server root rather than under /v1', () => {
    for (const control of SANDBOX_CONTROLS) {
      const item = doc.paths[control.path]!;
      expect(item.servers, control.path).toEqual([{ url: 'http://127.0.0.1:4000' }]);
      expect(Object.keys((item[control.method.toLowerCase()] as { responses: object }).responses), `${control.method} ${control.path}`).toContain(String(control.status));
    }
    const list = doc.paths['/_sandbox/requests']!.get as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(['operationId', 'method', 'status', 'since', 'limit']);
  });

  it('describes them validly', async () => {
    const controls = new Set(SANDBOX_CONTROLS.map((control) => control.path));
    const paths = Object.fromEntries(Object.entries(doc.paths).filter(([path]) => controls.has(path)));
    const result = await validate(structuredClone({ ...doc, paths }) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
