import { useState } from 'react';

let lastKey = 0;
const newKey = () => `item-${(lastKey += 1)}`;

/**
 * Keys for the items of a list that has no ids of its own (a section's questions, its speakers), kept in step with
 * the list's own moves: each item keeps its key, so React keeps its inputs, and the focus, with it.
 */
export function useListKeys(length: number) {
  const [keys, setKeys] = useState<string[]>(() => Array.from({ length }, newKey));
  let current = keys;
  if (keys.length !== length) {
    // The list changed from outside (a reset, a discarded draft): keys for what is new, none for what went.
    current = [...keys.slice(0, length), ...Array.from({ length: Math.max(0, length - keys.length) }, newKey)];
    setKeys(current);
  }
  return {
    keys: current,
    added: () => setKeys((previous) => [...previous, newKey()]),
    removed: (index: number) => setKeys((previous) => previous.filter((_, at) => at !== index)),
    swapped: (from: number, to: number) =>
      setKeys((previous) => {
        const next = [...previous];
        [next[from], next[to]] = [next[to]!, next[from]!];
        return next;
      }),
  };
}
