import PDFDocument from 'pdfkit';
import { analyzeMarkdown } from './analysis.js';
import { itemText, plainText, type Block } from './blocks.js';

/** What a PDF shows of a page: its title, description, Markdown and subpages. */
export interface PdfPage {
  title: string;
  description?: string;
  markdown: string;
  pages: PdfPage[];
}

/**
 * Text with a break opportunity (a zero-width space) every 100 characters of a run without
 * one: pdfkit wraps an unbroken run in time quadratic in its length (40,000 characters took 2 s).
 */
const breakable = (text: string) => text.replace(/\S{100}(?=\S)/g, '$&\u200b');

const FONTS = {
  body: ['Helvetica', 11],
  bold: ['Helvetica-Bold', 11],
  italic: ['Helvetica-Oblique', 11],
  code: ['Courier', 10],
  codeTitle: ['Courier-Bold', 10],
} as const;

/** How far what a container holds is indented under it. */
const INDENT = 16;

/** A paragraph of text in a style, `indent` points in from the left margin. */
function write(doc: PDFKit.PDFDocument, text: string, style: keyof typeof FONTS, indent: number, after = 0.5): void {
  const [font, size] = FONTS[style];
  doc
    .font(font)
    .fontSize(size)
    .text(breakable(text), doc.page.margins.left + indent);
  if (after) doc.moveDown(after);
}

const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** A titled part of a block (a hint's style, a tab's title, a step's number), what it holds indented under it. */
function part(doc: PDFKit.PDFDocument, title: string, blocks: Block[], indent: number): void {
  write(doc, title, 'bold', indent, 0.25);
  for (const block of blocks) renderBlock(doc, block, indent + INDENT);
}

function renderBlock(doc: PDFKit.PDFDocument, block: Block, indent = 0): void {
  switch (block.type) {
    case 'heading': {
      const [font] = FONTS.bold;
      doc
        .moveDown(0.5)
        .font(font)
        .fontSize(18 - block.depth * 2)
        .text(breakable(plainText(block.leaves)), doc.page.margins.left + indent);
      break;
    }
    case 'paragraph':
      write(doc, plainText(block.leaves), 'body', indent);
      break;
    case 'list':
      for (const item of block.items) write(doc, `• ${itemText(item)}`, 'body', indent + 12, 0);
      doc.moveDown(0.5);
      break;
    case 'code':
      if (block.title) write(doc, block.title, 'codeTitle', indent, 0.25);
      write(doc, block.text, 'code', indent);
      break;
    case 'math':
      write(doc, block.formula, 'code', indent);
      break;
    case 'rule':
      break;
    case 'hint':
      part(doc, capitalized(block.style), block.blocks, indent);
      break;
    case 'tabs':
      for (const tab of block.tabs) part(doc, tab.title, tab.blocks, indent);
      break;
    case 'stepper':
      block.steps.forEach((step, i) => part(doc, `Step ${i + 1}`, step, indent));
      break;
    case 'columns':
      for (const column of block.columns) for (const inner of column.blocks) renderBlock(doc, inner, indent);
      break;
    case 'expandable':
      part(doc, plainText(block.title), block.blocks, indent);
      break;
    case 'container':
      if (block.title) part(doc, block.title, block.blocks, indent);
      else for (const inner of block.blocks) renderBlock(doc, inner, indent);
      break;
    case 'embed':
    case 'file':
      write(doc, block.type === 'embed' ? block.url : block.src, 'italic', indent, block.caption ? 0.25 : 0.5);
      if (block.caption) write(doc, block.caption, 'body', indent);
      break;
    case 'content-ref':
      write(doc, block.title && block.title !== block.url ? `${block.title} (${block.url})` : block.url, 'italic', indent);
      break;
    case 'openapi':
      write(doc, `${block.method.toUpperCase()} ${block.path}`, 'codeTitle', indent, 0.25);
      write(doc, block.src, 'italic', indent);
      break;
    case 'openapi-operation':
    case 'openapi-webhook':
      write(doc, `${block.method.toUpperCase()} ${block.type === 'openapi-operation' ? block.path : block.name}`, 'codeTitle', indent, 0.25);
      write(doc, `OpenAPI: ${block.spec}`, 'italic', indent);
      break;
    case 'openapi-schemas':
      write(doc, block.schemas.join(', '), 'codeTitle', indent, 0.25);
      write(doc, `OpenAPI: ${block.spec}`, 'italic', indent);
      break;
    case 'integration':
      write(doc, `Integration: ${block.integration}`, 'italic', indent);
      break;
    case 'images':
      for (const image of block.images) {
        write(doc, image.alt ? `Image: ${image.alt}` : `Image: ${image.src}`, 'italic', indent, image.caption.length > 0 ? 0.25 : 0.5);
        if (image.caption.length > 0) write(doc, plainText(image.caption), 'body', indent);
      }
      break;
    case 'drawing':
      write(doc, `Drawing: ${block.alt || block.src}`, 'italic', indent);
      break;
    case 'cards':
      for (const cells of block.cards) {
        const words = cells
          .filter((_, i) => block.columns[i]?.role === 'text')
          .map((cell) => plainText(cell.leaves))
          .filter(Boolean);
        const target = cells.find((_, i) => block.columns[i]?.role === 'target')?.href;
        write(doc, [...words, ...(target ? [`(${target})`] : [])].join(' — '), 'body', indent);
      }
      break;
    case 'quote':
    case 'table':
    case 'include':
    case 'other':
      write(doc, block.source, 'body', indent);
  }
}

/** Renders pages as a PDF with real (selectable) text, each page starting on a new sheet. */
export function renderPdf(pages: PdfPage[]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: pages[0]?.title ?? 'Empty' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  let first = true;
  const render = (list: PdfPage[]) => {
    for (const page of list) {
      if (!first) doc.addPage();
      first = false;
      doc.font('Helvetica-Bold').fontSize(22).text(breakable(page.title)).moveDown(0.5);
      if (page.description) doc.font('Helvetica-Oblique').fontSize(12).text(breakable(page.description)).moveDown(0.5);
      for (const block of analyzeMarkdown(page.markdown).blocks) renderBlock(doc, block);
      render(page.pages);
    }
  };
  render(pages);
  if (first) doc.font('Helvetica').fontSize(11).text('This content has no pages yet.');
  doc.end();
  return done;
}
