import type { z } from 'zod';
import type { TemplateApply } from '../../schemas/revision.js';
import type { Context } from '../kernel/context.js';
import { invalid } from '../../lib/errors.js';
import { appendPages } from './append.js';
import type { ImportedDocument } from '../../format/import/documents.js';
import type { ImportedPage } from '../../format/import/tree.js';
import { resolveTarget } from '../change-requests/target.js';

/** The built-in space templates, by id: the pages each adds. */
export const TEMPLATES: Record<string, ImportedDocument[]> = {
  blank: [{ title: 'Untitled', markdown: '' }],
  'product-docs': [
    { title: 'Overview', markdown: 'What the product does, who it is for, and where to start.' },
    { title: 'Quickstart', markdown: '## Install\n\n```sh\nnpm install my-product\n```\n\n## First steps\n\n1. Create a project.\n2. Invite your team.' },
    { title: 'Guides', markdown: 'Step-by-step guides for common tasks.' },
    { title: 'API reference', markdown: 'Endpoints, parameters and examples.' },
    { title: 'Changelog', markdown: '## Unreleased\n\n- First version.' },
  ],
  'knowledge-base': [
    { title: 'Welcome', markdown: 'Everything the team knows, in one place.' },
    { title: 'Onboarding', markdown: '## Your first week\n\n- Set up your accounts.\n- Meet your buddy.' },
    { title: 'How we work', markdown: 'Meetings, reviews and releases.' },
    { title: 'FAQ', markdown: '## Where do I ask a question?\n\nIn the team channel.' },
  ],
};

export function applyTemplate(ctx: Context, spaceId: string, body: z.infer<typeof TemplateApply>): void {
  const template = TEMPLATES[body.id];
  if (!template)
    throw invalid(
      `no template "${body.id}"; the sandbox has ${Object.keys(TEMPLATES)
        .map((t) => `"${t}"`)
        .join(', ')}`,
      'id',
    );
  appendPages(ctx, resolveTarget(ctx, spaceId, undefined, 'edit'), { pages: template.map((t) => ({ ...t, pages: [] })), files: [] });
}

const page = (title: string, markdown: string): ImportedPage => ({ title, markdown, pages: [] });
const group = (title: string, pages: ImportedPage[]): ImportedPage => ({ title, type: 'group', markdown: '', pages });

/** The shape of GitBook's starter documentation: a welcome page, then getting started and the basics, in groups. */
const STARTER: ImportedPage[] = [
  page(
    'Welcome',
    'An overview of these docs, and where to begin.\n\n## Jump right in\n\n- Quickstart: create your first site.\n- Publish your docs: share them online.',
  ),
  group('Getting started', [
    page('Quickstart', '## Create a space\n\nWrite your first pages.\n\n## Publish it\n\nAdd the space to a site and publish the site.'),
    page('Publish your docs', 'A site publishes its spaces: choose who may read it, then share its URL.'),
  ]),
  group('Basics', [
    page('Editor', 'Write with blocks: headings, lists, code, hints and more.'),
    page('Markdown', 'Type Markdown and it becomes blocks as you write.'),
    page('Images & media', 'Add images, videos and files to a page.'),
    page('Interactive blocks', 'Tabs, expandable sections, steppers and cards.'),
    page('Integrations', 'Bring other tools into your docs.'),
  ]),
];

/** Adds GitBook's starter documentation to a space: what a site's template fills its new space with (applyTemplateToSite). */
export function appendStarterPages(ctx: Context, spaceId: string): void {
  appendPages(ctx, resolveTarget(ctx, spaceId, undefined, 'edit'), { pages: STARTER, files: [] });
}
