/**
 * How deeply a parsed JSON value nests objects and arrays, counted without recursion so that a
 * hostile body cannot exhaust the stack while it is measured.
 */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}
