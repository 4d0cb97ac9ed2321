import type { SpecOperation, SpecOperations } from '../../format/openapi/spec-operations.js';
import type { OpenApiSpec, OpenApiVersion } from '../../schemas/openapi.js';
import { html, type Html } from '../layout/html.js';
import { listing, type Shown } from '../layout/listing.js';
import { page } from '../layout/page.js';
import { userMenu } from '../layout/user-menu.js';

/** The operations of the latest document, or a line saying there is no document yet. */
function operations(slug: string, listed: SpecOperations | undefined): Html {
  if (!listed) return html`<p class="muted">No document yet.</p>`;
  const row = (operation: SpecOperation) =>
    html`<span class="title"><code>${operation.method} ${operation.path}</code></span><span class="meta">${operation.summary ?? ''}</span>`;
  return listing('operations', listed, row, `docsctl openapi latest-content ${slug} --jq '.filesystem[].paths | keys'`);
}

/** An OpenAPI spec's page in the app (its `urls.app`): its slug, processing state, visibility, versions and the operations of its latest document. */
export function openApiSpecPage(spec: OpenApiSpec, versions: Shown<OpenApiVersion>, listed: SpecOperations | undefined, user: { displayName: string }): Html {
  return page({
    title: `${spec.slug} · OpenAPI`,
    headerEnd: userMenu(user),
    body: html`<h1>${spec.slug}</h1>
<p class="lead">OpenAPI spec <code>${spec.id}</code>: ${spec.processingState}, ${spec.visibility}${spec.sourceURL ? html`, from <code>${spec.sourceURL}</code>` : ''}</p>
<h2>Versions</h2>
${listing('versions', versions, (version) => html`<span class="title">${version.id}</span><span class="meta">${version.createdAt}</span>`, `docsctl openapi versions ${spec.slug} --all`)}
<h2>Operations</h2>
${operations(spec.slug, listed)}`,
  });
}
