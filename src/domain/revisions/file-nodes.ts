import { imageSize } from 'image-size';
import { lookup } from 'mime-types';
import type { FileNode } from '../../format/page.js';
import type { Context } from '../kernel/context.js';
import { newId } from '../kernel/ids.js';

/** The first bytes of an image its dimensions are read from: as many as image-size itself reads of a file. */
export const IMAGE_HEAD_BYTES = 512 * 1024;

/** An image's dimensions from its bytes (its first IMAGE_HEAD_BYTES suffice); none for a file that is no image it can read. */
export function dimensionsOf(contentType: string, bytes: Uint8Array): FileNode['dimensions'] {
  if (!contentType.startsWith('image/')) return undefined;
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    // Not an image it can read: a file without dimensions.
    return undefined;
  }
}

/** A file of a revision whose bytes are stored already, as the blob `blob`. */
export function storedFileNode(file: {
  name: string;
  path: string;
  contentType: string;
  size: number;
  blob: string;
  dimensions?: FileNode['dimensions'];
}): FileNode {
  const { name, path, contentType, size, blob, dimensions } = file;
  return { id: newId(), name, path, contentType, size, blob, ...(dimensions ? { dimensions } : {}) };
}

/** An imported file as a file of a revision: its bytes stored as a blob, its type (by default from its name), an image's dimensions. */
export function toFileNode(ctx: Context, file: { name: string; path: string; bytes: Uint8Array; contentType?: string }): FileNode {
  const contentType = file.contentType ?? (lookup(file.name) || 'application/octet-stream');
  const dimensions = dimensionsOf(contentType, file.bytes);
  return storedFileNode({
    name: file.name,
    path: file.path,
    contentType,
    size: file.bytes.length,
    blob: ctx.store.putBlob(file.bytes),
    ...(dimensions ? { dimensions } : {}),
  });
}
