import type { MarkdownIt, Token } from 'markdown-it';
import type { Variables } from '../../schemas/revision.js';

/** How GitBook's Git Sync writes an expression inline: `<code class="expression">space.vars.name</code>`. */
const OPEN = /^<code\s+class=(["'])expression\1\s*>$/i;
const CLOSE = /^<\/code\s*>$/i;
/** The expressions shown by their value: a space variable named. Any other (GitBook's are JavaScript) is shown as written. */
const SPACE_VARIABLE = /^\s*space\.vars\.([A-Za-z][A-Za-z0-9_]*)\s*$/;

/** What a rendering is given to evaluate expressions with: the space's variables. */
export type ExpressionEnv = { variables?: Variables };

/**
 * Replaces, in one inline token's children, each expression naming a space variable the space
 * has by the variable's value, as a published page shows it; the text is escaped as any text is.
 */
function evaluate(children: Token[], variables: Variables, TokenOf: typeof Token): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < children.length; i++) {
    const open = children[i]!;
    const isOpen = open.type === 'html_inline' && OPEN.test(open.content);
    const close = isOpen ? children.findIndex((t, at) => at > i && t.type === 'html_inline' && CLOSE.test(t.content)) : -1;
    if (close === -1) {
      out.push(open);
      continue;
    }
    const inner = children.slice(i + 1, close);
    const name = inner.every((t) => t.type === 'text') ? SPACE_VARIABLE.exec(inner.map((t) => t.content).join(''))?.[1] : undefined;
    const value = name !== undefined && Object.hasOwn(variables, name) ? variables[name] : undefined;
    if (value === undefined) {
      out.push(open);
      continue;
    }
    const text = new TokenOf('text', '', 0);
    text.content = String(value);
    const [start, end] = [new TokenOf('html_inline', '', 0), new TokenOf('html_inline', '', 0)];
    start.content = '<span class="expression">';
    end.content = '</span>';
    out.push(start, text, end);
    i = close;
  }
  return out;
}

/** A markdown-it plugin: expressions naming space variables show their values (`env.variables`). */
export function expressions(md: MarkdownIt): void {
  md.core.ruler.push('gitbook_expressions', (state) => {
    const { variables } = state.env as ExpressionEnv;
    if (!variables || Object.keys(variables).length === 0) return;
    for (const token of state.tokens) if (token.type === 'inline' && token.children) token.children = evaluate(token.children, variables, state.Token);
  });
}
