import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { withPaddedGlyphs } from './font-glyph-padding';
import { FONT_FILES, loadFont } from './ticket-pdf.fonts';
import { cleanText, prepareText } from './ticket-pdf.text';

const textFor = async (texts: string[], locale = 'en') =>
  prepareText(await PDFDocument.create(), { texts: { regular: texts, bold: texts }, locale });

describe('ticket text', () => {
  it('wraps between words, within the width, and never loses a word', async () => {
    const text = await textFor(['The quick brown fox jumps over the lazy dog']);
    const lines = text.wrap('The quick brown fox jumps over the lazy dog', {
      maxWidth: 80,
      size: 10,
      weight: 'regular',
    });
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(text.width(line, { size: 10, weight: 'regular' })).toBeLessThanOrEqual(80);
    expect(lines.join(' ')).toBe('The quick brown fox jumps over the lazy dog');
  });

  it('cuts a word longer than a line, and breaks Chinese between characters', async () => {
    const text = await textFor(
      ['att_4f9Qm2LxT7pR8sK1vW3yZ6bN', '我们在蓝调俱乐部举办一场夏季爵士音乐会欢迎大家'],
      'zh-cn',
    );
    const code = text.wrap('ref att_4f9Qm2LxT7pR8sK1vW3yZ6bN', { maxWidth: 60, size: 10, weight: 'bold' });
    expect(code.join('')).toBe('refatt_4f9Qm2LxT7pR8sK1vW3yZ6bN');
    for (const line of code) expect(text.width(line, { size: 10, weight: 'bold' })).toBeLessThanOrEqual(60);
    const chinese = text.wrap('我们在蓝调俱乐部举办一场夏季爵士音乐会欢迎大家', {
      maxWidth: 50,
      size: 10,
      weight: 'regular',
    });
    expect(chinese.length).toBeGreaterThan(3);
    expect(chinese.join('')).toBe('我们在蓝调俱乐部举办一场夏季爵士音乐会欢迎大家');
  });

  it('ends the last allowed line with an ellipsis', async () => {
    const text = await textFor(['word '.repeat(40)]);
    const lines = text.wrap('word '.repeat(40), { maxWidth: 60, size: 10, weight: 'regular', maxLines: 2 });
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(text.width(lines[1]!, { size: 10, weight: 'regular' })).toBeLessThanOrEqual(60);
  });

  it('collapses whitespace and composes accents', () => {
    expect(cleanText('  Nguye\u0302\u0303n\n  Thi\u0323   Hương ')).toBe('Nguyễn Thị Hương');
  });
});

describe('glyph padding of the bundled fonts', () => {
  it('keeps every glyph and puts each record on a 4-byte boundary', async () => {
    const latin = await loadFont('latin', 'regular');
    const view = new DataView(latin.bytes.buffer, latin.bytes.byteOffset, latin.bytes.byteLength);
    const tables = new Map<string, number>();
    for (let index = 0; index < view.getUint16(4); index++) {
      const at = 12 + 16 * index;
      tables.set(String.fromCharCode(...latin.bytes.subarray(at, at + 4)), view.getUint32(at + 8));
    }
    expect(view.getInt16(tables.get('head')! + 50)).toBe(1);
    const numGlyphs = view.getUint16(tables.get('maxp')! + 4);
    for (let glyph = 0; glyph <= numGlyphs; glyph++)
      expect(view.getUint32(tables.get('loca')! + 4 * glyph) % 4).toBe(0);
    // Outlines and widths unchanged.
    const original = fontkit.create(await readFile(createRequire(import.meta.url).resolve(FONT_FILES.latin.regular)));
    for (const char of 'Hello Nguyễn Őrsi') {
      const [padded, before] = [latin.font, original].map((font) => font.glyphForCodePoint(char.codePointAt(0)!));
      expect(padded!.path.toSVG()).toBe(before!.path.toSVG());
      expect(padded!.advanceWidth).toBe(before!.advanceWidth);
    }
    // Padding twice changes nothing more.
    expect(withPaddedGlyphs(latin.bytes)).toEqual(latin.bytes);
  });
});
