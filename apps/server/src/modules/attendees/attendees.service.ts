import { recordAttendeeChanges, recordStaffOrderPlaced } from '../orders/order-events';
import {
  normaliseAnswer,
  validateAnswers,
  type TAnswerInput,
  type TAttendee,
  type TAttendeeDetail,
  type TCreateAttendee,
  type TList,
  type TResendTicketResult,
  type ZCreateAttendee,
  type ZUpdateAttendee,
} from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { lockingTransaction } from '../../db/lock-order';
import { AppError } from '../../lib/app-error';
import { parseListQuery } from '../../lib/list-query';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import {
  listAdditionsOfProducts,
  listEventProductsByIds,
  lockCapacityAssignments,
  lockOrder,
} from '../checkout/checkout.repository';
import { requireEvent } from '../events/events.service';
import { changedFields, recordOrderActivity } from '../orders/order-activity';
import {
  choosePaymentProvider,
  moveAttendeeAnswers,
  replaceAttendeeAnswers,
  updateAttendee,
} from '../orders/order-details';
import { writeOrder } from '../orders/orders.service';
import { loadProducts } from '../products/catalogue.service';
import { lockPricesToSell, type ProductPriceRow, type ProductRow } from '../products/products.repository';
import { listQuestionProducts, listQuestionsOfEvent } from '../questions/questions.repository';
import { queueAttendeeTicket } from './attendees.emails';
import { listCheckIns } from './attendee-check-ins';
import { toAttendee, toAttendeeAnswer, toAttendeeDetail } from './attendees.mapper';
import {
  adjustQuantitySold,
  attendeesListResource,
  findAttendee,
  listAttendeeAnswers,
  listAttendeeIdsOfOrder,
  listAttendeesPage,
  type AttendeeListRow,
} from './attendees.repository';

/**
 * The organizer's attendees (issue 7, docs/decisions/070–073): list, detail, edit, cancel / reactivate,
 * manual add and ticket resends. Every call is scoped to the caller's account through the event; a
 * status change takes the same locks, in the same order, as a reservation (order, prices, assignments).
 */

type Deps = IdentityDeps;
type UpdateBody = z.output<typeof ZUpdateAttendee>;
type CreateBody = z.output<typeof ZCreateAttendee>;
async function requireAttendee(executor: DbExecutor, eventId: string, attendeeId: string): Promise<AttendeeListRow> {
  const row = await findAttendee(executor, { eventId, attendeeId });
  if (!row) throw AppError.notFound('attendee');
  return row;
}

async function loadDetail(executor: DbExecutor, eventId: string, attendeeId: string): Promise<TAttendeeDetail> {
  const row = await requireAttendee(executor, eventId, attendeeId);
  const [answers, checkIns] = await Promise.all([
    listAttendeeAnswers(executor, row.id),
    listCheckIns(executor, { attendeeIds: [row.id] }),
  ]);
  return toAttendeeDetail(row, answers.map(toAttendeeAnswer), checkIns);
}

/** An attendee's full resource without a caller (a webhook's payload), or null when it is gone. */
export async function readAttendeeDetail(
  executor: DbExecutor,
  input: { eventId: string; attendeeId: string },
): Promise<TAttendeeDetail | null> {
  return (await findAttendee(executor, input)) ? loadDetail(executor, input.eventId, input.attendeeId) : null;
}

/** The PRODUCT questions asked of a ticket of this product, in the shape the core answer rules take. */
async function questionsOfProduct(executor: DbExecutor, eventId: string, productId: string) {
  const rows = (await listQuestionsOfEvent(executor, eventId)).filter((row) => row.belongsTo === 'PRODUCT');
  const links = await listQuestionProducts(
    executor,
    rows.map((row) => row.id),
  );
  return rows
    .filter((row) => links.some((link) => link.questionId === row.id && link.productId === productId))
    .map((row) => ({
      id: row.id,
      type: row.type,
      required: row.isRequired,
      is_hidden: row.isHidden,
      options: row.options,
    }));
}

/**
 * Checks answers with the core rules (hidden questions answerable by staff) and returns them normalised,
 * empty ones left out. `enforceRequired` false lets a box office add someone without every answer.
 */
