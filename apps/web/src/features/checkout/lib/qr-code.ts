import qrcode from 'qrcode-generator';

/** Dark (true) and light modules, row by row, without the quiet zone. */
export type TQrMatrix = boolean[][];

// Byte mode as UTF-8: the library's default keeps only the low byte of each character.
const toUtf8Bytes = (text: string) => Array.from(new TextEncoder().encode(text));

/**
 * The QR code of `text` at error correction level M (readable with a scuffed or creased ticket), in the
 * smallest version that holds it; the encoding is qrcode-generator's (decision 057).
 */
export function encodeQr(text: string): TQrMatrix {
  const code = qrcode(0, 'M');
  const previous = qrcode.stringToBytes;
  qrcode.stringToBytes = toUtf8Bytes;
  try {
    code.addData(text, 'Byte');
    code.make();
  } finally {
    qrcode.stringToBytes = previous;
  }
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_row, y) => Array.from({ length: count }, (_cell, x) => code.isDark(y, x)));
}

/** The matrix as one SVG path of 1×1 squares, with a quiet zone of 4 modules. */
export function qrSvgPath(modules: TQrMatrix): { path: string; size: number } {
  const parts: string[] = [];
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- SVG path data
      if (dark) parts.push(`M${x + 4} ${y + 4}h1v1h-1z`);
    }),
  );
  return { path: parts.join(''), size: modules.length + 8 };
}
