import type { Term } from './glossary-terms.js';

/**
 * A word rule of a style guide, as a line of one of its pages says it: `Use "sign in", not "login".`
 * or `Use sign in instead of login`, in a list item or a paragraph of its own. The words may be
 * quoted ("…", '…', “…”), in backticks or in bold.
 */
const RULE = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?Use\s+(.+?)(?:,\s*not|\s+instead\s+of)\s+(.+?)\s*[.!;]?\s*$/i;

/** A rule is a short line: longer ones are prose, never read as one (which keeps the pattern's work small). */
const RULE_MAX_LENGTH = 200;

/** Quotes, backticks and emphasis around a rule's words are not part of them. */
const unwrap = (words: string) => words.replace(/^["'“‘`*_]+|["'”’`*_]+$/g, '').trim();

/**
 * The terms a style guide's pages replace, each as `from` (what it forbids) and `to` (what it asks
 * for). A term said twice keeps its first rule; a rule whose words are empty or the same is no rule.
 */
export function styleguideTerms(markdowns: Iterable<string>): Term[] {
  const terms = new Map<string, string>();
  for (const markdown of markdowns) {
    for (const line of markdown.split('\n')) {
      const match = line.length <= RULE_MAX_LENGTH ? RULE.exec(line) : null;
      if (!match) continue;
      const to = unwrap(match[1]!);
      const from = unwrap(match[2]!);
      if (from && to && from !== to && !terms.has(from)) terms.set(from, to);
    }
  }
  return [...terms].map(([from, to]) => ({ from, to }));
}
