/** How a variable is written in a template: `{{ order.number }}`, spaced the way the built-in templates are. */
export const tokenTag = (token: string) => `{{ ${token} }}`;

/** Text with `insert` put in place of the selection `[start, end)` (clamped), and where the caret goes after it. */
export function insertIntoText(
  text: string,
  insert: string,
  selection: { start: number | null; end: number | null },
): { value: string; caret: number } {
  const start = Math.min(Math.max(selection.start ?? text.length, 0), text.length);
  const end = Math.min(Math.max(selection.end ?? start, start), text.length);
  return { value: `${text.slice(0, start)}${insert}${text.slice(end)}`, caret: start + insert.length };
}

/**
 * Rich-text HTML with `text` added at its end: inside the last paragraph when it ends with one (so the variable
 * follows the last words), else as a paragraph of its own. Used when the editor cannot insert at its caret.
 */
export function appendToHtml(html: string, text: string): string {
  if (html.trim() === '') return `<p>${text}</p>`;
  const lastParagraphEnd = /<\/p>\s*$/.exec(html);
  if (!lastParagraphEnd) return `${html}<p>${text}</p>`;
  const before = html.slice(0, lastParagraphEnd.index);
  // No space after an empty paragraph's opening tag or after a space already there.
  const separator = /(<p[^>]*>|\s)$/.test(before) ? '' : ' ';
  return `${before}${separator}${text}</p>`;
}
