import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';
import { withPaddedGlyphs } from './font-glyph-padding';

/**
 * The fonts of PDF tickets (decision 156): Noto Sans for Latin (Vietnamese, Turkish and Hungarian included), Noto
 * Sans SC for Simplified and Noto Sans HK for Traditional Chinese, from npm packages, so no machine needs fonts of
 * its own. Each is read once per process, on first use: a ticket with only Latin text never loads the 20 MB of
 * Chinese fonts.
 */

export type FontFamily = 'latin' | 'sc' | 'hk';
export type FontWeight = 'regular' | 'bold';

export const FONT_FILES: Record<FontFamily, Record<FontWeight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  sc: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  hk: {
    regular: '@expo-google-fonts/noto-sans-hk/400Regular/NotoSansHK_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-hk/700Bold/NotoSansHK_700Bold.ttf',
  },
};

export type LoadedFont = {
  family: FontFamily;
  weight: FontWeight;
  /** The file as embedded (glyph records padded); pdf-lib subsets it per document. */
  bytes: Uint8Array;
  /** Parsed once: the cmap answers "has this font a glyph for that character?". */
  font: ReturnType<typeof fontkit.create>;
};

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

const requireFromHere = createRequire(import.meta.url);
const loading = new Map<string, Promise<LoadedFont>>();
/** Parsed fonts by the bytes pdf-lib is handed, so that a document reuses the parse instead of repeating it. */
const parsedByBytes = new WeakMap<Uint8Array, LoadedFont['font']>();

export function loadFont(family: FontFamily, weight: FontWeight): Promise<LoadedFont> {
  const key = `${family}:${weight}`;
  let loaded = loading.get(key);
  if (!loaded) {
    loaded = readFile(requireFromHere.resolve(FONT_FILES[family][weight])).then((file) => {
      const bytes = withPaddedGlyphs(file);
      const font = fontkit.create(bytes);
      parsedByBytes.set(bytes, font);
      return { family, weight, bytes, font };
    });
    // A failed read is not cached: the next document tries again.
    loaded.catch(() => loading.delete(key));
    loading.set(key, loaded);
  }
  return loaded;
}

/**
 * What pdf-lib calls to parse a font it embeds: our fonts come parsed already. Safe to share between documents:
 * a parsed font is only read, and each document's subset is its own object.
 */
export const sharedFontkit: Fontkit = {
  create: (bytes, postscriptName) =>
    (parsedByBytes.get(bytes) as ReturnType<Fontkit['create']> | undefined) ??
    (fontkit.create(bytes, postscriptName) as unknown as ReturnType<Fontkit['create']>),
};

/** The Chinese fonts in the order a reader of `locale` expects: Hong Kong's forms first for zh-hk, else Simplified. */
export function chineseFamilies(locale: string): FontFamily[] {
  return /^zh-(hk|tw|mo|hant)/i.test(locale) ? ['hk', 'sc'] : ['sc', 'hk'];
}

/** Whether any character of the text needs more than the Latin font. */
export function needsChineseFonts(latin: LoadedFont, texts: readonly string[]): boolean {
  return texts.some((text) => {
    for (const char of text)
      if (!isLayoutOnly(char) && !latin.font.hasGlyphForCodePoint(char.codePointAt(0)!)) return true;
    return false;
  });
}

/** Spaces and joiners never decide a font: they stay in the run around them. */
export const isLayoutOnly = (char: string) => /\s|\u200b|\u200c|\u200d/.test(char);
