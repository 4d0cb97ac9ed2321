import type { ZodError } from 'zod';

const missing = (issue: ZodError['issues'][number]) => issue.code === 'invalid_type' && /received undefined$/.test(issue.message);

/**
 * `body.title: Too big: expected string to have <=50 characters`, one clause per problem.
 * `nameOf` may name a field as its reader knows it (the CLI: `--title`).
 */
export function describeZodError(where: string, error: ZodError, nameOf?: (path: PropertyKey[]) => string | undefined): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${nameOf?.(issue.path) ?? [where, ...issue.path.map(String)].join('.')}: ${missing(issue) ? 'required' : issue.message}`)
    .join('; ');
}
