import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Renderer, type Token } from 'markdown-it';
import { HINT_STYLES } from '../markdown/blocks.js';
import { TASK_MARK } from '../markdown/analysis.js';
import { EMOJI, emojiText } from '../markdown/emoji.js';
import { CLOSE, columnPercent, gitbookMarkdown, INTEGRATION_TAG, MATH, MATH_INLINE, OPEN, TAG, tagTitle, type TagArgs } from '../markdown/gitbook-markdown.js';
import { parseHtml, summarized } from '../markdown/html-blocks.js';
import { highlighted } from './code.js';
import { expressions, type ExpressionEnv, type ScopedVariables } from './expressions.js';
import { gitbookHtmlBlock, leavesHtml } from './html-blocks.js';
import { renderMath } from './math.js';
import { columnSpans } from './column-spans.js';
import { operationHtml, specBlockHtml, type OrgSpecLookup, type SpecLookup } from './openapi-block.js';
import { fileName } from './references.js';
import { operationId } from '../document/openapi-operation.js';
import { includedName } from '../git-sync/includes.js';
import type { ReusableContentNode } from '../page.js';

/** A heading of the page, for its on-page outline. */
export interface OutlineEntry {
  level: number;
  id: string;
  text: string;
}

/** What one rendering keeps across rules: unique ids (headings and tabs share them), the outline, the open tab groups, the specs, the variables. */
type RenderEnv = {
  slugger: GithubSlugger;
  ids: Set<string>;
  outline: OutlineEntry[];
  tabs: { group: string; index: number }[];
  /** The classes of the open columns blocks' columns, each column taking the first left. */
  columns: string[][];
  specs?: SpecLookup;
  orgSpecs?: OrgSpecLookup;
  /** The revision's reusable contents, which includes show in place; none while one is shown (an include in it is not followed). */
  reusableContents?: readonly IncludedContent[];
} & ExpressionEnv;

/** A reusable content as an include shows it: by its file's name, its Markdown. */
export type IncludedContent = Pick<ReusableContentNode, 'name' | 'markdown'>;

/**
 * markdown-it with GitBook's blocks (the domain's plugin) and inline `$$math$$`, whose renderer
 * writes each block as GitBook shows it. Its output is not yet safe: raw HTML from the page
 * passes through, and references are as written; the sanitizer does both.
 */
const md = new MarkdownIt({ html: true }).use(gitbookMarkdown).use(expressions);
const { escapeHtml: escape } = md.utils;

/**
 * A bulleted list whose every item opens with `[ ]` or `[x]` is a task list, as the analysis reads
 * it: each item's mark shown as a checkbox, ticked when done (shown, not a form: it is disabled).
 */
md.core.ruler.after('inline', 'gitbook_tasks', (state) => {
  const { tokens } = state;
  for (let i = 0; i < tokens.length; i++) {
    const list = tokens[i]!;
    if (list.type !== 'bullet_list_open') continue;
    const items: Token[] = [];
    let tasks = true;
    for (let j = i + 1; j < tokens.length && tokens[j]!.level > list.level; j++) {
      const item = tokens[j]!;
      if (item.type !== 'list_item_open' || item.level !== list.level + 1) continue;
      const inline = tokens[j + 1]?.type === 'paragraph_open' ? tokens[j + 2] : undefined;
      const first = inline?.children?.[0];
      if (!first || first.type !== 'text' || !TASK_MARK.test(first.content)) tasks = false;
      else items.push(inline);
    }
    if (!tasks || items.length === 0) continue;
    list.attrJoin('class', 'task-list');
    for (const inline of items) {
      const first = inline.children![0]!;
      const done = TASK_MARK.exec(first.content)![1] !== ' ';
      first.content = first.content.replace(TASK_MARK, '');
      const box = new state.Token('html_inline', '', 0);
      box.content = `<input type="checkbox" disabled${done ? ' checked' : ''}> `;
      inline.children!.unshift(box);
    }
  }
});
const rules = md.renderer.rules;

const envOf = (env: unknown) => env as RenderEnv;

/** A new id, unique in the page: the ids the renderer made are the only ones the sanitizer keeps. */
function newId(env: RenderEnv, value: string): string {
  const id = env.slugger.slug(value);
  env.ids.add(id);
  return id;
}
const argsOf = (token: Token) => (token.meta ?? {}) as TagArgs;
const styleOf = (style: string | undefined) => HINT_STYLES.find((known) => known === style) ?? 'info';
const LABELS = { info: 'Info', warning: 'Warning', danger: 'Danger', success: 'Success' } as const;

