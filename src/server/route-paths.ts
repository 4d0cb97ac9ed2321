import { fillPath, restParam } from '../schemas/operation.js';

/** The route of a path: `{name}` matches one segment, the rest parameter (`{pagePath}`) all that follows. */
export const fastifyPath = (path: string) => fillPath(path, (name) => (name === restParam(path) ? '*' : `:${name}`));

/** The parameters of a request to `path` by their names: the rest of the path under its own. */
export function namedParams(path: string, params: unknown): Record<string, string> {
  const { '*': rest, ...named } = params as Record<string, string>;
  const name = restParam(path);
  return name ? { ...named, [name]: rest! } : named;
}
