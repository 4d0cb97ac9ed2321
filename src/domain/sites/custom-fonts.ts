import { invalid, notFound, precondition } from '../../lib/errors.js';
import type { CustomFont, CustomFontCreate, CustomFontUpdate } from '../../schemas/custom-font.js';
import { controlPath } from '../../schemas/sandbox-controls.js';
import type { CustomFontRecord, StorageUploadRecord } from '../../store/records.js';
import { uploadWithKey } from '../content/storage-uploads.js';
import type { Context } from '../kernel/context.js';
import { newId } from '../kernel/ids.js';
import { controlUrl } from '../kernel/locations.js';
import { atLeast } from '../kernel/roles.js';
import { requireOrganization } from '../org/access.js';

type Face = CustomFontRecord['faces'][number];

/** The weight a font must have: GitBook refuses a font without its regular face (412). */
const REGULAR = 400;

/** Fonts are part of a site's look: whoever may customize a site (the create role) may manage them; any member may read them. */
const EDIT_ROLE = 'create';

/** The file a face is served as: its weight and a digest of its bytes, so a URL always means the same bytes and may be cached for good. */
const fileOf = (face: Face) => `${face.weight}-${face.blob.slice(0, 16)}.${face.format}`;

/** What a font file is, by its name or its type: only WOFF2 and WOFF, the formats GitBook's FontSource knows. */
function formatOf(upload: StorageUploadRecord, field: string): Face['format'] {
  const name = upload.name.toLowerCase();
  if (name.endsWith('.woff2') || upload.type === 'font/woff2') return 'woff2';
  if (name.endsWith('.woff') || upload.type === 'font/woff' || upload.type === 'application/font-woff') return 'woff';
  throw invalid(`names "${upload.name}" (${upload.type}), which is not a WOFF2 or WOFF font: convert it to .woff2 and upload that`, field);
}

/** A face made of the file a storage key names, its bytes as they are now. */
function faceOf(ctx: Context, organizationId: string, weight: number, storageKey: string, field: string): Face {
  const upload = uploadWithKey(ctx, storageKey, organizationId, `${field}.storageKey`);
  return { weight, storageKey, blob: upload.blob, format: formatOf(upload, `${field}.storageKey`) };
}

/** One face per weight, lightest first, the regular one among them. */
function checkedFaces(faces: Face[], fields: Map<number, string>): Face[] {
  const seen = new Set<number>();
  for (const face of faces) {
    if (seen.has(face.weight)) throw invalid(`gives weight ${face.weight} twice: send one face per weight`, `${fields.get(face.weight)}.weight`);
    seen.add(face.weight);
  }
  if (!seen.has(REGULAR)) throw precondition(`fontFaces: a font needs a face of weight ${REGULAR} (regular); add one`);
  return [...faces].sort((a, b) => a.weight - b.weight);
}

function present(ctx: Context, font: CustomFontRecord, canEdit: boolean): CustomFont {
  return {
    id: font.id,
    custom: true,
    fontFamily: font.fontFamily,
    fontFaces: font.faces.map((face) => ({
      weight: face.weight,
      sources: [{ url: controlUrl(ctx, 'getCustomFontFile', { fontId: font.id, file: fileOf(face) }), format: face.format }],
    })),
    permissions: { edit: canEdit },
  };
}

/** The organization's font, for a member; another organization's is as absent as one never made. */
function requireFont(ctx: Context, organizationId: string, fontId: string, minimum: 'read' | typeof EDIT_ROLE) {
  const { org, member } = requireOrganization(ctx, organizationId, minimum);
  const font = ctx.store.get('customFonts', fontId);
  if (!font || font.organization !== org.id) throw notFound('font', fontId);
  return { font, canEdit: atLeast(member.role, EDIT_ROLE) };
}

export function listCustomFonts(ctx: Context, organizationId: string): { items: CustomFont[]; count: number } {
  const { org, member } = requireOrganization(ctx, organizationId, 'read');
  const canEdit = atLeast(member.role, EDIT_ROLE);
  const items = ctx.store.recordsIn('customFonts', 'byOrganization', org.id).map((font) => present(ctx, font, canEdit));
  return { items, count: items.length };
}

