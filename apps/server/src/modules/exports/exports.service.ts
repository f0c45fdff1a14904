import { storedTotalsBreakdown } from '@marquee/core';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { requireEvent } from '../events/events.service';
import {
  answerText,
  isoInTimeZone,
  money,
  type ExportCell,
  type ExportColumn,
  type ExportTable,
} from '../../lib/export';
import { parseListQuery } from '../../lib/list-query';
import { ordersListResource } from '../orders/orders.repository';
import {
  attendeeAnswers,
  attendeeExportBatches,
  attendeesExportResource,
  listEventQuestions,
  orderAnswers,
  orderExportBatches,
  type AnswerRow,
  type ExportQuestion,
} from './exports.repository';

/**
 * Orders and attendees of an event as streamed spreadsheets (docs/decisions/074-streamed-exports.md).
 * The event and the list query are checked before anything is sent, so a 404 or 422 is a normal error
 * answer; the rows are then read batch by batch while the file is being written.
 */

/** Rows per query: large enough to amortise a round trip, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

export type PreparedExport = { slug: string; table: ExportTable };

/** "Export what I see": the list query without its page. */
function listQueryOf(raw: Record<string, unknown>) {
  const { page: _page, per_page: _perPage, format: _format, ...rest } = raw;
  return rest;
}

const text = (value: string | null | undefined): string | null => (value === undefined ? null : value);

/**
 * A batch's answers keyed `owner:question`, read only when the export has questions of that kind.
 * `owner` picks the order or attendee id an answer belongs to.
 */
async function batchAnswers(
  questions: ExportQuestion[],
  ownerIds: string[],
  load: (ids: string[]) => Promise<AnswerRow[]>,
  owner: (row: AnswerRow) => string | null,
): Promise<Map<string, string | null>> {
  const map = new Map<string, string | null>();
  if (questions.length === 0) return map;
  for (const row of await load([...new Set(ownerIds)])) {
    const id = owner(row);
    if (id) map.set(`${id}:${row.questionId}`, answerText(row.answer));
  }
  return map;
}

const questionColumns = (list: ExportQuestion[]): ExportColumn[] =>
  list.map((question) => ({ header: question.title, kind: 'text' }));

export async function prepareOrdersExport(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { eventId: string; rawQuery: Record<string, unknown> },
): Promise<PreparedExport> {
  const { db } = deps.database;
  const event = await requireEvent(db, auth, input.eventId);
  const query = parseListQuery(ordersListResource, listQueryOf(input.rawQuery));
  const orderQuestions = (await listEventQuestions(db, event.id)).filter((q) => q.belongsTo === 'ORDER');
  const date = isoInTimeZone(event.timezone);
  const columns: ExportColumn[] = [
    { header: 'Order ID', kind: 'text' },
    { header: 'First name', kind: 'text' },
    { header: 'Last name', kind: 'text' },
    { header: 'Email', kind: 'text' },
    { header: 'Status', kind: 'text' },
    { header: 'Payment status', kind: 'text' },
    { header: 'Refund status', kind: 'text' },
    { header: 'Payment provider', kind: 'text' },
    { header: 'Currency', kind: 'text' },
    { header: 'Subtotal', kind: 'money' },
    { header: 'Discount', kind: 'money' },
    { header: 'Net before taxes and fees', kind: 'money' },
    { header: 'Tax', kind: 'money' },
    { header: 'Fees', kind: 'money' },
    { header: 'Total', kind: 'money' },
    { header: 'Refunded', kind: 'money' },
    { header: 'Promo code', kind: 'text' },
    { header: 'Affiliate code', kind: 'text' },
    { header: 'Free', kind: 'text' },
    { header: 'Manually created', kind: 'text' },
    { header: 'Address', kind: 'text' },
    { header: 'Notes', kind: 'text' },
    { header: 'Marketing opt-in at', kind: 'text' },
    { header: 'Created at', kind: 'text' },
    { header: 'Completed at', kind: 'text' },
    ...questionColumns(orderQuestions),
  ];
  async function* batches(): AsyncGenerator<ExportCell[][]> {
    for await (const rows of orderExportBatches(db, { eventId: event.id, query, batchSize: EXPORT_BATCH_SIZE })) {
      const answers = await batchAnswers(
        orderQuestions,
        rows.map((row) => row.id),
        (ids) => orderAnswers(db, ids),
        (row) => row.orderId,
      );
      yield rows.map((order) => {
        // Subtotal − Discount = Net; Net + Tax + Fees = Total (decision 117).
        const parts = storedTotalsBreakdown({
          total_before_additions: order.totalBeforeAdditions,
          total_discount: order.totalDiscount,
          total_fee: order.totalFee,
          total_tax: order.totalTax,
          total_gross: order.totalGross,
        });
        return [
          order.shortId,
          text(order.firstName),
          text(order.lastName),
          text(order.email),
          order.status,
          order.paymentStatus,
          order.refundStatus,
          order.paymentProvider,
          order.currency,
          money(parts.subtotal, order.currency),
          money(parts.discount, order.currency),
          money(parts.net, order.currency),
          money(parts.total_tax, order.currency),
          money(parts.total_fee, order.currency),
          money(parts.total, order.currency),
          money(order.totalRefunded, order.currency),
          order.promoCode,
          order.affiliateCode,
          order.totalGross === 0 ? 'Yes' : 'No',
          order.isManuallyCreated ? 'Yes' : 'No',
          order.address ? answerText(order.address) : null,
          order.notes,
          date(order.optedIntoMarketingAt),
          date(order.createdAt),
          date(order.completedAt),
          ...orderQuestions.map((question) => answers.get(`${order.id}:${question.id}`) ?? null),
        ];
      });
    }
  }
  return { slug: event.slug, table: { sheetName: 'Orders', columns, batches: batches() } };
}

