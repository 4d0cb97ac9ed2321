import MarkdownIt from 'markdown-it';
import type { TagArgs } from '../markdown/gitbook-markdown.js';
import { operationOf, schemaOf, type OperationView, type SchemaView } from './openapi-operation.js';
import { highlighted } from './code.js';
import { fileName } from './references.js';
import { handWrittenOperation } from './swagger-block.js';

/** The parsed OpenAPI document an API block names by its `src` (a URL, or a file of the space), if there is one. */
export type SpecLookup = (src: string) => object | undefined;

/** An organization's spec as its blocks in a page show it: its latest processed document, or why there is none to show. */
export type OrgSpec = { document: object } | { unavailable: string };

/** The organization's spec a block names by its slug (`spec`). */
export type OrgSpecLookup = (slug: string) => OrgSpec;

/** An OpenAPI description's Markdown: CommonMark without HTML, GitBook's blocks or anchors of its own. */
const commonmark = new MarkdownIt('commonmark', { html: false });
const { escapeHtml: escape } = commonmark.utils;

const METHOD = /^[a-z]+$/i;

const STATUS = /^[1-5]/;

/** A response's example body, as a code block of the page shows code. */
function exampleHtml({ language, code }: { language?: string; code: string }): string {
  const languageClass = language ? ` language-${escape(language)}` : '';
  return `<div class="code-block"><pre><code class="hljs${languageClass}">${highlighted(code, language) ?? escape(code)}</code></pre></div>`;
}

/** An operation from its spec, or as a hand-written block writes it out: description, parameters, request body, responses. */
function operationDetails(view: OperationView): string {
  const description = view.description ? `<div class="openapi-description">${commonmark.render(view.description)}</div>` : '';
  const parameters =
    view.parameters.length > 0
      ? `<p class="openapi-heading">Parameters</p><div class="table-wrap"><table class="openapi-parameters"><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Description</th></tr></thead><tbody>${fieldRows(view.parameters, true)}</tbody></table></div>`
      : '';
  const body = view.body
    ? `<p class="openapi-heading">Request body</p><p>${view.body.mediaTypes.map((type) => `<code>${escape(type)}</code>`).join(' ')}${view.body.description ? ` ${commonmark.renderInline(view.body.description)}` : ''}</p>`
    : '';
  const responses =
    view.responses.length > 0
      ? `<p class="openapi-heading">Responses</p><ul class="openapi-responses">${view.responses
          .map(
            (r) =>
              `<li><code class="openapi-status openapi-status-${STATUS.test(r.status) ? `${r.status[0]}xx` : 'default'}">${escape(r.status)}</code> ${r.description ? commonmark.renderInline(r.description) : ''}${(r.examples ?? []).map(exampleHtml).join('')}</li>`,
          )
          .join('')}</ul>`
      : '';
  return `${description}${parameters}${body}${responses}`;
}

/** The rows of a table of named, typed, described fields: an operation's parameters (with where each goes, `in`), a schema's properties. */
function fieldRows(fields: { name: string; in?: string; required: boolean; type?: string; description?: string }[], withIn: boolean): string {
  return fields
    .map(
      (f) =>
        `<tr><td><code>${escape(f.name)}</code>${f.required ? ' <span class="openapi-required">required</span>' : ''}</td>${withIn ? `<td>${escape(f.in ?? '')}</td>` : ''}<td>${escape(f.type ?? '')}</td><td>${f.description ? commonmark.renderInline(f.description) : ''}</td></tr>`,
    )
    .join('');
}

/** A box of one operation: its method and path (`pathHtml`, escaped), its summary, what is known of it, and its spec's line. */
function operationBox(method: string, pathHtml: string, summaryText: string | undefined, details: string, specLine: string, anchor?: string): string {
  const summary = summaryText ? `<p class="openapi-summary">${escape(summaryText)}</p>` : '';
  return `<div class="openapi"${anchor ? ` id="${escape(anchor)}"` : ''}><p class="openapi-operation"><span class="openapi-method openapi-${method}">${method.toUpperCase()}</span> <code class="openapi-path">${pathHtml}</code></p>${summary}${details}${specLine}</div>\n`;
}

/** Why a block of an organization's spec shows no more than what it names: said in its box, for its writer to fix. */
const unavailableHtml = (reason: string) => `<p class="openapi-unavailable">${escape(reason)}</p>`;

