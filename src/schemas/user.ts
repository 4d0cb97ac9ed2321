import * as z from 'zod';
import { Id } from './common.js';

export const User = z.object({
  object: z.literal('user'),
  id: z.string(),
  displayName: z.string(),
  email: z.string().optional(),
  photoURL: z.string().optional(),
  urls: z.object({ location: z.url() }),
});
export type User = z.infer<typeof User>;

export const UserPathParams = z.object({ userId: Id });
