/*
 * The API stores descriptions and checkout messages as sanitised HTML (rich text). Until a rich-text editor
 * is part of the SPA (@mantine/tiptap is not installed), people type plain text in a textarea: blank lines
 * separate paragraphs, single line breaks stay line breaks. These two functions convert between the two,
 * so text typed here comes back unchanged and HTML written elsewhere is shown as readable text.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML: in an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/** Plain text to paragraphs of HTML; null for blank text (the API's "no value"). */
export function plainTextToHtml(text: string | null | undefined): string | null {
  const normalised = (text ?? '').replace(/\r\n?/g, '\n').trim();
  if (!normalised) return null;
  return normalised
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|pre|ul|ol|table|tr)>/gi;

/** HTML to the text a person would read, keeping paragraphs and line breaks; empty for no value. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(BLOCK_END, '\n\n');
  const document = new DOMParser().parseFromString(`<body>${marked}</body>`, 'text/html');
  const text = document.body.textContent ?? '';
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
