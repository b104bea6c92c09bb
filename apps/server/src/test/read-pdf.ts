import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  title: string | undefined;
  pdfVersion: string | undefined;
  /** Each page's text items joined with spaces, in drawing order. */
  pages: string[];
}

/** Parses a PDF back with Mozilla's PDF.js (a test-only dependency): what a viewer would read from it. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; PDFFormatVersion?: string } };
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .filter((text) => text.trim() !== '')
          .join(' '),
      );
    }
    return { title: info.Title, pdfVersion: info.PDFFormatVersion, pages };
  } finally {
    await pdf.destroy();
  }
}
