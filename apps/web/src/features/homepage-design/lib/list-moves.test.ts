import { describe, expect, it } from 'vitest';
import { moveBetween, moved, neighbourSteps } from './list-moves';

describe('list moves', () => {
  it('finds the one move a drag made, either way', () => {
    expect(moveBetween(['a', 'b', 'c', 'd'], ['b', 'c', 'a', 'd'])).toEqual({ from: 0, to: 2 });
    expect(moveBetween(['a', 'b', 'c', 'd'], ['a', 'd', 'b', 'c'])).toEqual({ from: 3, to: 1 });
    expect(moveBetween(['a', 'b'], ['b', 'a'])).toEqual({ from: 0, to: 1 });
    expect(moveBetween(['a', 'b'], ['a', 'b'])).toBeNull();
    expect(moveBetween(['a', 'b', 'c', 'd'], ['b', 'a', 'd', 'c'])).toBeNull();
  });

  it('moves an item and splits a jump into swaps of neighbours that end the same', () => {
    expect(moved(['a', 'b', 'c'], { from: 2, to: 0 })).toEqual(['c', 'a', 'b']);
    expect(neighbourSteps({ from: 0, to: 3 })).toEqual([
      { from: 0, to: 1 },
      { from: 1, to: 2 },
      { from: 2, to: 3 },
    ]);
    expect(neighbourSteps({ from: 2, to: 0 })).toEqual([
      { from: 2, to: 1 },
      { from: 1, to: 0 },
    ]);
    const list = ['a', 'b', 'c', 'd', 'e'];
    for (const move of [
      { from: 0, to: 4 },
      { from: 4, to: 1 },
    ]) {
      const stepped = neighbourSteps(move).reduce((current, step) => moved(current, step), list);
      expect(stepped).toEqual(moved(list, move));
    }
  });
});
