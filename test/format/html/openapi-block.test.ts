import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../src/format/html/page.js';
import { parseRendered, refs } from './render-helpers.js';

const SPEC = {
  openapi: '3.1.0',
  info: { title: 'Acme', version: '1' },
  paths: {
    '/apps/{appId}/releases': {
      parameters: [{ $ref: '#/components/parameters/AppId' }],
      post: {
        summary: 'Create a release',
        description: 'Builds the app and **rolls it out**.\n\n<img src=x onerror=alert(1)>',
        parameters: [{ name: 'wait', in: 'query', schema: { type: 'boolean' }, description: 'Answer once it is live' }],
        requestBody: { $ref: '#/components/requestBodies/Release' },
        responses: { '201': { description: 'The release' }, '404': { $ref: '#/components/responses/NotFound' } },
      },
    },
  },
  components: {
    parameters: { AppId: { name: 'appId', in: 'path', required: true, schema: { type: 'string' } } },
    requestBodies: { Release: { description: 'What to ship', content: { 'application/json': { schema: { type: 'object' } } } } },
    responses: { NotFound: { description: 'No such app' } },
  },
};

const BLOCK =
  '{% openapi src="https://api.acme.dev/openapi.yaml" path="/apps/{appId}/releases" method="post" %}\n[https://api.acme.dev/openapi.yaml](https://api.acme.dev/openapi.yaml)\n{% endopenapi %}';

describe('an OpenAPI block whose spec is known', () => {
  const specs = (src: string) => (src === 'https://api.acme.dev/openapi.yaml' ? SPEC : undefined);
  const box = parseRendered(renderPage(BLOCK, { ...refs, specs }).html).querySelector('.openapi')!;

  it('shows the operation: summary, description, parameters (shared and $ref ones too), body and responses', () => {
    expect(box.querySelector('.openapi-summary')?.text).toBe('Create a release');
    expect(box.querySelector('.openapi-description strong')?.text).toBe('rolls it out');
    expect(box.querySelectorAll('.openapi-parameters tbody tr').map((row) => row.querySelectorAll('td').map((cell) => cell.text))).toEqual([
      ['appId required', 'path', 'string', ''],
      ['wait', 'query', 'boolean', 'Answer once it is live'],
    ]);
    expect(box.querySelectorAll('.openapi-heading').map((heading) => heading.text)).toEqual(['Parameters', 'Request body', 'Responses']);
    expect(box.text).toContain('application/json What to ship');
    expect(box.querySelectorAll('.openapi-responses li').map((item) => item.text.trim())).toEqual(['201 The release', '404 No such app']);
  });

  it("shows a spec description's HTML as text, never as elements", () => {
    expect(box.querySelectorAll('img')).toHaveLength(0);
    expect(box.querySelector('.openapi-description')?.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('falls back to the method, path and link when the spec, or the operation in it, is not known', () => {
    for (const specsOf of [() => undefined, () => ({ paths: {} }), () => ({ paths: { '/apps/{appId}/releases': { post: 'nonsense' } } })]) {
      const fallback = parseRendered(renderPage(BLOCK, { ...refs, specs: specsOf }).html).querySelector('.openapi')!;
      expect(fallback.querySelector('.openapi-method')?.text).toBe('POST');
      expect(fallback.querySelectorAll('.openapi-heading')).toHaveLength(0);
    }
  });

  it('stops at references that loop', () => {
    const looping = { paths: { '/x': { get: { $ref: '#/paths/~1x/get' } } } };
    const html = renderPage('{% openapi src="s" path="/x" method="get" %}\n[s](s)\n{% endopenapi %}', { ...refs, specs: () => looping }).html;
    expect(parseRendered(html).querySelector('.openapi-method')?.text).toBe('GET');
  });
});
