import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import {
  chineseFamilies,
  isLayoutOnly,
  loadFont,
  needsChineseFonts,
  sharedFontkit,
  type FontFamily,
  type FontWeight,
  type LoadedFont,
} from './ticket-pdf.fonts';

/**
 * Text on a PDF ticket in any supported script: each run of characters is set in the first font of the chain that
 * has their glyphs (Latin, then the reader's Chinese, then the other), so a name like "Nguyễn 陳大文" needs no
 * font that covers both. PDF has no line breaking: wrapping is ours, between words and between Chinese characters.
 */
export type TicketText = {
  width(text: string, options: { size: number; weight: FontWeight }): number;
  draw(
    page: PDFPage,
    text: string,
    options: { x: number; y: number; size: number; weight: FontWeight; color: RGB },
  ): void;
  /** Lines no wider than `maxWidth`; past `maxLines` the last line ends with an ellipsis. */
  wrap(text: string, options: { maxWidth: number; size: number; weight: FontWeight; maxLines?: number }): string[];
  /** The families whose glyphs the document uses, for tests and the benchmark. */
  families: FontFamily[];
};

type Run = { text: string; font: PDFFont; loaded: LoadedFont };

/**
 * Advance widths by code point, per font, kept for the process. Measuring sums them instead of asking pdf-lib, whose
 * width lays the text out with the font's OpenType tables every time, and wrapping measures each line many times.
 * Runs are drawn without shaping (NO_SHAPING), so the sum is exactly the drawn width.
 */
const advances = new WeakMap<LoadedFont, Map<number, number>>();

function advanceOf(loaded: LoadedFont, codePoint: number): number {
  let known = advances.get(loaded);
  if (!known) advances.set(loaded, (known = new Map()));
  let advance = known.get(codePoint);
  if (advance === undefined) {
    advance = loaded.font.glyphForCodePoint(codePoint).advanceWidth / loaded.font.unitsPerEm;
    known.set(codePoint, advance);
  }
  return advance;
}

const runWidth = (run: Run, size: number) => {
  let sum = 0;
  for (const char of run.text) sum += advanceOf(run.loaded, char.codePointAt(0)!);
  return sum * size;
};

/** One line: whitespace (newlines included) collapsed, composed characters (NFC) so a glyph exists for each. */
export const cleanText = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * Loads and embeds the fonts the document's texts need, per weight (a Chinese font only for a weight whose texts
 * have Chinese characters: an unused subset would still be written), and returns the text tools bound to them.
 */
