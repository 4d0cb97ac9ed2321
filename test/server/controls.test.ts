import { describe, expect, it } from 'vitest';
import { openMemorySandbox } from '../../src/sandbox/open.js';
import { sandboxControls } from '../../src/schemas/sandbox-controls.js';
import { createApp } from '../../src/server/app.js';

describe('issue 22 review 8: a control is registered as the table declares it, or not at all', () => {
  it('serves under /_sandbox/ exactly the controls of the table, each at its method and path', async () => {
    const app = createApp(openMemorySandbox());
    await app.ready();
    for (const control of Object.values(sandboxControls)) {
      const url = control.path.replace(/\{(\w+)\}/g, ':$1');
      expect(app.hasRoute({ method: control.method, url }), `${control.method} ${control.path}`).toBe(true);
    }
    // A path the table does not hold is no control at all: the API's 404 for an unknown endpoint.
    const unknown = await app.inject({ method: 'GET', url: '/_sandbox/secrets' });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, 'no such endpoint: GET /_sandbox/secrets']);
    await app.close();
  });
});
