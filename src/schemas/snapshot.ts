import * as z from 'zod';

/** A snapshot's name: safe as a file name on every system, and never the reset baseline's (which starts with a dot). */
export const SnapshotName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit');

export const SnapshotBody = z.object({ name: SnapshotName });
export const SnapshotParams = z.object({ name: SnapshotName });
