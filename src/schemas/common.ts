import * as z from 'zod';

/** Identifiers that may reach the file system: a conservative charset, so no id can name a path. */
export const Id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1..64 letters, digits, "_" or "-"');

export const Timestamp = z.iso.datetime();

export const MemberRole = z.enum(['admin', 'create', 'review', 'edit', 'comment', 'read']);
export type MemberRole = z.infer<typeof MemberRole>;

/** A role, or null for guests. */
export const MemberRoleOrGuest = MemberRole.nullable();
export type MemberRoleOrGuest = z.infer<typeof MemberRoleOrGuest>;

/** A content default level: a role, null (no access) or `inherit` (from the parent). */
export const DefaultLevel = z.union([MemberRoleOrGuest, z.literal('inherit')]);
export type DefaultLevel = z.infer<typeof DefaultLevel>;

export const Url = z.url().max(2048);

/**
 * The longest condition of adaptive content (a site space's, a section's, a page's), however it
 * arrives: a field of the API, a page's front matter (`if:`), an import.
 */
export const CONDITION_MAX_LENGTH = 1024;

const Block = z.looseObject({ object: z.literal('block'), type: z.string().max(64), nodes: z.array(z.unknown()).max(1000).optional() });
/** GitBook's JSON document (translation instructions, a change request's description): blocks of nodes. */
export const JsonDocument = z.object({
  object: z.literal('document'),
  data: z.record(z.string(), z.unknown()),
  nodes: z.array(Block).max(1000),
});

export const ErrorBody = z.object({
  error: z.object({ code: z.number().int(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Query values arrive as strings; a repeated key arrives as an array, which every scalar rejects. */
const QueryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
export const query = {
  boolean: QueryBoolean,
  string: (max = 512) => z.string().max(max),
};

/** The key of a site's share link: published URLs then carry it, for sites shared by link. */
export const ShareKey = query.string(128).optional().describe('the key of a share link, to get published URLs that carry it');

export const ListQuery = z.object({
  page: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

export const ListEnvelope = z.object({
  next: z.object({ page: z.string() }).optional(),
  count: z.number().int(),
});

export function listOf<T extends z.ZodType>(item: T) {
  return ListEnvelope.extend({ items: z.array(item) });
}