/**
 * An API block: the operation (method and path), its summary, what its spec says of it when the spec is
 * known (else what the block writes out of it, `content`, for a hand-written one), and a link to the spec.
 */
export function operationHtml(args: TagArgs, specs: SpecLookup | undefined, content = ''): string {
  const method = METHOD.test(args.method ?? '') ? args.method!.toLowerCase() : 'get';
  const document = args.src ? specs?.(args.src) : undefined;
  const view = (document && args.path ? operationOf(document, args.path, method) : undefined) ?? handWrittenOperation(content);
  const spec = args.src ? `<p class="openapi-spec">OpenAPI: <a href="${escape(args.src)}">${escape(fileName(args.src))}</a></p>` : specName(args);
  const base = args.baseUrl ? `<span class="openapi-base">${escape(args.baseUrl)}</span>` : '';
  return operationBox(method, `${base}${escape(args.path ?? '')}`, view?.summary ?? args.summary, view ? operationDetails(view) : '', spec);
}

/** The organization's spec a block names by its slug (`spec`), where it names one. */
const specName = (args: TagArgs) => (args.spec ? `<p class="openapi-spec">OpenAPI: <code>${escape(args.spec)}</code></p>` : '');

/** A named schema: its description and a table of its properties. */
function schemaHtml(schema: SchemaView): string {
  const description = schema.description ? `<div class="openapi-description">${commonmark.render(schema.description)}</div>` : '';
  const properties =
    schema.properties.length > 0
      ? `<div class="table-wrap"><table class="openapi-properties"><thead><tr><th>Name</th><th>Type</th><th>Description</th></tr></thead><tbody>${fieldRows(schema.properties, false)}</tbody></table></div>`
      : '';
  return `<li><code class="openapi-schema-name">${escape(schema.name)}</code>${description}${properties}</li>`;
}

/**
 * A block of an organization's spec (`{% openapi-operation %}`, `-webhook`, `-schemas`): what it
 * names, shown from the spec (`orgSpecs` finds it) as an API block shows an operation, and the
 * schemas' properties. Where the spec or what the block names in it is not to be had, the box
 * names what the block names and says why; without `orgSpecs`, only what the block names.
 */
export function specBlockHtml(
  name: 'openapi-operation' | 'openapi-webhook' | 'openapi-schemas',
  args: TagArgs,
  orgSpecs?: OrgSpecLookup,
  /** The operation's anchor in the page, as GitBook gives it (`get-pets-petid`). */
  anchor?: string,
): string {
  const spec = args.spec && orgSpecs ? orgSpecs(args.spec) : undefined;
  const document = spec && 'document' in spec ? spec.document : undefined;
  const missing = (what: string) => unavailableHtml(spec && 'unavailable' in spec ? spec.unavailable : `OpenAPI spec "${args.spec ?? ''}" has no ${what}`);
  switch (name) {
    case 'openapi-operation': {
      const method = METHOD.test(args.method ?? '') ? args.method!.toLowerCase() : 'get';
      const view = document && args.path ? operationOf(document, args.path, method) : undefined;
      const details = view ? operationDetails(view) : spec ? missing(`operation ${method.toUpperCase()} ${args.path ?? ''}`) : '';
      return operationBox(method, escape(args.path ?? ''), view?.summary, details, specName(args), anchor);
    }
    case 'openapi-webhook': {
      const method = METHOD.test(args.method ?? '') ? args.method!.toLowerCase() : 'post';
      const view = document && args.name ? operationOf(document, args.name, method, 'webhooks') : undefined;
      const details = view ? operationDetails(view) : spec ? missing(`webhook ${method.toUpperCase()} ${args.name ?? ''}`) : '';
      return operationBox(method, escape(args.name ?? ''), view?.summary ? `Webhook: ${view.summary}` : 'Webhook', details, specName(args));
    }
    case 'openapi-schemas': {
      const schemas = (args.schemas ?? '').split(',').filter(Boolean);
      const items = schemas.map((schema) => {
        const view = document ? schemaOf(document, schema) : undefined;
        return view ? schemaHtml(view) : `<li><code class="openapi-schema-name">${escape(schema)}</code>${spec ? missing(`schema "${schema}"`) : ''}</li>`;
      });
      return `<div class="openapi"><p class="openapi-heading">Schemas</p><ul class="openapi-schemas">${items.join('')}</ul>${specName(args)}</div>\n`;
    }
  }
}
