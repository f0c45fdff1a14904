import { COUNTED_ORDER_STATUSES, matchLocale } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { JobContext } from '../../services';
import { requireSessionOrder } from '../checkout/checkout.service';
import { prepareTicketPdf, type TicketPdfScope } from './ticket-pdf.inputs';
import { renderTicketPdfJob, toRenderJob } from './ticket-pdf.job';
import type { TicketPdfFile } from './ticket-pdf.rendering';
import { findStoredTicketPdf, findTicketByShortId, hasStoredTicketPdf } from './ticket-pdf.repository';

/**
 * Downloads of PDF tickets (issue 29 point 5, decision 156). A request never draws: it serves the stored PDF when it
 * is current, else queues the render job and waits a few seconds for its row, reading the database only, since the
 * job may run in any process. Still not there: "try again shortly" (503 with Retry-After).
 */

type Deps = Pick<JobContext, 'database' | 'queue'>;
export type TicketPdfAnswer = { file: TicketPdfFile } | { retryAfterSeconds: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isCounted = (status: string) => (COUNTED_ORDER_STATUSES as readonly string[]).includes(status);
/** How long a download waits for the job: a first drawing in a fresh process loads the fonts (about a second). */
export const PDF_WAIT_MS = 5_000;
const POLL_MS = 150;
const RETRY_AFTER_SECONDS = 3;

/** One ticket, by its link key (`a_…`): what the ticket page shows, as a PDF. The link gives nothing of the order. */
export async function getTicketPdf(
  deps: Deps,
  input: { eventId: string; attendeeShortId: string; locale?: string },
): Promise<TicketPdfAnswer> {
  const { db } = deps.database;
  if (!UUID.test(input.eventId)) throw AppError.notFound('ticket');
  const row = await findTicketByShortId(db, { eventId: input.eventId.toLowerCase(), shortId: input.attendeeShortId });
  if (!row) throw AppError.notFound('ticket');
  if (row.order.status === 'CANCELLED' || row.attendee.status === 'CANCELLED')
    throw new AppError('GONE', 'This ticket was cancelled: it is not valid for entry and has no PDF.');
  if (!isCounted(row.order.status)) throw AppError.notFound('ticket');
  return awaitPdf(deps, db, {
    kind: 'attendee',
    orderId: row.order.id,
    attendeeId: row.attendee.id,
    locale: readerLocale(input.locale, row.attendee.locale),
  });
}

/**
 * Every valid ticket of an order, one page each, by the order's key (`o_…`) with the same rule as the order summary:
 * a reservation only for its session, a placed order for whoever holds the key.
 */
export async function getOrderTicketsPdf(
  deps: Deps,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null; locale?: string },
): Promise<TicketPdfAnswer> {
  const { db } = deps.database;
  const order = await requireSessionOrder(db, input);
  if (order.status === 'CANCELLED')
    throw new AppError('GONE', 'This order was cancelled: its tickets are not valid and have no PDF.');
  if (!isCounted(order.status)) throw new AppError('CONFLICT', 'The tickets come once the order is placed.');
  return awaitPdf(deps, db, { kind: 'order', orderId: order.id, locale: readerLocale(input.locale, order.locale) });
}

/** The language asked for (the page's), else the one the ticket or order was bought in. */
const readerLocale = (asked: string | undefined, own: string) => matchLocale(asked) ?? matchLocale(own) ?? 'en';

async function awaitPdf(deps: Deps, db: DbExecutor, scope: TicketPdfScope): Promise<TicketPdfAnswer> {
  const prepared = await prepareTicketPdf(db, scope);
  if (!prepared) throw new AppError('GONE', 'None of these tickets is valid any more: there is no PDF.');
  const { scopeKey, fingerprint } = prepared;
  const stored = await findStoredTicketPdf(db, scopeKey);
  const fileOf = (content: Uint8Array, pageCount: number) => ({
    file: { filename: prepared.filename, bytes: content, pageCount },
  });
  if (stored?.fingerprint === fingerprint) return fileOf(stored.content, stored.pageCount);

  const since = new Date();
  await deps.queue.sendUnique(renderTicketPdfJob, toRenderJob(scope), { singletonKey: `${scopeKey}:${fingerprint}` });
  const deadline = since.getTime() + PDF_WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (!(await hasStoredTicketPdf(db, { scopeKey, fingerprint, since }))) continue;
    const ready = await findStoredTicketPdf(db, scopeKey);
    // Replaced in between by a newer rendering (a name changed meanwhile): serve that, it is the current one.
    if (ready) return fileOf(ready.content, ready.pageCount);
  }
  return { retryAfterSeconds: RETRY_AFTER_SECONDS };
}
