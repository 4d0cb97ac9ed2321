import { pageDocument } from './document.js';
import { documentMarkdown } from './document/markdown.js';
import { stableHref } from './document/refs.js';
import { analyzeMarkdown } from './markdown/analysis.js';

/** A term of a glossary and what it becomes. */
export interface Term {
  from: string;
  to: string;
}

/** Nodes whose text is not prose: code is kept as written, and so are formulas and expressions. */
const KEPT = new Set(['code', 'math', 'inline-math', 'expression']);

type Walked = { type?: string; leaves?: { text: string; marks?: { type: string }[] }[]; nodes?: Walked[]; fragments?: Walked[] };

/**
 * The terms as one pattern, longest first (so that "API key" wins over "API"), each matched whole:
 * not inside a longer word. Terms are literals, escaped: the pattern is an alternation of plain
 * strings, linear in the text.
 */
function termPattern(terms: Term[]): RegExp {
  const escaped = [...terms].sort((a, b) => b.from.length - a.from.length).map((term) => term.from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${escaped.join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
}

/**
 * A page's Markdown with each term of a glossary replaced by its translation, in its prose only:
 * never in code, a formula, a link's URL or a block's arguments. The page is read as GitBook's
 * document and written back as Git Sync writes it; a page where no term occurs comes back as it was.
 */
export function withTerms(markdown: string, terms: Term[]): string {
  if (!terms.length || markdown === '') return markdown;
  const pattern = termPattern(terms);
  if (markdown.search(pattern) < 0) return markdown;
  const replacement = new Map(terms.map((term) => [term.from, term.to]));
  const document = pageDocument(analyzeMarkdown(markdown));
  let changed = false;
  const visit = (node: Walked) => {
    if (node.type !== undefined && KEPT.has(node.type)) return;
    for (const leaf of node.leaves ?? []) {
      if (leaf.marks?.some((mark) => mark.type === 'code')) continue;
      const text = leaf.text.replace(pattern, (term) => replacement.get(term) ?? term);
      if (text !== leaf.text) {
        leaf.text = text;
        changed = true;
      }
    }
    for (const child of [...(node.nodes ?? []), ...(node.fragments ?? [])]) visit(child);
  };
  for (const node of document.nodes as Walked[]) visit(node);
  return changed ? documentMarkdown(document, stableHref) : markdown;
}

/** A title (plain text) with each term of a glossary replaced by its translation. */
export function titleWithTerms(title: string, terms: Term[]): string {
  if (!terms.length) return title;
  const replacement = new Map(terms.map((term) => [term.from, term.to]));
  return title.replace(termPattern(terms), (term) => replacement.get(term) ?? term);
}
