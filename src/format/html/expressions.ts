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

/**
 * Replaces, in one inline token's children, each expression naming a variable the space (or the
 * page) has by the variable's value, as a published page shows it; the text is escaped as any text is.
 */
function evaluate(children: Token[], variables: ScopedVariables, TokenOf: typeof Token): Token[] {
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
    const [, scope, name] = (inner.every((t) => t.type === 'text') && VARIABLE.exec(inner.map((t) => t.content).join(''))) || [];
    const vars = scope === 'space' ? variables.space : scope === 'page' ? variables.page : undefined;
    const value = vars && name !== undefined && Object.hasOwn(vars, name) ? vars[name] : undefined;
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

/** A markdown-it plugin: expressions naming variables show their values (`env.variables`). */
export function expressions(md: MarkdownIt): void {
  md.core.ruler.push('gitbook_expressions', (state) => {
    const { variables } = state.env as ExpressionEnv;
    if (!variables?.space && !variables?.page) return;
    for (const token of state.tokens) if (token.type === 'inline' && token.children) token.children = evaluate(token.children, variables, state.Token);
  });
}
