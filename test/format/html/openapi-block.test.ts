import { describe, expect, it } from 'vitest';
import { orgSpecSlugs, renderPage } from '../../../src/format/html/page.js';
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

describe("a block of the organization's spec", () => {
  const ORG_SPEC = {
    ...SPEC,
    webhooks: {
      newRelease: {
        post: { summary: 'A release went live', requestBody: { content: { 'application/json': {} } }, responses: { '200': { description: 'Seen' } } },
      },
    },
    components: {
      ...SPEC.components,
      schemas: {
        Release: {
          description: 'A build of an app, rolled out',
          required: ['id'],
          properties: {
            id: { type: 'string', description: 'Its id' },
            app: { $ref: '#/components/schemas/App' },
            tags: { type: 'array', items: { type: 'string' } },
          },
        },
        App: { type: 'object', description: 'An app' },
        NamedApp: { allOf: [{ $ref: '#/components/schemas/Named' }, { properties: { name: { type: 'string', description: 'Shown in the store' } } }] },
        Looping: { allOf: Array.from({ length: 50 }, () => ({ $ref: '#/components/schemas/Looping' })), properties: { again: { type: 'string' } } },
        Named: { required: ['name'], properties: { name: { type: 'string' }, slug: { type: 'string' } } },
      },
    },
  };
  const orgSpecs = (slug: string) =>
    slug === 'acme'
      ? { document: ORG_SPEC }
      : slug === 'pending'
        ? { unavailable: 'OpenAPI spec "pending" has not been processed yet' }
        : { unavailable: `no spec "${slug}"` };
  const boxOf = (markdown: string) => parseRendered(renderPage(markdown, { ...refs, orgSpecs }).html).querySelector('.openapi')!;
  const block = (name: string, args: string) => `{% ${name} ${args} %}\n[OpenAPI acme](https://api.acme.dev/openapi.yaml)\n{% end${name} %}`;

  it('shows the operation as an API block shows it, from the spec', () => {
    const box = boxOf(block('openapi-operation', 'spec="acme" path="/apps/{appId}/releases" method="post"'));
    expect(box.querySelector('.openapi-method')?.text).toBe('POST');
    expect(box.querySelector('.openapi-summary')?.text).toBe('Create a release');
    expect(box.querySelectorAll('.openapi-parameters tbody tr td:first-child').map((cell) => cell.text)).toEqual(['appId required', 'wait']);
    expect(box.querySelectorAll('.openapi-responses li').map((item) => item.text.trim())).toEqual(['201 The release', '404 No such app']);
    expect(box.querySelector('.openapi-unavailable')).toBeNull();
  });

  it("takes GitBook's anchor for the operation, unique in the page, so that links to it lead there", () => {
    const operation = block('openapi-operation', 'spec="acme" path="/apps/{appId}/releases" method="post"');
    const page = parseRendered(renderPage(`## Post apps appId releases\n\n${operation}\n\n${operation}`, { ...refs, orgSpecs }).html);
    expect(page.querySelectorAll('.openapi').map((box) => box.id)).toEqual(['post-apps-appid-releases-1', 'post-apps-appid-releases-2']);
  });

  it("shows a webhook from the spec's webhooks", () => {
    const box = boxOf(block('openapi-webhook', 'spec="acme" name="newRelease" method="post"'));
    expect(box.querySelector('.openapi-path')?.text).toBe('newRelease');
    expect(box.querySelector('.openapi-summary')?.text).toBe('Webhook: A release went live');
    expect(box.text).toContain('application/json');
    expect(box.querySelectorAll('.openapi-responses li').map((item) => item.text.trim())).toEqual(['200 Seen']);
  });

  it('shows each schema named with its description and properties, and says which the spec lacks', () => {
    const box = boxOf(block('openapi-schemas', 'spec="acme" schemas="Release,Ghost"'));
    const [release, ghost] = box.querySelectorAll('.openapi-schemas > li');
    expect(release?.querySelector('.openapi-description')?.text.trim()).toBe('A build of an app, rolled out');
    expect(release?.querySelectorAll('.openapi-properties tbody tr').map((row) => row.querySelectorAll('td').map((cell) => cell.text))).toEqual([
      ['id required', 'string', 'Its id'],
      ['app', 'App', 'An app'],
      ['tags', 'string[]', ''],
    ]);
    expect(ghost?.querySelector('.openapi-unavailable')?.text).toBe('OpenAPI spec "acme" has no schema "Ghost"');
  });

  it('shows a schema composed of others (allOf) with all their properties, each once', () => {
    const box = boxOf(block('openapi-schemas', 'spec="acme" schemas="NamedApp"'));
    expect(box.querySelectorAll('.openapi-properties tbody tr').map((row) => row.querySelectorAll('td').map((cell) => cell.text))).toEqual([
      ['name required', 'string', 'Shown in the store'],
      ['slug', 'string', ''],
    ]);
    const looping = boxOf(block('openapi-schemas', 'spec="acme" schemas="Looping"'));
    expect(looping.querySelectorAll('.openapi-properties tbody tr td:first-child').map((cell) => cell.text)).toEqual(['again']);
  });

  it('says so, in the box, when the spec is not to be had or lacks what the block names', () => {
    const cases = [
      [block('openapi-operation', 'spec="acme" path="/nowhere" method="get"'), 'OpenAPI spec "acme" has no operation GET /nowhere'],
      [block('openapi-webhook', 'spec="acme" name="gone" method="post"'), 'OpenAPI spec "acme" has no webhook POST gone'],
      [block('openapi-operation', 'spec="pending" path="/apps/{appId}/releases" method="post"'), 'OpenAPI spec "pending" has not been processed yet'],
      [block('openapi-schemas', 'spec="other" schemas="Release"'), 'no spec "other"'],
    ] as const;
    for (const [markdown, reason] of cases) {
      const box = boxOf(markdown);
      expect(box.querySelector('.openapi-unavailable')?.text).toBe(reason);
      expect(box.querySelectorAll('.openapi-heading').filter((heading) => heading.text !== 'Schemas')).toHaveLength(0);
      expect(box.text).not.toContain('{%');
    }
  });
});

describe('orgSpecSlugs', () => {
  it("names the specs a page's blocks name, in the page and the reusable contents it includes, once each", () => {
    const page = [
      '{% openapi-operation spec="acme" path="/a" method="get" %}\n[OpenAPI acme](x)\n{% endopenapi-operation %}',
      '{% hint style="info" %}\n{% openapi-schemas spec="acme" schemas="A" %}\n[OpenAPI acme](x)\n{% endopenapi-schemas %}\n{% endhint %}',
      '{% include "../.gitbook/includes/hooks.md" %}',
      '`{% openapi-webhook spec="in-code" name="x" method="post" %}`',
    ].join('\n\n');
    const hooks = { name: 'hooks.md', markdown: '{% openapi-webhook spec="hooks" name="x" method="post" %}\n[OpenAPI hooks](x)\n{% endopenapi-webhook %}' };
    expect(orgSpecSlugs(page, [hooks])).toEqual(['acme', 'hooks']);
    expect(orgSpecSlugs('# No blocks\n\nText.')).toEqual([]);
  });
});
