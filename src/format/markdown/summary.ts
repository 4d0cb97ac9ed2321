import MarkdownIt from 'markdown-it';

/** An entry of SUMMARY.md's nested lists: the page it links to (and the link's text), and the entries under it. */
export interface SummaryEntry {
  link?: { text: string; href: string };
  entries: SummaryEntry[];
}

/** The entries under one of SUMMARY.md's headings (a group of pages), or before any (no title). */
export interface SummaryGroup {
  title?: string;
  entries: SummaryEntry[];
}

const parser = new MarkdownIt({ html: true });

/**
 * How deep a summary's lists nest pages and still read back so: markdown-it stops nesting at 100
 * tokens (its `maxNesting`), two per level (the list and its item).
 */
export const SUMMARY_MAX_DEPTH = 50;

/**
 * A SUMMARY.md as GitBook reads it: its headings start groups of pages (a first-level heading
 * before any list, `# Summary` or `# Table of contents`, is the file's own title), its nested
 * lists give pages, their order and nesting, each item's first link the page.
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
      const title = tokens[i + 1]!.content.trim();
      if (!(token.tag === 'h1' && !listed && groups.length === 1)) groups.push({ title, entries: [] });
    } else if (token.type === 'list_item_open') {
      listed = true;
      const entry: SummaryEntry = { entries: [] };
      (open.at(-1)?.entries ?? groups.at(-1)!.entries).push(entry);
      open.push(entry);
    } else if (token.type === 'list_item_close') {
      open.pop();
    } else if (token.type === 'inline' && open.length > 0 && !open.at(-1)!.link) {
      const children = token.children ?? [];
      const at = children.findIndex((c) => c.type === 'link_open');
      if (at < 0) continue;
      const end = children.findIndex((c, j) => j > at && c.type === 'link_close');
      const text = children
        .slice(at + 1, end < 0 ? undefined : end)
        .map((c) => c.content)
        .join('');
      open.at(-1)!.link = { text, href: String(children[at]!.attrGet('href')) };
    }
  }
  return groups.filter((group) => group.title !== undefined || group.entries.length > 0);
}

/** Link text as Markdown reads it back unchanged: what would start emphasis, code, a link, an entity or HTML is escaped. */
const linkText = (text: string) => text.replace(/[\\`*_~[\]<&]/g, '\\$&');
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
    for (const { link, entries: nested } of entries) {
      if (!link) {
        // An item without a link holds no page: the importer lifts what it nests to its place.
        list(nested, depth);
        continue;
      }
      lines.push(`${'  '.repeat(depth)}* [${linkText(link.text)}](${destination(link.href)})`);
      list(nested, depth + 1);
    }
  };
  for (const group of groups) {
    if (group.title !== undefined) lines.push(`## ${group.title}`, '');
    list(group.entries, 0);
    if (group.entries.length > 0) lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
