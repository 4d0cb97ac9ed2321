import { lexer, type Token } from 'marked';

type Mark = 'bold' | 'italic' | 'code' | 'strikethrough';
interface Leaf {
  object: 'leaf';
  text: string;
  marks: { object: 'mark'; type: Mark }[];
}

const MARKS: Partial<Record<Token['type'], Mark>> = { strong: 'bold', em: 'italic', codespan: 'code', del: 'strikethrough' };

/** Inline Markdown as text leaves carrying their marks (links keep their text). */
function leaves(tokens: Token[] | undefined, fallback: string, marks: Mark[] = []): Leaf[] {
  if (!tokens) return [{ object: 'leaf', text: fallback, marks: marks.map((type) => ({ object: 'mark', type })) }];
  return tokens.flatMap((token) => {
    const mark = MARKS[token.type];
    const inner = mark ? [...marks, mark] : marks;
    if ('tokens' in token && token.tokens) return leaves(token.tokens, '', inner);
    const text = token.type === 'br' ? '\n' : 'text' in token ? String(token.text) : token.raw;
    return [{ object: 'leaf' as const, text, marks: inner.map((type) => ({ object: 'mark' as const, type })) }];
  });
}

const block = (type: string, tokens: Token[] | undefined, text: string) => ({
  object: 'block' as const,
  type,
  nodes: [{ object: 'text' as const, leaves: leaves(tokens, text) }],
});

/**
 * Markdown as GitBook's JSON document, for `format=document`: headings and paragraphs with
 * their bold, italic, code and struck text; any other block as a paragraph of its source.
 */
export function markdownToDocument(markdown: string) {
  const nodes = lexer(markdown).flatMap((token) => {
    switch (token.type) {
      case 'space':
        return [];
      case 'heading':
        return [block(`heading-${Math.min(token.depth, 3)}`, token.tokens, token.text)];
      case 'paragraph':
        return [block('paragraph', token.tokens, token.text)];
      default:
        return [block('paragraph', undefined, token.raw.trim())];
    }
  });
  return { object: 'document' as const, data: {}, nodes };
}
