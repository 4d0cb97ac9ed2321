/** The worker thread that renders PDFs: pdfkit and its fonts load only here, and rendering never holds up the event loop. */
import { started, type Budgeted } from './budgeted.js';
import { renderPdf, type PdfPage } from '../../format/markdown/pdf.js';

export default function run(budgeted: Budgeted<PdfPage[]>): Promise<Uint8Array> {
  return renderPdf(started(budgeted));
}