async function checkedAnswers(
  executor: DbExecutor,
  input: { eventId: string; productId: string; answers: TAnswerInput[]; enforceRequired: boolean },
) {
  const asked = await questionsOfProduct(executor, input.eventId, input.productId);
  const rules = input.enforceRequired ? asked : asked.map((question) => ({ ...question, required: false }));
  const problems = validateAnswers(rules, input.answers, { includeHidden: true });
  if (Object.keys(problems).length > 0)
    throw AppError.validation(
      Object.fromEntries(Object.entries(problems).map(([key, messages]) => [`answers.${key}`, messages])),
    );
  return input.answers.flatMap((answer) => {
    const question = asked.find((candidate) => candidate.id === answer.question_id)!;
    const value = normaliseAnswer(question, answer.response);
    return value === null ? [] : [{ questionId: question.id, answer: value as unknown }];
  });
}

export async function listEventAttendees(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; rawQuery: unknown },
): Promise<TList<TAttendee>> {
  const { db } = deps.database;
  const event = await requireEvent(db, auth, input.eventId);
  const query = parseListQuery(attendeesListResource, input.rawQuery);
  const { rows, meta } = await listAttendeesPage(db, { eventId: event.id, query });
  const liveCheckIns = await listCheckIns(db, { attendeeIds: rows.map((row) => row.id), liveOnly: true });
  return { data: rows.map((row) => toAttendee(row, liveCheckIns)), meta };
}

export async function getAttendee(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; attendeeId: string },
): Promise<TAttendeeDetail> {
  const { db } = deps.database;
  const event = await requireEvent(db, auth, input.eventId);
  return loadDetail(db, event.id, input.attendeeId);
}

/**
 * The full edit: names, email, notes, (when sent) the answers, re-checked as at checkout, and (when sent) a move
 * to another ticket or tier of the event (decision 096).
 */
export async function editAttendee(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; attendeeId: string; body: UpdateBody },
): Promise<TAttendeeDetail> {
  return lockingTransaction(deps.database, async (tx) => {
    const event = await requireEvent(tx, auth, input.eventId);
    let attendee = await requireAttendee(tx, event.id, input.attendeeId);
    const before = attendee;
    const { body } = input;
    const isTicketChange =
      body.product_price_id !== undefined &&
      (body.product_price_id !== attendee.productPriceId || body.product_id !== attendee.productId);
    if (isTicketChange) {
      attendee = await moveToTicket(tx, {
        eventId: event.id,
        attendee,
        productId: body.product_id!,
        priceId: body.product_price_id!,
      });
    }
    const answers = body.answers
      ? await checkedAnswers(tx, {
          eventId: event.id,
          productId: attendee.productId,
          answers: body.answers,
          enforceRequired: true,
        })
      : null;
    await updateAttendee(tx, attendee.id, {
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email.toLowerCase(),
      ...(body.notes !== undefined ? { notes: body.notes || null } : {}),
    });
    if (answers)
      await replaceAttendeeAnswers(tx, {
        attendeeId: attendee.id,
        orderId: attendee.orderId,
        productId: attendee.productId,
        answers,
      });
    else if (isTicketChange) await moveAttendeeAnswers(tx, { attendeeId: attendee.id, productId: attendee.productId });
    await recordAttendeeEdit(tx, auth, { before, after: attendee, body, answersReplaced: answers !== null });
    await recordAttendeeChanges(deps, tx, {
      orderId: attendee.orderId,
      type: 'attendee.updated',
      attendeeIds: [attendee.id],
    });
    return loadDetail(tx, event.id, attendee.id);
  });
}

/** The edit on the order's timeline: the ticket move, and which details changed (decision 100). */
async function recordAttendeeEdit(
  tx: DbExecutor,
  auth: AuthContext,
  input: { before: AttendeeListRow; after: AttendeeListRow; body: UpdateBody; answersReplaced: boolean },
): Promise<void> {
  const { before, after, body } = input;
  const base = { orderId: before.orderId, eventId: before.eventId, attendeeId: before.id };
  const attendee = before.publicId;
  if (after.productPriceId !== before.productPriceId || after.productId !== before.productId)
    await recordOrderActivity(tx, auth, {
      ...base,
      action: 'ATTENDEE_TICKET_CHANGED',
      details: { attendee, from: ticketLabel(before), to: ticketLabel(after) },
    });
  const fields = [
    changedFields(
      { first_name: before.firstName, last_name: before.lastName, email: before.email, notes: before.notes },
      {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email.toLowerCase(),
        notes: body.notes === undefined ? undefined : body.notes || null,
      },
    ),
    input.answersReplaced ? 'answers' : null,
  ]
    .filter(Boolean)
    .join(', ');
  if (fields)
    await recordOrderActivity(tx, auth, { ...base, action: 'ATTENDEE_EDITED', details: { attendee, fields } });
}

