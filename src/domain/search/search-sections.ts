import GithubSlugger from 'github-slugger';
import type { PageNode } from '../../format/page.js';
import type { PageAnalysis } from '../../format/markdown/analysis.js';
import { innerBlocks, itemText, plainText, type Block } from '../../format/markdown/blocks.js';

/** A document of a search index: one part of a page, under one heading. */
export interface Section {
  id: string;
  page: string;
  pageTitle: string;
  title: string;
  anchor: string;
  body: string;
}

/** Text of a page beyond this is not indexed: it bounds what one page costs every search index it is in. */
export const INDEXED_CHARS_PER_PAGE = 100_000;

/** The words a block shows a reader: a container's are those of what it holds, with its titles (a tab's, an expandable's). */
function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return plainText(block.leaves);
    case 'list':
      return block.items.map(itemText).join('\n');
    case 'code':
      return block.title ? `${block.title}\n${block.text}` : block.text;
    case 'rule':
      return '';
    case 'math':
      return block.formula;
    case 'embed':
    case 'file':
      return block.caption;
    case 'content-ref':
      return block.title;
    case 'images':
      return block.images.map((image) => [image.alt, plainText(image.caption)].filter(Boolean).join('\n')).join('\n');
    case 'cards':
      return block.cards
        .map((cells) =>
          cells
            .filter((_, i) => block.columns[i]?.role === 'text')
            .map((cell) => plainText(cell.leaves))
            .join('\n'),
        )
        .join('\n');
    // What a block of a spec names, and an integration's props (a diagram's source), without their tags.
    case 'openapi-operation':
      return `${block.method.toUpperCase()} ${block.path}`;
    case 'openapi-webhook':
      return `${block.method.toUpperCase()} ${block.name}`;
    case 'openapi-schemas':
      return block.schemas.join('\n');
    case 'integration':
      return Object.values(block.props).join('\n');
    case 'openapi':
    case 'quote':
    case 'table':
    case 'other':
      return block.source;
    default:
      return innerBlocks(block)
        .map(({ title, blocks }) => [title ?? '', ...blocks.map(blockText)].filter(Boolean).join('\n'))
        .join('\n');
  }
}

/** A page cut at its headings: the text before the first heading belongs to the page itself. */
export function sectionsOf(page: PageNode, analysis: PageAnalysis): Section[] {
  const slugger = new GithubSlugger();
  const sections: Section[] = [];
  let budget = INDEXED_CHARS_PER_PAGE;
  let current = { title: page.title, anchor: '', lines: [] as string[] };
  const flush = () => {
    const body = current.lines.join('\n').trim();
    if (body || current.anchor) {
      sections.push({ id: `${page.id}#${sections.length}`, page: page.id, pageTitle: page.title, title: current.title, anchor: current.anchor, body });
    }
  };
  for (const block of analysis.blocks) {
    if (budget <= 0) break;
    const text = blockText(block).slice(0, budget);
    budget -= text.length;
    if (block.type === 'heading') {
      flush();
      current = { title: text, anchor: slugger.slug(text), lines: [] };
    } else if (text.trim()) {
      current.lines.push(text);
    }
  }
  flush();
  if (!sections.some((s) => s.page === page.id && s.anchor === '')) {
    sections.unshift({ id: `${page.id}#title`, page: page.id, pageTitle: page.title, title: page.title, anchor: '', body: '' });
  }
  return sections;
}
