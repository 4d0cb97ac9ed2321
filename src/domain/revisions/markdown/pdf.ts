import PDFDocument from 'pdfkit';
import { analyzeMarkdown, plainText, type Block } from './analysis.js';

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

function renderBlock(doc: PDFKit.PDFDocument, block: Block): void {
  switch (block.type) {
    case 'heading':
      doc.moveDown(0.5).font('Helvetica-Bold').fontSize(18 - block.depth * 2).text(breakable(plainText(block.leaves)));
      break;
    case 'paragraph':
      doc.font('Helvetica').fontSize(11).text(breakable(plainText(block.leaves))).moveDown(0.5);
      break;
    case 'list':
      for (const item of block.items) doc.font('Helvetica').fontSize(11).text(`• ${breakable(item)}`, { indent: 12 });
      doc.moveDown(0.5);
      break;
    case 'code':
      doc.font('Courier').fontSize(10).text(breakable(block.text)).moveDown(0.5);
      break;
    case 'rule':
      break;
    case 'other':
      doc.font('Helvetica').fontSize(11).text(breakable(block.source)).moveDown(0.5);
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
