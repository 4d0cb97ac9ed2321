import type { z } from 'zod';
import { isList } from './parse.js';
import type { IdOf, Table, VerbTable } from './table.js';
import type { VerbIn } from './verb.js';

type Def = {
  type: string;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The top-level fields of what a schema describes, whichever of its alternatives a value takes. */
function fieldsOf(schema: z.ZodType): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape!);
    case 'optional':
    case 'nullable':
    case 'default':
      return fieldsOf(def.innerType!);
    case 'union':
      return [...new Set(def.options!.flatMap(fieldsOf))];
    case 'intersection':
      return [...new Set([...fieldsOf(def.left!), ...fieldsOf(def.right!)])];
    case 'pipe':
      return fieldsOf(def.in!);
    case 'lazy':
      return fieldsOf(def.getter!());
    default:
      return [];
  }
}

const elementOf = (schema: z.ZodType | undefined): z.ZodType | undefined => (schema && defOf(schema).type === 'array' ? defOf(schema).element : undefined);

/** The fields `--json a,b` may name for a verb: those of a list's items, of the items of its `items` field, or of its answer. */
export function jsonFields<T extends Table, K extends IdOf<T>>(verb: VerbIn<T, K>, table: VerbTable<T>): string[] {
  const operation = table.entry(verb.shows ?? verb.op);
  const shape = defOf(operation.response).shape;
  const items = isList(operation) ? 'items' : verb.items;
  const row = items === undefined ? operation.response : elementOf(shape?.[items as string]);
  return row ? fieldsOf(row) : [];
}
