import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reading PDFs in tests with Mozilla's PDF.js, an independent reader: each page's text as a viewer extracts it, the
 * document's title, the fonts it embeds (with their glyph coverage) and the QR codes drawn as vector shapes, decoded
 * by a real scanner library (jsQR) from a bitmap of those shapes.
 */

export type ReadPage = {
  text: string;
  /** In points. */
  size: { width: number; height: number };
  /** The QR code drawn on the page, decoded; null when none reads. */
  qr: string | null;
  /** Filled shapes: their colour (#rrggbb) and the size of their outline. */
  fills: { color: string; width: number; height: number }[];
  /** The colours text is drawn in. */
  textColors: string[];
  images: number;
};

export type ReadPdf = { pageCount: number; title: string; pages: ReadPage[] };

type PathData = ArrayLike<number>;
/** pdf.js's path operations inside `constructPath` (its DrawOPS). */
const MOVE_TO = 0;
const LINE_TO = 1;
const CLOSE_PATH = 4;

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, useSystemFonts: false }).promise;
  const meta = (await pdf.getMetadata()) as { info: { Title?: string } };
  const pages: ReadPage[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const operators = await page.getOperatorList();
    const viewport = page.getViewport({ scale: 1 });
    pages.push({
      text: content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .trim(),
      size: { width: viewport.width, height: viewport.height },
      qr: decodeQr(operators),
      ...paintOf(operators),
    });
  }
  await pdf.destroy();
  return { pageCount: pages.length, title: meta.info.Title ?? '', pages };
}

/** Fill colours of shapes and text, and images, from the page's operators. */
function paintOf(list: { fnArray: number[]; argsArray: unknown[][] }) {
  let color = '#000000';
  const fills: ReadPage['fills'] = [];
  const textColors = new Set<string>();
  let images = 0;
  list.fnArray.forEach((fn, index) => {
    const args = list.argsArray[index]!;
    if (fn === OPS.setFillRGBColor) color = String(args[0]);
    else if (fn === OPS.showText) textColors.add(color);
    else if (fn === OPS.paintImageXObject) images++;
    else if (fn === OPS.constructPath && args[0] === OPS.fill) {
      const box = args[2] as ArrayLike<number>;
      fills.push({ color, width: box[2]! - box[0]!, height: box[3]! - box[1]! });
    }
  });
  return { fills, textColors: [...textColors], images };
}

/** The filled path with the most rectangles is the QR code: its rectangles, rasterised at 4 px a module, decoded. */
function decodeQr(list: { fnArray: number[]; argsArray: unknown[][] }): string | null {
  let best: { x0: number; y0: number; x1: number; y1: number }[] = [];
  list.fnArray.forEach((fn, index) => {
    if (fn !== OPS.constructPath) return;
    const [, data] = list.argsArray[index] as [number, PathData[]];
    const rectangles = rectanglesOf(data?.[0]);
    if (rectangles.length > best.length) best = rectangles;
  });
  if (best.length < 20) return null;
  const unit = Math.min(...best.map((rect) => rect.y1 - rect.y0));
  const left = Math.min(...best.map((rect) => rect.x0));
  const top = Math.max(...best.map((rect) => rect.y1));
  const modules = Math.round((Math.max(...best.map((rect) => rect.x1)) - left) / unit);
  const scale = 4;
  const size = (modules + 8) * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const rect of best) {
    const column = Math.round((rect.x0 - left) / unit);
    const row = Math.round((top - rect.y1) / unit);
    const width = Math.round((rect.x1 - rect.x0) / unit);
    for (let y = (row + 4) * scale; y < (row + 5) * scale; y++)
      for (let x = (column + 4) * scale; x < (column + 4 + width) * scale; x++)
        pixels.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
  }
  return jsQR(pixels, size, size)?.data ?? null;
}

/** Axis-aligned rectangles of a path (move, three lines, close), as pdf.js hands `re` operators on. */
function rectanglesOf(path: PathData | undefined) {
  const rectangles: { x0: number; y0: number; x1: number; y1: number }[] = [];
  if (!path) return rectangles;
  let at = 0;
  while (at < path.length) {
    if (path[at] !== MOVE_TO || path[at + 3] !== LINE_TO || path[at + 12] !== CLOSE_PATH) return rectangles;
    const xs = [path[at + 1]!, path[at + 4]!, path[at + 7]!, path[at + 10]!];
    const ys = [path[at + 2]!, path[at + 5]!, path[at + 8]!, path[at + 11]!];
    rectangles.push({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) });
    at += 13;
  }
  return rectangles;
}
