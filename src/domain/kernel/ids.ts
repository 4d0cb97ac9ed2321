import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random identifier in the style of GitBook's: 20 letters and digits. */
export function newId(length = 20): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  for (const byte of bytes) {
    if (id.length === length) break;
    // 248 is the largest multiple of 62 below 256: rejecting above it keeps every letter equally likely.
    if (byte < 248) id += ALPHABET.charAt(byte % 62);
  }
  return id.length === length ? id : newId(length);
}

export function newToken(): string {
  return `dsk_${randomBytes(24).toString('base64url')}`;
}
