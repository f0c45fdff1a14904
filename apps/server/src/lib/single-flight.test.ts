import { afterEach, describe, expect, it, vi } from 'vitest';
import { SingleFlight } from './single-flight';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
};

afterEach(() => vi.useRealTimers());

describe('SingleFlight', () => {
  it('shares one load among identical concurrent calls, not among different keys', async () => {
    const flight = new SingleFlight<number>({ maxAgeMs: 0 });
    const gate = deferred<number>();
    const load = vi.fn(() => gate.promise);
    const calls = [flight.run('a', load), flight.run('a', load), flight.run('a', load)];
    const other = flight.run('b', () => Promise.resolve(2));
    gate.resolve(1);
    expect(await Promise.all(calls)).toEqual([1, 1, 1]);
    expect(await other).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
    // Max age 0: the next call loads again.
    await flight.run('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reuses a settled result only within its max age', async () => {
    vi.useFakeTimers();
    const flight = new SingleFlight<number>({ maxAgeMs: 1000 });
    let n = 0;
    const load = () => Promise.resolve(++n);
    expect(await flight.run('a', load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await flight.run('a', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await flight.run('a', load)).toBe(2);
  });

  it('reloads in the background past half its age, answering from the current result meanwhile', async () => {
    vi.useFakeTimers();
    const flight = new SingleFlight<number>({ maxAgeMs: 1000 });
    const gate = deferred<number>();
    const load = vi.fn().mockResolvedValueOnce(1).mockReturnValueOnce(gate.promise);
    expect(await flight.run('a', load)).toBe(1);
    vi.advanceTimersByTime(499);
    expect(await flight.run('a', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    // Half-way: the next load starts, the caller is answered at once from the current result.
    expect(await flight.run('a', load)).toBe(1);
    expect(await flight.run('a', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    gate.resolve(2);
    await Promise.resolve();
    expect(await flight.run('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers from the current result while a background reload fails, and tries again on the next call', async () => {
    vi.useFakeTimers();
    const flight = new SingleFlight<number>({ maxAgeMs: 1000 });
    const failure = deferred<number>();
    const load = vi.fn().mockResolvedValueOnce(1).mockReturnValueOnce(failure.promise).mockResolvedValue(3);
    expect(await flight.run('a', load)).toBe(1);
    vi.advanceTimersByTime(600);
    expect(await flight.run('a', load)).toBe(1);
    failure.reject(new Error('down'));
    await failure.promise.catch(() => undefined);
    expect(await flight.run('a', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(3);
    await Promise.resolve();
    expect(await flight.run('a', load)).toBe(3);
  });

  it('never keeps a failure', async () => {
    const flight = new SingleFlight<number>({ maxAgeMs: 1000 });
    await expect(flight.run('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await flight.run('a', () => Promise.resolve(3))).toBe(3);
  });

  it('stays bounded under many distinct keys', async () => {
    const flight = new SingleFlight<number>({ maxAgeMs: 1000, maxEntries: 10 });
    for (let index = 0; index < 50; index++) await flight.run(`k${index}`, () => Promise.resolve(index));
    expect((flight as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(10);
  });
});
