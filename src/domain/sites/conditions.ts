import jsep, { type Expression } from 'jsep';
import { LRUCache } from 'lru-cache';
import { CONDITION_MAX_LENGTH } from '../../schemas/common.js';

/** What a condition reads: `visitor.claims` (signed), with the unsigned ones under `visitor.claims.unsigned`. */
export interface Visitor {
  claims: Record<string, unknown>;
}

type Value = unknown;

const BINARY: Record<string, (a: Value, b: Value) => Value> = {
  '==': (a, b) => a == b,
  '===': (a, b) => a === b,
  '!=': (a, b) => a != b,
  '!==': (a, b) => a !== b,
  '<': (a, b) => (a as number) < (b as number),
  '<=': (a, b) => (a as number) <= (b as number),
  '>': (a, b) => (a as number) > (b as number),
  '>=': (a, b) => (a as number) >= (b as number),
  '+': (a, b) => (a as number) + (b as number),
  '-': (a, b) => (a as number) - (b as number),
};

const UNARY: Record<string, (a: Value) => Value> = { '!': (a) => !a, '-': (a) => -(a as number), '+': (a) => +(a as number) };

/** The methods a condition may call, on strings and lists: what claims are tested with, nothing that reaches further. */
const METHODS: Record<string, (self: string | unknown[], args: Value[]) => Value> = {
  includes: (self, [x]) => (self as unknown[]).includes(x),
  startsWith: (self, [x]) => typeof self === 'string' && typeof x === 'string' && self.startsWith(x),
  endsWith: (self, [x]) => typeof self === 'string' && typeof x === 'string' && self.endsWith(x),
};

/** A claim's own field; nothing inherited (`constructor`, `__proto__`) is ever read. */
function field(object: Value, name: Value): Value {
  if (object === null || typeof object !== 'object' || (typeof name !== 'string' && typeof name !== 'number')) return undefined;
  return Object.hasOwn(object, name) ? (object as Record<string, unknown>)[name] : undefined;
}

function evaluate(node: Expression, scope: Record<string, Value>): Value {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier':
      return Object.hasOwn(scope, node.name as string) ? scope[node.name as string] : undefined;
    case 'MemberExpression': {
      const object = evaluate(node.object as Expression, scope);
      const property = node.computed ? evaluate(node.property as Expression, scope) : (node.property as Expression).name;
      return field(object, property);
    }
    case 'UnaryExpression': {
      const apply = UNARY[node.operator as string];
      if (!apply) throw new Error(`operator ${String(node.operator)}`);
      return apply(evaluate(node.argument as Expression, scope));
    }
    case 'BinaryExpression': {
      const operator = node.operator as string;
      // Both sides are evaluated only when needed, as JavaScript does.
      if (operator === '&&') return evaluate(node.left as Expression, scope) && evaluate(node.right as Expression, scope);
      if (operator === '||') return evaluate(node.left as Expression, scope) || evaluate(node.right as Expression, scope);
      const apply = BINARY[operator];
      if (!apply) throw new Error(`operator ${operator}`);
      return apply(evaluate(node.left as Expression, scope), evaluate(node.right as Expression, scope));
    }
    case 'ConditionalExpression':
      return evaluate(node.test as Expression, scope) ? evaluate(node.consequent as Expression, scope) : evaluate(node.alternate as Expression, scope);
    case 'ArrayExpression':
      return (node.elements as (Expression | null)[]).map((element) => (element ? evaluate(element, scope) : undefined));
    case 'CallExpression': {
      const callee = node.callee as Expression;
      const name = callee.type === 'MemberExpression' && !callee.computed ? ((callee.property as Expression).name as string) : undefined;
      const method = name === undefined ? undefined : METHODS[name];
      if (!method) throw new Error('a call other than includes, startsWith or endsWith');
      const self = evaluate(callee.object as Expression, scope);
      if (typeof self !== 'string' && !Array.isArray(self)) return false;
      return method(
        self,
        (node.arguments as Expression[]).map((arg) => evaluate(arg, scope)),
      );
    }
    default:
      throw new Error(node.type);
  }
}

/**
 * A condition's syntax tree, or why it is not one, parsed once per distinct text. The process's,
 * not a sandbox's: a parse is a function of the text alone (no id, no record, no budget), so what
 * one sandbox parsed is right for every other, and at most 512 are kept.
 */
const parsed = new LRUCache<string, Expression | Error>({ max: 512 });

function parse(condition: string): Expression | Error {
  let tree = parsed.get(condition);
  if (tree === undefined) {
    try {
      tree = jsep(condition);
    } catch (error) {
      tree = error as Error;
    }
    parsed.set(condition, tree);
  }
  return tree;
}

/**
 * Whether a visitor sees what a condition guards, as GitBook's adaptive content decides it: the
 * condition is a JavaScript expression over `visitor.claims` (`visitor.claims.plan === "pro"`,
 * `visitor.claims.unsigned.beta && !visitor.claims.internal`). A claim the visitor lacks is
 * undefined, so a visitor with no claims sees nothing guarded; a condition that does not parse,
 * or uses more than the expression subset, shows nothing rather than everything; nor does one
 * longer than any condition is taken (an older sandbox stored them from front matter).
 */
export function visitorSees(condition: string | undefined, visitor: Visitor): boolean {
  if (!condition) return true;
  if (condition.length > CONDITION_MAX_LENGTH) return false;
  const tree = parse(condition);
  if (tree instanceof Error) return false;
  try {
    return !!evaluate(tree, { visitor });
  } catch {
    // A construct outside the subset, or one nested deeper than the stack goes: hidden, never a failed page.
    return false;
  }
}
