import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encodeQr, qrSvgPath, type TQrMatrix } from './qr-code';

const picture = (modules: boolean[][]) => modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''));

/** Rasterises the matrix (quiet zone included, 4 pixels a module) and reads it back with jsQR, a decoder. */
function decode(modules: TQrMatrix): string | null {
  const scale = 4;
  const size = (modules.length + 8) * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const offset = (((y + 4) * scale + dy) * size + (x + 4) * scale + dx) * 4;
          pixels[offset] = 0;
          pixels[offset + 1] = 0;
          pixels[offset + 2] = 0;
        }
      }
    }),
  );
  return jsQR(pixels, size, size)?.data ?? null;
}

describe('QR code', () => {
  it.each(['MARQUEE-TICKET', 'a_O1ObqV8O6aeEH', 'att_3kd93jf93kd93kf0', 'Zoë · 🎟️', 'z'.repeat(200)])(
    'decodes back to %s',
    (text) => {
      expect(decode(encodeQr(text))).toBe(text);
    },
  );

  it('picks the smallest version that holds the text at level M', () => {
    expect(encodeQr('MARQUEE-TICKET')).toHaveLength(21);
    expect(encodeQr('att_3kd93jf93kd93kf0')).toHaveLength(25);
    expect(encodeQr('z'.repeat(80))).toHaveLength(37);
    expect(encodeQr('t'.repeat(213))).toHaveLength(57);
  });

  it('has its three finder patterns', () => {
    const modules = encodeQr('att_3kd93jf93kd93kf0');
    const finder = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];
    const last = modules.length - 7;
    expect(picture(modules.slice(0, 7).map((row) => row.slice(0, 7)))).toEqual(finder);
    expect(picture(modules.slice(0, 7).map((row) => row.slice(last)))).toEqual(finder);
    expect(picture(modules.slice(last).map((row) => row.slice(0, 7)))).toEqual(finder);
  });

  it('draws the dark modules as one SVG path with a quiet zone', () => {
    const { path, size } = qrSvgPath(encodeQr('A'));
    expect(size).toBe(29);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
