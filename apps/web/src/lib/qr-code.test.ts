import jsQR from 'jsqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeQr, qrPngBlob, qrSvgPath, type TQrMatrix } from './qr-code';

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

/** jsdom has no canvas: a 2D context that paints its fillRect calls into RGBA pixels, and a toBlob that keeps them. */
function paintingCanvas() {
  let picture = { width: 0, height: 0, pixels: new Uint8ClampedArray(0) };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    picture = { width: this.width, height: this.height, pixels: new Uint8ClampedArray(this.width * this.height * 4) };
    const context = {
      fillStyle: '#000000',
      fillRect(x: number, y: number, width: number, height: number) {
        const value = context.fillStyle === '#ffffff' ? 255 : 0;
        for (let row = y; row < y + height; row += 1)
          for (let column = x; column < x + width; column += 1) {
            const offset = (row * picture.width + column) * 4;
            picture.pixels.fill(value, offset, offset + 3);
            picture.pixels[offset + 3] = 255;
          }
      },
    };
    return context as never;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
    callback(new Blob(['png'], { type })),
  );
  return () => picture;
}

describe('QR code PNG', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the code black on white with its quiet zone, and a scanner reads it back', async () => {
    const picture = paintingCanvas();
    const url = 'https://tickets.example.com/event/55555555-5555-4555-8555-555555555555/late-jazz?aff=BLOG';
    const modules = encodeQr(url);

    const blob = await qrPngBlob(modules, 6);

    expect(blob.type).toBe('image/png');
    const { width, height, pixels } = picture();
    expect([width, height]).toEqual([(modules.length + 8) * 6, (modules.length + 8) * 6]);
    expect(jsQR(pixels, width, height)?.data).toBe(url);
  });
});
