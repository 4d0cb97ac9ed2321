import { slug as slugOf } from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';

/**
 * A link of SUMMARY.md: its text (the page's title), where it leads, and its optional title
 * (`[Text](page.md "Title")`), which GitBook shows for the page in the table of contents.
 */
export interface SummaryLink {
  text: string;
  href: string;
  title?: string;
}

/**
 * An entry of SUMMARY.md's nested lists: the page it links to, and the entries under it; or, for
 * a computed page, its definition instead of a link: an item holding only a ```` ```yaml ````
 * block, as GitBook's Git Sync writes one (`* ```yaml` / `  type: builtin:openapi` / …), here
 * the YAML as written.
 */
export interface SummaryEntry {
  link?: SummaryLink;
  computed?: string;
  entries: SummaryEntry[];
}

/**
 * The entries under one of SUMMARY.md's headings (a group of pages), or before any or after a
 * `***` (no title: pages at the top). `slug` is the group's where its heading gives one by its
 * anchor (`## Get Started <a href="#getting-started" id="getting-started"></a>`).
 */
export interface SummaryGroup {
  title?: string;
  slug?: string;
  entries: SummaryEntry[];
}

const parser = new MarkdownIt({ html: true });

/**
 * How deep a summary's lists nest pages and still read back so: markdown-it stops nesting at 100
 * tokens (its `maxNesting`), two per level (the list and its item).
 */
export const SUMMARY_MAX_DEPTH = 50;

/** An empty anchor closing a heading, as GitBook's Git Sync writes a heading's id: `<a href="#id" id="id"></a>`. */
const ANCHOR_OPEN = /^<a\s[^>]*\bid="([^"]*)"[^>]*>$/i;

/** A heading's title and, where an anchor gives it one, its id: the title is the heading's text without the anchor. */
function headingOf(inline: Token): { title: string; slug?: string } {
  const children = inline.children ?? [];
  const at = children.findIndex((c, i) => c.type === 'html_inline' && ANCHOR_OPEN.test(c.content) && children[i + 1]?.content.toLowerCase() === '</a>');
  if (at < 0) return { title: inline.content.trim() };
  const anchor = children[at]!.content + children[at + 1]!.content;
  const slug = ANCHOR_OPEN.exec(children[at]!.content)![1]!;
  return { title: inline.content.replace(anchor, '').trim(), ...(slug ? { slug } : {}) };
}

/**
 * A SUMMARY.md as GitBook reads it: its headings start groups of pages (a first-level heading
 * before any list, `# Summary` or `# Table of contents`, is the file's own title), its nested
 * lists give pages, their order and nesting, each item's first link the page. A horizontal rule
 * (`***`) ends a group: what follows is a part without a title, pages at the top level, as
 * GitBook's docs have it ("The Table of Contents can be divided into parts separated by
 * headings or horizontal lines", GitbookIO/gitbook `docs/pages.md`, "Parts").
 */
export function summaryOf(markdown: string): SummaryGroup[] {
  const tokens = parser.parse(markdown.replace(/\r\n?/g, '\n'), {});
  const groups: SummaryGroup[] = [{ entries: [] }];
  const open: SummaryEntry[] = [];
  let listed = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'heading_open') {
      // markdown-it puts a heading's inline token right after its opening one.
      const heading = headingOf(tokens[i + 1]!);
      if (!(token.tag === 'h1' && !listed && groups.length === 1)) groups.push({ ...heading, entries: [] });
    } else if (token.type === 'hr' && open.length === 0) {
      groups.push({ entries: [] });
    } else if (token.type === 'list_item_open') {
      listed = true;
      const entry: SummaryEntry = { entries: [] };
      (open.at(-1)?.entries ?? groups.at(-1)!.entries).push(entry);
      open.push(entry);
    } else if (token.type === 'list_item_close') {
      open.pop();
    } else if (token.type === 'fence' && open.length > 0 && !open.at(-1)!.link && open.at(-1)!.computed === undefined && token.info.trim() === 'yaml') {
      open.at(-1)!.computed = token.content;
    } else if (token.type === 'inline' && open.length > 0 && !open.at(-1)!.link && open.at(-1)!.computed === undefined) {
      const children = token.children ?? [];
      const at = children.findIndex((c) => c.type === 'link_open');
      if (at < 0) continue;
      const end = children.findIndex((c, j) => j > at && c.type === 'link_close');
      // The text of the link's content, as inlineText reads a line.
      const text = children
        .slice(at + 1, end < 0 ? undefined : end)
        .map((c) => c.content)
        .join('');
      const title = children[at]!.attrGet('title');
      open.at(-1)!.link = { text, href: String(children[at]!.attrGet('href')), ...(title ? { title: String(title) } : {}) };
    }
  }
  return groups.filter((group) => group.title !== undefined || group.entries.length > 0);
}

