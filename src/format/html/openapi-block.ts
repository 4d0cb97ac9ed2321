import MarkdownIt from 'markdown-it';
import type { TagArgs } from '../markdown/gitbook-markdown.js';
import { operationOf, type OperationView } from './openapi-operation.js';
import { highlighted } from './code.js';
import { fileName } from './references.js';
import { handWrittenOperation } from './swagger-block.js';

/** The parsed OpenAPI document an API block names by its `src` (a URL, or a file of the space), if there is one. */
export type SpecLookup = (src: string) => object | undefined;

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
  const rows = view.parameters.map(
    (p) =>
      `<tr><td><code>${escape(p.name)}</code>${p.required ? ' <span class="openapi-required">required</span>' : ''}</td><td>${escape(p.in)}</td><td>${escape(p.type ?? '')}</td><td>${p.description ? commonmark.renderInline(p.description) : ''}</td></tr>`,
  );
  const parameters =
    rows.length > 0
      ? `<p class="openapi-heading">Parameters</p><div class="table-wrap"><table class="openapi-parameters"><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`
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

/**
 * An API block: the operation (method and path), its summary, what its spec says of it when the spec is
 * known (else what the block writes out of it, `content`, for a hand-written one), and a link to the spec.
 */
export function operationHtml(args: TagArgs, specs: SpecLookup | undefined, content = ''): string {
  const method = METHOD.test(args.method ?? '') ? args.method!.toLowerCase() : 'get';
  const document = args.src ? specs?.(args.src) : undefined;
  const view = (document && args.path ? operationOf(document, args.path, method) : undefined) ?? handWrittenOperation(content);
  const summaryText = view?.summary ?? args.summary;
  const summary = summaryText ? `<p class="openapi-summary">${escape(summaryText)}</p>` : '';
  const spec = args.src ? `<p class="openapi-spec">OpenAPI: <a href="${escape(args.src)}">${escape(fileName(args.src))}</a></p>` : specName(args);
  const base = args.baseUrl ? `<span class="openapi-base">${escape(args.baseUrl)}</span>` : '';
  return `<div class="openapi"><p class="openapi-operation"><span class="openapi-method openapi-${method}">${method.toUpperCase()}</span> <code class="openapi-path">${base}${escape(args.path ?? '')}</code></p>${summary}${view ? operationDetails(view) : ''}${spec}</div>\n`;
}

/** The organization's spec a block names by its slug (`spec`), where it names one. */
const specName = (args: TagArgs) => (args.spec ? `<p class="openapi-spec">OpenAPI: <code>${escape(args.spec)}</code></p>` : '');

/**
 * A block of an organization's spec (`{% openapi-operation %}`, `-webhook`, `-schemas`), which
 * published pages here do not read: what it names, the operation's method and path, the webhook's
 * method and name, the schemas' names, and its spec.
 */
export function specBlockHtml(name: 'openapi-operation' | 'openapi-webhook' | 'openapi-schemas', args: TagArgs): string {
  switch (name) {
    case 'openapi-operation':
      // Its spec's URL is not the page's to give (a `src`): the operation as the block names it.
      return operationHtml(
        { ...(args.spec ? { spec: args.spec } : {}), ...(args.path ? { path: args.path } : {}), ...(args.method ? { method: args.method } : {}) },
        undefined,
      );
    case 'openapi-webhook': {
      const method = METHOD.test(args.method ?? '') ? args.method!.toLowerCase() : 'post';
      return `<div class="openapi"><p class="openapi-operation"><span class="openapi-method openapi-${method}">${method.toUpperCase()}</span> <code class="openapi-path">${escape(args.name ?? '')}</code></p><p class="openapi-summary">Webhook</p>${specName(args)}</div>\n`;
    }
    case 'openapi-schemas': {
      const schemas = (args.schemas ?? '').split(',').filter(Boolean);
      return `<div class="openapi"><p class="openapi-heading">Schemas</p><ul class="openapi-schemas">${schemas.map((schema) => `<li><code>${escape(schema)}</code></li>`).join('')}</ul>${specName(args)}</div>\n`;
    }
  }
}
