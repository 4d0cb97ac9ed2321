import type { z } from 'zod';
import type { TemplateApply } from '../../schemas/revision.js';
import type { Context } from '../kernel/context.js';
import { invalid } from '../../lib/errors.js';
import { appendPages } from './append.js';
import type { ImportedDocument } from '../../format/import/documents.js';
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
