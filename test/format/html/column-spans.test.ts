import { describe, expect, it } from 'vitest';
import { columnSpans } from '../../../src/format/html/column-spans.js';

describe('columnSpans: the slices of 12 each column spans on a wide screen', () => {
  it.each([
    ['no width: none, the columns share the row equally', [undefined, undefined], undefined],
    ['a third and two thirds', [33.33333333333333, 66.66666666666666], [4, 8]],
    ['halves', [50, 50], [6, 6]],
    ['a width, the others sharing what it leaves', [50, undefined, undefined], [6, 3, 3]],
    ['what is left shared in whole slices, the rounding caught up by the last', [25, undefined, undefined, undefined], [3, 3, 3, 3]],
    ['a width rounded to the nearest slice', [30, undefined], [4, 8]],
    ['a column left nothing still spans one', [100, undefined], [12, 1]],
    ['a width over the row spans all of it', [150], [12]],
  ])('%s', (_name, widths, spans) => {
    expect(columnSpans(widths)).toEqual(spans);
  });
});
