import type { OpenApiSpec, OpenApiVersion } from '../../schemas/openapi.js';
import { html, type Html } from '../layout/html.js';
import { listing, type Shown } from '../layout/listing.js';
import { page } from '../layout/page.js';
import { userMenu } from '../layout/user-menu.js';
import { operationsOf } from '../render/openapi-operation.js';

/** The operations of the latest document, or a line saying there is no document yet. */
function operations(document: object | undefined): Html {
  const found = document ? operationsOf(document) : [];
  if (found.length === 0) return html`<p class="muted">${document ? 'No operations.' : 'No document yet.'}</p>`;
  return html`<ul class="list">${found.map((operation) => html`<li><span class="title"><code>${operation.method} ${operation.path}</code></span><span class="meta">${operation.summary ?? ''}</span></li>`)}</ul>`;
}

/** An OpenAPI spec's page in the app (its `urls.app`): its slug, processing state, visibility, versions and the operations of its latest document. */
export function openApiSpecPage(spec: OpenApiSpec, versions: Shown<OpenApiVersion>, document: object | undefined, user: { displayName: string }): Html {
  return page({
    title: `${spec.slug} · OpenAPI`,
    headerEnd: userMenu(user),
    body: html`<h1>${spec.slug}</h1>
<p class="lead">OpenAPI spec <code>${spec.id}</code>: ${spec.processingState}, ${spec.visibility}${spec.sourceURL ? html`, from <code>${spec.sourceURL}</code>` : ''}</p>
<h2>Versions</h2>
${listing('versions', versions, (version) => html`<span class="title">${version.id}</span><span class="meta">${version.createdAt}</span>`, `docsctl openapi versions ${spec.slug} --all`)}
<h2>Operations</h2>
${operations(document)}`,
  });
}
