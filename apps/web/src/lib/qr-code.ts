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

/**
 * The matrix as a PNG, black on white with the quiet zone, `scale` pixels a module (12: about 400 px for a link,
 * sharp on a poster or a flyer). Drawn on a canvas, so it needs a browser.
 */
export function qrPngBlob(modules: TQrMatrix, scale = 12): Promise<Blob> {
  const size = (modules.length + 8) * scale;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D is not available.'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.fillStyle = '#000000';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect((x + 4) * scale, (y + 4) * scale, scale, scale);
    }),
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))), 'image/png'),
  );
}