export async function prepareAttendeesExport(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { eventId: string; rawQuery: Record<string, unknown> },
): Promise<PreparedExport> {
  const { db } = deps.database;
  const event = await requireEvent(db, auth, input.eventId);
  const query = parseListQuery(attendeesExportResource, listQueryOf(input.rawQuery));
  const allQuestions = await listEventQuestions(db, event.id);
  const productQuestions = allQuestions.filter((q) => q.belongsTo === 'PRODUCT');
  const orderQuestions = allQuestions.filter((q) => q.belongsTo === 'ORDER');
  const date = isoInTimeZone(event.timezone);
  const columns: ExportColumn[] = [
    { header: 'Attendee ID', kind: 'text' },
    { header: 'Order ID', kind: 'text' },
    { header: 'First name', kind: 'text' },
    { header: 'Last name', kind: 'text' },
    { header: 'Email', kind: 'text' },
    { header: 'Status', kind: 'text' },
    { header: 'Order status', kind: 'text' },
    { header: 'Product', kind: 'text' },
    { header: 'Price tier', kind: 'text' },
    { header: 'Notes', kind: 'text' },
    { header: 'Created at', kind: 'text' },
    { header: 'Checked in (lists)', kind: 'number' },
    { header: 'Last check-in at', kind: 'text' },
    ...questionColumns(productQuestions),
    ...questionColumns(orderQuestions),
  ];
  async function* batches(): AsyncGenerator<ExportCell[][]> {
    for await (const rows of attendeeExportBatches(db, { eventId: event.id, query, batchSize: EXPORT_BATCH_SIZE })) {
      const byAttendee = await batchAnswers(
        productQuestions,
        rows.map((row) => row.id),
        (ids) => attendeeAnswers(db, ids),
        (row) => row.attendeeId,
      );
      const byOrder = await batchAnswers(
        orderQuestions,
        rows.map((row) => row.orderId),
        (ids) => orderAnswers(db, ids),
        (row) => row.orderId,
      );
      yield rows.map((attendee) => [
        attendee.shortId,
        attendee.orderShortId,
        attendee.firstName,
        attendee.lastName,
        attendee.email,
        attendee.status,
        attendee.orderStatus,
        attendee.productTitle,
        attendee.priceLabel,
        attendee.notes,
        date(attendee.createdAt),
        attendee.liveCheckIns,
        attendee.lastCheckInAt ? date(attendee.lastCheckInAt) : null,
        ...productQuestions.map((question) => byAttendee.get(`${attendee.id}:${question.id}`) ?? null),
        ...orderQuestions.map((question) => byOrder.get(`${attendee.orderId}:${question.id}`) ?? null),
      ]);
    }
  }
  return { slug: event.slug, table: { sheetName: 'Attendees', columns, batches: batches() } };
}