export function getCustomFont(ctx: Context, organizationId: string, fontId: string): CustomFont {
  const { font, canEdit } = requireFont(ctx, organizationId, fontId, 'read');
  return present(ctx, font, canEdit);
}

/** A font of the files the keys name, each uploaded to this organization's storage with its bytes sent. */
export function createCustomFont(ctx: Context, organizationId: string, body: CustomFontCreate): CustomFont {
  const { org } = requireOrganization(ctx, organizationId, EDIT_ROLE);
  const fields = new Map(body.fontFaces.map((face, i) => [face.weight, `fontFaces.${i}`]));
  const faces = checkedFaces(
    body.fontFaces.map((face, i) => faceOf(ctx, org.id, face.weight, face.storageKey, `fontFaces.${i}`)),
    fields,
  );
  const now = ctx.clock.iso();
  const font = ctx.store.put('customFonts', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    organization: org.id,
    fontFamily: body.fontFamily,
    faces,
    createdAt: now,
    updatedAt: now,
  });
  return present(ctx, font, true);
}

/** A new name, and faces set or removed by weight (a null key removes one): the regular face must stay. */
export function updateCustomFont(ctx: Context, organizationId: string, fontId: string, body: CustomFontUpdate): CustomFont {
  const { font } = requireFont(ctx, organizationId, fontId, EDIT_ROLE);
  const byWeight = new Map(font.faces.map((face) => [face.weight, face]));
  const fields = new Map<number, string>();
  (body.fontFaces ?? []).forEach((face, i) => {
    if (fields.has(face.weight)) throw invalid(`gives weight ${face.weight} twice: send one face per weight`, `fontFaces.${i}.weight`);
    fields.set(face.weight, `fontFaces.${i}`);
    if (face.storageKey === null) byWeight.delete(face.weight);
    else byWeight.set(face.weight, faceOf(ctx, font.organization, face.weight, face.storageKey, `fontFaces.${i}`));
  });
  const faces = checkedFaces([...byWeight.values()], fields);
  const next = ctx.store.put('customFonts', { ...font, fontFamily: body.fontFamily ?? font.fontFamily, faces, updatedAt: ctx.clock.iso() });
  return present(ctx, next, true);
}

/** Whether a font was deleted: GitBook answers 205 when one was, 204 when the organization holds none of that id. */
export function deleteCustomFont(ctx: Context, organizationId: string, fontId: string): boolean {
  const { org } = requireOrganization(ctx, organizationId, EDIT_ROLE);
  const font = ctx.store.get('customFonts', fontId);
  if (!font || font.organization !== org.id) return false;
  ctx.store.remove('customFonts', font.id);
  return true;
}

/** A custom font as a published page loads it: its family and, per weight, the path its file is served at. */
export interface SiteFont {
  family: string;
  faces: { weight: number; path: string; format: Face['format'] }[];
}

/**
 * The custom font a site's `styling.font` names (GitBook keeps the font's definition there, by its
 * id), as it is now: a font since deleted, or another organization's, leaves the site its default font.
 */
export function siteFontOf(ctx: Pick<Context, 'store'>, organizationId: string, font: unknown): SiteFont | undefined {
  const id = typeof font === 'object' && font !== null && 'id' in font ? font.id : undefined;
  const record = typeof id === 'string' ? ctx.store.get('customFonts', id) : undefined;
  if (!record || record.organization !== organizationId) return undefined;
  return {
    family: record.fontFamily,
    faces: record.faces.map((face) => ({
      weight: face.weight,
      path: controlPath('getCustomFontFile', { fontId: record.id, file: fileOf(face) }),
      format: face.format,
    })),
  };
}

/** A face's bytes and type, for whoever loads a page that uses the font: a deleted font's files are gone with it. */
export function customFontFile(ctx: Pick<Context, 'store'>, fontId: string, file: string): { bytes: Buffer; type: string } | undefined {
  const font = ctx.store.get('customFonts', fontId);
  const face = font?.faces.find((f) => fileOf(f) === file);
  const bytes = face && ctx.store.getBlob(face.blob);
  return face && bytes ? { bytes, type: `font/${face.format}` } : undefined;
}
