/*
 * Spec: "A rich-text value counts as empty if its text is blank after trimming."
 * Editors rarely save a truly empty string: a cleared field comes back as `<p></p>`, `<p><br></p>` or
 * `<p>&nbsp;</p>`, so emptiness has to be judged on the visible text, not on the raw markup.
 * This runs on the server and in the browser, so it works on the string alone (no DOMParser).
 */

// HTML ends a comment at `-->` or `--!>`, treats `<!-->` and `<!--->` as complete empty comments,
// and lets an unterminated comment swallow the rest of the document.
const COMMENT = /<!--(?:-?>|[\s\S]*?(?:--!?>|$))/g;

// Quoted attribute values may contain `>`, so they are matched as units; the alternatives are
// disjoint by their first character, which keeps the pattern free of catastrophic backtracking.
const TAG = /<\/?[a-zA-Z](?:[^>"']|"[^"]*"|'[^']*')*>/g;

// `<!DOCTYPE …>`, `<![CDATA[…]]>` and `<?xml …?>` carry no visible text either.
const DECLARATION = /<[!?][^>]*>/g;

// Numeric references may omit the semicolon in HTML, and so may the legacy named ones like `&nbsp`.
const ENTITY = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([a-zA-Z][a-zA-Z0-9]*));?/g;

// Only the result (blank or not) matters, so the map needs the markup-significant characters plus
// every named entity that decodes to an invisible character; any other entity is visible text.
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  NonBreakingSpace: '\u00A0',
  Tab: '\t',
  NewLine: '\n',
  ensp: '\u2002',
  emsp: '\u2003',
  emsp13: '\u2004',
  emsp14: '\u2005',
  numsp: '\u2007',
  puncsp: '\u2008',
  thinsp: '\u2009',
  ThinSpace: '\u2009',
  hairsp: '\u200A',
  VeryThinSpace: '\u200A',
  MediumSpace: '\u205F',
  ZeroWidthSpace: '\u200B',
  NegativeVeryThinSpace: '\u200B',
  NegativeThinSpace: '\u200B',
  NegativeMediumSpace: '\u200B',
  NegativeThickSpace: '\u200B',
  zwnj: '\u200C',
  zwj: '\u200D',
  NoBreak: '\u2060',
  shy: '\u00AD',
};

// `\s` already covers the Unicode space separators, NBSP, line/paragraph separators and the BOM.
// The rest render as nothing but are not whitespace to JavaScript: zero-width space/joiners,
// word joiner, the Mongolian vowel separator and the soft hyphen (only visible at a line break).
const BLANK = /^[\s\u200B-\u200D\u2060\u180E\u00AD]*$/;

const REPLACEMENT_CHARACTER = '\uFFFD';

function decodeCodePoint(codePoint: number): string {
  // HTML turns out-of-range and surrogate references into U+FFFD, which is visible.
  if (!Number.isFinite(codePoint) || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) {
    return REPLACEMENT_CHARACTER;
  }
  if (codePoint === 0) return REPLACEMENT_CHARACTER;
  return String.fromCodePoint(codePoint);
}

/**
 * Character references in text taken out of HTML, decoded in one pass, so `&amp;nbsp;` stays the visible text
 * "&nbsp;" instead of being decoded twice. Knows the markup-significant names and the invisible ones; others
 * are left as written.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(
    ENTITY,
    (match, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (decimal !== undefined) return decodeCodePoint(Number.parseInt(decimal, 10));
      if (hex !== undefined) return decodeCodePoint(Number.parseInt(hex, 16));
      if (name !== undefined && Object.hasOwn(NAMED_ENTITIES, name)) return NAMED_ENTITIES[name] ?? match;
      return match;
    },
  );
}

export function isRichTextEmpty(html: string | null | undefined): boolean {
  // Callers pass values straight from API JSON; anything that is not a string has no text to show.
  if (typeof html !== 'string') return true;
  // Comments go first because they may contain `>` or whole tags.
  const text = html.replace(COMMENT, '').replace(DECLARATION, '').replace(TAG, '');
  return BLANK.test(decodeHtmlEntities(text));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in element content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
