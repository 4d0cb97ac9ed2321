import type { OpenApiSpec, OpenApiVersion } from '../../schemas/openapi.js';
import { html, type Html } from '../layout/html.js';
import { listing, type Shown } from '../layout/listing.js';
import { page } from '../layout/page.js';
import { userMenu } from '../layout/user-menu.js';

/** An OpenAPI spec's page in the app (its `urls.app`): its slug, processing state, visibility and versions. */
export function openApiSpecPage(spec: OpenApiSpec, versions: Shown<OpenApiVersion>, user: { displayName: string }): Html {
  return page({
    title: `${spec.slug} · OpenAPI`,
    headerEnd: userMenu(user),
    body: html`<h1>${spec.slug}</h1>
<p class="lead">OpenAPI spec <code>${spec.id}</code>: ${spec.processingState}, ${spec.visibility}${spec.sourceURL ? html`, from <code>${spec.sourceURL}</code>` : ''}</p>
<h2>Versions</h2>
${listing('versions', versions, (version) => html`<span class="title">${version.id}</span><span class="meta">${version.createdAt}</span>`, `docsctl openapi versions ${spec.slug} --all`)}`,
  });
}
