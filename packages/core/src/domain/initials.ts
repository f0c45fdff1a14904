/*
 * Spec: "Initials are the first letters of the first and last words, upper case."
 * Names come from users worldwide, so a "letter" is a user-perceived character: an accented letter,
 * an emoji or a flag must never be cut in half (which is what `name[0]` does to surrogate pairs).
 */

// Intl.Segmenter keeps grapheme clusters (ZWJ emoji, flags, combining marks) whole. Older browsers
// lack it; there, NFC plus code points still keeps accented letters and surrogate pairs intact.
const graphemeSegmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

function firstCharacter(word: string): string {
  if (graphemeSegmenter) {
    for (const { segment } of graphemeSegmenter.segment(word)) return segment;
    return '';
  }
  return Array.from(word)[0] ?? '';
}

export function getInitials(name: string | null | undefined): string {
  if (typeof name !== 'string') return '';
  // NFC first, so a decomposed "e + ◌́" counts as the single letter "é" even without Intl.Segmenter.
  const words = name
    .normalize('NFC')
    .split(/\s+/u)
    .filter((word) => word.length > 0);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // toUpperCase, not toLocaleUpperCase: the result must not depend on the viewer's locale (Turkish i).
  return (firstCharacter(first) + (last === undefined ? '' : firstCharacter(last))).toUpperCase();
}