const ticketLabel = (row: AttendeeListRow) =>
  row.priceLabel ? `${row.productTitle} (${row.priceLabel})` : row.productTitle;

/**
 * Moves an attendee to another ticket product or tier of the event (decision 096). The ticket's unit moves
 * with it while the order holds units (COMPLETED or AWAITING_OFFLINE_PAYMENT, attendee not cancelled): given
 * back to the old price, then taken from the new one if its price, product and every ACTIVE capacity assignment
 * still have one (409 otherwise), under the reservation lock order (order row, prices in id order, assignments
 * in id order). A reservation still in checkout is left to its buyer. The order's lines and amounts stay.
 */
async function moveToTicket(
  tx: DbExecutor,
  input: { eventId: string; attendee: AttendeeListRow; productId: string; priceId: string },
): Promise<AttendeeListRow> {
  const order = (await lockOrder(tx, input.attendee.orderId))!;
  // Re-read under the order lock: a status change of this ticket may have committed meanwhile.
  const attendee = await requireAttendee(tx, input.eventId, input.attendee.id);
  if (order.status !== 'COMPLETED' && order.status !== 'AWAITING_OFFLINE_PAYMENT')
    throw new AppError('CONFLICT', 'Only the tickets of a completed order, or one awaiting payment, can be changed.');
  const [product] = await listEventProductsByIds(tx, input.eventId, [input.productId]);
  if (!product) throw AppError.validation({ product_id: ['Choose a product of this event.'] });
  if (product.productType !== 'TICKET')
    throw AppError.validation({ product_id: ['An attendee can only hold a ticket product.'] });
  const productIds = [...new Set([product.id, attendee.productId])];
  const lockedPrices = await lockPricesToSell(tx, productIds);
  if (!lockedPrices.some((price) => price.id === input.priceId && price.productId === product.id))
    throw AppError.validation({ product_price_id: ['Choose a price of this product.'] });
  await lockCapacityAssignments(tx, productIds);
  const holdsUnit = attendee.status !== 'CANCELLED';
  if (holdsUnit) {
    if (attendee.productPriceId) await adjustQuantitySold(tx, attendee.productPriceId, -1);
    // Read again after giving the old unit back: a move within one capacity assignment needs no spare place.
    const shortage = await shortageOfOneUnit(tx, product, input.priceId);
    if (shortage) throw new AppError('CONFLICT', shortage);
    await adjustQuantitySold(tx, input.priceId, 1);
  }
  await updateAttendee(tx, attendee.id, { productId: product.id, productPriceId: input.priceId });
  return requireAttendee(tx, input.eventId, attendee.id);
}

/**
 * Why one more ticket of this price cannot be sold (the price, its product or an ACTIVE capacity assignment has
 * no unit left), or null; read under the sellers' locks. `prices`: the price rows already locked, if fresh.
 */
async function shortageOfOneUnit(
  tx: DbExecutor,
  product: ProductRow,
  priceId: string,
  prices?: ProductPriceRow[],
): Promise<string | null> {
  const [loaded] = await loadProducts(tx, [product], new Date(), { prices });
  const price = loaded?.prices.find((candidate) => candidate.id === priceId);
  const label = price?.label ? `${product.title} (${price.label})` : product.title;
  if (!loaded || !price) return `${product.title} is no longer available.`;
  if (price.quantity_available !== null && price.quantity_available < 1) return `${label} is sold out.`;
  if (loaded.quantity_available !== null && loaded.quantity_available < 1) return `${product.title} is sold out.`;
  return null;
}

