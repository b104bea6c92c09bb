import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/read-pdf';
import { createPdfDocument } from './pdf-document';

/** The documents are read back with PDF.js, as a viewer would: title, text, amounts, pages. */
const invoiceLike = (lineCount: number) =>
  createPdfDocument({ title: 'Invoice INV-1042', subject: 'Acme Heating Ltd', createdAt: new Date('2026-01-02T03:04:05Z') })
    .heading('Invoice INV-1042')
    .details([
      ['Customer', 'Acme Heating Ltd'],
      ['Date', 'Tue 3rd Jun'],
    ])
    .table({
      columns: [{ header: 'Part', width: 90 }, { header: 'Description' }, { header: 'Qty', width: 40, align: 'right' }, { header: 'Amount', width: 80, align: 'right' }],
      rows: Array.from({ length: lineCount }, (_, i) => [`CAL-${87_161 + i}`, `Diverter valve ${i + 1}`, '2', '£1,234.50']),
    })
    .totals([
      { label: 'Subtotal', pence: 123_450 },
      { label: 'VAT', pence: 24_690 },
      { label: 'Total', pence: 148_140, emphasis: true },
    ])
    .paragraph('Thank you for your order.', { muted: true });

describe('createPdfDocument', () => {
  it('writes a PDF 1.4 whose title, header, details, table and GBP totals read back', async () => {
    const pdf = await readPdf(await invoiceLike(3).toBuffer());
    expect(pdf).toMatchObject({ title: 'Invoice INV-1042', pdfVersion: '1.4' });
    expect(pdf.pages).toHaveLength(1);
    const [text] = pdf.pages;
    for (const expected of ['SparesFinder', 'Customer: Acme Heating Ltd', 'Part Description Qty Amount', 'CAL-87161 Diverter valve 1 2 £1,234.50', 'Subtotal £1,234.50', 'VAT £246.90', 'Total £1,481.40', 'Thank you for your order.', 'Page 1 of 1']) {
      expect(text).toContain(expected);
    }
  });

  it('flows a long table onto new pages, each with the header and its page number', async () => {
    const pdf = await readPdf(await invoiceLike(120).toBuffer());
    expect(pdf.pages.length).toBeGreaterThan(2);
    pdf.pages.forEach((text, index) => {
      expect(text).toContain('SparesFinder Invoice INV-1042');
      expect(text).toContain(`Page ${index + 1} of ${pdf.pages.length}`);
    });
    expect(pdf.pages.join(' ')).toContain('CAL-87280 Diverter valve 120');
    expect(pdf.pages.at(-1)).toContain('Total £1,481.40');
  });

  it('is reproducible for a fixed creation date', async () => {
    expect((await invoiceLike(2).toBuffer()).equals(await invoiceLike(2).toBuffer())).toBe(true);
  });

  it('prints text outside the standard font as close as it can (no wrong glyphs)', async () => {
    const pdf = await readPdf(await createPdfDocument({ title: 'Łódź → Café' }).paragraph('Gdańsk 😀').toBuffer());
    expect(pdf.title).toBe('?ódz ? Café');
    expect(pdf.pages[0]).toContain('Gdansk ?');
  });
});
