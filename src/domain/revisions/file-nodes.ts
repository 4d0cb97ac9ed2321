import { imageSize } from 'image-size';
import { lookup } from 'mime-types';
import type { FileNode } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { newId } from '../kernel/ids.js';

/** An imported file as a file of a revision: its bytes stored as a blob, its type (by default from its name), an image's dimensions. */
export function toFileNode(ctx: Context, file: { name: string; path: string; bytes: Uint8Array; contentType?: string }): FileNode {
  const contentType = file.contentType ?? (lookup(file.name) || 'application/octet-stream');
  let dimensions: FileNode['dimensions'];
  if (contentType.startsWith('image/')) {
    try {
      const { width, height } = imageSize(file.bytes);
      dimensions = { width, height };
    } catch {
      // Not an image it can read: a file without dimensions.
    }
  }
  return { id: newId(), name: file.name, path: file.path, contentType, size: file.bytes.length, blob: ctx.store.putBlob(file.bytes), ...(dimensions ? { dimensions } : {}) };
}