/** What one ticket of this price and product can still sell, read under the reservation locks. */
async function lockAndCheckOneUnit(
  tx: DbExecutor,
  input: { eventId: string; productId: string; priceId: string },
): Promise<string | null> {
  const [product] = await listEventProductsByIds(tx, input.eventId, [input.productId]);
  if (!product) return 'This product no longer exists.';
  // Prices of the product in id order, then its ACTIVE capacity assignments in id order (decision 040).
  const lockedPrices = await lockPricesToSell(tx, [product.id]);
  await lockCapacityAssignments(tx, [product.id]);
  return shortageOfOneUnit(tx, product, input.priceId, lockedPrices);
}

/**
 * Cancel or reactivate one attendee. Cancelling gives a counted ticket's unit back; reactivating takes one
 * again, only if the price, its product and every ACTIVE capacity assignment still have one (409
 * otherwise), under the reservation lock order: the order row, the product's price rows, its assignments.
 * A reactivated ticket returns to the status its order implies (ACTIVE, or AWAITING_PAYMENT while an
 * offline payment is awaited). A cancelled order's attendees stay cancelled.
 */
export async function changeAttendeeStatus(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; attendeeId: string; status: 'ACTIVE' | 'CANCELLED' },
): Promise<TAttendeeDetail> {
  return lockingTransaction(deps.database, async (tx) => {
    const event = await requireEvent(tx, auth, input.eventId);
    const found = await requireAttendee(tx, event.id, input.attendeeId);
    const order = (await lockOrder(tx, found.orderId))!;
    // Re-read under the order lock: another change of this order may have committed meanwhile.
    const attendee = await requireAttendee(tx, event.id, input.attendeeId);
    if (input.status === 'CANCELLED') {
      if (attendee.status === 'CANCELLED') throw new AppError('CONFLICT', 'This attendee is already cancelled.');
      await updateAttendee(tx, attendee.id, { status: 'CANCELLED' });
      // Orders here count (COMPLETED or AWAITING_OFFLINE_PAYMENT): each of their tickets holds a unit.
      if (attendee.productPriceId) await adjustQuantitySold(tx, attendee.productPriceId, -1);
      await recordOrderActivity(tx, auth, {
        orderId: order.id,
        eventId: event.id,
        attendeeId: attendee.id,
        action: 'ATTENDEE_CANCELLED',
        details: { attendee: attendee.publicId },
      });
      await recordAttendeeChanges(deps, tx, {
        orderId: order.id,
        type: 'attendee.cancelled',
        attendeeIds: [attendee.id],
      });
      return loadDetail(tx, event.id, attendee.id);
    }
    if (attendee.status !== 'CANCELLED') throw new AppError('CONFLICT', 'This attendee is not cancelled.');
    if (order.status === 'CANCELLED')
      throw new AppError('CONFLICT', 'The order of this attendee is cancelled; its tickets cannot be reactivated.');
    if (order.status !== 'COMPLETED' && order.status !== 'AWAITING_OFFLINE_PAYMENT')
      throw new AppError('CONFLICT', 'This ticket is no longer available.');
    if (!attendee.productPriceId)
      throw new AppError('CONFLICT', `${attendee.productTitle} is no longer available: its price was removed.`);
    const shortage = await lockAndCheckOneUnit(tx, {
      eventId: event.id,
      productId: attendee.productId,
      priceId: attendee.productPriceId,
    });
    if (shortage) throw new AppError('CONFLICT', `This ticket is no longer available. ${shortage}`);
    await updateAttendee(tx, attendee.id, {
      status: order.status === 'COMPLETED' ? 'ACTIVE' : 'AWAITING_PAYMENT',
    });
    await adjustQuantitySold(tx, attendee.productPriceId, 1);
    await recordOrderActivity(tx, auth, {
      orderId: order.id,
      eventId: event.id,
      attendeeId: attendee.id,
      action: 'ATTENDEE_REACTIVATED',
      details: { attendee: attendee.publicId },
    });
    await recordAttendeeChanges(deps, tx, { orderId: order.id, type: 'attendee.updated', attendeeIds: [attendee.id] });
    return loadDetail(tx, event.id, attendee.id);
  });
}

/**
 * Staff add a ticket holder: a COMPLETED order flagged as made by staff, priced by the core rules at the
 * price's amount or the `unit_price` given (0: complimentary), after the same availability check as a
 * reservation (409 when sold out). Sale windows and hidden flags do not apply to staff.
 */
