import { fillPath } from '../../schemas/operation.js';
import { words } from './flags.js';

/** What a path parameter names: `spaceId` is a space. */
export const thing = (param: string) => param.replace(/Id$/, '');

/** A message with {param} placeholders, each filled with how the text names it (an ID, or a title). */
export const fill = (template: string, names: Record<string, string>) => fillPath(template, (name) => names[name] ?? name);

/**
 * The question a destructive verb asks first: its own, or "Delete section SEC of site SITE?", the thing
 * itself last on the line (`positional`: its path parameters in order), what holds it after.
 */
export function question(verb: { name: string; confirm?: string }, noun: string, positional: string[], names: Record<string, string>): string {
  if (verb.confirm) return fill(verb.confirm, names);
  const [target, ...holders] = [...positional].reverse();
  const of = holders.map((param) => ` of ${words(thing(param))} ${names[param]}`).join('');
  return `${words(verb.name).replace(/^./, (c) => c.toUpperCase())} ${noun} ${names[target!]}${of}?`;
}
