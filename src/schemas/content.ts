import * as z from 'zod';
import { DefaultLevel, Id, ListQuery, MemberRole, ShareKey, Timestamp, query } from './common.js';
import { MergeRulesSpace } from './merge-rules.js';

export const Visibility = z.enum(['public', 'unlisted', 'share-link', 'visitor-auth', 'in-collection', 'private']);
export const EditMode = z.enum(['live', 'locked']);
// Traditional Chinese (zh-tw) is today's (0.202.0).
export const Language = z.enum([
  'en',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'pt-br',
  'ru',
  'ja',
  'zh',
  'zh-tw',
  'yue',
  'ko',
  'ar',
  'hi',
  'nl',
  'pl',
  'tr',
  'sv',
  'no',
  'da',
  'fi',
  'el',
  'cs',
  'hu',
  'ro',
  'th',
  'vi',
  'id',
  'ms',
  'he',
  'uk',
  'sk',
  'bg',
  'hr',
  'lt',
  'lv',
  'et',
  'sl',
]);
export const SpaceTitle = z.string().max(50);
export const Emoji = z.string().max(50);
export const CollectionTitle = z.string().max(50);
export const CollectionDescription = z.string().max(100);

export const SpacePermissions = z.object({
  view: z.boolean(),
  access: z.boolean(),
  admin: z.boolean(),
  viewInviteLinks: z.boolean(),
  edit: z.boolean(),
  triggerGitSync: z.boolean(),
  comment: z.boolean(),
  merge: z.boolean(),
  review: z.boolean(),
  installIntegration: z.boolean(),
});
export type SpacePermissions = z.infer<typeof SpacePermissions>;

export const Space = z.object({
  object: z.literal('space'),
  id: z.string(),
  title: SpaceTitle,
  emoji: Emoji,
  visibility: Visibility,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  deletedAt: Timestamp.optional(),
  editMode: EditMode,
  urls: z.object({ location: z.url(), app: z.url(), published: z.url().optional(), public: z.url().optional() }),
  organization: z.string(),
  parent: z.string().optional(),
  language: Language.optional(),
  revision: z.string(),
  defaultLevel: DefaultLevel,
  comments: z.number().int(),
  changeRequests: z.number().int(),
  changeRequestsOpen: z.number().int(),
  changeRequestsDraft: z.number().int(),
  mergeRules: MergeRulesSpace,
  permissions: SpacePermissions,
  /** Set only on a space holding a team's writing style guide (createSiteStyleguideById). */
  type: z.literal('styleguide').optional(),
});
export type Space = z.infer<typeof Space>;

export const CollectionPermissions = z.object({
  view: z.boolean(),
  admin: z.boolean(),
  viewInviteLinks: z.boolean(),
  create: z.boolean(),
});
export type CollectionPermissions = z.infer<typeof CollectionPermissions>;

export const Collection = z.object({
  object: z.literal('collection'),
  id: z.string(),
  title: CollectionTitle,
  description: CollectionDescription.optional(),
  organization: z.string(),
  parent: z.string().optional(),
  defaultLevel: DefaultLevel,
  urls: z.object({ location: z.url(), app: z.url() }),
  permissions: CollectionPermissions,
});
export type Collection = z.infer<typeof Collection>;

export const SpacePathParams = z.object({ spaceId: Id });
export const CollectionPathParams = z.object({ collectionId: Id });

export const SpaceGetQuery = z.object({ shareKey: ShareKey });

export const SpaceCreate = z.object({
  title: SpaceTitle.optional(),
  emoji: Emoji.optional(),
  parent: Id.optional(),
  language: Language.optional(),
  editMode: EditMode.optional(),
});
export type SpaceCreate = z.infer<typeof SpaceCreate>;

export const SpaceUpdate = z.object({
  editMode: EditMode.optional(),
  title: SpaceTitle.optional(),
  defaultLevel: DefaultLevel.optional(),
  language: Language.optional(),
  emoji: Emoji.nullable().optional(),
  mergeRules: MergeRulesSpace.optional(),
});
export type SpaceUpdate = z.infer<typeof SpaceUpdate>;

export const CollectionCreate = z.object({ title: CollectionTitle.optional(), parent: Id.optional() });
export type CollectionCreate = z.infer<typeof CollectionCreate>;

export const CollectionUpdate = z.object({
  title: CollectionTitle.optional(),
  description: CollectionDescription.optional(),
  defaultLevel: DefaultLevel.optional(),
});
export type CollectionUpdate = z.infer<typeof CollectionUpdate>;

const ContentPointer = z.discriminatedUnion('type', [
  z.object({ type: z.literal('space'), space: Id }),
  z.object({ type: z.literal('collection'), collection: Id }),
]);
export type ContentPointer = z.infer<typeof ContentPointer>;

export const ContentPosition = z
  .object({ before: ContentPointer.optional(), after: ContentPointer.optional() })
  .refine((p) => !(p.before && p.after), 'give either position.before or position.after, not both');
export type ContentPosition = z.infer<typeof ContentPosition>;

export const ContentMove = z.object({ parent: Id.nullable().optional(), position: ContentPosition.optional() });
export type ContentMove = z.infer<typeof ContentMove>;

export const ContentTransfer = z.object({ organization: Id.describe('the organization to transfer to (an ID)') });

export const CollectionListQuery = ListQuery.extend({ nested: query.boolean.optional().describe('include collections inside collections') });

export const MemberSpaceEntry = z.object({ permission: MemberRole, space: Space });
export const MemberSpaceListQuery = ListQuery.extend({ order: z.enum(['asc', 'desc']).optional() });