export async function createAttendee(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: CreateBody },
): Promise<TAttendeeDetail> {
  const { body } = input;
  return lockingTransaction(deps.database, async (tx) => {
    const event = await requireEvent(tx, auth, input.eventId);
    const [product] = await listEventProductsByIds(tx, event.id, [body.product_id]);
    if (!product) throw AppError.validation({ product_id: ['Choose a product of this event.'] });
    if (product.productType !== 'TICKET')
      throw AppError.validation({ product_id: ['Attendees can only be added to ticket products.'] });
    const answers = await checkedAnswers(tx, {
      eventId: event.id,
      productId: product.id,
      answers: body.answers ?? [],
      enforceRequired: false,
    });
    const additions = await listAdditionsOfProducts(tx, [product.id]);
    const lockedPrices = await lockPricesToSell(tx, [product.id]);
    if (!lockedPrices.some((price) => price.id === body.product_price_id))
      throw AppError.validation({ product_price_id: ['Choose a price of this product.'] });
    await lockCapacityAssignments(tx, [product.id]);
    const shortage = await shortageOfOneUnit(tx, product, body.product_price_id, lockedPrices);
    if (shortage) throw new AppError('CONFLICT', shortage);

    const email = body.email.toLowerCase();
    const { order } = await writeOrder(tx, {
      eventId: event.id,
      status: 'COMPLETED',
      isManuallyCreated: true,
      lines: [{ productPriceId: body.product_price_id, quantity: 1, unitPriceOverride: body.unit_price }],
      buyer: { firstName: body.first_name, lastName: body.last_name, email, locale: body.locale ?? 'en' },
      preloaded: {
        event,
        additions,
        prices: lockedPrices.map((row) => ({ price: row, product })),
      },
    });
    // Staff took the money outside any payment provider.
    if (Number(order.totalGross) > 0) await choosePaymentProvider(tx, { orderId: order.id, provider: 'OFFLINE' });
    const [attendeeId] = await listAttendeeIdsOfOrder(tx, order.id);
    if (body.notes) await updateAttendee(tx, attendeeId!, { notes: body.notes });
    await replaceAttendeeAnswers(tx, { attendeeId: attendeeId!, orderId: order.id, productId: product.id, answers });
    const row = await requireAttendee(tx, event.id, attendeeId!);
    await recordOrderActivity(tx, auth, {
      orderId: order.id,
      eventId: event.id,
      attendeeId: row.id,
      action: 'ORDER_CREATED_BY_STAFF',
      details: { attendee: row.publicId, ticket: ticketLabel(row), unit_price: body.unit_price ?? null },
    });
    if (body.send_confirmation_email) await queueAttendeeTicket(deps, tx, row);
    // A staff order is placed complete: the same events as any other placed order.
    await recordStaffOrderPlaced(deps, tx, { orderId: order.id });
    return loadDetail(tx, event.id, attendeeId!);
  });
}

export type { TCreateAttendee };

/** Queues the ticket email again: only for an ACTIVE attendee (server-behaviour §6), else 409. */
export async function resendAttendeeTicket(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; attendeeId: string },
): Promise<TResendTicketResult> {
  return deps.database.db.transaction(async (tx) => {
    const event = await requireEvent(tx, auth, input.eventId);
    const attendee = await requireAttendee(tx, event.id, input.attendeeId);
    if (attendee.status === 'CANCELLED')
      throw new AppError('CONFLICT', 'This attendee is cancelled: their ticket is not valid.');
    if (attendee.status !== 'ACTIVE')
      throw new AppError('CONFLICT', 'This ticket is awaiting payment: it can be sent once the order is paid.');
    const sentTo = await queueAttendeeTicket(deps, tx, attendee);
    if (!sentTo) throw new AppError('CONFLICT', 'This attendee has no email address.');
    await recordOrderActivity(tx, auth, {
      orderId: attendee.orderId,
      eventId: event.id,
      attendeeId: attendee.id,
      action: 'TICKET_RESENT',
      details: { attendee: attendee.publicId, to: sentTo },
    });
    return { attendee_id: attendee.id, sent_to: sentTo };
  });
}
