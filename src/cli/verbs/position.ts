import { Option } from 'commander';
import { CliError, EXIT } from '../io.js';
import type { OperationId } from '../../client/operation-types.js';
import type { VerbOf } from './verb.js';

type Pointers = Record<string, (id: string) => object>;

/**
 * `--before ID` / `--after ID` for a move, or `--before-space ID`, `--after-collection ID`…
 * when the thing can stand beside several kinds; they fill the body's `position`. Where the API
 * needs a place, `required` says so plainly (unless the body comes whole from --input).
 */
export function position(pointers: Pointers, { required = false } = {}): Pick<VerbOf<OperationId>, 'options' | 'body' | 'skip'> {
  const kinds = Object.keys(pointers);
  const flag = (side: string, kind: string) => (kinds.length === 1 ? side : `${side}-${kind}`);
  const key = (side: string, kind: string) => flag(side, kind).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return {
    skip: ['position'],
    options: kinds.flatMap((kind) =>
      ['before', 'after'].map((side) => new Option(`--${flag(side, kind)} <${kind}>`, `put it just ${side} this ${kind.replace(/-/g, ' ')}`)),
    ),
    body: (options) => {
      for (const side of ['before', 'after']) {
        for (const [kind, pointer] of Object.entries(pointers)) {
          const id = options[key(side, kind)];
          if (typeof id === 'string') return { position: { [side]: pointer(id) } };
        }
      }
      if (required && options.input === undefined)
        throw new CliError(`give ${kinds.map((k) => `--${flag('before', k)} or --${flag('after', k)}`).join(', or ')}`, EXIT.usage);
      return {};
    },
  };
}
