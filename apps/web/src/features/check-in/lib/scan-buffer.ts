/**
 * A USB/HID barcode scanner "types" a ticket's code as a burst of key presses, usually followed by Enter.
 * A person types far slower, so key presses less than `maxGapMs` apart form one code and a longer pause
 * (or Enter) ends it. Only codes that look like an attendee's public id count, so a stray burst of typing is
 * never taken for a ticket. Pure, with the time passed in, so it is tested without timers.
 */
export const SCAN_KEY_GAP_MS = 100;

/**
 * The prefixes of an attendee's public id, which is what a ticket's QR code holds. Our server issues `att_…`
 * (docs/decisions/025-orders.md); the spec's format is `A-…` (server-behaviour §0). Both scan.
 */
export const ATTENDEE_CODE_PREFIXES = ['att_', 'A-'] as const;

/** Whether a scanned text is an attendee's public id: a known prefix, then at least one character, no spaces. */
export function isAttendeeCode(code: string): boolean {
  return (
    !/\s/.test(code) && ATTENDEE_CODE_PREFIXES.some((prefix) => code.length > prefix.length && code.startsWith(prefix))
  );
}

export class ScanBuffer {
  private characters = '';
  private lastKeyAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly maxGapMs: number = SCAN_KEY_GAP_MS) {}

  /**
   * Feeds one key (`KeyboardEvent.key`) pressed at `at` ms. Returns the code this key completes: Enter ends
   * the pending burst; a printable character after a pause ends the previous burst (and starts a new one). Keys that type nothing (Shift, arrows…) are ignored without breaking the burst.
   */
  push(key: string, at: number): string | null {
    if (key === 'Enter') return this.take();
    if (key.length !== 1) return null;
    const ended = this.isBurstOpen(at) ? null : this.take();
    this.characters += key;
    this.lastKeyAt = at;
    return ended;
  }

  /** Called once the keyboard has been quiet: the pending burst, if a pause of `maxGapMs` ended it. */
  flush(at: number): string | null {
    if (this.characters === '' || at - this.lastKeyAt < this.maxGapMs) return null;
    return this.take();
  }

  clear(): void {
    this.characters = '';
    this.lastKeyAt = Number.NEGATIVE_INFINITY;
  }

  private isBurstOpen(at: number): boolean {
    return this.characters !== '' && at - this.lastKeyAt < this.maxGapMs;
  }

  private take(): string | null {
    const code = this.characters;
    this.clear();
    return isAttendeeCode(code) ? code : null;
  }
}

export const DUPLICATE_SCAN_WINDOW_MS = 3_000;

/**
 * Drops a code seen again within `windowMs` of its last sighting: a camera decodes a ticket held in front of
 * it several times a second, and a scanner's trigger gets pressed twice. Each sighting restarts the window,
 * so a ticket left in view is handled once, not every three seconds.
 */
export class RecentScans {
  private readonly seenAt = new Map<string, number>();

  constructor(private readonly windowMs: number = DUPLICATE_SCAN_WINDOW_MS) {}

  /** True when `code` was seen less than the window ago; records this sighting either way. */
  isDuplicate(code: string, at: number): boolean {
    for (const [seen, time] of this.seenAt) {
      if (at - time >= this.windowMs) this.seenAt.delete(seen);
    }
    const isRepeat = this.seenAt.has(code);
    this.seenAt.set(code, at);
    return isRepeat;
  }
}