/** The text of an inline token, as a reader sees it: what a heading's id and outline entry are made of. */
const textOf = (inline: Token | undefined) =>
  (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline' || child.type === MATH_INLINE)
    .map((child) => child.content)
    .join('');

rules.heading_open = (tokens, idx, _options, env) => {
  const open = tokens[idx]!;
  const text = textOf(tokens[idx + 1]).trim();
  const id = newId(envOf(env), text || 'section');
  open.meta = { id };
  envOf(env).outline.push({ level: Number(open.tag.slice(1)), id, text });
  return `<${open.tag} id="${escape(id)}">`;
};

rules.heading_close = (tokens, idx) => {
  // A heading's tokens: its opening (which holds its id), its inline content, then this closing one.
  const id = (tokens[idx - 2]!.meta as { id?: string } | null)?.id ?? '';
  return ` <a class="heading-anchor" href="#${escape(id)}" aria-label="Link to this section">#</a></${tokens[idx]!.tag}>\n`;
};

/** A code block, its title bar when `{% code title="…" %}` wraps it. */
rules.fence = (tokens, idx) => {
  const token = tokens[idx]!;
  const language = token.info.trim().split(/\s+/)[0] || undefined;
  const wrapper = tokens[idx - 1]?.type === OPEN && tokens[idx - 1]!.info === 'code' ? argsOf(tokens[idx - 1]!) : {};
  const code = highlighted(token.content, language) ?? escape(token.content);
  const title = wrapper.title ? `<div class="code-title">${escape(wrapper.title)}</div>` : '';
  const classes = ['code-block', ...(wrapper.overflow === 'wrap' ? ['code-wrap'] : [])].join(' ');
  const languageClass = language ? ` language-${escape(language)}` : '';
  return `<div class="${classes}">${title}<pre><code class="hljs${languageClass}">${code}</code></pre></div>\n`;
};
rules.code_block = (tokens, idx) => `<div class="code-block"><pre><code class="hljs">${escape(tokens[idx]!.content)}</code></pre></div>\n`;

// Tables scroll on their own at phone width rather than widen the page.
rules.table_open = () => '<div class="table-wrap"><table>\n';
rules.table_close = () => '</table></div>\n';

rules[MATH] = (tokens, idx) => `<div class="math">${renderMath(tokens[idx]!.content, true)}</div>\n`;
rules[MATH_INLINE] = (tokens, idx) => renderMath(tokens[idx]!.content, false);
rules[EMOJI] = (tokens, idx) => escape(emojiText(tokens[idx]!.content));
// A mention is a link titled `mention` by Git Sync: the title names what it is, not what a reader should see on hover.
rules.link_open = (tokens, idx, options, _env, self) => {
  const open = tokens[idx]!;
  if (open.attrGet('title') === 'mention') open.attrs = (open.attrs ?? []).filter(([name]) => name !== 'title');
  return self.renderToken(tokens, idx, options);
};

/**
 * `<details>` around Markdown: its summary is on the opening line or in the HTML block right
 * after it, which is then shown as the summary (marked so that it is not shown twice).
 */
function detailsOpen(tokens: Token[], idx: number): string {
  const open = tokens[idx]!;
  const next = tokens[idx + 1];
  const fromNext = !/<summary[\s>]/i.test(open.content) && next?.type === 'html_block' && /^\s*<summary[\s>]/i.test(next.content);
  if (fromNext) next.meta = { shownAsSummary: true };
  const { title, rest } = summarized(parseHtml(fromNext ? next.content : open.content).childNodes);
  const summary = title.length > 0 ? leavesHtml(title, escape) : 'Details';
  const after = rest.length > 0 ? `<p>${leavesHtml(rest, escape)}</p>` : '';
  return `<details class="expandable"><summary>${summary}</summary><div class="expandable-body">${after}`;
}

/** A tab: a radio button and its label before the panel, so CSS alone shows the checked tab's panel. */
function tabOpen(token: Token, env: RenderEnv): string {
  const group = env.tabs.at(-1);
  if (!group) return '<div class="tab-panel">';
  const id = newId(env, `${group.group}-${group.index + 1}`);
  const checked = group.index++ === 0 ? ' checked' : '';
  const title = argsOf(token).title || `Tab ${group.index}`;
  return `<input type="radio" class="tab-radio" name="${escape(group.group)}" id="${escape(id)}"${checked}><label class="tab-label" for="${escape(id)}">${escape(title)}</label><div class="tab-panel">`;
}

/** GitBook's vertical alignments of a column but the default (top), as classes the stylesheet aligns. */
const VALIGNS = new Set(['middle', 'bottom']);

/**
 * Columns: where one has a width (`{% column width="33.3%" %}`), each column's span of the row's
 * slices as a class (see column-spans.ts), so the stylesheet gives them their widths on a wide
 * screen and stacks them on a phone, with no style attribute; a column's `valign` as a class too.
 */
function columnsOpen(tokens: Token[], idx: number, env: RenderEnv): string {
  const open = tokens[idx]!;
  const columns: TagArgs[] = [];
  for (let i = idx + 1; i < tokens.length && tokens[i]!.level > open.level; i++) {
    const token = tokens[i]!;
    if (token.type === OPEN && token.info === 'column' && token.level === open.level + 1) columns.push(argsOf(token));
  }
  const spans = columnSpans(columns.map(({ width }) => columnPercent(width)));
  env.columns.push(
    columns.map(({ valign }, i) =>
      ['column', ...(spans ? [`column-span-${spans[i]!}`] : []), ...(valign !== undefined && VALIGNS.has(valign) ? [`column-${valign}`] : [])].join(' '),
    ),
  );
  return spans ? '<div class="columns columns-sized">\n' : '<div class="columns">\n';
}

const linkFigure = (kind: 'embed' | 'file', href: string, text: string) =>
  `<figure class="${kind}"><a class="${kind}-link" href="${escape(href)}">${escape(text)}</a>`;

rules[OPEN] = (tokens, idx, _options, env) => {
  const token = tokens[idx]!;
  const args = argsOf(token);
  switch (token.info) {
    case 'hint': {
      const style = styleOf(args.style);
      return `<div class="hint hint-${style}" role="note"><p class="hint-label">${LABELS[style]}</p><div class="hint-body">\n`;
    }
    case 'tabs':
      envOf(env).tabs.push({ group: newId(envOf(env), 'tabs'), index: 0 });
      return '<div class="tabs">\n';
    case 'tab':
      return tabOpen(token, envOf(env));
    case 'stepper':
      return '<ol class="stepper">\n';
    case 'step':
      return '<li class="step">\n';
    case 'columns':
      return columnsOpen(tokens, idx, envOf(env));
    case 'column':
      return `<div class="${envOf(env).columns.at(-1)?.shift() ?? 'column'}">\n`;
    case 'details':
      return detailsOpen(tokens, idx);
    case 'embed':
      return `${linkFigure('embed', args.url ?? '', args.url ?? '')}<figcaption>`;
    case 'file':
      return `${linkFigure('file', args.src ?? '', fileName(args.src ?? ''))}<figcaption>`;
    case 'prompt':
    case 'updates':
    case 'update':
      return titledOpen(token.info, tagTitle(token.info, args));
    default:
      // Conditional content, and any tag nothing here knows: what it holds, without the tags.
      return '';
  }
};

/** A prompt, an updates block or one of its updates: its title (a description, a date) above what it holds. */
const titledOpen = (name: string, title: string | undefined) => `<div class="${name}">${title ? `<p class="${name}-title">${escape(title)}</p>` : ''}\n`;

const CLOSES: Record<string, string> = {
  hint: '</div></div>\n',
  tabs: '</div>\n',
  tab: '</div>\n',
  stepper: '</ol>\n',
  step: '</li>\n',
  columns: '</div>\n',
  column: '</div>\n',
  details: '</div></details>\n',
  embed: '</figcaption></figure>\n',
  file: '</figcaption></figure>\n',
  prompt: '</div>\n',
  updates: '</div>\n',
  update: '</div>\n',
};

rules[CLOSE] = (tokens, idx, _options, env) => {
  const { info } = tokens[idx]!;
  if (info === 'tabs') envOf(env).tabs.pop();
  if (info === 'columns') envOf(env).columns.pop();
  // Its own entries only: a tag nothing knows may be named `constructor`.
  return Object.hasOwn(CLOSES, info) ? CLOSES[info]! : '';
};

rules[TAG] = (tokens, idx, _options, env) => {
  const token = tokens[idx]!;
  const args = argsOf(token);
  switch (token.info) {
    case 'content-ref': {
      const title = md
        .parseInline(token.content, {})[0]
        ?.children?.filter((c) => c.type === 'text')
        .map((c) => c.content)
        .join('')
        .trim();
      const url = args.url ?? '';
      return `<a class="content-ref" href="${escape(url)}"><span class="content-ref-title">${escape(title || fileName(url))}</span><span class="content-ref-arrow" aria-hidden="true">→</span></a>\n`;
    }
    case 'openapi':
    case 'swagger':
      return operationHtml(args, envOf(env).specs, token.content);
    case 'openapi-operation':
      // GitBook's anchor for it, which links to the operation name (`#get-pets-petid`).
      return specBlockHtml(token.info, args, envOf(env).orgSpecs, newId(envOf(env), operationId(args.method ?? 'get', args.path ?? '')));
    case 'openapi-webhook':
    case 'openapi-schemas':
      return specBlockHtml(token.info, args, envOf(env).orgSpecs);
    case 'embed':
      return `${linkFigure('embed', args.url ?? '', args.url ?? '')}</figure>\n`;
    case 'file':
      return `${linkFigure('file', args.src ?? '', fileName(args.src ?? ''))}</figure>\n`;
    case 'include':
      return includedHtml(envOf(env), args['']);
    default: {
      // An integration's block is kept, not rendered (its integration runs on GitBook): what names it, in its place.
      const integration = INTEGRATION_TAG.exec(token.info);
      return integration ? `<p class="integration">Integration: <code>${escape(integration[1]!)}</code> (${escape(integration[2]!)})</p>\n` : '';
    }
  }
};

/**
 * A reusable content where a page includes it, rendered with the page (its headings in the
 * page's outline, its ids unique among the page's). An include it holds is not followed, so that
 * no content includes itself; an include of a reusable content the revision lacks names what it
 * names, for its writer to see, never as raw `{% include %}`.
 */
function includedHtml(env: RenderEnv, target = ''): string {
  const { reusableContents, ...rest } = env;
  const name = includedName(target);
  const content = name === undefined ? undefined : reusableContents?.find((c) => c.name === name);
  if (!content) return `<p class="include">Reusable content: <code>${escape(target)}</code></p>\n`;
  // The page's own slugger, ids, outline and tabs (the same objects): its headings are the page's.
  const html = md.render(content.markdown, rest);
  return `<div class="reusable-content">${html}</div>\n`;
}

const defaultHtmlBlock = rules.html_block!;
rules.html_block = (tokens, idx, options, env, renderer: Renderer) => {
  const token = tokens[idx]!;
  if ((token.meta as { shownAsSummary?: boolean } | null)?.shownAsSummary) return '';
  return gitbookHtmlBlock(token.content, escape) ?? defaultHtmlBlock(tokens, idx, options, env, renderer);
};

/** A page's Markdown as HTML not yet sanitized, the outline of its headings, and the ids it gave elements; expressions shown by the `variables`' values. */
export function markdownHtml(
  markdown: string,
  {
    specs,
    orgSpecs,
    variables,
    reusableContents,
  }: {
    specs?: SpecLookup | undefined;
    orgSpecs?: OrgSpecLookup | undefined;
    variables?: ScopedVariables | undefined;
    reusableContents?: readonly IncludedContent[] | undefined;
  } = {},
): { html: string; outline: OutlineEntry[]; ids: Set<string> } {
  const env: RenderEnv = {
    slugger: new GithubSlugger(),
    ids: new Set(),
    outline: [],
    tabs: [],
    columns: [],
    ...(specs ? { specs } : {}),
    ...(orgSpecs ? { orgSpecs } : {}),
    ...(variables ? { variables } : {}),
    ...(reusableContents ? { reusableContents } : {}),
  };
  const html = md.render(markdown, env);
  return { html, outline: env.outline, ids: env.ids };
}

/** The blocks that show an organization's spec, which they name by its slug. */
const ORG_SPEC_BLOCKS = new Set(['openapi-operation', 'openapi-webhook', 'openapi-schemas']);

/**
 * The slugs of the organization's specs a page's blocks name, in it or in the reusable contents it
 * includes: what its renderer must be given (`orgSpecs`) to show them. A page naming none is not parsed.
 */
export function orgSpecSlugs(markdown: string, reusableContents: readonly IncludedContent[] = []): string[] {
  const slugs = new Set<string>();
  const scan = (text: string, included: boolean) => {
    if (!text.includes('{%')) return;
    for (const token of md.parse(text, {})) {
      if (token.type !== TAG) continue;
      const args = argsOf(token);
      if (ORG_SPEC_BLOCKS.has(token.info) && args.spec) slugs.add(args.spec);
      else if (token.info === 'include' && !included) {
        const name = includedName(args[''] ?? '');
        const content = name === undefined ? undefined : reusableContents.find((c) => c.name === name);
        if (content) scan(content.markdown, true);
      }
    }
  };
  scan(markdown, false);
  return [...slugs];
}
