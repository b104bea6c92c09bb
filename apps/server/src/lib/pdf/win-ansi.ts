/** Windows-1252 beyond Latin-1: the characters PDF's WinAnsiEncoding adds in 0x80-0x9F. */
const cp1252Extras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || cp1252Extras.has(char);
};

/**
 * Text for the PDF standard fonts (Helvetica), which encode WinAnsi only: pdfkit draws anything else as the wrong
 * glyphs. Accented letters outside it lose their accent (ő → o); any other character becomes '?'. Line breaks are
 * kept (as \n), tabs become spaces.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (char === '\n' || isWinAnsi(char)) out += char;
    else {
      const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
      out += base.length > 0 && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return out;
}
