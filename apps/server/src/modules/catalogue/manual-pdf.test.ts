import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/read-pdf';
import { renderManualPdf } from './manual-pdf';

describe('renderManualPdf', () => {
  const manual = { title: 'Caldera Combi 30i (manual)', applianceName: 'Caldera Combi 30i Café \\ test', gcNumber: '4799901' };

  it('is a PDF 1.4 a viewer reads the title, the appliance and the GC number from', async () => {
    const bytes = await renderManualPdf(manual);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('Caldera Combi 30i (manual)');
    expect(pdf.pages).toHaveLength(1);
    for (const expected of ['SparesFinder', 'Caldera Combi 30i (manual)', 'Appliance: Caldera Combi 30i Café \\ test', 'GC number: 4799901', 'Page 1 of 1']) {
      expect(pdf.pages[0]).toContain(expected);
    }
  });

  it('keeps brackets, backslashes and Latin-1 letters as written, and replaces what Helvetica cannot draw', async () => {
    const pdf = await readPdf(await renderManualPdf({ ...manual, title: 'Vaillant ecoTEC® (Łódź) → manual' }));
    expect(pdf.title).toBe('Vaillant ecoTEC® (?ódz) ? manual');
    expect(pdf.pages[0]).toContain('Vaillant ecoTEC® (?ódz) ? manual');
  });
});
