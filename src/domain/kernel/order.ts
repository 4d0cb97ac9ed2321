import type { OrderKey } from '../../store/ordered-ids.js';
import { invalid } from '../../lib/errors.js';

/**
 * The order key that puts `moving` just before or after `pointer` among ordered siblings:
 * halfway between two neighbours, or one past the end. Refused with `refusal`, about the
 * input's `position`, when `pointer` is not one of the others.
 */
export function orderBeside(siblings: OrderKey[], moving: string, pointer: string, before: boolean, refusal: string): number {
  const others = siblings.filter(([, id]) => id !== moving);
  const at = others.findIndex(([, id]) => id === pointer);
  if (at < 0) throw invalid(refusal, 'position');
  const [lo, hi] = before ? [others[at - 1]?.[0], others[at]![0]] : [others[at]![0], others[at + 1]?.[0]];
  return lo === undefined ? hi! - 1 : hi === undefined ? lo + 1 : (lo + hi) / 2;
}
