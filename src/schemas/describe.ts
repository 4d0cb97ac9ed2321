import type { ZodError } from 'zod';

/** `body.title: Too big: expected string to have <=50 characters`, one clause per problem. */
export function describeZodError(where: string, error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${[where, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
}
