import type { DbExecutor } from '../../db/client';
import {
  insertAnswers,
  replaceAnswersOfAttendee,
  updateAnswersProduct,
  updateAttendeeRow,
  updateOrderRow,
  type AnswerInsert,
  type AttendeeValues,
} from './order-details.repository';
import { moveOrder } from './order-lifecycle';
import { insertAttendees, type AttendeeInsert, type OrderInsert, type OrderRow } from './orders.repository';

/**
 * The order's details, its tickets' details and their answers (issue 23 point 1, decision 125): the only writes of
 * those rows outside a status move. Checkout, payments and the attendees' back office call these; none of them
 * changes an order's status (that is `order-lifecycle.ts`).
 */

type BuyerDetails = Pick<
  OrderInsert,
  'firstName' | 'lastName' | 'email' | 'locale' | 'address' | 'optedIntoMarketingAt' | 'paymentStatus'
>;

/**
 * The buyer's details step (`attach_details`, RESERVED only, 409 otherwise): the buyer on the order, its tickets'
 * attendees and the answers, in the caller's transaction.
 */
export async function attachOrderDetails(
  tx: DbExecutor,
  input: { orderId: string; buyer: Partial<BuyerDetails>; attendees: AttendeeInsert[]; answers: AnswerInsert[] },
): Promise<OrderRow> {
  const order = await moveOrder(tx, { orderId: input.orderId, move: 'attach_details', values: input.buyer });
  await insertAttendees(tx, input.attendees);
  await insertAnswers(tx, input.answers);
  return order;
}

/** How the order is (to be) paid: STRIPE when a card payment settles it, OFFLINE when paid outside Marquee. */
export async function choosePaymentProvider(
  tx: DbExecutor,
  input: { orderId: string; provider: NonNullable<OrderRow['paymentProvider']> },
): Promise<OrderRow> {
  return updateOrderRow(tx, input.orderId, { paymentProvider: input.provider });
}

/** The buyer's names and email on a placed order (and a new short id when the email changed). */
export async function editOrderBuyer(
  tx: DbExecutor,
  input: { orderId: string; values: Partial<Pick<OrderInsert, 'firstName' | 'lastName' | 'email' | 'shortId'>> },
): Promise<OrderRow> {
  return updateOrderRow(tx, input.orderId, input.values);
}

/** One ticket's attendee: names, email, notes, status, ticket (product and price) or short id. */
export async function updateAttendee(tx: DbExecutor, attendeeId: string, values: AttendeeValues): Promise<void> {
  await updateAttendeeRow(tx, attendeeId, values);
}

/** An attendee moved to another ticket keeps their answers, now filed under that ticket's product. */
export async function moveAttendeeAnswers(
  tx: DbExecutor,
  input: { attendeeId: string; productId: string },
): Promise<void> {
  await updateAnswersProduct(tx, input);
}

/** Replaces an attendee's answers with the given (non-empty, normalised) ones. */
export async function replaceAttendeeAnswers(
  tx: DbExecutor,
  input: { attendeeId: string; orderId: string; productId: string; answers: { questionId: string; answer: unknown }[] },
): Promise<void> {
  await replaceAnswersOfAttendee(tx, input);
}
