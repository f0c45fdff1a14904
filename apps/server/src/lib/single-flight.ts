/**
 * Coalesces identical concurrent reads in this process: callers asking for the same key while a load runs
 * share its result, and a result answers for `maxAgeMs` from the start of its load. Past half that age, the
 * first caller starts the next load in the background and is still answered from the current result, so under
 * steady traffic nobody waits for a reload and no answer is older than `maxAgeMs`. Failures are never kept.
 * Nothing here is shared with other instances or needed by them: it only saves repeated identical queries
 * (decision 059).
 */
type Entry<T> = { promise: Promise<T>; startedAt: number; isSettled: boolean; isRefreshing: boolean };

export class SingleFlight<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly options: { maxAgeMs: number; maxEntries?: number }) {}

  run(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && (!entry.isSettled || now - entry.startedAt < this.options.maxAgeMs)) {
      if (entry.isSettled && !entry.isRefreshing && now - entry.startedAt >= this.options.maxAgeMs / 2) {
        this.refresh(key, entry, load);
      }
      return entry.promise;
    }
    if (this.entries.size >= (this.options.maxEntries ?? 1000)) this.prune(now);
    return this.start(key, load, now).promise;
  }

  private start(key: string, load: () => Promise<T>, now: number): Entry<T> {
    const fresh: Entry<T> = { promise: load(), startedAt: now, isSettled: false, isRefreshing: false };
    this.entries.set(key, fresh);
    fresh.promise.then(
      () => {
        fresh.isSettled = true;
        if (this.options.maxAgeMs === 0 && this.entries.get(key) === fresh) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    return fresh;
  }

  /** The next load, replacing `current` only once it has succeeded; a failure leaves `current` to expire. */
  private refresh(key: string, current: Entry<T>, load: () => Promise<T>): void {
    current.isRefreshing = true;
    const startedAt = Date.now();
    load().then(
      (value) => {
        if (this.entries.get(key) !== current) return;
        this.entries.set(key, { promise: Promise.resolve(value), startedAt, isSettled: true, isRefreshing: false });
      },
      () => {
        current.isRefreshing = false;
      },
    );
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries)
      if (entry.isSettled && now - entry.startedAt >= this.options.maxAgeMs) this.entries.delete(key);
    // Still full (a flood of distinct keys): start over rather than grow without bound.
    if (this.entries.size >= (this.options.maxEntries ?? 1000)) this.entries.clear();
  }
}
