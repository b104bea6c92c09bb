import PDFDocument from 'pdfkit';
import { formatPence, type Pence } from '@sparesfinder/domain/money';
import { toWinAnsi } from './win-ansi';

/**
 * SparesFinder's printed documents (invoices, credit notes, manuals) on pdfkit (decision 010): A4, the logo text and
 * the document's title at the top of every page, "Page n of m" at the bottom, Helvetica (a PDF standard font, so
 * nothing to embed). Content is added top to bottom; long tables flow onto new pages.
 */
export interface PdfDocumentOptions {
  /** The PDF's Title (shown by viewers) and the right-hand side of every page's header. */
  title: string;
  subject?: string;
  /** Creation date in the PDF's info; fixed, it makes the output byte-for-byte reproducible. */
  createdAt?: Date;
}

export interface PdfColumn {
  header: string;
  /** Width in points; columns without one share what is left. */
  width?: number;
  align?: 'left' | 'right';
}

export interface PdfTable {
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
}

export interface PdfTotal {
  label: string;
  pence: Pence;
  /** The grand total: bold, with a rule above. */
  emphasis?: boolean;
}

export interface PdfDocumentBuilder {
  heading(text: string): PdfDocumentBuilder;
  paragraph(text: string, options?: { muted?: boolean }): PdfDocumentBuilder;
  /** Label-value lines ("GC number: 4799901") with the labels in bold. */
  details(rows: readonly (readonly [label: string, value: string])[]): PdfDocumentBuilder;
  table(table: PdfTable): PdfDocumentBuilder;
  /** Right-aligned money lines under a table (Subtotal, VAT, Total), formatted as GBP. */
  totals(rows: readonly PdfTotal[]): PdfDocumentBuilder;
  /** Finishes the document (headers and page numbers on every page) and returns its bytes. */
  toBuffer(): Promise<Buffer>;
}

/** GBP as printed on documents: £1,234.50, -£12.00 (the one money formatter, packages/domain). */
export const formatAmount = (pence: Pence): string => formatPence(pence);

const page = { margin: 50, top: 90, bottom: 60 };
const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const tableCellPadding = 2.5;
const colours = { text: '#1a1a1a', muted: '#5c5c5c', rule: '#c8c8c8', brand: '#0b5394' };

export function createPdfDocument(options: PdfDocumentOptions): PdfDocumentBuilder {
  const title = toWinAnsi(options.title);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: page.top, bottom: page.bottom, left: page.margin, right: page.margin },
    bufferPages: true,
    pdfVersion: '1.4',
    info: {
      Title: title,
      ...(options.subject ? { Subject: toWinAnsi(options.subject) } : {}),
      Author: 'SparesFinder',
      Producer: 'SparesFinder',
      Creator: 'SparesFinder',
      CreationDate: options.createdAt ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(fonts.regular).fontSize(10).fillColor(colours.text);
  const contentWidth = () => doc.page.width - page.margin * 2;

  const builder: PdfDocumentBuilder = {
    heading(text) {
      doc.moveDown(0.5).font(fonts.bold).fontSize(14).fillColor(colours.text).text(toWinAnsi(text), page.margin).moveDown(0.3);
      doc.font(fonts.regular).fontSize(10);
      return builder;
    },

    paragraph(text, paragraphOptions = {}) {
      doc.font(fonts.regular).fontSize(10).fillColor(paragraphOptions.muted ? colours.muted : colours.text);
      doc.text(toWinAnsi(text), page.margin, undefined, { width: contentWidth() }).moveDown(0.5);
      doc.fillColor(colours.text);
      return builder;
    },

    details(rows) {
      for (const [label, value] of rows) {
        doc.font(fonts.bold).text(`${toWinAnsi(label)}: `, page.margin, undefined, { continued: true });
        doc.font(fonts.regular).text(toWinAnsi(value));
      }
      doc.moveDown(0.5);
      return builder;
    },

    table({ columns, rows }) {
      const align = (column: PdfColumn) => ({ x: column.align ?? 'left', y: 'top' }) as const;
      doc.table({
        position: { x: page.margin },
        maxWidth: contentWidth(),
        columnStyles: columns.map((column) => ({ width: column.width ?? '*', align: align(column) })),
        rowStyles: (row) =>
          row === 0 ? { border: [0, 0, 1, 0], borderColor: colours.text } : { border: [0, 0, 0.5, 0], borderColor: colours.rule },
        data: [
          columns.map((column) => ({ text: toWinAnsi(column.header), font: { src: fonts.bold }, type: 'TH' as const, align: align(column) })),
          ...rows.map((row) => row.map((cell) => toWinAnsi(cell))),
        ],
      });
      doc.font(fonts.regular).fontSize(10).moveDown(0.5);
      return builder;
    },

    totals(rows) {
      const labelWidth = 120;
      const amountWidth = 90;
      // Right edge on the table's text (pdfkit pads cells by 0.25 em), so amounts line up with an Amount column.
      const x = page.margin + contentWidth() - tableCellPadding - labelWidth - amountWidth;
      for (const row of rows) {
        if (row.emphasis) {
          doc.moveTo(x, doc.y).lineTo(x + labelWidth + amountWidth, doc.y).strokeColor(colours.text).lineWidth(0.75).stroke();
          doc.moveDown(0.2);
        }
        const y = doc.y;
        doc.font(row.emphasis ? fonts.bold : fonts.regular).fontSize(10);
        doc.text(toWinAnsi(row.label), x, y, { width: labelWidth });
        doc.text(formatAmount(row.pence), x + labelWidth, y, { width: amountWidth, align: 'right' });
      }
      doc.font(fonts.regular).text('', page.margin).moveDown(0.5);
      return builder;
    },

    async toBuffer() {
      const { start, count } = doc.bufferedPageRange();
      for (let index = start; index < start + count; index++) {
        doc.switchToPage(index);
        drawHeader(doc, title);
        drawFooter(doc, `Page ${index - start + 1} of ${count}`);
      }
      doc.end();
      return finished;
    },
  };
  return builder;
}

function drawHeader(doc: PDFKit.PDFDocument, title: string) {
  const width = doc.page.width - page.margin * 2;
  doc.font(fonts.bold).fontSize(16).fillColor(colours.brand).text('SparesFinder', page.margin, 40, { lineBreak: false });
  const logoWidth = 150;
  const shortTitle = title.length > 70 ? `${title.slice(0, 69)}…` : title;
  doc.font(fonts.regular).fontSize(10).fillColor(colours.muted).text(shortTitle, page.margin + logoWidth, 45, { width: width - logoWidth, align: 'right', lineBreak: false });
  doc.moveTo(page.margin, 66).lineTo(page.margin + width, 66).strokeColor(colours.rule).lineWidth(0.75).stroke();
  doc.fillColor(colours.text);
}

function drawFooter(doc: PDFKit.PDFDocument, text: string) {
  // Writing inside the bottom margin would make pdfkit start a new page: lift the margin while drawing.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font(fonts.regular).fontSize(8).fillColor(colours.muted).text(text, page.margin, doc.page.height - 40, { width: doc.page.width - page.margin * 2, align: 'center', lineBreak: false });
  doc.page.margins.bottom = bottom;
  doc.fillColor(colours.text);
}
