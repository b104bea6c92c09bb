import { describe, expect, it } from 'vitest';
import { renderTextPdf } from './manual-pdf';

describe('renderTextPdf', () => {
  const pdf = renderTextPdf('Caldera Combi 30i (manual)', ['GC number 4799901', 'Café \\ test']);
  const text = pdf.toString('latin1');

  it('is a PDF with a trailer pointing at a correct cross-reference table', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it('escapes brackets and backslashes, replaces non-ASCII', () => {
    expect(text).toContain('(Caldera Combi 30i \\(manual\\)) Tj');
    expect(text).toContain("(Caf? \\\\ test) '");
  });

  it('declares the exact stream length', () => {
    const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.indexOf('\nendstream', start) - start).toBe(length);
  });
});
