import { fill, popGraphicsState, pushGraphicsState, rectangle, setFillingColor, type PDFPage, type RGB } from 'pdf-lib';
import qrcode from 'qrcode-generator';

/**
 * The ticket's QR code as vector shapes (decision 156): sharp at any print size and a few hundred bytes. The code
 * holds the attendee's public id, as the ticket page's does, encoded the same way (qrcode-generator, level M, byte
 * mode, UTF-8; decision 057), so a door scanner reads the PDF and the screen alike.
 */
export function qrModules(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  // The library's byte mode keeps the low byte of each character: hand it the UTF-8 bytes one per character.
  code.addData(String.fromCharCode(...new TextEncoder().encode(text)), 'Byte');
  code.make();
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_row, y) => Array.from({ length: count }, (_cell, x) => code.isDark(y, x)));
}

/**
 * Draws the code with its top-left corner at (x, top), `size` points wide, quiet zone included (4 modules each
 * side, what scanners need). Each row's run of dark modules is one rectangle, and all are filled at once.
 */
export function drawQr(page: PDFPage, input: { text: string; x: number; top: number; size: number; color: RGB }) {
  const modules = qrModules(input.text);
  const unit = input.size / (modules.length + 8);
  const operators = [pushGraphicsState(), setFillingColor(input.color)];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      operators.push(rectangle(input.x + (start + 4) * unit, input.top - (y + 5) * unit, (x - start) * unit, unit));
    }
  });
  operators.push(fill(), popGraphicsState());
  page.pushOperators(...operators);
}
