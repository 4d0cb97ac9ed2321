import * as z from 'zod';
import { Id, Url } from './common.js';

/** The name a page's CSS gives the font (GitBook's FontFamily). */
export const FontFamily = z.string().min(1).max(50).describe('the font-family name pages use in CSS, e.g. "Acme Sans"');
/** A face's weight (GitBook's FontWeight): 400 regular, 700 bold. */
export const FontWeight = z.number().int().min(1).max(1000).describe('the weight of a face: 400 regular, 500 medium, 700 bold');
/** The key generateStorageUploadURL answered for a font file (GitBook's StorageFileKey). */
const StorageFileKey = z.string().min(1).max(512);

/** One file of a face, where the sandbox serves it (GitBook's FontSource). */
export const FontSource = z.object({ url: Url, format: z.enum(['woff2', 'woff']).optional() });
/** One weight of the font and its files (GitBook's FontFace). */
export const FontFace = z.object({ weight: FontWeight, sources: z.array(FontSource).min(1) });

/** A custom font as GitBook answers it (CustomizationFontDefinition): a site's `styling.font` may be this, less `permissions`. */
export const CustomFont = z.object({
  id: z.string(),
  custom: z.boolean(),
  fontFamily: FontFamily,
  fontFaces: z.array(FontFace).min(1),
  permissions: z.object({ edit: z.boolean() }),
});
export type CustomFont = z.infer<typeof CustomFont>;

/** A face as createCustomFont takes it: its weight and the storage key of its file. */
const FontFaceUpload = z.object({ weight: FontWeight, storageKey: StorageFileKey });
export const CustomFontCreate = z.object({
  fontFamily: FontFamily,
  fontFaces: z.array(FontFaceUpload).min(1).describe('the faces, by weight: one of weight 400 (regular) is required'),
});
export type CustomFontCreate = z.infer<typeof CustomFontCreate>;
/** What updateCustomFont changes: the name, and faces by weight (a null storageKey removes that weight). */
export const CustomFontUpdate = z.object({
  fontFamily: FontFamily.optional(),
  fontFaces: z
    .array(z.object({ weight: FontWeight, storageKey: StorageFileKey.nullable() }))
    .optional()
    .describe('faces to add or replace, by weight; a null storageKey removes that weight'),
});
export type CustomFontUpdate = z.infer<typeof CustomFontUpdate>;

export const CustomFontPathParams = z.object({ organizationId: Id, fontId: Id });
/** Where the sandbox serves a face's file: the font, and the file (its weight and a digest of its bytes, so the URL never changes meaning). */
export const CustomFontFileParams = z.object({ fontId: Id, file: z.string().regex(/^\d{1,4}-[0-9a-f]{16}\.(woff2|woff)$/, 'must be a file the font names') });
