import type { MarkdownIt, Token } from 'markdown-it';
import type { Variables } from '../../schemas/revision.js';

/** How GitBook's Git Sync writes an expression inline: `<code class="expression">space.vars.name</code>`. */
const OPEN = /^<code\s+class=(["'])expression\1\s*>$/i;
const CLOSE = /^<\/code\s*>$/i;
/** The expressions shown by their value: a space's or a page's variable named. Any other (GitBook's are JavaScript) is shown as written. */
const VARIABLE = /^\s*(space|page)\.vars\.([A-Za-z][A-Za-z0-9_]*)\s*$/;

/** The variables expressions name: the space's (`space.vars`) and the page's (`page.vars`, its front matter's `vars:`). */
export interface ScopedVariables {
  space?: Variables | undefined;
  page?: Variables | undefined;
}

/** What a rendering is given to evaluate expressions with. */
export type ExpressionEnv = { variables?: ScopedVariables };

/** The value of an expression that names a variable the space (or the page) has; undefined for any other expression. */
export function variableValue(expression: string, variables: ScopedVariables): string | undefined {
  const [, scope, name] = VARIABLE.exec(expression) ?? [];
  const vars = scope === 'space' ? variables.space : scope === 'page' ? variables.page : undefined;
  return vars && name !== undefined && Object.hasOwn(vars, name) ? String(vars[name]) : undefined;
}

/**
 * Replaces, in one inline token's children, each expression naming a variable the space (or the
 * page) has by the variable's value, as a published page shows it; the text is escaped as any text is.
 */
function evaluate(children: Token[], variables: ScopedVariables, TokenOf: typeof Token): Token[] {
  // An expression is text between its tags: where the text after each child ends, found in one
  // pass (looking from every opener would be quadratic), and whether a closing tag is there.
  const textEnd: number[] = [];
  for (let at = children.length - 1; at >= 0; at--) textEnd[at] = children[at + 1]?.type === 'text' ? textEnd[at + 1]! : at + 1;
  const out: Token[] = [];
  for (let i = 0; i < children.length; i++) {
    const open = children[i]!;
    const close = open.type === 'html_inline' && OPEN.test(open.content) ? textEnd[i]! : -1;
    const closing = children[close];
    if (!closing || closing.type !== 'html_inline' || !CLOSE.test(closing.content)) {
      out.push(open);
      continue;
    }
    const inner = children.slice(i + 1, close);
    const value = variableValue(inner.map((t) => t.content).join(''), variables);
    if (value === undefined) {
      out.push(open);
      continue;
    }
    const text = new TokenOf('text', '', 0);
    text.content = value;
    const [start, end] = [new TokenOf('html_inline', '', 0), new TokenOf('html_inline', '', 0)];
    start.content = '<span class="expression">';
    end.content = '</span>';
    out.push(start, text, end);
    i = close;
  }
  return out;
}

/** A markdown-it plugin: expressions naming variables show their values (`env.variables`). */
export function expressions(md: MarkdownIt): void {
  md.core.ruler.push('gitbook_expressions', (state) => {
    const { variables } = state.env as ExpressionEnv;
    if (!variables?.space && !variables?.page) return;
    for (const token of state.tokens) if (token.type === 'inline' && token.children) token.children = evaluate(token.children, variables, state.Token);
  });
}
