import * as z from 'zod';
import { Id, ListQuery } from './common.js';
import { Space } from './content.js';
import { Organization } from './organization.js';
import { RevisionFile, RevisionPageDocument } from './revision.js';

export const LinkStatus = z.enum(['ok', 'broken', 'in-app']);

const PageLocation = z.object({ kind: z.literal('page'), organization: Organization, space: Space, page: RevisionPageDocument });
const UrlLocation = z.object({ kind: z.literal('url'), url: z.string() });
const FileLocation = z.object({ kind: z.literal('file'), organization: Organization, space: Space, file: RevisionFile });

export const LinkList = z.object({
  next: z.object({ page: z.string() }).optional(),
  count: z.number().int(),
  stats: z.object({ total: z.number().int(), broken: z.object({ total: z.number().int() }) }),
  items: z.array(
    z.object({
      status: LinkStatus,
      relation: z.literal('reference'),
      targetReference: z.union([PageLocation, FileLocation, UrlLocation]),
      locationReferences: z.array(PageLocation),
    }),
  ),
});

export const Backlinks = z.object({
  next: z.object({ page: z.string() }).optional(),
  count: z.number().int(),
  items: z.array(PageLocation),
});

export const LinkListQuery = ListQuery.extend({ status: LinkStatus.optional() });
export const SpacePageParams = z.object({ spaceId: Id, pageId: Id });
