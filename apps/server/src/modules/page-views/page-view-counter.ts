import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Database } from '../../db/client';
import { addEventViews, addOrganizerViews, type PageViewTally } from './page-views.repository';

/**
 * Counts views of the public event and organizer pages (issue 27 point 4, decision 150). A view costs the page a
 * map increment: counts are kept per page and minute in this process and written every few seconds in one
 * statement per kind of page, each minute landing on its day in the page's timezone. Nothing about the visitor is
 * kept: no cookie, no address, no agent. A process that dies loses at most its last few seconds of counts, which
 * nothing else needs.
 */

export type PageKind = 'event' | 'organizer';

/** How often counts are written. */
export const PAGE_VIEW_FLUSH_MS = 5_000;

/** A person opening the page: a GET (not HEAD), not a crawler or link preview, not a browser's speculative load. */
export function isCountableView(request: Pick<FastifyRequest, 'method' | 'headers'>): boolean {
  if (request.method !== 'GET') return false;
  const agent = request.headers['user-agent'];
  if (!agent || isbot(agent)) return false;
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  return !(typeof purpose === 'string' && /prefetch|prerender/i.test(purpose));
}

export class PageViewCounter {
  private counts = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  record(kind: PageKind, id: string, at = Date.now()): void {
    const key = `${kind}:${id}:${Math.floor(at / 60_000)}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), PAGE_VIEW_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is counted now (and waits for a write already under way); tests and shutdown call it. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const counts = this.counts;
    this.counts = new Map();
    this.flushing = this.flushing.then(() => this.write(counts));
    return this.flushing;
  }

  private async write(counts: Map<string, number>): Promise<void> {
    if (counts.size === 0) return;
    const tallies: Record<PageKind, PageViewTally[]> = { event: [], organizer: [] };
    for (const [key, views] of counts) {
      const [kind, id, minute] = key.split(':') as [PageKind, string, string];
      tallies[kind].push({ id, minute: Number(minute), views });
    }
    try {
      await addEventViews(this.database.db, tallies.event);
      await addOrganizerViews(this.database.db, tallies.organizer);
    } catch (error) {
      this.onError(error);
    }
  }
}