export async function prepareText(
  doc: PDFDocument,
  input: { texts: Record<FontWeight, string[]>; locale: string },
): Promise<TicketText> {
  doc.registerFontkit(sharedFontkit);
  const latin = await loadFont('latin', 'regular');
  const used = new Set<FontFamily>(['latin']);
  const chains = {} as Record<FontWeight, Omit<Run, 'text'>[]>;
  for (const weight of ['regular', 'bold'] as const) {
    chains[weight] = [];
    for (const family of await familiesFor(latin, input.texts[weight], input.locale)) {
      used.add(family);
      const loaded = await loadFont(family, weight);
      chains[weight].push({ loaded, font: await doc.embedFont(loaded.bytes, { subset: true, features: NO_SHAPING }) });
    }
  }

  const covering = (chain: Omit<Run, 'text'>[], codePoint: number) =>
    chain.find((candidate) => candidate.loaded.font.hasGlyphForCodePoint(codePoint));
  const runsOf = (text: string, weight: FontWeight): Run[] => {
    const chain = chains[weight];
    const other = chains[weight === 'bold' ? 'regular' : 'bold'];
    const runs: Run[] = [];
    for (const char of text) {
      const current = runs.at(-1);
      const codePoint = char.codePointAt(0)!;
      // A character only the other weight's fonts have is drawn in that weight rather than as a missing glyph.
      const entry =
        isLayoutOnly(char) && current
          ? current
          : (covering(chain, codePoint) ?? covering(other, codePoint) ?? chain[0]!);
      if (current?.loaded === entry.loaded) current.text += char;
      else runs.push({ text: char, font: entry.font, loaded: entry.loaded });
    }
    return runs;
  };
  const width: TicketText['width'] = (text, { size, weight }) =>
    runsOf(text, weight).reduce((sum, run) => sum + runWidth(run, size), 0);

  return {
    families: (['latin', 'sc', 'hk'] as const).filter((family) => used.has(family)),
    width,
    draw(page, text, { x, y, size, weight, color }) {
      let cursor = x;
      for (const run of runsOf(text, weight)) {
        page.drawText(run.text, { x: cursor, y, size, font: run.font, color });
        cursor += runWidth(run, size);
      }
    },
    wrap(text, { maxWidth, size, weight, maxLines = Number.POSITIVE_INFINITY }) {
      const fits = (line: string) => width(line.trimEnd(), { size, weight }) <= maxWidth;
      const lines: string[] = [];
      let line = '';
      for (const token of tokens(cleanText(text))) {
        if (line !== '' && !fits(line + token)) {
          lines.push(line.trimEnd());
          line = '';
        }
        line += line === '' ? token.trimStart() : token;
        // A word wider than a whole line: cut it where it overflows.
        while (!fits(line) && [...line.trimEnd()].length > 1) {
          const chars = [...line];
          let cut = chars.length - 1;
          while (cut > 1 && !fits(chars.slice(0, cut).join(''))) cut--;
          lines.push(chars.slice(0, cut).join('').trimEnd());
          line = chars.slice(cut).join('');
        }
      }
      if (line.trim()) lines.push(line.trimEnd());
      if (lines.length <= maxLines) return lines;
      const kept = lines.slice(0, maxLines);
      let last = `${kept[maxLines - 1]!}…`;
      while (!fits(last) && last.length > 1) last = `${[...last].slice(0, -2).join('')}…`;
      kept[maxLines - 1] = last;
      return kept;
    },
  };
}

/**
 * OpenType features pdf-lib would apply to each run drawn. Text is composed (NFC) before drawing, so every accented
 * Latin letter and every Chinese character is one glyph and needs no substitution or mark positioning; ligatures and
 * kerning are niceties of body text. Shaping them halved the throughput (decision 156), and without them a run is
 * exactly as wide as its advances, which is how lines are measured.
 */
const NO_SHAPING = Object.fromEntries(
  [
    ...['ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'rvrn', 'ltra', 'ltrm', 'frac', 'numr', 'dnom'],
    ...['calt', 'clig', 'liga', 'rclt', 'curs', 'kern', 'vert'],
  ].map((feature) => [feature, false]),
);

/** Latin, then the Chinese fonts the texts need: the reader's always, the other only for what the first lacks. */
async function familiesFor(latin: LoadedFont, texts: string[], locale: string): Promise<FontFamily[]> {
  if (!needsChineseFonts(latin, texts)) return ['latin'];
  const [first, second] = chineseFamilies(locale) as [FontFamily, FontFamily];
  const primary = await loadFont(first, 'regular');
  const lacking = texts.some((text) =>
    [...text].some((char) => {
      const codePoint = char.codePointAt(0)!;
      return (
        !isLayoutOnly(char) &&
        !latin.font.hasGlyphForCodePoint(codePoint) &&
        !primary.font.hasGlyphForCodePoint(codePoint)
      );
    }),
  );
  return lacking ? ['latin', first, second] : ['latin', first];
}

/** Break opportunities: a word with its following spaces, or one Chinese, Japanese or Korean character. */
const CJK = '\\u2e80-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef\\u{20000}-\\u{3134f}';
const TOKEN = new RegExp(`[${CJK}][\\s]*|[^\\s${CJK}]+[\\s]*|\\s+`, 'gu');

function tokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}
