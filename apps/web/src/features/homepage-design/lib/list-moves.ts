/**
 * The one move that turns `before` into `after` (a drag moves one item), as indexes; null when nothing moved or the
 * lists differ by more than one move.
 */
export function moveBetween(before: readonly string[], after: readonly string[]): { from: number; to: number } | null {
  if (before.length !== after.length) return null;
  const first = before.findIndex((id, index) => after[index] !== id);
  if (first < 0) return null;
  const candidates = [
    // The item at `first` went further down…
    { from: first, to: after.indexOf(before[first]!) },
    // …or an item further down came up to `first`.
    { from: before.indexOf(after[first]!), to: first },
  ];
  return candidates.find((move) => move.from >= 0 && move.to >= 0 && sameOrder(moved(before, move), after)) ?? null;
}

/** `list` with the item at `from` taken out and put back at `to`. */
export function moved<T>(list: readonly T[], { from, to }: { from: number; to: number }): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The steps of one item at a time that make the same move: a form's list helpers carry each item's errors along on a
 * swap of neighbours, not on a jump over several.
 */
export function neighbourSteps({ from, to }: { from: number; to: number }): { from: number; to: number }[] {
  const direction = to > from ? 1 : -1;
  const steps: { from: number; to: number }[] = [];
  for (let index = from; index !== to; index += direction) steps.push({ from: index, to: index + direction });
  return steps;
}

function sameOrder(first: readonly string[], second: readonly string[]): boolean {
  return first.length === second.length && first.every((id, index) => second[index] === id);
}
