/**
 * Coalesces identical concurrent reads in this process: callers asking for the same key while a load runs
 * share its result, and a settled result answers for `maxAgeMs` more. Failures are never kept. Nothing here is
 * shared with other instances or needed by them: it only saves repeated identical queries (decision 059).
 */
export class SingleFlight<T> {
  private readonly entries = new Map<string, { promise: Promise<T>; settledAt: number | null }>();

  constructor(private readonly options: { maxAgeMs: number; maxEntries?: number }) {}

  run(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && (entry.settledAt === null || now - entry.settledAt < this.options.maxAgeMs)) return entry.promise;
    if (this.entries.size >= (this.options.maxEntries ?? 1000)) this.prune(now);
    const fresh: { promise: Promise<T>; settledAt: number | null } = { promise: load(), settledAt: null };
    this.entries.set(key, fresh);
    fresh.promise.then(
      () => {
        fresh.settledAt = Date.now();
        if (this.options.maxAgeMs === 0 && this.entries.get(key) === fresh) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    return fresh.promise;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries)
      if (entry.settledAt !== null && now - entry.settledAt >= this.options.maxAgeMs) this.entries.delete(key);
    // Still full (a flood of distinct keys): start over rather than grow without bound.
    if (this.entries.size >= (this.options.maxEntries ?? 1000)) this.entries.clear();
  }
}