/** The text of a line of inline Markdown as a summary's link text reads (`a \\*b\\*` is `a *b*`): what a file's heading and its link are compared by. */
export function inlineText(markdown: string): string {
  const children = parser.parseInline(markdown, {})[0]?.children ?? [];
  return children.map((c) => c.content).join('');
}

/** Reads a link's text back as `summaryOf` does. */
const readBack = (written: string) => summaryOf(`* [${written}](a.md)`)[0]?.entries[0]?.link?.text;

/**
 * Link text as Markdown reads it back unchanged, escaped where nothing else would do: a
 * backslash or bracket, an `&` starting an entity (`&amp;`), a `<` starting HTML, emphasis,
 * code or strikethrough marks, and an `_` but inside a word (`snake_case`): `A & B` stays as
 * written. Text that still reads otherwise has every such character escaped.
 */
function linkText(text: string): string {
  if (!/[\\`*_~[\]<&]/.test(text)) return text;
  const few = text
    .replace(/[\\[\]`*]/g, '\\$&')
    .replace(/&(?=#?\w+;)/g, '\\&')
    .replace(/<(?=[a-z/!?])/gi, '\\<')
    .replace(/~(?=~)|(?<=~)~/g, '\\~')
    .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_');
  return readBack(few) === text ? few : text.replace(/[\\`*_~[\]<&]/g, '\\$&');
}

/** A link's title, in double quotes: a quote or backslash in it escaped. */
const linkTitle = (title: string) => `"${title.replace(/["\\]/g, '\\$&')}"`;

/**
 * A group's heading: its title, and its slug as the anchor's id where the title would not give
 * it (as GitBook's Git Sync writes it); a slug an attribute cannot hold as written is left out.
 */
const groupHeading = ({ title, slug }: SummaryGroup) =>
  slug && slug !== slugOf(title!) && /^[^\s"'<>&]+$/.test(slug) ? `## ${title} <a href="#${slug}" id="${slug}"></a>` : `## ${title}`;

/** A link's destination: in angle brackets when it holds what would end a plain one (GitBook's `<…/image (1).png>`). */
const destination = (href: string) => (/[\s()<>]/.test(href) ? `<${href.replace(/[<>]/g, encodeURIComponent)}>` : href);

/**
 * A SUMMARY.md as GitBook's Git Sync writes one, which `summaryOf` reads back as the same groups:
 * `# Table of contents`, then the entries as nested `* ` lists indented by two spaces, each
 * group under its `## ` heading.
 */
export function writeSummary(groups: SummaryGroup[]): string {
  const lines = ['# Table of contents', ''];
  const list = (entries: SummaryEntry[], depth: number) => {
    for (const { link, computed, entries: nested } of entries) {
      const indent = '  '.repeat(depth);
      if (computed !== undefined) {
        // GitBook's fence, its YAML indented under the bullet: a list item's content.
        const yaml = computed.replace(/\n$/, '').split('\n');
        lines.push(`${indent}* \`\`\`yaml`, ...yaml.map((line) => (line ? `${indent}  ${line}` : '')), `${indent}  \`\`\``);
        list(nested, depth + 1);
        continue;
      }
      if (!link) {
        // An item without a link holds no page: the importer lifts what it nests to its place.
        list(nested, depth);
        continue;
      }
      const title = link.title ? ` ${linkTitle(link.title)}` : '';
      lines.push(`${indent}* [${linkText(link.text)}](${destination(link.href)}${title})`);
      list(nested, depth + 1);
    }
  };
  groups.forEach((group, i) => {
    // Pages after a group are in it unless a rule ends it first.
    if (group.title !== undefined) lines.push(groupHeading(group), '');
    else if (i > 0) lines.push('***', '');
    list(group.entries, 0);
    if (group.entries.length > 0) lines.push('');
  });
  return `${lines.join('\n').trimEnd()}\n`;
}
