import PDFDocument from 'pdfkit';
import { lexer, type Token } from 'marked';
import type { PageNode } from '../store/records.js';
import { requireChangeRequest } from './change-requests.js';
import type { Context } from './context.js';
import { notFound } from './errors.js';
import { findPage } from './revisions.js';

export interface PdfScope {
  page?: string;
  only?: boolean;
}

/** The URL of a change request's content as PDF: the revision it has now, which never changes. */
export function changeRequestPdf(ctx: Context, spaceId: string, ref: string, scope: PdfScope): { url: string } {
  const { cr } = requireChangeRequest(ctx, spaceId, ref, 'read');
  const revision = ctx.store.get('revisions', cr.revision);
  if (scope.page && !(revision && findPage(revision.pages, scope.page))) throw notFound('page', scope.page);
  const query = new URLSearchParams({ ...(scope.page ? { page: scope.page } : {}), ...(scope.only ? { only: 'true' } : {}) }).toString();
  return { url: `${ctx.baseUrl}/_sandbox/pdf/${cr.revision}${query ? `?${query}` : ''}` };
}

/** Inline Markdown as the words a reader sees. */
function plain(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens.map((t) => ('tokens' in t && t.tokens ? plain(t.tokens, '') : 'text' in t ? String(t.text) : t.raw)).join('');
}

function renderMarkdown(doc: PDFKit.PDFDocument, markdown: string): void {
  for (const token of lexer(markdown)) {
    switch (token.type) {
      case 'heading':
        doc.moveDown(0.5).font('Helvetica-Bold').fontSize(18 - token.depth * 2).text(plain(token.tokens, token.text));
        break;
      case 'paragraph':
      case 'text':
        doc.font('Helvetica').fontSize(11).text(plain(token.tokens, token.text)).moveDown(0.5);
        break;
      case 'list':
        for (const item of token.items) doc.font('Helvetica').fontSize(11).text(`• ${plain(item.tokens, item.text)}`, { indent: 12 });
        doc.moveDown(0.5);
        break;
      case 'code':
        doc.font('Courier').fontSize(10).text(token.text).moveDown(0.5);
        break;
      case 'space':
      case 'hr':
        break;
      default:
        doc.font('Helvetica').fontSize(11).text(token.raw.trim()).moveDown(0.5);
    }
  }
}

/** Renders pages as a PDF with real (selectable) text, each page starting on a new sheet. */
export function renderPdf(pages: PageNode[], scope: PdfScope): Promise<Buffer> {
  const start = scope.page ? findPage(pages, scope.page)?.page : undefined;
  const selected = start ? [scope.only ? { ...start, pages: [] } : start] : pages;
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: selected[0]?.title ?? 'Empty' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  let first = true;
  const render = (list: PageNode[]) => {
    for (const page of list) {
      if (!first) doc.addPage();
      first = false;
      doc.font('Helvetica-Bold').fontSize(22).text(page.title).moveDown(0.5);
      if (page.description) doc.font('Helvetica-Oblique').fontSize(12).text(page.description).moveDown(0.5);
      renderMarkdown(doc, page.markdown);
      render(page.pages);
    }
  };
  render(selected);
  if (first) doc.font('Helvetica').fontSize(11).text('This content has no pages yet.');
  doc.end();
  return done;
}
