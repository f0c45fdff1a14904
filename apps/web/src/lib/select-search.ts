/**
 * A searchable select shows the chosen option's label in its input, with the caret at the end; whatever is
 * typed then lands after the label ("USD · US DollarEUR") and matches nothing. Typing after the whole label
 * therefore starts a new search with only what was typed; any other edit (deleting, selecting and
 * replacing, typing into an empty field) is the search as it stands.
 */
export function searchAfterTyping(input: { previous: string; next: string; selectedLabel: string | null }): string {
  const { previous, next, selectedLabel } = input;
  if (!selectedLabel || previous !== selectedLabel) return next;
  if (next.length > selectedLabel.length && next.startsWith(selectedLabel)) return next.slice(selectedLabel.length);
  return next;
}
